import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { errorCodeOf, graphql, GraphQLResult } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const INVITE = 'mutation ($input: InvitePeopleInput!) { invitePeople(input: $input) { invited pending added alreadyMembers } }';
const APPROVE = 'mutation ($id: ID!) { approveInvitation(invitationId: $id) }';
const DENY = 'mutation ($id: ID!) { denyInvitation(invitationId: $id) }';
const RESEND = 'mutation ($id: ID!) { resendInvitation(invitationId: $id) }';
const CANCEL = 'mutation ($id: ID!) { cancelInvitation(invitationId: $id) }';
const ACCEPT = 'mutation ($id: ID!) { acceptInvitation(invitationId: $id) }';
const MINE = '{ myInvitations { id organizationId companyId role } }';
const LIST = `query ($filter: InvitedUserFilter!) {
  invitedUsers(filter: $filter, sorting: [{ field: email, direction: ASC }], paging: { limit: 100 }) { totalCount nodes { id email status companyId sentAt } }
}`;
const AUDIT = `query ($email: String!) {
  auditEvents(filter: { targetEmail: { eq: $email } }, sorting: [{ field: createdAt, direction: ASC }], paging: { limit: 50 }) { nodes { action actorEmail } }
}`;

type Invited = { invited: string[]; pending: string[]; added: string[]; alreadyMembers: string[] };
type Row = { id: string; email: string; status: string; companyId: string | null; sentAt: string | null };

describe('invitations to a workspace: peer modes, approvals and answers (issue 29)', () => {
  let server: TestServer;
  let manager: string;
  let learner: string;
  let agent: string;

  const invite = (token: string, input: { organizationId?: string; companyId?: string; emails: string[] }) =>
    graphql<{ invitePeople: Invited }>(server.url, token, INVITE, { input: { organizationId: 'org-acme', ...input } });
  const rowOf = async (email: string): Promise<Row | undefined> => {
    const list = await graphql<{ invitedUsers: { nodes: Row[] } }>(server.url, manager, LIST, { filter: { email: { eq: email } } });
    return list.data?.invitedUsers.nodes[0];
  };
  const actionsAbout = async (email: string): Promise<string[]> =>
    (
      (await graphql<{ auditEvents: { nodes: Array<{ action: string; actorEmail: string }> } }>(server.url, manager, AUDIT, { email })).data?.auditEvents
        .nodes ?? []
    ).map((entry) => `${entry.action} ${entry.actorEmail}`);
  const setModes = async (workspace: string, group: string) => {
    await server.dataSource.query(`UPDATE organizations SET "peerInvitationModeDefault" = '${workspace}' WHERE id = 'org-acme'`);
    await server.dataSource.query(`UPDATE companies SET "peerInvitationMode" = '${group}' WHERE id = 'company-acme-engineering'`);
  };
  const messageOf = (result: GraphQLResult<unknown>) => ({ code: errorCodeOf(result), key: result.errors?.[0]?.extensions?.messageKey });

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signIn(server.url, 'manager@demo.test');
    learner = await signIn(server.url, 'learner@demo.test');
    agent = await signIn(server.url, 'agent@demo.test');
  });
  afterAll(() => server.close());

  it("lists a workspace's invited and pending people to its manager, filtered by status and searched", async () => {
    const pending = await graphql<{ invitedUsers: { totalCount: number; nodes: Row[] } }>(server.url, manager, LIST, {
      filter: { organizationId: { eq: 'org-acme' }, status: { eq: 'pending' } },
    });
    expect(pending.data?.invitedUsers.nodes.map((row) => row.email)).toEqual(['dev.candidate@acme.example', 'friend.of.lee@acme.example']);
    const searched = await graphql<{ invitedUsers: { nodes: Row[] } }>(server.url, manager, LIST, {
      filter: { organizationId: { eq: 'org-acme' }, searchText: { like: '%seller%' } },
    });
    expect(searched.data?.invitedUsers.nodes.map((row) => `${row.email} ${row.status}`)).toEqual(['new.seller@acme.example invited']);
    // A learner reads none; an agent only their groups' invitations.
    expect((await graphql<{ invitedUsers: { nodes: Row[] } }>(server.url, learner, LIST, { filter: {} })).data?.invitedUsers.nodes).toEqual([]);
    const agents = (await graphql<{ invitedUsers: { nodes: Row[] } }>(server.url, agent, LIST, { filter: {} })).data?.invitedUsers.nodes ?? [];
    expect(agents.map((row) => row.email)).toEqual(['new.seller@acme.example']);
  });

  it('approval: a peer invitation is pending until a manager approves it, and then the person must still accept', async () => {
    await setModes('approval', 'closed');
    const asked = await invite(learner, { emails: ['learner291@demo.test', ' Nobody.Yet@Example.test '] });
    expect(asked.data?.invitePeople).toEqual({ invited: [], pending: ['learner291@demo.test', 'nobody.yet@example.test'], added: [], alreadyMembers: [] });
    const row = await rowOf('learner291@demo.test');
    expect(row).toMatchObject({ status: 'pending', companyId: null, sentAt: null });
    // Not yet the invitee's to see or answer.
    const invitee = await signIn(server.url, 'learner291@demo.test');
    expect((await graphql<{ myInvitations: unknown[] }>(server.url, invitee, MINE)).data?.myInvitations).toEqual([]);
    expect(errorCodeOf(await graphql(server.url, invitee, ACCEPT, { id: row?.id }))).toBe('NOT_FOUND');
    // Neither the peer nor an agent approves; a manager does, and it becomes an invitation.
    expect(errorCodeOf(await graphql(server.url, learner, APPROVE, { id: row?.id }))).toBe('FORBIDDEN');
    expect(errorCodeOf(await graphql(server.url, agent, APPROVE, { id: row?.id }))).toBe('FORBIDDEN');
    expect((await graphql(server.url, manager, APPROVE, { id: row?.id })).data).toEqual({ approveInvitation: true });
    expect(await rowOf('learner291@demo.test')).toMatchObject({ status: 'invited', sentAt: expect.any(String) });
    expect(messageOf(await graphql(server.url, manager, APPROVE, { id: row?.id }))).toEqual({ code: 'BAD_USER_INPUT', key: 'validation.invitationNotPending' });
    const memberships = `SELECT COUNT(*) AS count FROM memberships WHERE "userId" = 'user-learner-291' AND "organizationId" = 'org-acme'`;
    expect(Number((await server.dataSource.query<Array<{ count: string }>>(memberships))[0].count)).toBe(0);
    const mine = (await graphql<{ myInvitations: Array<{ id: string }> }>(server.url, invitee, MINE)).data?.myInvitations ?? [];
    expect(mine.map((item) => item.id)).toEqual([row?.id]);
    expect((await graphql(server.url, invitee, ACCEPT, { id: row?.id })).data).toEqual({ acceptInvitation: true });
    expect(Number((await server.dataSource.query<Array<{ count: string }>>(memberships))[0].count)).toBe(1);
    expect(await actionsAbout('learner291@demo.test')).toEqual([
      'invitation.requested learner@demo.test',
      'invitation.approved manager@demo.test',
      'invitation.accepted learner291@demo.test',
    ]);
  });

  it('denies a pending invitation, which drops it', async () => {
    const row = await rowOf('nobody.yet@example.test');
    expect(errorCodeOf(await graphql(server.url, learner, DENY, { id: row?.id }))).toBe('FORBIDDEN');
    expect((await graphql(server.url, manager, DENY, { id: row?.id })).data).toEqual({ denyInvitation: true });
    expect(await rowOf('nobody.yet@example.test')).toBeUndefined();
    expect(errorCodeOf(await graphql(server.url, manager, DENY, { id: row?.id }))).toBe('NOT_FOUND');
    expect(await actionsAbout('nobody.yet@example.test')).toEqual(['invitation.requested learner@demo.test', 'invitation.denied manager@demo.test']);
  });

  it("open: a peer's invitation is a normal invitation; closed: refused with the spec's words", async () => {
    await setModes('open', 'closed');
    expect((await invite(learner, { emails: ['learner292@demo.test'] })).data?.invitePeople.invited).toEqual(['learner292@demo.test']);
    expect(await rowOf('learner292@demo.test')).toMatchObject({ status: 'invited', sentAt: expect.any(String) });
    // The group's own mode applies to the group: Engineering is closed.
    const closed = await invite(learner, { companyId: 'company-acme-engineering', emails: ['learner293@demo.test'] });
    expect(messageOf(closed)).toEqual({ code: 'BAD_USER_INPUT', key: 'validation.peerInvitationsClosed' });
    expect(closed.errors?.[0]?.message).toBe('Inviting peers is closed here: ask an admin to invite them.');
    await setModes('closed', 'approval');
    expect(messageOf(await invite(learner, { emails: ['learner293@demo.test'] }))).toEqual({ code: 'BAD_USER_INPUT', key: 'validation.peerInvitationsClosed' });
    const group = await invite(learner, { companyId: 'company-acme-engineering', emails: ['learner293@demo.test'] });
    expect(group.data?.invitePeople.pending).toEqual(['learner293@demo.test']);
    expect(await rowOf('learner293@demo.test')).toMatchObject({ status: 'pending', companyId: 'company-acme-engineering' });
    expect(await rowOf('learner292@demo.test')).toMatchObject({ status: 'invited' });
  });

  it('refuses peers who are not enabled members of the place, and reveals no member to them', async () => {
    await setModes('open', 'open');
    // Sales is not the learner's group; Extend not their workspace.
    expect(errorCodeOf(await invite(learner, { companyId: 'company-acme-sales', emails: ['learner294@demo.test'] }))).toBe('FORBIDDEN');
    expect(errorCodeOf(await invite(learner, { organizationId: 'org-extend', emails: ['learner294@demo.test'] }))).toBe('FORBIDDEN');
    expect(errorCodeOf(await invite(learner, { companyId: 'company-extend-b', emails: ['learner294@demo.test'] }))).toBe('NOT_FOUND');
    // Already a member: the peer hears 'invited' as for anyone; the manager is told.
    expect((await invite(learner, { emails: ['agent@demo.test'] })).data?.invitePeople).toEqual({
      invited: ['agent@demo.test'],
      pending: [],
      added: [],
      alreadyMembers: [],
    });
    expect(await rowOf('agent@demo.test')).toBeUndefined();
    expect((await invite(manager, { emails: ['agent@demo.test'] })).data?.invitePeople.alreadyMembers).toEqual(['agent@demo.test']);
    await server.dataSource.query(
      `UPDATE memberships SET "isDisabled" = true WHERE "userId" = 'user-learner' AND "organizationId" = 'org-acme' AND "companyId" IS NULL AND role = 'member'`,
    );
    expect(errorCodeOf(await invite(learner, { emails: ['learner294@demo.test'] }))).toBe('FORBIDDEN');
    await server.dataSource.query(`UPDATE memberships SET "isDisabled" = false WHERE "userId" = 'user-learner' AND "organizationId" = 'org-acme'`);
  });

  it("a manager's invitation is sent at once whatever the mode, and upgrades a pending one", async () => {
    await setModes('approval', 'approval');
    expect((await invite(manager, { emails: ['learner295@demo.test'] })).data?.invitePeople.invited).toEqual(['learner295@demo.test']);
    expect((await invite(manager, { companyId: 'company-acme-engineering', emails: ['learner293@demo.test'] })).data?.invitePeople.invited).toEqual([
      'learner293@demo.test',
    ]);
    expect(await rowOf('learner293@demo.test')).toMatchObject({ status: 'invited', companyId: 'company-acme-engineering' });
    expect(await rowOf('learner295@demo.test')).toMatchObject({ status: 'invited' });
  });

  it('re-sends an invitation (its date moves), never a pending one, and lets its manager revoke it', async () => {
    const seller = await rowOf('new.seller@acme.example');
    expect((await graphql(server.url, agent, RESEND, { id: seller?.id })).data).toEqual({ resendInvitation: true });
    const resent = await rowOf('new.seller@acme.example');
    expect(Date.parse(resent?.sentAt ?? '')).toBeGreaterThan(Date.parse(seller?.sentAt ?? ''));
    const candidate = await rowOf('dev.candidate@acme.example');
    expect(messageOf(await graphql(server.url, manager, RESEND, { id: candidate?.id }))).toEqual({
      code: 'BAD_USER_INPUT',
      key: 'validation.invitationAwaitsApproval',
    });
    // The agent runs Sales, not Engineering.
    expect(errorCodeOf(await graphql(server.url, agent, RESEND, { id: candidate?.id }))).toBe('FORBIDDEN');
    expect((await graphql(server.url, manager, CANCEL, { id: seller?.id })).data).toEqual({ cancelInvitation: true });
    expect(await actionsAbout('new.seller@acme.example')).toEqual(['invitation.resent agent@demo.test', 'invitation.cancelled manager@demo.test']);
  });
});

describe('an admin needs a Creator licence (spec 02 §6)', () => {
  let server: TestServer;
  let manager: string;
  const SET_ROLE = 'mutation ($input: WorkspaceRoleInput!) { setWorkspaceRole(input: $input) }';
  const LICENCES = 'query ($o: ID!) { workspaceCreatorLicences(organizationId: $o) }';
  const setRole = (token: string, userId: string, role: string, enabled: boolean) =>
    graphql<{ setWorkspaceRole: string[] }>(server.url, token, SET_ROLE, { input: { organizationId: 'org-acme', userId, role, enabled } });

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signIn(server.url, 'manager@demo.test');
  });
  afterAll(() => server.close());

  it('refuses the admin role to a member without a Creator licence, for staff too, and grants it with one', async () => {
    const superEditor = await signIn(server.url, 'super@demo.test');
    const before = (await graphql<{ workspaceCreatorLicences: number }>(server.url, manager, LICENCES, { o: 'org-acme' })).data?.workspaceCreatorLicences;
    expect(before).toBe(1);
    for (const token of [manager, superEditor]) {
      const refused = await setRole(token, 'user-learner-210', 'manager', true);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'An admin needs a Creator licence: give the Creator role first.',
        extensions: { code: 'BAD_USER_INPUT', messageKey: 'validation.adminNeedsCreatorLicence' },
      });
    }
    expect((await setRole(manager, 'user-learner-210', 'creator', true)).data?.setWorkspaceRole).toEqual(['creator']);
    expect((await setRole(manager, 'user-learner-210', 'manager', true)).data?.setWorkspaceRole).toEqual(['creator', 'manager']);
    expect((await graphql(server.url, manager, LICENCES, { o: 'org-acme' })).data).toEqual({ workspaceCreatorLicences: 2 });
    // Taking the licence takes the admin role with it.
    expect((await setRole(manager, 'user-learner-210', 'creator', false)).data?.setWorkspaceRole).toEqual([]);
    expect((await graphql(server.url, manager, LICENCES, { o: 'org-acme' })).data).toEqual({ workspaceCreatorLicences: 1 });
  });

  it('gives an accepted admin invitation its licence, and shows the count only to those who grant roles', async () => {
    await graphql(server.url, manager, 'mutation { addWorkspaceAdmin(organizationId: "org-acme", email: "learner211@demo.test") }');
    const invitee = await signIn(server.url, 'learner211@demo.test');
    const mine = (await graphql<{ myInvitations: Array<{ id: string }> }>(server.url, invitee, '{ myInvitations { id } }')).data?.myInvitations ?? [];
    expect((await graphql(server.url, invitee, ACCEPT, { id: mine[0]?.id })).data).toEqual({ acceptInvitation: true });
    const roles = await server.dataSource.query<Array<{ role: string }>>(
      `SELECT role FROM memberships WHERE "userId" = 'user-learner-211' AND "organizationId" = 'org-acme' AND role <> 'member' ORDER BY role`,
    );
    expect(roles.map((row) => row.role)).toEqual(['creator', 'manager']);
    const learner = await signIn(server.url, 'learner@demo.test');
    expect(errorCodeOf(await graphql(server.url, learner, LICENCES, { o: 'org-acme' }))).toBe('FORBIDDEN');
    expect(errorCodeOf(await graphql(server.url, manager, LICENCES, { o: 'org-extend' }))).toBe('FORBIDDEN');
  });
});
