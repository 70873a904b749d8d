import { SelectQueryBuilder } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const PROGRAMS = `query Programs($filter: CourseFilter!, $sorting: [CourseSort!], $paging: OffsetPaging) {
  courses(filter: $filter, sorting: $sorting, paging: $paging) { totalCount nodes { id title } }
}`;
const PROGRAM_IDS = `query ProgramIds($filter: CourseFilter!, $sorting: [CourseSort!], $paging: OffsetPaging) {
  courses(filter: $filter, sorting: $sorting, paging: $paging) { totalCount nodes { id } }
}`;
type Programs = { courses: { totalCount: number; nodes: Array<{ id: string; title?: string }> } };
type Variables = {
  filter: Record<string, unknown>;
  sorting?: Array<{ field: string; direction: 'ASC' | 'DESC' }>;
  paging?: { limit: number; offset?: number };
};

const BY_TITLE = [{ field: 'title', direction: 'ASC' as const }];

/**
 * A list page's statement is built once per shape and reader (server/src/common/resource/page-sql.ts):
 * a statement kept for one reader or one shape must never answer another.
 */
describe("a list page's statement, built once", () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    for (const email of ['super@demo.test', 'sales@demo.test', 'manager@demo.test']) tokens[email] = await signIn(server.url, email);
  });
  afterAll(() => server.close());

  const list = async (email: string, variables: Variables, document = PROGRAMS): Promise<Programs['courses']> => {
    const answer = await graphql<Programs>(server.url, tokens[email], document, variables);
    expect(answer.errors).toBeUndefined();
    return (answer.data as Programs).courses;
  };
  const ids = (page: Programs['courses']): string[] => page.nodes.map((row) => row.id);
  /** The same answer as the database gives, by SQL of its own. */
  const expectedIds = async (where: string, order: 'ASC' | 'DESC', limit: number, offset = 0): Promise<string[]> => {
    const rows = await server.dataSource.query<Array<{ id: string }>>(`SELECT id FROM courses WHERE ${where}`);
    return rows
      .map((row) => row.id)
      .sort((a, b) => (order === 'ASC' ? 1 : -1) * (a < b ? -1 : a > b ? 1 : 0))
      .slice(offset, offset + limit);
  };

  it("never answers one reader with another's statement: the same filter as the super editor and as sales", async () => {
    // Both read every program (the authorizer adds no scope), so the filters are the same;
    // "editable" is the reader's own: every program for the super editor, none for sales.
    const editable: Variables = { filter: { editable: { eq: true } }, sorting: [{ field: 'id', direction: 'ASC' }], paging: { limit: 200 } };
    const all = await expectedIds('1 = 1', 'ASC', 200);
    for (let round = 0; round < 2; round += 1) {
      expect(ids(await list('super@demo.test', editable))).toEqual(all);
      expect(await list('sales@demo.test', editable)).toEqual({ totalCount: 0, nodes: [] });
    }
    // The other way round: a statement kept for sales does not answer the super editor either.
    const fresh: Variables = { ...editable, paging: { limit: 199 } };
    expect((await list('sales@demo.test', fresh)).nodes).toEqual([]);
    expect(ids(await list('super@demo.test', fresh))).toEqual(all.slice(0, 199));
  });

  it("never answers one shape with another's statement: values, sorting, paging and fields", async () => {
    const reader = 'super@demo.test';
    const sorted = (direction: 'ASC' | 'DESC'): Variables => ({ filter: {}, sorting: [{ field: 'id', direction }], paging: { limit: 3 } });
    for (let round = 0; round < 2; round += 1) {
      expect(ids(await list(reader, sorted('ASC')))).toEqual(await expectedIds('1 = 1', 'ASC', 3));
      expect(ids(await list(reader, sorted('DESC')))).toEqual(await expectedIds('1 = 1', 'DESC', 3));
      expect(ids(await list(reader, { ...sorted('ASC'), paging: { limit: 3, offset: 3 } }))).toEqual(await expectedIds('1 = 1', 'ASC', 3, 3));
      const [first, second] = await expectedIds('1 = 1', 'ASC', 2);
      for (const id of [first, second]) {
        const one = await list(reader, { filter: { id: { eq: id } }, sorting: BY_TITLE });
        expect(one).toMatchObject({ totalCount: 1, nodes: [{ id }] });
      }
      // Fewer fields asked: another statement (fewer columns), not the wider one's rows.
      const narrow = await list(reader, { filter: { id: { eq: first } }, sorting: BY_TITLE }, PROGRAM_IDS);
      expect(narrow.nodes).toEqual([{ id: first }]);
    }
  });

  it('reads the rows and the count from the database each time, with the statement built once', async () => {
    const reader = 'manager@demo.test';
    const variables: Variables = { filter: { title: { iLike: '%page statement%' } }, sorting: BY_TITLE, paging: { limit: 20 } };
    expect(await list(reader, variables)).toEqual({ totalCount: 0, nodes: [] });
    const built = vi.spyOn(SelectQueryBuilder.prototype, 'getQuery');
    try {
      await list(reader, variables);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
    const [owned] = await server.dataSource.query<Array<{ id: string }>>(`SELECT id FROM courses WHERE "organizationId" = 'org-acme' ORDER BY id LIMIT 1`);
    await server.dataSource.query(`UPDATE courses SET title = 'A page statement test' WHERE id = '${owned.id}'`);
    expect(await list(reader, variables)).toEqual({ totalCount: 1, nodes: [{ id: owned.id, title: 'A page statement test' }] });
    // Another reader with the same variables: the manager's scope does not follow it.
    const salesAnswer = await list('sales@demo.test', variables);
    expect(salesAnswer.totalCount).toBe(1);
  });
});
