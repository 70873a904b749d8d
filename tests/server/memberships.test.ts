import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GROUP_RULE_MESSAGES } from '../../shared/group-rules';
import { collect, errorCodeOf, graphql, liveClient } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const ADD = 'mutation Add($input: AddCompanyUsersInput!) { addCompanyUsers(input: $input) { added invited alreadyMembers } }';
const ROLE = 'mutation Role($input: WorkspaceRoleInput!) { setWorkspaceRole(input: $input) }';

describe('memberships and roles', () => {
  let server: TestServer;
  let manager: string;
  const roles = async (userId: string, organizationId: string) =>
    (
      await server.dataSource.query<Array<{ role: string }>>(
        `SELECT role FROM memberships WHERE "userId" = '${userId}' AND "organizationId" = '${organizationId}' AND role <> 'member'`,
      )
    )
      .map((row) => row.role)
      .sort();

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signIn(server.url, 'manager@demo.test');
  });
  afterAll(() => server.close());

  it('adds people by e-mail (trimmed, any case), invites unknown ones, refuses invalid ones, and tells open tables', async () => {
    const client = liveClient(server.url, manager);
    const created = collect<{ createdCompanyUser: { email: string; companyId: string } }>(client, 'subscription { createdCompanyUser { email companyId } }');
    await server.listening('createdCompanyUser', 1);
    const invalid = await graphql(server.url, manager, ADD, { input: { companyId: 'company-acme-marketing', emails: ['good@x.test', 'not-an-email'] } });
    expect(invalid.errors?.[0]).toMatchObject({ message: `${GROUP_RULE_MESSAGES.invalidEmail}: not-an-email`, extensions: { code: 'BAD_USER_INPUT' } });
    const added = await graphql<{ addCompanyUsers: { added: string[]; invited: string[]; alreadyMembers: string[] } }>(server.url, manager, ADD, {
      input: { companyId: 'company-acme-marketing', emails: ['  Curator2@Demo.test ', 'new.person@acme.example', '', 'curator2@demo.test'] },
    });
    // Consent: an existing account is invited like an unknown address, and joins when it accepts.
    expect(added.data?.addCompanyUsers).toEqual({ added: [], invited: ['curator2@demo.test', 'new.person@acme.example'], alreadyMembers: [] });
    const curator = await signIn(server.url, 'curator2@demo.test');
    const mine = await graphql<{ myInvitations: Array<{ id: string; companyName: string }> }>(server.url, curator, '{ myInvitations { id companyName } }');
    const invitation = mine.data?.myInvitations.find((item) => item.companyName === 'Marketing');
    expect(invitation).toBeDefined();
    expect((await graphql(server.url, curator, 'mutation ($id: ID!) { acceptInvitation(invitationId: $id) }', { id: invitation?.id })).errors).toBeUndefined();
    await created.waitFor((items) => items.some((item) => item.createdCompanyUser.email === 'curator2@demo.test'));
    const list = await graphql<{ companyUsers: { nodes: Array<{ email: string }> } }>(
      server.url,
      manager,
      '{ companyUsers(filter: { companyId: { eq: "company-acme-marketing" }, email: { eq: "curator2@demo.test" } }) { nodes { email } } }',
    );
    expect(list.data?.companyUsers.nodes).toEqual([{ email: 'curator2@demo.test' }]);
    const again = await graphql<{ addCompanyUsers: { alreadyMembers: string[] } }>(server.url, manager, ADD, {
      input: { companyId: 'company-acme-marketing', emails: ['curator2@demo.test'] },
    });
    expect(again.data?.addCompanyUsers.alreadyMembers).toEqual(['curator2@demo.test']);
    await client.dispose();
  });

  it('removes a learner from a group, and refuses someone who is not in it', async () => {
    const remove = 'mutation ($input: ToggleCompanyUserInput!) { toggleCompanyUser(input: $input) { key addRemove } }';
    const done = await graphql(server.url, manager, remove, {
      input: { companyId: 'company-acme-engineering', userIdOrEmail: 'learner@demo.test', addRemove: 'remove', noEmail: true },
    });
    expect(done.data).toEqual({ toggleCompanyUser: { key: 'learner@demo.test', addRemove: 'remove' } });
    const notIn = await graphql(server.url, manager, remove, {
      input: { companyId: 'company-acme-engineering', userIdOrEmail: 'learner@demo.test', addRemove: 'remove' },
    });
    expect(notIn.errors?.[0].message).toBe(GROUP_RULE_MESSAGES.notAMember);
    // Still a member of the workspace and its other groups.
    expect(
      Number((await server.dataSource.query<Array<{ count: number }>>(`SELECT COUNT(*) AS count FROM memberships WHERE "userId" = 'user-learner'`))[0].count),
    ).toBeGreaterThan(0);
  });

  it('disables and enables learners in a group and in the workspace', async () => {
    const group = await graphql<{ setCompanyUserDisabled: { isDisabled: boolean } }>(
      server.url,
      manager,
      'mutation { setCompanyUserDisabled(companyId: "company-acme-sales", userId: "user-learner-007", disabled: true) { isDisabled } }',
    );
    expect(group.data?.setCompanyUserDisabled.isDisabled).toBe(true);
    const workspace = await graphql<{ setOrganizationUsersDisabled: Array<{ userId: string; isDisabled: boolean }> }>(
      server.url,
      manager,
      'mutation { setOrganizationUsersDisabled(organizationId: "org-acme", userIds: ["user-learner-008", "user-learner-009"], disabled: true) { userId isDisabled } }',
    );
    expect(workspace.data?.setOrganizationUsersDisabled.map((row) => row.isDisabled)).toEqual([true, true]);
    const outsider = await graphql(
      server.url,
      manager,
      'mutation { setOrganizationUsersDisabled(organizationId: "org-acme", userIds: ["user-learner-300"], disabled: true) { userId } }',
    );
    expect(outsider.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('removing someone from the workspace ends all their memberships there and asks an admin to confirm', async () => {
    const done = await graphql(server.url, manager, 'mutation { removeOrganizationUser(organizationId: "org-acme", userId: "user-learner-010") }');
    expect(done.data).toEqual({ removeOrganizationUser: true });
    expect(
      Number(
        (await server.dataSource.query<Array<{ count: number }>>(`SELECT COUNT(*) AS count FROM memberships WHERE "userId" = 'user-learner-010'`))[0].count,
      ),
    ).toBe(0);
    const confirmation = await server.dataSource.query<Array<{ reason: string; reasonRelationKey: string }>>(
      `SELECT reason, "reasonRelationKey" FROM user_remove_confirmations WHERE "userId" = 'user-learner-010'`,
    );
    expect(confirmation).toEqual([{ reason: 'removed_from_organization', reasonRelationKey: 'org-acme' }]);
  });

  it('keeps one billing manager per workspace', async () => {
    const refused = await graphql(server.url, manager, ROLE, {
      input: { organizationId: 'org-acme', userId: 'user-learner-002', role: 'billingManager', enabled: true },
    });
    expect(refused.errors?.[0]).toMatchObject({ message: GROUP_RULE_MESSAGES.oneBillingManager, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await roles('user-learner-002', 'org-acme')).toEqual([]);
  });

  it('removing a creator also removes their admin, agent and curator roles', async () => {
    for (const role of ['creator', 'manager', 'editor'])
      await graphql(server.url, manager, ROLE, { input: { organizationId: 'org-acme', userId: 'user-learner-003', role, enabled: true } });
    await server.dataSource
      .query(`INSERT INTO memberships (id, "createdAt", "updatedAt", "userId", role, "organizationId", "companyId", "joinedAt", "isDisabled")
      VALUES ('agent-row', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, 'user-learner-003', 'agent', 'org-acme', 'company-acme-sales', CURRENT_TIMESTAMP, ${server.databaseKind === 'postgres' ? 'false' : '0'})`);
    expect(await roles('user-learner-003', 'org-acme')).toEqual(['agent', 'creator', 'editor', 'manager']);
    const after = await graphql<{ setWorkspaceRole: string[] }>(server.url, manager, ROLE, {
      input: { organizationId: 'org-acme', userId: 'user-learner-003', role: 'creator', enabled: false },
    });
    expect(after.data?.setWorkspaceRole).toEqual([]);
    expect(await roles('user-learner-003', 'org-acme')).toEqual([]);
  });

  it('lets partners add and remove admins of their workspaces only', async () => {
    const partner = await signIn(server.url, 'partner@demo.test');
    const added = await graphql<{ addWorkspaceAdmin: string }>(
      server.url,
      partner,
      'mutation { addWorkspaceAdmin(organizationId: "org-studio", email: "Learner270@demo.test") }',
    );
    expect(added.data?.addWorkspaceAdmin).toBe('invited');
    expect(await roles('user-learner-270', 'org-studio')).toEqual([]);
    const invitee = await signIn(server.url, 'learner270@demo.test');
    const mine = await graphql<{ myInvitations: Array<{ id: string; organizationId: string; role: string }> }>(
      server.url,
      invitee,
      '{ myInvitations { id organizationId role } }',
    );
    expect(mine.data?.myInvitations).toEqual([expect.objectContaining({ organizationId: 'org-studio', role: 'manager' })]);
    await graphql(server.url, invitee, 'mutation ($id: ID!) { acceptInvitation(invitationId: $id) }', { id: mine.data?.myInvitations[0].id });
    // An admin's invitation carries the Creator licence an admin needs.
    expect(await roles('user-learner-270', 'org-studio')).toEqual(['creator', 'manager']);
    expect(errorCodeOf(await graphql(server.url, partner, 'mutation { addWorkspaceAdmin(organizationId: "org-acme", email: "learner270@demo.test") }'))).toBe(
      'FORBIDDEN',
    );
    // The same answer for an address without an account: nothing to learn about other people.
    expect((await graphql(server.url, partner, 'mutation { addWorkspaceAdmin(organizationId: "org-studio", email: "nobody@demo.test") }')).data).toEqual({
      addWorkspaceAdmin: 'invited',
    });
    await graphql(server.url, partner, 'mutation { removeWorkspaceAdmin(organizationId: "org-studio", userId: "user-learner-270") }');
    // The licence stays until someone takes the creator role.
    expect(await roles('user-learner-270', 'org-studio')).toEqual(['creator']);
  });

  it('answers engagement figures to managers and to agents for their groups only', async () => {
    const summary = await graphql<{ engagementSummary: { usersRegistered: number; usersStarted: number; averageCompletion: number } }>(
      server.url,
      manager,
      '{ engagementSummary(organizationId: "org-acme") { usersRegistered usersStarted averageCompletion } }',
    );
    const registered = Number(
      (await server.dataSource.query<Array<{ count: number }>>(`SELECT COUNT(*) AS count FROM organization_users WHERE "organizationId" = 'org-acme'`))[0]
        .count,
    );
    expect(summary.data?.engagementSummary.usersRegistered).toBe(registered);
    expect(summary.data?.engagementSummary.usersStarted).toBeGreaterThan(0);
    const agent = await signIn(server.url, 'agent@demo.test');
    expect(errorCodeOf(await graphql(server.url, agent, '{ engagementSummary(organizationId: "org-acme") { usersRegistered } }'))).toBe('FORBIDDEN');
    expect(
      (await graphql(server.url, agent, '{ engagementSummary(organizationId: "org-acme", companyId: "company-acme-sales") { usersRegistered } }')).errors,
    ).toBeUndefined();
    const groups = await graphql<{ userGroupEngagements: Array<{ companyId: string; minutesSpent: number }> }>(
      server.url,
      agent,
      '{ userGroupEngagements(organizationId: "org-acme", userId: "user-learner-007") { companyId minutesSpent } }',
    );
    expect(groups.data?.userGroupEngagements.map((row) => row.companyId)).toEqual(['company-acme-sales']);
    const all = await graphql<{ userGroupEngagements: Array<{ companyId: string }> }>(
      server.url,
      manager,
      '{ userGroupEngagements(organizationId: "org-acme", userId: "user-learner-007") { companyId } }',
    );
    expect(all.data?.userGroupEngagements.map((row) => row.companyId).sort()).toEqual(['company-acme-everyone', 'company-acme-sales']);
  });

  it("lists learners, programs and counts of groups within each role's scope", async () => {
    const agent = await signIn(server.url, 'agent@demo.test');
    const learners = await graphql<{ companyUsers: { nodes: Array<{ companyId: string }> } }>(
      server.url,
      agent,
      '{ companyUsers(paging: { limit: 1000 }) { nodes { companyId } } }',
    );
    expect([...new Set(learners.data?.companyUsers.nodes.map((row) => row.companyId))].sort()).toEqual(['company-acme-sales', 'company-acme-success']);
    const groups = await graphql<{ companies: { nodes: Array<{ id: string; usersCount: number; programsCount: number; organizationName: string }> } }>(
      server.url,
      manager,
      '{ companies(filter: { id: { eq: "company-acme-sales" } }) { nodes { id usersCount programsCount organizationName } } }',
    );
    const expectedUsers = Number(
      (await server.dataSource.query<Array<{ count: number }>>(`SELECT COUNT(*) AS count FROM company_users WHERE "companyId" = 'company-acme-sales'`))[0]
        .count,
    );
    expect(groups.data?.companies.nodes[0]).toEqual({
      id: 'company-acme-sales',
      usersCount: expectedUsers,
      programsCount: 3,
      organizationName: 'Acme Learning',
    });
  });
});
