import type { CrudFilter, DataProvider } from '@refinedev/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { graphql } from './support/graphql-client';
import { listIds, signedInProvider } from './support/refine';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/*
 * What the SPA's table filters send for enums, booleans, numbers and lists, through Refine's own
 * provider (src/components/resource/table-logic.ts): an enum's order operators become "in" over the
 * declared values on that side, a list's contains / lacks become eq / ne. filters.test.ts covers text.
 */
type Course = { id: string; status2: string; published: boolean; chaptersCount: number; tags: string[] };

describe("the table filters' operators against the server", () => {
  let server: TestServer;
  let provider: DataProvider;
  let courses: Course[];
  const ids = async (filter: CrudFilter) => (await listIds(provider, 'courses', { filters: [filter] })).ids;
  const expected = (predicate: (course: Course) => boolean) =>
    courses
      .filter(predicate)
      .map((course) => course.id)
      .sort();

  beforeAll(async () => {
    server = await startTestServer();
    provider = await signedInProvider(server.url, 'super@demo.test');
    const token = await signIn(server.url, 'super@demo.test');
    const result = await graphql<{ courses: { nodes: Course[] } }>(
      server.url,
      token,
      'query { courses(paging: { limit: 1000 }) { nodes { id status2 published chaptersCount tags } } }',
    );
    courses = result.data?.courses.nodes ?? [];
    expect(courses.length).toBe(22);
  });
  afterAll(() => server.close());

  it('an enum: equals, does not equal, and its order operators as "one of"', async () => {
    expect(await ids({ field: 'status2', operator: 'eq', value: 'live' })).toEqual(expected((course) => course.status2 === 'live'));
    expect(await ids({ field: 'status2', operator: 'ne', value: 'live' })).toEqual(expected((course) => course.status2 !== 'live'));
    const afterReady = ['live', 'archived'];
    expect(await ids({ field: 'status2', operator: 'in', value: afterReady })).toEqual(expected((course) => afterReady.includes(course.status2)));
    // An empty range (after the last value) is sent as equal to "": no row.
    expect(await ids({ field: 'status2', operator: 'eq', value: '' })).toEqual([]);
    expect(new Set(courses.map((course) => course.status2)).size).toBeGreaterThan(1);
  });

  it('a boolean: equals and does not equal', async () => {
    expect(await ids({ field: 'published', operator: 'eq', value: true })).toEqual(expected((course) => course.published));
    expect(await ids({ field: 'published', operator: 'ne', value: true })).toEqual(expected((course) => !course.published));
  });

  it('a number: does not equal, and between with both bounds included', async () => {
    expect(await ids({ field: 'chaptersCount', operator: 'ne', value: 4 })).toEqual(expected((course) => course.chaptersCount !== 4));
    expect(await ids({ field: 'chaptersCount', operator: 'between', value: [3, 5] })).toEqual(
      expected((course) => course.chaptersCount >= 3 && course.chaptersCount <= 5),
    );
  });

  it('a list: contains and does not contain one item', async () => {
    const tag = courses.find((course) => course.tags.length > 0)?.tags[0] ?? '';
    expect(tag).not.toBe('');
    expect(await ids({ field: 'tags', operator: 'eq', value: tag })).toEqual(expected((course) => course.tags.includes(tag)));
    expect(await ids({ field: 'tags', operator: 'ne', value: tag })).toEqual(expected((course) => !course.tags.includes(tag)));
  });
});
