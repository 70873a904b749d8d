import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

type People = { nodes: Array<{ userId: string; employeeId: string | null }> };

/** Defects of issue 29 in the data the lists read: each failed before its fix. */
describe('group and program data (issue 29)', () => {
  let server: TestServer;
  let manager: string;

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signIn(server.url, 'manager@demo.test');
  }, 180_000);
  afterAll(() => server.close());

  it("shows a group learner's employee id, the one the workspace list shows", async () => {
    const group = await graphql<{ companyUsers: People }>(
      server.url,
      manager,
      'query { companyUsers(filter: { companyId: { eq: "company-acme-sales" } }, paging: { limit: 200 }) { nodes { userId employeeId } } }',
    );
    const workspace = await graphql<{ organizationUsers: People }>(
      server.url,
      manager,
      'query { organizationUsers(filter: { organizationId: { eq: "org-acme" } }, paging: { limit: 1000 }) { nodes { userId employeeId } } }',
    );
    expect(group.errors).toBeUndefined();
    expect(workspace.errors).toBeUndefined();
    const workspaceIds = new Map(workspace.data!.organizationUsers.nodes.map((row) => [row.userId, row.employeeId]));
    const learners = group.data!.companyUsers.nodes;
    expect(learners.filter((row) => row.employeeId !== null).length).toBeGreaterThan(0);
    for (const row of learners) expect(row.employeeId).toBe(workspaceIds.get(row.userId) ?? null);
  });

  it('filters and counts a group by the employee id it shows', async () => {
    const [first] = (
      await graphql<{ companyUsers: People }>(
        server.url,
        manager,
        'query { companyUsers(filter: { companyId: { eq: "company-acme-sales" }, employeeId: { isNot: null } }, paging: { limit: 1 }) { nodes { userId employeeId } } }',
      )
    ).data!.companyUsers.nodes;
    const found = await graphql<{ companyUsers: People & { totalCount: number } }>(
      server.url,
      manager,
      'query ($id: String!) { companyUsers(filter: { companyId: { eq: "company-acme-sales" }, employeeId: { eq: $id } }) { totalCount nodes { userId } } }',
      { id: first.employeeId },
    );
    expect(found.data!.companyUsers.totalCount).toBe(1);
    expect(found.data!.companyUsers.nodes[0].userId).toBe(first.userId);
  });

  it('publishes each program to every group it is linked to (availableToCompanies)', async () => {
    const links = await server.dataSource.query<Array<{ courseId: string; companyId: string }>>('SELECT "courseId", "companyId" FROM company_courses');
    expect(links.length).toBeGreaterThan(10);
    const courses = await server.dataSource.query<Array<{ id: string; availableToCompanies: string }>>('SELECT id, "availableToCompanies" FROM courses');
    const publishedTo = new Map(courses.map((course) => [course.id, JSON.parse(course.availableToCompanies) as string[]]));
    const missing = links.filter((link) => !publishedTo.get(link.courseId)?.includes(link.companyId));
    expect(missing).toEqual([]);
  });
});
