import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { collect, errorCodeOf, graphql, liveClient } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const ADD_ADMIN = 'mutation ($o: ID!, $e: String!) { addWorkspaceAdmin(organizationId: $o, email: $e) }';
const ADD_LEARNERS = 'mutation ($input: AddCompanyUsersInput!) { addCompanyUsers(input: $input) { added invited alreadyMembers } }';
const SET_ROLE = 'mutation ($input: WorkspaceRoleInput!) { setWorkspaceRole(input: $input) }';
const MINE = '{ myInvitations { id organizationId organizationName companyId companyName role invitedByName } }';
type Mine = {
  myInvitations: Array<{
    id: string;
    organizationId: string;
    organizationName: string;
    companyId: string | null;
    companyName: string | null;
    role: string;
    invitedByName: string | null;
  }>;
};
type AuditRows = {
  auditEvents: {
    nodes: Array<{
      action: string;
      actorEmail: string | null;
      targetEmail: string | null;
      organizationId: string | null;
      companyId: string | null;
      details: Record<string, unknown>;
    }>;
  };
};
const AUDIT =
  '{ auditEvents(sorting: [{ field: createdAt, direction: DESC }], paging: { limit: 50 }) { nodes { action actorEmail targetEmail organizationId companyId details } } }';

describe('consent before membership (issue 16)', () => {
  let server: TestServer;
  let manager: string;
  let superEditor: string;

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signIn(server.url, 'manager@demo.test');
    superEditor = await signIn(server.url, 'super@demo.test');
  });
  afterAll(() => server.close());

  it('answers the inviter the same with or without an account, and reveals no one', async () => {
    const existing = await graphql(server.url, manager, ADD_ADMIN, { o: 'org-acme', e: 'learner280@demo.test' });
    const unknown = await graphql(server.url, manager, ADD_ADMIN, { o: 'org-acme', e: 'nobody.at.all@example.test' });
    expect(existing).toEqual({ data: { addWorkspaceAdmin: 'invited' } });
    expect(unknown).toEqual({ data: { addWorkspaceAdmin: 'invited' } });
    const learners = await graphql(server.url, manager, ADD_LEARNERS, {
      input: { companyId: 'company-acme-sales', emails: ['learner281@demo.test', 'nobody.else@example.test'] },
    });
    expect(learners.data).toEqual({ addCompanyUsers: { added: [], invited: ['learner281@demo.test', 'nobody.else@example.test'], alreadyMembers: [] } });
    // Nothing changed for the invited account until it answers.
    const rows = await server.dataSource.query<Array<{ count: number | string }>>(
      `SELECT COUNT(*) AS count FROM memberships WHERE "userId" = 'user-learner-280' AND "organizationId" = 'org-acme'`,
    );
    expect(Number(rows[0].count)).toBe(0);
  });

  it('lets the invited person see, accept and decline, and nobody else answer for them', async () => {
    await graphql(server.url, manager, ADD_LEARNERS, { input: { companyId: 'company-acme-marketing', emails: ['learner282@demo.test'] } });
    await graphql(server.url, manager, ADD_ADMIN, { o: 'org-acme', e: 'learner282@demo.test' });
    const invitee = await signIn(server.url, 'learner282@demo.test');
    const mine = (await graphql<Mine>(server.url, invitee, MINE)).data?.myInvitations ?? [];
    expect(mine.map((item) => `${item.organizationName} / ${item.companyName ?? '-'} / ${item.role}`).sort()).toEqual([
      'Acme Learning / - / manager',
      'Acme Learning / Marketing / member',
    ]);
    expect(mine.every((item) => item.invitedByName !== null)).toBe(true);
    const group = mine.find((item) => item.companyId === 'company-acme-marketing');
    const admin = mine.find((item) => item.role === 'manager');
    // Another person cannot answer it: the invitation is not theirs.
    expect(errorCodeOf(await graphql(server.url, manager, 'mutation ($id: ID!) { acceptInvitation(invitationId: $id) }', { id: admin?.id }))).toBe('NOT_FOUND');
    expect((await graphql(server.url, invitee, 'mutation ($id: ID!) { acceptInvitation(invitationId: $id) }', { id: group?.id })).data).toEqual({
      acceptInvitation: true,
    });
    expect((await graphql(server.url, invitee, 'mutation ($id: ID!) { declineInvitation(invitationId: $id) }', { id: admin?.id })).data).toEqual({
      declineInvitation: true,
    });
    expect((await graphql<Mine>(server.url, invitee, MINE)).data?.myInvitations).toEqual([]);
    const held = await server.dataSource.query<Array<{ role: string; companyId: string | null }>>(
      `SELECT role, "companyId" FROM memberships WHERE "userId" = 'user-learner-282' AND "organizationId" = 'org-acme' ORDER BY role, "companyId"`,
    );
    expect(held.map((row) => `${row.role}:${row.companyId ?? '-'}`).sort()).toEqual(['member:-', 'member:company-acme-marketing']);
  });

  it('lets the inviter withdraw an invitation, and no one else', async () => {
    await graphql(server.url, manager, ADD_ADMIN, { o: 'org-acme', e: 'learner283@demo.test' });
    const invitee = await signIn(server.url, 'learner283@demo.test');
    const [invitation] = (await graphql<Mine>(server.url, invitee, MINE)).data?.myInvitations ?? [];
    const partner = await signIn(server.url, 'partner@demo.test');
    expect(errorCodeOf(await graphql(server.url, partner, 'mutation ($id: ID!) { cancelInvitation(invitationId: $id) }', { id: invitation.id }))).toBe(
      'FORBIDDEN',
    );
    expect((await graphql(server.url, manager, 'mutation ($id: ID!) { cancelInvitation(invitationId: $id) }', { id: invitation.id })).data).toEqual({
      cancelInvitation: true,
    });
    expect((await graphql<Mine>(server.url, invitee, MINE)).data?.myInvitations).toEqual([]);
  });

  it('keeps sales read-only and lets nobody raise their own role', async () => {
    const sales = await signIn(server.url, 'sales@demo.test');
    expect(errorCodeOf(await graphql(server.url, sales, ADD_ADMIN, { o: 'org-acme', e: 'sales@demo.test' }))).toBe('FORBIDDEN');
    expect(
      errorCodeOf(await graphql(server.url, sales, SET_ROLE, { input: { organizationId: 'org-acme', userId: 'user-sales', role: 'manager', enabled: true } })),
    ).toBe('FORBIDDEN');
    const partner = await signIn(server.url, 'partner@demo.test');
    const own = await graphql(server.url, partner, SET_ROLE, {
      input: { organizationId: 'org-studio', userId: 'user-partner', role: 'manager', enabled: true },
    });
    expect(own.errors?.[0]).toMatchObject({ message: 'You cannot change your own roles.', extensions: { code: 'FORBIDDEN' } });
    const admin = await signIn(server.url, 'admin@demo.test');
    expect(
      errorCodeOf(
        await graphql(server.url, admin, 'mutation ($input: UpdateOneUserInput!) { updateOneUser(input: $input) { id } }', {
          input: { id: 'user-admin', update: { roles: ['admin', 'superEditor'] } },
        }),
      ),
    ).toBe('FORBIDDEN');
  });

  it('adds existing accounts directly only for staff, and writes who, whom, what and where to the audit log', async () => {
    const direct = await graphql(server.url, superEditor, ADD_LEARNERS, { input: { companyId: 'company-acme-sales', emails: ['learner284@demo.test'] } });
    expect(direct.data).toEqual({ addCompanyUsers: { added: ['user-learner-284'], invited: [], alreadyMembers: [] } });
    await graphql(server.url, manager, SET_ROLE, { input: { organizationId: 'org-acme', userId: 'user-learner-284', role: 'editor', enabled: true } });
    await graphql(server.url, manager, SET_ROLE, { input: { organizationId: 'org-acme', userId: 'user-learner-284', role: 'editor', enabled: false } });
    const entries = (await graphql<AuditRows>(server.url, superEditor, AUDIT)).data?.auditEvents.nodes ?? [];
    const about = entries.filter((entry) => entry.targetEmail === 'learner284@demo.test');
    // Entries of one second share a timestamp, so they are compared as a set.
    expect(about.map((entry) => [entry.action, entry.actorEmail, entry.organizationId, entry.companyId ?? '-', entry.details.role].join(' ')).sort()).toEqual([
      'membership.added super@demo.test org-acme company-acme-sales member',
      'role.granted manager@demo.test org-acme - editor',
      'role.revoked manager@demo.test org-acme - editor',
    ]);
    expect(
      entries.some(
        (entry) => entry.action === 'invitation.created' && entry.targetEmail === 'nobody.at.all@example.test' && entry.actorEmail === 'manager@demo.test',
      ),
    ).toBe(true);
    // A manager reads their workspace's entries; a learner none.
    const learner = await signIn(server.url, 'learner@demo.test');
    expect((await graphql<AuditRows>(server.url, learner, AUDIT)).data?.auditEvents.nodes ?? []).toEqual([]);
  });

  it('stops a removed role reaching the live channel at once', async () => {
    // The manager also learns in Engineering, so an Engineering change is a sentinel they still see.
    await graphql(server.url, superEditor, ADD_LEARNERS, { input: { companyId: 'company-acme-engineering', emails: ['manager@demo.test'] } });
    const client = liveClient(server.url, manager);
    const events = collect<{ updatedOneCompany: { id: string; groupName: string } }>(client, 'subscription { updatedOneCompany { id groupName } }');
    await server.listening('updatedOneCompany', 1);
    const update = (id: string, groupName: string) =>
      graphql(server.url, superEditor, 'mutation ($input: UpdateOneCompanyInput!) { updateOneCompany(input: $input) { id } }', {
        input: { id, update: { groupName } },
      });
    await update('company-acme-sales', 'Before');
    await events.waitFor((items) => items.some((item) => item.updatedOneCompany.groupName === 'Before'));
    const revoked = Date.now();
    // The manager is also the billing manager, who reads the groups too: both roles go.
    for (const role of ['manager', 'billingManager']) {
      expect(
        (await graphql(server.url, superEditor, SET_ROLE, { input: { organizationId: 'org-acme', userId: 'user-manager', role, enabled: false } })).errors,
      ).toBeUndefined();
    }
    await update('company-acme-sales', 'After');
    await update('company-acme-engineering', 'Sentinel');
    await events.waitFor((items) => items.some((item) => item.updatedOneCompany.groupName === 'Sentinel'), 1000);
    expect(Date.now() - revoked).toBeLessThan(1000);
    expect(events.items.map((item) => item.updatedOneCompany.groupName)).toEqual(['Before', 'Sentinel']);
    await client.dispose();
  });
});
