import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/*
 * A workspace's used licences are its enabled own members, kept by database triggers whatever
 * writes the memberships (the API, or bulk SQL as an import or a seed does); it was a stored 0.
 */

const WORKSPACE = 'query { organization(id: "org-acme") { usedLicenses } }';
const SET_MEMBERS_DISABLED =
  'mutation ($organizationId: ID!, $userIds: [ID!]!, $disabled: Boolean!) { setOrganizationUsersDisabled(organizationId: $organizationId, userIds: $userIds, disabled: $disabled) { id } }';
const REMOVE_MEMBER = 'mutation ($organizationId: ID!, $userId: ID!) { removeOrganizationUser(organizationId: $organizationId, userId: $userId) }';

describe('used licences', () => {
  let server: TestServer;
  let manager: string;
  const used = async (): Promise<number> => {
    const result = await graphql<{ organization: { usedLicenses: number } }>(server.url, manager, WORKSPACE);
    expect(result.errors).toBeUndefined();
    return result.data!.organization.usedLicenses;
  };
  const counted = async (): Promise<number> => {
    const [row] = await server.dataSource.query<Array<{ count: string | number }>>(
      `SELECT COUNT(*) AS count FROM memberships WHERE "organizationId" = 'org-acme' AND role = 'member' AND "companyId" IS NULL AND "courseId" IS NULL AND NOT "isDisabled"`,
    );
    return Number(row.count);
  };
  const members = async (count: number): Promise<string[]> =>
    (
      await server.dataSource.query<Array<{ userId: string }>>(
        `SELECT "userId" FROM memberships WHERE "organizationId" = 'org-acme' AND role = 'member' AND "companyId" IS NULL AND "courseId" IS NULL AND NOT "isDisabled" ORDER BY "userId" LIMIT ${count}`,
      )
    ).map((row) => row.userId);

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signIn(server.url, 'manager@demo.test');
  });
  afterAll(() => server.close());

  it('counts the seeded workspace its enabled members', async () => {
    const seeded = await counted();
    expect(seeded).toBeGreaterThan(100);
    expect(await used()).toBe(seeded);
  });

  it('follows members disabled, enabled and removed through the API', async () => {
    const before = await used();
    const [first, second, third] = await members(3);
    const disable = await graphql(server.url, manager, SET_MEMBERS_DISABLED, { organizationId: 'org-acme', userIds: [first, second], disabled: true });
    expect(disable.errors).toBeUndefined();
    expect(await used()).toBe(before - 2);
    await graphql(server.url, manager, SET_MEMBERS_DISABLED, { organizationId: 'org-acme', userIds: [first], disabled: false });
    expect(await used()).toBe(before - 1);
    expect((await graphql(server.url, manager, REMOVE_MEMBER, { organizationId: 'org-acme', userId: third })).errors).toBeUndefined();
    expect(await used()).toBe(before - 2);
    expect(await used()).toBe(await counted());
  });

  it('follows a bulk insert and delete of a thousand members in one statement each', async () => {
    const before = await used();
    const ids = Array.from({ length: 1000 }, (_, index) => `bulk-licence-${index}`);
    const values = ids.map((id) => `('${id}', '${id}@bulk.test', 'Bulk ${id}')`).join(', ');
    await server.dataSource.query(`INSERT INTO users (id, email, "fullName") VALUES ${values}`);
    const now = new Date().toISOString();
    await server.dataSource.query(
      `INSERT INTO memberships (id, "userId", role, "organizationId", "joinedAt") SELECT 'm-' || id, id, 'member', 'org-acme', '${now}' FROM users WHERE id LIKE 'bulk-licence-%'`,
    );
    expect(await used()).toBe(before + 1000);
    await server.dataSource.query(`DELETE FROM memberships WHERE "userId" LIKE 'bulk-licence-%'`);
    expect(await used()).toBe(before);
  });
});
