import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { errorCodeOf, graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const SET_ROLE = 'mutation ($input: WorkspaceRoleInput!) { setWorkspaceRole(input: $input) }';
const ME = '{ me { agentCompanies partnerOrganizations } }';
const AUDIT =
  'query ($filter: AuditEventFilter!) { auditEvents(filter: $filter, sorting: [{ field: createdAt, direction: DESC }], paging: { limit: 20 }) { totalCount nodes { action actorEmail targetEmail organizationId companyId details } } }';
type Audit = {
  auditEvents: {
    totalCount: number;
    nodes: Array<{ action: string; actorEmail: string; targetEmail: string; organizationId: string; companyId: string | null; details: { role?: string } }>;
  };
};

/** Role management (issue 29): an agent of a group, partners by staff only, each change in the audit log a manager reads. */
describe('workspace roles given and taken through setWorkspaceRole', () => {
  let server: TestServer;
  let manager: string;
  let superEditor: string;
  let learner: string;
  let learnerId: string;

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signIn(server.url, 'manager@demo.test');
    superEditor = await signIn(server.url, 'super@demo.test');
    learner = await signIn(server.url, 'learner@demo.test');
    const [row] = await server.dataSource.query<Array<{ id: string }>>(`SELECT id FROM users WHERE email = 'learner@demo.test'`);
    learnerId = row.id;
  });
  afterAll(() => server.close());

  const grant = (token: string, input: Record<string, unknown>) =>
    graphql<{ setWorkspaceRole: string[] }>(server.url, token, SET_ROLE, { input: { organizationId: 'org-acme', userId: learnerId, ...input } });

  it("makes a member an agent of one of the workspace's groups, live in their roles, and recorded with the group", async () => {
    const result = await grant(manager, { role: 'agent', enabled: true, companyId: 'company-acme-sales' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.setWorkspaceRole).toContain('agent');
    const me = await graphql<{ me: { agentCompanies: string[] } }>(server.url, learner, ME);
    expect(me.data?.me.agentCompanies).toEqual(['company-acme-sales']);
    const audit = await graphql<Audit>(server.url, manager, AUDIT, { filter: { organizationId: { eq: 'org-acme' }, action: { eq: 'role.granted' } } });
    expect(audit.data?.auditEvents.nodes[0]).toMatchObject({
      action: 'role.granted',
      actorEmail: 'manager@demo.test',
      targetEmail: 'learner@demo.test',
      companyId: 'company-acme-sales',
      details: { role: 'agent' },
    });
    // Taken back: the group leaves their list and the log has the removal.
    expect((await grant(manager, { role: 'agent', enabled: false, companyId: 'company-acme-sales' })).errors).toBeUndefined();
    expect((await graphql<{ me: { agentCompanies: string[] } }>(server.url, learner, ME)).data?.me.agentCompanies).toEqual([]);
    const revoked = await graphql<Audit>(server.url, manager, AUDIT, { filter: { action: { eq: 'role.revoked' }, companyId: { eq: 'company-acme-sales' } } });
    expect(revoked.data?.auditEvents.nodes[0]).toMatchObject({ targetEmail: 'learner@demo.test', details: { role: 'agent' } });
  });

  it('needs the group for an agent, and one of this workspace', async () => {
    const withoutGroup = await grant(manager, { role: 'agent', enabled: true });
    expect(errorCodeOf(withoutGroup)).toBe('BAD_USER_INPUT');
    expect(withoutGroup.errors?.[0]?.message).toBe('Choose the group this role is for.');
    const elsewhere = await grant(manager, { role: 'agent', enabled: true, companyId: 'company-extend-a' });
    expect(errorCodeOf(elsewhere)).toBe('NOT_FOUND');
  });

  it("leaves partners to the platform's staff: a manager is refused, a super editor grants it", async () => {
    const refused = await grant(manager, { role: 'partner', enabled: true });
    expect(errorCodeOf(refused)).toBe('FORBIDDEN');
    expect((await graphql<{ me: { partnerOrganizations: string[] } }>(server.url, learner, ME)).data?.me.partnerOrganizations).toEqual([]);
    const granted = await grant(superEditor, { role: 'partner', enabled: true });
    expect(granted.data?.setWorkspaceRole).toContain('partner');
    expect((await graphql<{ me: { partnerOrganizations: string[] } }>(server.url, learner, ME)).data?.me.partnerOrganizations).toEqual(['org-acme']);
  });

  it("keeps the audit log to the workspace's managers: a learner reads none of it", async () => {
    const result = await graphql<Audit>(server.url, learner, AUDIT, { filter: { organizationId: { eq: 'org-acme' } } });
    expect(result.data?.auditEvents.totalCount ?? 0).toBe(0);
  });
});
