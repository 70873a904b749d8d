import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { graphql, GraphQLResult } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/**
 * Issue 16: every role-changing and membership mutation × every demo role × target (a person in
 * the role's own scope, in another workspace, and the actor themselves). Each cell states the
 * expected answer literally; a refused cell must also have changed nothing in the database.
 * O = allowed, F = refused (FORBIDDEN, or NOT_FOUND where the role cannot even see the record).
 */
const ROLES = ['super', 'admin', 'manager', 'agent', 'curator', 'partner', 'sales', 'learner'] as const;
type Role = (typeof ROLES)[number];
type Target = 'own' | 'other' | 'self';

const ACCOUNTS: Record<Role, { email: string; id: string }> = {
  super: { email: 'super@demo.test', id: 'user-super' },
  admin: { email: 'admin@demo.test', id: 'user-admin' },
  manager: { email: 'manager@demo.test', id: 'user-manager' },
  agent: { email: 'agent@demo.test', id: 'user-agent' },
  curator: { email: 'curator@demo.test', id: 'user-curator' },
  partner: { email: 'partner@demo.test', id: 'user-partner' },
  sales: { email: 'sales@demo.test', id: 'user-sales' },
  learner: { email: 'learner@demo.test', id: 'user-learner' },
};

/** Where each role acts: the partner partners Extend, the agent runs Acme's sales group. */
const SCOPES: Record<Role, Record<'own' | 'other', { organizationId: string; companyId: string }>> = Object.fromEntries(
  ROLES.map((role) => {
    const acme = { organizationId: 'org-acme', companyId: role === 'manager' ? 'company-acme-marketing' : 'company-acme-sales' };
    const extend = { organizationId: 'org-extend', companyId: 'company-extend-a' };
    return [role, role === 'partner' ? { own: extend, other: acme } : { own: acme, other: extend }];
  }),
) as Record<Role, Record<'own' | 'other', { organizationId: string; companyId: string }>>;

type Person = { id: string; email: string };
type Cell = { role: Role; target: Target; scope: { organizationId: string; companyId: string }; person: Person };
type Mutation = {
  name: string;
  /** Expected answers per role for own / other / self, literally. */
  expected: Record<Role, `${'O' | 'F'}${'O' | 'F'}${'O' | 'F'}`>;
  run: (token: string, cell: Cell) => Promise<GraphQLResult<unknown>>;
  /** Whether the change it asks for is in the database. */
  applied: (server: TestServer, cell: Cell) => Promise<boolean>;
  /** The target must already belong to the scope's workspace (roles are given to its people). */
  needsMember?: boolean;
};

const count = async (server: TestServer, sql: string, parameters: unknown[]): Promise<number> => {
  const placeholders = server.dataSource.options.type === 'postgres' ? sql : sql.replace(/\$\d+/g, '?');
  return Number((await server.dataSource.query<Array<{ count: number | string }>>(placeholders, parameters))[0].count);
};
const holdsRole = (server: TestServer, cell: Cell, role: string) =>
  count(server, 'SELECT COUNT(*) AS count FROM memberships WHERE "userId" = $1 AND "organizationId" = $2 AND role = $3 AND "companyId" IS NULL', [
    cell.person.id,
    cell.scope.organizationId,
    role,
  ]).then((n) => n > 0);
const invitedOrHolds = async (server: TestServer, cell: Cell, role: string, companyId: string | null) => {
  const invited = await count(
    server,
    `SELECT COUNT(*) AS count FROM invited_users WHERE email = $1 AND "organizationId" = $2 AND role = $3 AND "companyId" ${companyId ? '= $4' : 'IS NULL'}`,
    [cell.person.email, cell.scope.organizationId, role, ...(companyId ? [companyId] : [])],
  );
  if (invited > 0) return true;
  if (companyId)
    return (await count(server, 'SELECT COUNT(*) AS count FROM memberships WHERE "userId" = $1 AND "companyId" = $2', [cell.person.id, companyId])) > 0;
  return holdsRole(server, cell, role);
};

const setRole = (role: string, enabled: boolean) => (token: string, cell: Cell) =>
  graphql(TEST.url, token, 'mutation ($input: WorkspaceRoleInput!) { setWorkspaceRole(input: $input) }', {
    input: { organizationId: cell.scope.organizationId, userId: cell.person.id, role, enabled },
  });

const MUTATIONS: Mutation[] = [
  {
    name: 'addWorkspaceAdmin',
    expected: { super: 'OOF', admin: 'OOF', manager: 'OFF', agent: 'FFF', curator: 'FFF', partner: 'OFF', sales: 'FFF', learner: 'FFF' },
    run: (token, cell) =>
      graphql(TEST.url, token, 'mutation ($o: ID!, $e: String!) { addWorkspaceAdmin(organizationId: $o, email: $e) }', {
        o: cell.scope.organizationId,
        e: cell.person.email,
      }),
    applied: (server, cell) => invitedOrHolds(server, cell, 'manager', null),
  },
  {
    name: 'setWorkspaceRole manager',
    expected: { super: 'OOF', admin: 'OOF', manager: 'OFF', agent: 'FFF', curator: 'FFF', partner: 'OFF', sales: 'FFF', learner: 'FFF' },
    // An admin needs a Creator licence (tests/server/invitation-requests.test.ts): staff give it first, so the cell tests who may grant.
    run: async (token, cell) => {
      await setRole('creator', true)(TEST.superToken, cell);
      return setRole('manager', true)(token, cell);
    },
    needsMember: true,
    applied: (server, cell) => holdsRole(server, cell, 'manager'),
  },
  {
    name: 'setWorkspaceRole editor',
    expected: { super: 'OOF', admin: 'OOF', manager: 'OFF', agent: 'FFF', curator: 'FFF', partner: 'FFF', sales: 'FFF', learner: 'FFF' },
    run: setRole('editor', true),
    needsMember: true,
    applied: (server, cell) => holdsRole(server, cell, 'editor'),
  },
  {
    name: 'addCompanyUsers',
    expected: { super: 'OOO', admin: 'OOO', manager: 'OFO', agent: 'OFO', curator: 'FFF', partner: 'FFF', sales: 'FFF', learner: 'FFF' },
    run: (token, cell) =>
      graphql(TEST.url, token, 'mutation ($input: AddCompanyUsersInput!) { addCompanyUsers(input: $input) { invited } }', {
        input: { companyId: cell.scope.companyId, emails: [cell.person.email] },
      }),
    applied: (server, cell) => invitedOrHolds(server, cell, 'member', cell.scope.companyId),
  },
  {
    name: 'updateOneUser roles',
    expected: { super: 'OOF', admin: 'FFF', manager: 'FFF', agent: 'FFF', curator: 'FFF', partner: 'FFF', sales: 'FFF', learner: 'FFF' },
    run: (token, cell) =>
      graphql(TEST.url, token, 'mutation ($input: UpdateOneUserInput!) { updateOneUser(input: $input) { id } }', {
        input: { id: cell.person.id, update: { roles: ['programViewer'] } },
      }),
    applied: async (server, cell) =>
      (await count(server, `SELECT COUNT(*) AS count FROM users WHERE id = $1 AND roles LIKE '%programViewer%'`, [cell.person.id])) > 0,
  },
];

const TEST: { url: string; superToken: string } = { url: '', superToken: '' };

describe('roles are granted, never taken: every mutation × role × target', () => {
  let server: TestServer;
  const tokens = new Map<Role, string>();
  // Fresh people per cell, so no cell sees another's change: Acme learners 100–259, Extend 301–320
  // (Extend's only where the mutation needs a member of that workspace).
  let acme = 100;
  let extend = 301;
  const personIn = (organizationId: string, member: boolean): Person => {
    const number = member && organizationId === 'org-extend' ? extend++ : acme++;
    const padded = String(number).padStart(3, '0');
    return { id: `user-learner-${padded}`, email: `learner${padded}@demo.test` };
  };

  beforeAll(async () => {
    server = await startTestServer();
    TEST.url = server.url;
    for (const role of ROLES) tokens.set(role, await signIn(server.url, ACCOUNTS[role].email));
    TEST.superToken = tokens.get('super') as string;
  });
  afterAll(() => server.close());

  for (const mutation of MUTATIONS) {
    it(mutation.name, async () => {
      const answers: Record<string, string> = {};
      for (const role of ROLES) {
        let row = '';
        for (const [index, target] of (['own', 'other', 'self'] as const).entries()) {
          const scope = SCOPES[role][target === 'other' ? 'other' : 'own'];
          const person = target === 'self' ? ACCOUNTS[role] : personIn(scope.organizationId, mutation.needsMember === true);
          const cell: Cell = { role, target, scope, person };
          const before = await mutation.applied(server, cell);
          const result = await mutation.run(tokens.get(role) as string, cell);
          const code = result.errors?.[0]?.extensions?.code;
          const refused = code === 'FORBIDDEN' || code === 'NOT_FOUND';
          if (result.errors && !refused) throw new Error(`${mutation.name} as ${role} on ${target}: ${JSON.stringify(result.errors)}`);
          row += refused ? 'F' : 'O';
          // A refused cell changed nothing; an allowed one did what it said (or it already held).
          if (refused) expect(await mutation.applied(server, cell), `${mutation.name} ${role} ${target}`).toBe(before);
          else if (mutation.expected[role][index] === 'O') expect(await mutation.applied(server, cell), `${mutation.name} ${role} ${target}`).toBe(true);
        }
        answers[role] = row;
      }
      expect(answers).toEqual(mutation.expected);
    });
  }
});
