/**
 * What each demo role may do with each resource (spec 02 §6, spec 01 §6), written out by hand
 * from the seed so the matrix test checks the server against an independent statement.
 */
export const ROLES = ['super', 'admin', 'manager', 'agent', 'curator', 'curator2', 'partner', 'sales', 'learner', 'newbie'] as const;
export type Role = (typeof ROLES)[number];

export const ACME_GROUPS = [
  'company-acme-everyone',
  'company-acme-sales',
  'company-acme-engineering',
  'company-acme-marketing',
  'company-acme-success',
  'company-acme-leadership',
  'company-acme-newhires',
  'company-acme-operations',
  'company-acme-test',
  'company-acme-public',
  'company-acme-archive',
];

/** The programs curator2 edits (demo-people.ts). */
const CURATOR2_COURSES = `'course-coaching', 'course-creator-scripts', 'course-creator-video', 'course-feedback'`;

/**
 * 'all': every row; 'forbidden': FORBIDDEN; a list: exactly those ids; 'sql': the users the SQL in
 * the test finds; { sql }: the ids this query finds (ground truth written against the tables).
 */
export type ReadExpectation = 'all' | 'forbidden' | 'sql' | string[] | { sql: string };

export type Outcome = 'OK' | 'FORBIDDEN' | 'NOT_FOUND';

/** A resource nobody writes through the generic mutations (a view, or content authored elsewhere): only reads are checked. */
export type ReadOnlyExpectation = {
  resource: string;
  readOnly: true;
  reads: Record<Role, ReadExpectation>;
  /** Made by a domain operation, deleted (cancelled) through the generic delete; who may is its own test's. */
  cancellable?: true;
};

export type ResourceExpectation = {
  resource: string;
  readOnly?: false;
  /** A valid new row, and who may create it. */
  createInput: Record<string, unknown>;
  creators: Role[];
  /** Two existing rows and, for each role, the outcome of updating each. */
  updateRows: [string, string];
  updateInput: Record<string, unknown>;
  updates: Partial<Record<Role, [Outcome, Outcome]>>;
  /** Who may delete a fresh row made with createInput (the rest get FORBIDDEN). */
  deleters: Role[];
  reads: Record<Role, ReadExpectation>;
};

const staffOnly = (extra: Role[] = []): Partial<Record<Role, [Outcome, Outcome]>> =>
  Object.fromEntries(['super', 'admin', ...extra].map((role) => [role, ['OK', 'OK']]));

export const EXPECTATIONS: ResourceExpectation[] = [
  {
    resource: 'organizations',
    createInput: { name: 'Matrix Workspace', product: 'CR' },
    creators: ['super', 'admin'],
    updateRows: ['org-acme', 'org-studio'],
    updateInput: { contact: 'Changed by the matrix' },
    updates: { ...staffOnly(), manager: ['OK', 'NOT_FOUND'] },
    deleters: ['super', 'admin'],
    reads: {
      super: 'all',
      admin: 'all',
      sales: 'all',
      manager: ['org-acme'],
      agent: ['org-acme'],
      curator: [],
      curator2: [],
      partner: ['org-extend', 'org-studio'],
      learner: ['org-acme'],
      newbie: ['org-garden'],
    },
  },
  {
    resource: 'companies',
    createInput: { organizationId: 'org-acme', name: 'Matrix Group' },
    creators: ['super', 'admin', 'manager'],
    updateRows: ['company-acme-sales', 'company-extend-a'],
    updateInput: { contact: 'Changed by the matrix' },
    updates: { ...staffOnly(), manager: ['OK', 'NOT_FOUND'] },
    deleters: ['super', 'admin', 'manager'],
    reads: {
      super: 'all',
      admin: 'all',
      sales: 'all',
      manager: ACME_GROUPS,
      agent: ['company-acme-sales', 'company-acme-success'],
      // A curator reads the groups their programs are published to (the program's distribution page).
      curator: ACME_GROUPS,
      curator2: {
        sql: `SELECT DISTINCT c.id FROM companies c JOIN courses p ON p.id IN (${CURATOR2_COURSES})
          WHERE p."availableToOrganizations" LIKE '%"' || c."organizationId" || '"%' OR p."availableToCompanies" LIKE '%"' || c.id || '"%'`,
      },
      partner: ['company-extend-a', 'company-extend-b'],
      learner: ['company-acme-engineering', 'company-acme-everyone'],
      newbie: [],
    },
  },
  {
    resource: 'courses',
    createInput: { title: 'Matrix Program', organizationId: 'org-acme' },
    creators: ['super', 'admin', 'manager'],
    updateRows: ['course-leadership-101', 'course-creator-video'],
    updateInput: { tagline: 'Changed by the matrix' },
    updates: { ...staffOnly(), manager: ['OK', 'NOT_FOUND'], curator: ['OK', 'NOT_FOUND'], curator2: ['NOT_FOUND', 'OK'] },
    deleters: ['super', 'admin', 'manager'],
    reads: {
      super: 'all',
      admin: 'all',
      sales: 'all',
      manager: 'sql',
      agent: ['course-customer-empathy', 'course-feedback', 'course-negotiation', 'course-prospecting'],
      curator: ['course-leadership-101'],
      curator2: ['course-coaching', 'course-creator-scripts', 'course-creator-video', 'course-feedback'],
      partner: [
        'course-creator-community',
        'course-creator-pricing',
        'course-creator-scripts',
        'course-creator-video',
        'course-extend-sales',
        'course-extend-support',
        'course-platform-ai',
        'course-platform-intro',
      ],
      learner: ['course-onboarding', 'course-privacy', 'course-remote', 'course-security', 'course-storytelling'],
      newbie: [],
    },
  },
  {
    resource: 'users',
    createInput: { email: 'matrix.user@example.com', firstName: 'Matrix', lastName: 'User' },
    creators: ['super', 'admin'],
    updateRows: ['user-learner-001', 'user-super'],
    updateInput: { timezone: 'Asia/Seoul' },
    updates: staffOnly(),
    deleters: ['super', 'admin'],
    reads: {
      super: 'all',
      admin: 'all',
      sales: 'all',
      manager: 'sql',
      agent: 'sql',
      curator: ['user-curator'],
      curator2: ['user-curator2'],
      partner: ['user-learner-261', 'user-learner-301', 'user-partner'],
      learner: ['user-learner'],
      newbie: ['user-newbie'],
    },
  },
  {
    resource: 'bundles',
    createInput: { name: 'Matrix Bundle', price: 5 },
    creators: ['super', 'admin', 'sales'],
    updateRows: ['bundle-sales-pack', 'bundle-creator'],
    updateInput: { description: 'Changed by the matrix' },
    updates: staffOnly(['sales']),
    deleters: ['super', 'admin', 'sales'],
    reads: {
      super: 'all',
      admin: 'all',
      sales: 'all',
      manager: ['bundle-leaders', 'bundle-sales-pack'],
      agent: [],
      curator: [],
      curator2: [],
      partner: ['bundle-creator'],
      learner: [],
      newbie: [],
    },
  },
  {
    resource: 'promoCodes',
    createInput: { code: 'MATRIX', discount: 5 },
    creators: ['super', 'admin', 'sales'],
    updateRows: ['promo-welcome10', 'promo-creator50'],
    updateInput: { usageLimit: 999 },
    updates: staffOnly(['sales']),
    deleters: ['super', 'admin', 'sales'],
    reads: {
      super: 'all',
      admin: 'all',
      sales: 'all',
      manager: ['promo-expired', 'promo-leaders25', 'promo-welcome10'],
      agent: [],
      curator: [],
      curator2: [],
      partner: ['promo-creator50'],
      learner: [],
      newbie: [],
    },
  },
  {
    resource: 'notificationBanners',
    createInput: { bannerId: 'matrix-banner', bannerText: 'Matrix banner', showToPlatform: ['dashboard'], showToProduct: ['UL'] },
    creators: ['super'],
    updateRows: ['banner-welcome', 'banner-nps'],
    updateInput: { bannerColor: '#C7D6B0' },
    updates: { super: ['OK', 'OK'] },
    deleters: ['super'],
    reads: {
      super: 'all',
      admin: 'all',
      sales: 'forbidden',
      manager: 'forbidden',
      agent: 'forbidden',
      curator: 'forbidden',
      curator2: 'forbidden',
      partner: 'forbidden',
      learner: 'forbidden',
      newbie: 'forbidden',
    },
  },
  {
    resource: 'courseRemoveConfirmations',
    createInput: { reason: 'user_deleted', reasonRelationKey: 'user-m', courseId: 'course-time', courseTitle: 'Time and Energy' },
    creators: ['super', 'admin'],
    updateRows: ['crc-1', 'crc-2'],
    updateInput: { handled: true, action: 'discard' },
    updates: staffOnly(),
    deleters: ['super', 'admin'],
    reads: {
      super: 'all',
      admin: 'all',
      sales: 'forbidden',
      manager: 'forbidden',
      agent: 'forbidden',
      curator: 'forbidden',
      curator2: 'forbidden',
      partner: 'forbidden',
      learner: 'forbidden',
      newbie: 'forbidden',
    },
  },
  {
    resource: 'userRemoveConfirmations',
    createInput: { reason: 'removed_from_organization', reasonRelationKey: 'org-acme', userId: 'user-learner-010', userEmail: 'learner010@demo.test' },
    creators: ['super', 'admin'],
    updateRows: ['urc-1', 'urc-2'],
    updateInput: { handled: true, action: 'discard' },
    updates: staffOnly(),
    deleters: ['super', 'admin'],
    reads: {
      super: 'all',
      admin: 'all',
      sales: 'forbidden',
      manager: 'forbidden',
      agent: 'forbidden',
      curator: 'forbidden',
      curator2: 'forbidden',
      partner: 'forbidden',
      learner: 'forbidden',
      newbie: 'forbidden',
    },
  },
];

const members = (where: string): { sql: string } => ({ sql: `SELECT id FROM memberships WHERE role = 'member' AND ${where}` });
const staffRead = (others: Partial<Record<Role, ReadExpectation>>, fallback: ReadExpectation = []): Record<Role, ReadExpectation> =>
  Object.fromEntries(ROLES.map((role) => [role, role === 'super' || role === 'admin' || role === 'sales' ? 'all' : (others[role] ?? fallback)])) as Record<
    Role,
    ReadExpectation
  >;

/** The courses each role reads (as in EXPECTATIONS), for the sessions and actions of those programs. */
const ACME_MANAGER_COURSES = `SELECT id FROM courses WHERE "organizationId" = 'org-acme' OR "availableToOrganizations" LIKE '%"org-acme"%'
  UNION SELECT cc."courseId" FROM company_courses cc WHERE cc."organizationId" = 'org-acme'`;
const contentOf = (table: string): Record<Role, ReadExpectation> => {
  const courses = EXPECTATIONS.find((expectation) => expectation.resource === 'courses')?.reads ?? ({} as Record<Role, ReadExpectation>);
  return staffRead(
    Object.fromEntries(
      ROLES.filter((role) => Array.isArray(courses[role])).map((role) => {
        const ids = (courses[role] as string[]).map((id) => `'${id}'`).join(', ') || "''";
        return [role, { sql: `SELECT id FROM ${table} WHERE "courseId" IN (${ids})` }];
      }),
    ),
  );
};

export const READ_ONLY_EXPECTATIONS: ReadOnlyExpectation[] = [
  {
    resource: 'companyUsers',
    readOnly: true,
    reads: staffRead({
      manager: members(`"companyId" IS NOT NULL AND "organizationId" = 'org-acme'`),
      agent: members(`"companyId" IN ('company-acme-sales', 'company-acme-success')`),
      partner: members(`"companyId" IS NOT NULL AND "organizationId" IN ('org-studio', 'org-extend')`),
    }),
  },
  {
    resource: 'organizationUsers',
    readOnly: true,
    reads: staffRead({
      manager: members(`"companyId" IS NULL AND "courseId" IS NULL AND "organizationId" = 'org-acme'`),
      partner: members(`"companyId" IS NULL AND "courseId" IS NULL AND "organizationId" IN ('org-studio', 'org-extend')`),
    }),
  },
  {
    resource: 'companyPrograms',
    readOnly: true,
    reads: staffRead({
      manager: { sql: `SELECT id FROM company_courses WHERE "organizationId" = 'org-acme'` },
      partner: { sql: `SELECT id FROM company_courses WHERE "organizationId" IN ('org-studio', 'org-extend')` },
      agent: { sql: `SELECT id FROM company_courses WHERE "companyId" IN ('company-acme-sales', 'company-acme-success')` },
      learner: { sql: `SELECT id FROM company_courses WHERE "companyId" IN ('company-acme-engineering', 'company-acme-everyone')` },
      curator: { sql: `SELECT id FROM company_courses WHERE "courseId" = 'course-leadership-101'` },
      curator2: { sql: `SELECT id FROM company_courses WHERE "courseId" IN (${CURATOR2_COURSES})` },
    }),
  },
  {
    // Cancelled (deleted) by those who distribute: tests/server/scheduled-distribution.test.ts.
    resource: 'scheduledDistributions',
    readOnly: true,
    cancellable: true,
    reads: staffRead({
      manager: ['scheduled-newhires-leadership', 'scheduled-sales-security'],
      agent: ['scheduled-sales-security'],
      curator: ['scheduled-newhires-leadership'],
    }),
  },
  { resource: 'partners', readOnly: true, reads: staffRead({}, 'forbidden') },
  {
    resource: 'chapters',
    readOnly: true,
    reads: { ...contentOf('chapters'), manager: { sql: `SELECT id FROM chapters WHERE "courseId" IN (${ACME_MANAGER_COURSES})` } },
  },
  {
    resource: 'actions',
    readOnly: true,
    reads: { ...contentOf('actions'), manager: { sql: `SELECT id FROM actions WHERE "courseId" IN (${ACME_MANAGER_COURSES})` } },
  },
  {
    // Engagement readers (engagement-access.ts): the workspace's managers, the group's agents, the program's curators, the learner.
    resource: 'learnerPrograms',
    readOnly: true,
    reads: staffRead(
      Object.fromEntries(
        (['manager', 'agent', 'curator', 'curator2', 'partner', 'learner', 'newbie'] as const).map((role) => [
          role,
          {
            sql: `SELECT id FROM course_engagements e WHERE "userId" = 'user-${role}'
              OR EXISTS (SELECT 1 FROM memberships m WHERE m."userId" = 'user-${role}' AND NOT m."isDisabled" AND (
                (m.role IN ('manager', 'billingManager', 'partner') AND m."organizationId" = e."organizationId")
                OR (m.role = 'agent' AND m."companyId" = e."companyId")
                OR (m.role = 'editor' AND m."courseId" = e."courseId")))`,
          },
        ]),
      ),
    ),
  },
  {
    resource: 'auditEvents',
    readOnly: true,
    reads: { ...staffRead({ manager: { sql: `SELECT id FROM audit_events WHERE "organizationId" = 'org-acme'` } }), sales: [] },
  },
  {
    // Made, approved, denied, re-sent and withdrawn by the invitation operations: tests/server/invitation-requests.test.ts.
    resource: 'invitedUsers',
    readOnly: true,
    reads: staffRead({
      manager: { sql: `SELECT id FROM invited_users WHERE "organizationId" = 'org-acme'` },
      agent: { sql: `SELECT id FROM invited_users WHERE "companyId" IN ('company-acme-sales', 'company-acme-success')` },
    }),
  },
];

EXPECTATIONS.push({
  resource: 'certificateTemplates',
  createInput: { organizationId: 'org-acme', name: 'Matrix Certificate', signerName: 'Mina Manager', passingScore: 75 },
  creators: ['super', 'manager'],
  updateRows: ['certificate-acme-classic', 'certificate-extend-modern'],
  updateInput: { signerTitle: 'Changed by the matrix' },
  updates: { super: ['OK', 'OK'], manager: ['OK', 'NOT_FOUND'] },
  deleters: ['super', 'manager'],
  reads: {
    super: 'all',
    admin: 'all',
    sales: [],
    manager: ['certificate-acme-classic', 'certificate-acme-leaders'],
    agent: [],
    curator: [],
    curator2: [],
    partner: [],
    learner: [],
    newbie: [],
  },
});
