/** Demo accounts: all share this password. Printed at start and listed in the README. */
export const DEMO_PASSWORD = 'demo1234';

export type DemoAccount = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  /** What the account is for, as printed at start. */
  sees: string;
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    id: 'user-super',
    email: 'super@demo.test',
    firstName: 'Sam',
    lastName: 'Super',
    roles: ['superEditor', 'admin'],
    sees: 'super editor and platform admin: everything, banners, admin pages',
  },
  {
    id: 'user-admin',
    email: 'admin@demo.test',
    firstName: 'Ada',
    lastName: 'Admin',
    roles: ['admin'],
    sees: 'platform admin: every workspace, admin pages (job runner, delete confirmations)',
  },
  {
    id: 'user-manager',
    email: 'manager@demo.test',
    firstName: 'Mina',
    lastName: 'Manager',
    roles: [],
    sees: 'manager and billing manager of Acme Learning (enterprise)',
  },
  {
    id: 'user-agent',
    email: 'agent@demo.test',
    firstName: 'Alex',
    lastName: 'Agent',
    roles: [],
    sees: 'agent of two Acme groups (Sales Team, Customer Success)',
  },
  {
    id: 'user-curator',
    email: 'curator@demo.test',
    firstName: 'Cora',
    lastName: 'Curator',
    roles: [],
    sees: 'editor of exactly one program (lands on its status page)',
  },
  {
    id: 'user-curator2',
    email: 'curator2@demo.test',
    firstName: 'Cole',
    lastName: 'Curator',
    roles: [],
    sees: 'editor of four programs (lands on My programs)',
  },
  {
    id: 'user-partner',
    email: 'partner@demo.test',
    firstName: 'Pat',
    lastName: 'Partner',
    roles: [],
    sees: 'partner of Studio Creator and Extend Partners (Organizations page)',
  },
  {
    id: 'user-sales',
    email: 'sales@demo.test',
    firstName: 'Sol',
    lastName: 'Sales',
    roles: ['sales'],
    sees: 'sales: bundles, promo codes, sales, every workspace read-only',
  },
  {
    id: 'user-learner',
    email: 'learner@demo.test',
    firstName: 'Lee',
    lastName: 'Learner',
    roles: [],
    sees: 'a learner of Acme only: the welcome list of workspaces',
  },
  { id: 'user-newbie', email: 'newbie@demo.test', firstName: '', lastName: '', roles: [], sees: 'no first or last name yet: sent to the account page' },
];

export const describeDemoAccounts = (): string =>
  [`Demo accounts (password for all: ${DEMO_PASSWORD}):`, ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(20)} ${account.sees}`)].join('\n');
