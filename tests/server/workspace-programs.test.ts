import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const PROGRAMS = 'query ($filter: CourseFilter!) { courses(filter: $filter, paging: { limit: 200 }) { totalCount nodes { id } } }';
type Programs = { courses: { totalCount: number; nodes: Array<{ id: string }> } };

/**
 * A workspace's Programs tab (spec 02 §2) asks for `workspaceId`: programs the workspace owns, that
 * are published to it, or distributed to one of its groups; always within what the reader may read.
 */
describe("a workspace's programs (courses filtered by workspaceId)", () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  /** The same question asked of the tables directly, by hand. */
  const expectedIds = async (organizationId: string): Promise<string[]> => {
    const rows = await server.dataSource.query<Array<{ id: string; organizationId: string | null; availableToOrganizations: string | null }>>(
      'SELECT id, "organizationId", "availableToOrganizations" FROM courses',
    );
    const distributed = await server.dataSource.query<Array<{ courseId: string }>>(
      `SELECT DISTINCT "courseId" FROM company_courses WHERE "organizationId" = '${organizationId}'`,
    );
    const viaGroups = new Set(distributed.map((row) => row.courseId));
    return rows
      .filter(
        (row) =>
          row.organizationId === organizationId ||
          (JSON.parse(row.availableToOrganizations ?? '[]') as string[]).includes(organizationId) ||
          viaGroups.has(row.id),
      )
      .map((row) => row.id)
      .sort();
  };

  const idsFor = async (email: string, organizationId: string) => {
    const result = await graphql<Programs>(server.url, tokens[email], PROGRAMS, { filter: { workspaceId: { eq: organizationId } } });
    expect(result.errors).toBeUndefined();
    return { ids: result.data!.courses.nodes.map((node) => node.id).sort(), total: result.data!.courses.totalCount };
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const email of ['manager@demo.test', 'super@demo.test', 'agent@demo.test', 'learner@demo.test', 'curator2@demo.test'])
      tokens[email] = await signIn(server.url, email);
  });
  afterAll(() => server.close());

  it("gives a workspace's manager and the staff exactly its programs, counted the same", async () => {
    const expected = await expectedIds('org-acme');
    expect(expected.length).toBeGreaterThan(3);
    for (const email of ['manager@demo.test', 'super@demo.test']) {
      const { ids, total } = await idsFor(email, 'org-acme');
      expect(ids).toEqual(expected);
      expect(total).toBe(expected.length);
    }
  });

  it('never widens what a reader may read: another workspace gives a manager only what is also theirs, an agent only their groups’ programs', async () => {
    // Acme's manager reads Studio's programs only where they are Acme's too (platform programs published to both).
    const studio = await expectedIds('org-studio');
    const acme = new Set(await expectedIds('org-acme'));
    expect(studio.filter((id) => !acme.has(id)).length).toBeGreaterThan(0);
    expect((await idsFor('manager@demo.test', 'org-studio')).ids).toEqual(studio.filter((id) => acme.has(id)));
    const agentGroups = await server.dataSource.query<Array<{ companyId: string }>>(
      `SELECT "companyId" FROM memberships WHERE "userId" = (SELECT id FROM users WHERE email = 'agent@demo.test') AND role = 'agent'`,
    );
    const groups = agentGroups.map((row) => `'${row.companyId}'`).join(', ');
    const agentPrograms = await server.dataSource.query<Array<{ courseId: string }>>(
      `SELECT DISTINCT "courseId" FROM company_courses WHERE "companyId" IN (${groups})`,
    );
    const { ids } = await idsFor('agent@demo.test', 'org-acme');
    expect(ids).toEqual(agentPrograms.map((row) => row.courseId).sort());
    expect(ids.length).toBeLessThan((await expectedIds('org-acme')).length);
  });

  it("lists 'my programs' as those the reader may edit: an editor's own, a manager's workspace's, a staff member's all", async () => {
    const editable = async (email: string) => {
      const result = await graphql<Programs>(server.url, tokens[email], PROGRAMS, { filter: { editable: { eq: true } } });
      expect(result.errors).toBeUndefined();
      return result.data!.courses.nodes.map((node) => node.id).sort();
    };
    const edited = await server.dataSource.query<Array<{ courseId: string }>>(
      `SELECT "courseId" FROM memberships WHERE "userId" = (SELECT id FROM users WHERE email = 'curator2@demo.test') AND role = 'editor' AND "courseId" IS NOT NULL`,
    );
    expect(edited.length).toBe(4);
    expect(await editable('curator2@demo.test')).toEqual(edited.map((row) => row.courseId).sort());
    const owned = await server.dataSource.query<Array<{ id: string }>>(`SELECT id FROM courses WHERE "organizationId" = 'org-acme'`);
    expect(await editable('manager@demo.test')).toEqual(owned.map((row) => row.id).sort());
    const all = await server.dataSource.query<Array<{ count: number | string }>>('SELECT COUNT(*) AS count FROM courses');
    expect((await editable('super@demo.test')).length).toBe(Math.min(200, Number(all[0].count)));
    expect(await editable('learner@demo.test')).toEqual([]);
  });

  it('refuses any comparison but eq, as a client mistake', async () => {
    const result = await graphql(server.url, tokens['manager@demo.test'], PROGRAMS, { filter: { workspaceId: { like: 'org%' } } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
