import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GROUP_RULE_MESSAGES } from '../../shared/group-rules';
import { errorCodeOf, graphql, GraphQLResult } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const ADD = 'mutation Add($input: AddCompanyUsersInput!) { addCompanyUsers(input: $input) { added invited alreadyMembers } }';
const TOGGLE = 'mutation Toggle($input: ToggleCompanyUserInput!) { toggleCompanyUser(input: $input) { key addRemove } }';
const PROGRAM =
  'mutation Program($companyId: ID!, $courseId: ID!, $enabled: Boolean!) { setCompanyProgramEnabled(companyId: $companyId, courseId: $courseId, enabled: $enabled) { disabled } }';

/** Each group-edit rule of spec 02 §5: the server refuses with the rule's message and changes nothing. */
describe('group-edit rules', () => {
  let server: TestServer;
  let manager: string;
  let staff: string;
  const count = async (sql: string): Promise<number> => Number((await server.dataSource.query<Array<{ count: number | string }>>(sql))[0].count);
  const members = (companyId: string) => count(`SELECT COUNT(*) AS count FROM memberships WHERE "companyId" = '${companyId}'`);
  const refusedWith = (result: GraphQLResult<unknown>, message: string) => {
    expect(errorCodeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].message).toBe(message);
  };

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signIn(server.url, 'manager@demo.test');
    staff = await signIn(server.url, 'super@demo.test');
  });
  afterAll(() => server.close());

  for (const [label, companyId] of [
    ['a test group', 'company-acme-test'],
    ['a public group', 'company-acme-public'],
    ['the everyone group', 'company-acme-everyone'],
    ['a group that forbids manual edits', 'company-acme-operations'],
  ]) {
    it(`refuses manual member changes in ${label}`, async () => {
      const before = await members(companyId);
      refusedWith(await graphql(server.url, manager, ADD, { input: { companyId, emails: ['learner@demo.test'] } }), GROUP_RULE_MESSAGES.manualEditForbidden);
      const someone = (
        await server.dataSource.query<Array<{ userId: string }>>(`SELECT "userId" FROM memberships WHERE "companyId" = '${companyId}' LIMIT 1`)
      )[0];
      if (someone)
        refusedWith(
          await graphql(server.url, manager, TOGGLE, { input: { companyId, userIdOrEmail: someone.userId, addRemove: 'remove' } }),
          GROUP_RULE_MESSAGES.manualEditForbidden,
        );
      expect(await members(companyId)).toBe(before);
    });
  }

  it('refuses switching programs in test and public groups, and in groups forbidding manual edits', async () => {
    for (const [companyId, courseId, message] of [
      ['company-acme-test', 'course-leadership-101', GROUP_RULE_MESSAGES.coursesLocked],
      ['company-acme-public', 'course-platform-ai', GROUP_RULE_MESSAGES.coursesLocked],
      // An ordinary group whose programs are managed automatically says so, not "test or public".
      ['company-acme-operations', 'course-ops-excellence', GROUP_RULE_MESSAGES.coursesManaged],
    ]) {
      refusedWith(await graphql(server.url, manager, PROGRAM, { companyId, courseId, enabled: false }), message);
      expect(
        await count(
          `SELECT COUNT(*) AS count FROM company_courses WHERE "companyId" = '${companyId}' AND disabled = ${server.databaseKind === 'postgres' ? 'true' : '1'}`,
        ),
      ).toBe(0);
    }
    const allowed = await graphql<{ setCompanyProgramEnabled: { disabled: boolean } }>(server.url, manager, PROGRAM, {
      companyId: 'company-acme-sales',
      courseId: 'course-negotiation',
      enabled: false,
    });
    expect(allowed.data?.setCompanyProgramEnabled.disabled).toBe(true);
  });

  it('keeps the everyone group', async () => {
    refusedWith(
      await graphql(server.url, manager, 'mutation { deleteOneCompany(input: { id: "company-acme-everyone" }) { id } }'),
      GROUP_RULE_MESSAGES.everyoneGroupDelete,
    );
    expect(await count(`SELECT COUNT(*) AS count FROM companies WHERE id = 'company-acme-everyone'`)).toBe(1);
    expect(await members('company-acme-everyone')).toBeGreaterThan(0);
  });

  it('takes tags that start with #, refuses the others with the spec messages, and keeps what was there', async () => {
    const update = (tags: string[]) =>
      graphql<{ updateOneCompany: { tags: string[] } }>(
        server.url,
        manager,
        'mutation ($tags: [String!]!) { updateOneCompany(input: { id: "company-acme-sales", update: { tags: $tags } }) { tags } }',
        { tags },
      );
    const saved = await update(['#sales', '#north_east-2']);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateOneCompany.tags).toEqual(['#sales', '#north_east-2']);
    for (const [tags, message] of [
      [['#sales', 'sales'], 'A tag must start with #.'],
      [['#sales team'], 'Not a valid tag: after the # only letters, digits, - and _ (at most 40).'],
      [['#'], 'Not a valid tag: after the # only letters, digits, - and _ (at most 40).'],
      [['#Everyone'], 'This tag is reserved for something else.'],
    ] as const) {
      const refused = await update([...tags]);
      refusedWith(refused, message);
    }
    const [row] = await server.dataSource.query<Array<{ tags: string | string[] }>>(`SELECT tags FROM companies WHERE id = 'company-acme-sales'`);
    expect(typeof row.tags === 'string' ? JSON.parse(row.tags) : row.tags).toEqual(['#sales', '#north_east-2']);
  });

  it('adds no group to an open or a test workspace', async () => {
    const create = 'mutation ($organizationId: ID!) { createOneCompany(input: { company: { organizationId: $organizationId, name: "Not Allowed" } }) { id } }';
    await graphql(server.url, staff, 'mutation { updateOneOrganization(input: { id: "org-garden", update: { peerInvitationModeDefault: "open" } }) { id } }');
    refusedWith(await graphql(server.url, staff, create, { organizationId: 'org-garden' }), GROUP_RULE_MESSAGES.noNewGroups);
    await server.dataSource.query(`UPDATE organizations SET tags = '["test"]' WHERE id = 'org-studio'`);
    refusedWith(await graphql(server.url, staff, create, { organizationId: 'org-studio' }), GROUP_RULE_MESSAGES.noNewGroups);
    expect(await count(`SELECT COUNT(*) AS count FROM companies WHERE name = 'Not Allowed'`)).toBe(0);
  });

  it('disables every group with its workspace, and enables none while the workspace is disabled', async () => {
    await graphql(server.url, staff, 'mutation { updateOneOrganization(input: { id: "org-extend", update: { disabled: true } }) { id } }');
    expect(
      await count(
        `SELECT COUNT(*) AS count FROM companies WHERE "organizationId" = 'org-extend' AND disabled = ${server.databaseKind === 'postgres' ? 'false' : '0'}`,
      ),
    ).toBe(0);
    refusedWith(
      await graphql(server.url, staff, 'mutation { updateOneCompany(input: { id: "company-extend-a", update: { disabled: false } }) { id } }'),
      GROUP_RULE_MESSAGES.workspaceDisabled,
    );
    const group = await graphql<{ company: { disabled: boolean } }>(server.url, staff, '{ company(id: "company-extend-a") { disabled } }');
    expect(group.data?.company.disabled).toBe(true);
  });

  it('lets agents run only their own groups and learners none', async () => {
    const agent = await signIn(server.url, 'agent@demo.test');
    const learner = await signIn(server.url, 'learner@demo.test');
    const before = await members('company-acme-engineering');
    expect(errorCodeOf(await graphql(server.url, agent, ADD, { input: { companyId: 'company-acme-engineering', emails: ['curator@demo.test'] } }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCodeOf(await graphql(server.url, learner, ADD, { input: { companyId: 'company-acme-engineering', emails: ['curator@demo.test'] } }))).toBe(
      'FORBIDDEN',
    );
    expect(await members('company-acme-engineering')).toBe(before);
    const own = await graphql<{ addCompanyUsers: { added: string[]; invited: string[] } }>(server.url, agent, ADD, {
      input: { companyId: 'company-acme-sales', emails: ['curator@demo.test'] },
    });
    expect(own.data?.addCompanyUsers).toMatchObject({ added: [], invited: ['curator@demo.test'] });
  });
});
