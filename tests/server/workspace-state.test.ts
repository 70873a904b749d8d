import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/*
 * Disabling a workspace disables its groups; enabling it again restores each group's own state
 * (spec 02 §4), and both are in the audit log with who, where, and the value before and after,
 * as is every change of an audited resource and every member enabled or disabled.
 */

const UPDATE_WORKSPACE = 'mutation ($input: UpdateOneOrganizationInput!) { updateOneOrganization(input: $input) { id disabled } }';
const UPDATE_GROUP = 'mutation ($input: UpdateOneCompanyInput!) { updateOneCompany(input: $input) { id disabled } }';
const SET_MEMBERS_DISABLED =
  'mutation ($organizationId: ID!, $userIds: [ID!]!, $disabled: Boolean!) { setOrganizationUsersDisabled(organizationId: $organizationId, userIds: $userIds, disabled: $disabled) { id } }';

describe('a workspace disabled and enabled again', () => {
  let server: TestServer;
  let staff: string;
  let manager: string;
  const disabledGroups = async (): Promise<string[]> =>
    (
      await server.dataSource.query<Array<{ id: string }>>(
        `SELECT id FROM companies WHERE "organizationId" = 'org-acme' AND disabled = ${server.databaseKind === 'postgres' ? 'true' : '1'} ORDER BY id`,
      )
    ).map((row) => row.id);
  const audit = (action: string) =>
    server.dataSource.query<
      Array<{ actorEmail: string; targetEmail: string | null; organizationId: string | null; companyId: string | null; details: string | object }>
    >(`SELECT "actorEmail", "targetEmail", "organizationId", "companyId", details FROM audit_events WHERE action = '${action}' ORDER BY "createdAt"`);
  const detailsOf = (value: string | object) =>
    typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : (value as Record<string, unknown>);

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signIn(server.url, 'super@demo.test');
    manager = await signIn(server.url, 'manager@demo.test');
  });
  afterAll(() => server.close());

  it('restores each group as it was: the archived one stays off, the rest come back', async () => {
    const before = await disabledGroups();
    expect(before).toEqual(['company-acme-archive']);
    // A group switched off by hand while the workspace is on stays off through the round trip too.
    expect((await graphql(server.url, manager, UPDATE_GROUP, { input: { id: 'company-acme-marketing', update: { disabled: true } } })).errors).toBeUndefined();
    expect((await graphql(server.url, staff, UPDATE_WORKSPACE, { input: { id: 'org-acme', update: { disabled: true } } })).errors).toBeUndefined();
    expect((await disabledGroups()).length).toBe(11);
    expect((await graphql(server.url, staff, UPDATE_WORKSPACE, { input: { id: 'org-acme', update: { disabled: false } } })).errors).toBeUndefined();
    expect(await disabledGroups()).toEqual(['company-acme-archive', 'company-acme-marketing']);
  });

  it('records the workspace disabled and enabled, and the group switched off, with before and after', async () => {
    const workspace = await audit('organization.updated');
    expect(workspace.map((entry) => detailsOf(entry.details).changes)).toEqual([
      { disabled: { before: false, after: true } },
      { disabled: { before: true, after: false } },
    ]);
    expect(workspace.every((entry) => entry.actorEmail === 'super@demo.test' && entry.organizationId === 'org-acme')).toBe(true);
    const [group] = await audit('company.updated');
    expect(group).toMatchObject({ actorEmail: 'manager@demo.test', organizationId: 'org-acme', companyId: 'company-acme-marketing' });
    expect(detailsOf(group.details).changes).toEqual({ disabled: { before: false, after: true } });
  });

  it('records a member disabled in the workspace under their e-mail, once', async () => {
    const variables = { organizationId: 'org-acme', userIds: ['user-learner'], disabled: true };
    expect((await graphql(server.url, manager, SET_MEMBERS_DISABLED, variables)).errors).toBeUndefined();
    expect((await graphql(server.url, manager, SET_MEMBERS_DISABLED, variables)).errors).toBeUndefined();
    const entries = await audit('member.disabled');
    expect(entries.map((entry) => [entry.actorEmail, entry.targetEmail, entry.organizationId])).toEqual([
      ['manager@demo.test', 'learner@demo.test', 'org-acme'],
    ]);
  });
});
