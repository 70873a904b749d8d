import type { BeforeQueryEvent } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { SessionEntity } from '../../server/src/auth/session.entity';
import { errorCodeOf, graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const ME = '{ me { id sessionId roles managerOrganizations agentCompanies profile { fullName } } }';
const ORGANIZATIONS = '{ organizations(paging: { limit: 5 }) { totalCount nodes { id name } } }';
const SET_ROLE = 'mutation Role($input: WorkspaceRoleInput!) { setWorkspaceRole(input: $input) }';
const UPDATE_USER = 'mutation Update($input: UpdateOneUserInput!) { updateOneUser(input: $input) { id roles } }';

/** What the landing reads to send an agent to their group without a request of its own (issue 31). */
const LANDING_GROUP = '{ me { agentCompanies firstAgentGroup { id organizationId } } }';
type LandingGroup = { me: { agentCompanies: string[]; firstAgentGroup: { id: string; organizationId: string } | null } };

type Me = { me: { id: string; sessionId: string; roles: string[]; managerOrganizations: string[]; agentCompanies: string[]; profile: { fullName: string } } };

/** The tables the authentication reads: a session, its user and the user's memberships. */
const AUTHENTICATION_TABLES = /"(sessions|users|memberships)"/;

const logout = (url: string, token: string): Promise<Response> =>
  fetch(`${url}/api/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

describe('authentication cache', () => {
  let server: TestServer;
  const queries: string[] = [];
  const queriesOf = async (action: () => Promise<unknown>): Promise<string[]> => {
    queries.length = 0;
    await action();
    return [...queries];
  };

  beforeAll(async () => {
    // No idle sweep while the test counts queries; idleness is checked on requests here.
    server = await startTestServer({ SESSION_IDLE_SECONDS: '60', SESSION_SWEEP_SECONDS: '3600' });
    server.dataSource.subscribers.push({ beforeQuery: (event: BeforeQueryEvent) => void queries.push(event.query) });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => server.close());

  it('reads the session, the user and the memberships once, then serves repeated requests without a query', async () => {
    const token = await signIn(server.url, 'super@demo.test');
    const first = await queriesOf(() => graphql(server.url, token, ME));
    expect(first).toHaveLength(3);
    expect(first.every((query) => AUTHENTICATION_TABLES.test(query))).toBe(true);
    expect(await queriesOf(() => graphql(server.url, token, ME))).toEqual([]);

    const list = await queriesOf(async () => expect((await graphql(server.url, token, ORGANIZATIONS)).errors).toBeUndefined());
    expect(list.length).toBeGreaterThan(0);
    expect(list.filter((query) => AUTHENTICATION_TABLES.test(query))).toEqual([]);
  });

  it('applies a removed workspace role on the very next request', async () => {
    const manager = await signIn(server.url, 'manager@demo.test');
    const superEditor = await signIn(server.url, 'super@demo.test');
    expect((await graphql<Me>(server.url, manager, ME)).data?.me.managerOrganizations).toContain('org-acme');
    const input = { organizationId: 'org-acme', userId: 'user-manager', role: 'manager', enabled: false };
    expect((await graphql(server.url, superEditor, SET_ROLE, { input })).errors).toBeUndefined();
    expect((await graphql<Me>(server.url, manager, ME)).data?.me.managerOrganizations).not.toContain('org-acme');
  });

  it("forgets a deleted group's agents and a deleted workspace's managers on the very next request", async () => {
    const agent = await signIn(server.url, 'agent@demo.test');
    const superEditor = await signIn(server.url, 'super@demo.test');
    expect((await graphql<Me>(server.url, agent, ME)).data?.me.agentCompanies).toContain('company-acme-success');
    const before = (await graphql<LandingGroup>(server.url, agent, LANDING_GROUP)).data?.me;
    expect(before?.firstAgentGroup).toEqual({ id: before?.agentCompanies[0], organizationId: 'org-acme' });
    expect((await graphql<LandingGroup>(server.url, superEditor, LANDING_GROUP)).data?.me.firstAgentGroup).toBeNull();
    const removeGroup = 'mutation ($id: ID!) { deleteOneCompany(input: { id: $id }) { id } }';
    expect((await graphql(server.url, superEditor, removeGroup, { id: 'company-acme-success' })).errors).toBeUndefined();
    expect((await graphql<Me>(server.url, agent, ME)).data?.me.agentCompanies).toEqual(['company-acme-sales']);
    // The landing's group (the first of agentCompanies, with its workspace) follows on the same request.
    expect((await graphql<LandingGroup>(server.url, agent, LANDING_GROUP)).data?.me.firstAgentGroup).toEqual({
      id: 'company-acme-sales',
      organizationId: 'org-acme',
    });

    const workspace = await graphql<{ createOneOrganization: { id: string } }>(
      server.url,
      superEditor,
      'mutation { createOneOrganization(input: { organization: { name: "Short Lived Workspace", product: "CR" } }) { id } }',
    );
    const organizationId = workspace.data?.createOneOrganization.id ?? '';
    const input = { organizationId, userId: 'user-manager', role: 'manager', enabled: true };
    // An admin needs a Creator licence first.
    expect((await graphql(server.url, superEditor, SET_ROLE, { input: { ...input, role: 'creator' } })).errors).toBeUndefined();
    expect((await graphql(server.url, superEditor, SET_ROLE, { input })).errors).toBeUndefined();
    const manager = await signIn(server.url, 'manager@demo.test');
    expect((await graphql<Me>(server.url, manager, ME)).data?.me.managerOrganizations).toContain(organizationId);
    const removeWorkspace = 'mutation ($id: ID!) { deleteOneOrganization(input: { id: $id }) { id } }';
    expect((await graphql(server.url, superEditor, removeWorkspace, { id: organizationId })).errors).toBeUndefined();
    expect((await graphql<Me>(server.url, manager, ME)).data?.me.managerOrganizations).not.toContain(organizationId);
  });

  it('applies platform roles and profile changes on the very next request', async () => {
    const learner = await signIn(server.url, 'learner@demo.test');
    const superEditor = await signIn(server.url, 'super@demo.test');
    expect((await graphql<Me>(server.url, learner, ME)).data?.me.roles).toEqual([]);
    const update = await graphql(server.url, superEditor, UPDATE_USER, { input: { id: 'user-learner', update: { roles: ['sales'] } } });
    expect(update.errors).toBeUndefined();
    expect((await graphql<Me>(server.url, learner, ME)).data?.me.roles).toEqual(['sales']);

    const profile = await fetch(`${server.url}/api/v1/users/user-learner/profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${learner}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Cached', lastName: 'Never' }),
    });
    expect(profile.status).toBe(200);
    expect((await graphql<Me>(server.url, learner, ME)).data?.me.profile.fullName).toBe('Cached Never');
  });

  it('refuses a logged-out token on the very next request', async () => {
    const token = await signIn(server.url, 'agent@demo.test');
    expect((await graphql<Me>(server.url, token, ME)).data?.me.id).toBe('user-agent');
    expect((await logout(server.url, token)).status).toBe(200);
    expect(errorCodeOf(await graphql(server.url, token, ME))).toBe('UNAUTHENTICATED');
  });

  it('still records use every 30 seconds and ends an idle session with the inactivity message', async () => {
    const token = await signIn(server.url, 'curator@demo.test');
    const me = (await graphql<Me>(server.url, token, ME)).data?.me;
    const sessions = server.dataSource.getRepository(SessionEntity);
    const signedInAt = (await sessions.findOneByOrFail({ id: me?.sessionId })).lastSeenAt.getTime();

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    expect((await graphql<Me>(server.url, token, ME)).data?.me.id).toBe(me?.id);
    const touchedAt = (await sessions.findOneByOrFail({ id: me?.sessionId })).lastSeenAt.getTime();
    expect(touchedAt).toBeGreaterThanOrEqual(signedInAt + 31_000);

    vi.setSystemTime(touchedAt + 60_000);
    const idle = await graphql(server.url, token, ME);
    expect(errorCodeOf(idle)).toBe('UNAUTHENTICATED');
    expect(idle.errors?.[0]?.message).toContain('inactivity');
    expect((await sessions.findOneByOrFail({ id: me?.sessionId })).revokeReason).toBe('SessionExpiredInactivity');
  });
});
