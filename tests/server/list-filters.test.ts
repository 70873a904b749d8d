import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/*
 * A list field (stored as a JSON array) filtered by one item over GraphQL: eq keeps the rows whose
 * list contains the value, neq those whose list lacks it; items compare whole and case-sensitively.
 */
const TAGGED: string[][] = [['#listfilter', 'coaching'], ['#listfilter-101'], ['Coaching', 'it\'s 100% "quoted"', 'a_b'], [], ['coaching']];

type Course = { id: string; tags: string[]; published: boolean };
const COURSES_BY_TAG = `query ($filter: CourseFilter!) { courses(filter: $filter, paging: { limit: 1000 }) { totalCount nodes { id tags published } } }`;

describe('list fields filter by one item', () => {
  let server: TestServer;
  let token: string;
  const idsWhere = async (filter: Record<string, unknown>): Promise<string[]> => {
    const result = await graphql<{ courses: { nodes: Array<{ id: string }> } }>(server.url, token, COURSES_BY_TAG, { filter });
    expect(result.errors).toBeUndefined();
    return (result.data?.courses.nodes ?? []).map((node) => node.id).sort();
  };
  const allCourses = async (): Promise<Course[]> => {
    const result = await graphql<{ courses: { nodes: Course[] } }>(server.url, token, COURSES_BY_TAG, { filter: {} });
    return result.data?.courses.nodes ?? [];
  };

  beforeAll(async () => {
    server = await startTestServer();
    token = await signIn(server.url, 'super@demo.test');
    const courses = await allCourses();
    // The first programs get the tags above; one published and one not among those tagged "coaching".
    const published = courses.filter((course) => course.published).map((course) => course.id);
    const unpublished = courses.filter((course) => !course.published).map((course) => course.id);
    const targets = [published[0], unpublished[0], published[1], published[2], unpublished[1]];
    for (const [index, tags] of TAGGED.entries()) {
      const result = await graphql(server.url, token, 'mutation ($input: UpdateOneCourseInput!) { updateOneCourse(input: $input) { id tags } }', {
        input: { id: targets[index], update: { tags } },
      });
      expect(result.errors).toBeUndefined();
    }
  });
  afterAll(() => server.close());

  /** What eq should keep, computed from the stored lists themselves. */
  const expectedContaining = async (value: string, contains = true) =>
    (await allCourses())
      .filter((course) => course.tags.includes(value) === contains)
      .map((course) => course.id)
      .sort();

  it('eq keeps the rows whose list holds the value as a whole item', async () => {
    const ids = await idsWhere({ tags: { eq: '#listfilter' } });
    expect(ids).toEqual(await expectedContaining('#listfilter'));
    // "#listfilter-101" holds "#listfilter" as a part only: not a match.
    expect(ids).toHaveLength(1);
  });

  it('compares case-sensitively, and quotes, % and _ are plain characters', async () => {
    expect(await idsWhere({ tags: { eq: 'coaching' } })).toEqual(await expectedContaining('coaching'));
    expect(await idsWhere({ tags: { eq: 'Coaching' } })).toEqual(await expectedContaining('Coaching'));
    expect(await idsWhere({ tags: { eq: 'it\'s 100% "quoted"' } })).toHaveLength(1);
    expect(await idsWhere({ tags: { eq: 'a%b' } })).toEqual([]);
    expect(await idsWhere({ tags: { eq: 'a_b' } })).toHaveLength(1);
  });

  it('neq keeps the rows whose list lacks the value, empty lists included', async () => {
    const ids = await idsWhere({ tags: { neq: '#listfilter' } });
    expect(ids).toEqual(await expectedContaining('#listfilter', false));
    expect(ids.length).toBe((await allCourses()).length - 1);
  });

  it('combines with other filters, and the filter offers only eq and neq', async () => {
    const published = await idsWhere({ and: [{ tags: { eq: 'coaching' } }, { published: { is: true } }] });
    const expected = (await allCourses()).filter((course) => course.tags.includes('coaching') && course.published).map((course) => course.id);
    expect(published).toEqual(expected.sort());
    expect(published).toHaveLength(1);
    expect(await idsWhere({ tags: { eq: 'coaching' } })).toHaveLength(2);
    const refused = await graphql(server.url, token, COURSES_BY_TAG, { filter: { tags: { like: '%lead%' } } });
    expect(refused.errors?.[0]?.message).toMatch(/like/);
  });

  it('is the same filter on groups, whose tags are also a list', async () => {
    const result = await graphql<{ companies: { nodes: Array<{ id: string }> } }>(
      server.url,
      token,
      `
        query {
          companies(filter: { tags: { eq: "everyone" } }, paging: { limit: 1000 }) {
            nodes {
              id
            }
          }
        }
      `,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.companies.nodes.map((node) => node.id)).toContain('company-acme-everyone');
  });
});
