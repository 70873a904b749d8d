import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

type Summary = {
  usersOpened: number;
  usersStarted: number;
  usersGraduated: number;
  averageDiscoverRate: number;
  averageEngagement: number;
  averageCompletion: number;
  graduationRate: number;
  completedChapters: number;
  minutesSpent: number;
};

const FIELDS = 'usersOpened usersStarted usersGraduated averageDiscoverRate averageEngagement averageCompletion graduationRate completedChapters minutesSpent';
const round = (value: unknown) => Math.round(Number(value ?? 0) * 10) / 10;

/**
 * The summary is computed per learner first (so a group's covering index serves it without a sort);
 * its figures must be exactly what the plain definition gives: distinct learners who opened, started
 * or graduated, and averages over engagement rows, only rows visible in analytics.
 */
describe('the engagement summary', () => {
  let server: TestServer;
  let superEditor: string;
  beforeAll(async () => {
    server = await startTestServer();
    superEditor = await signIn(server.url, 'super@demo.test');
    // Some rows hidden from analytics and some learners with several programs, so both rules are exercised.
    await server.dataSource.query(
      `UPDATE course_engagements SET "visibleInAnalytics" = false WHERE id IN (SELECT id FROM course_engagements ORDER BY id LIMIT 3)`,
    );
  });
  afterAll(() => server.close());

  const definition = async (where: string): Promise<Summary> => {
    const [row] = await server.dataSource.query<Array<Record<string, unknown>>>(
      `SELECT COUNT(DISTINCT CASE WHEN opened THEN "userId" END) AS opened,
              COUNT(DISTINCT CASE WHEN started THEN "userId" END) AS started,
              COUNT(DISTINCT CASE WHEN completion >= 80 THEN "userId" END) AS graduated,
              AVG("discoverRate") AS "discoverRate", AVG(engagement) AS engagement, AVG(completion) AS completion,
              AVG(CASE WHEN completion >= 80 THEN 100.0 ELSE 0 END) AS "graduationRate",
              SUM("numOfCompletedChapters") AS chapters, SUM("minutesSpent") AS minutes
         FROM course_engagements WHERE "visibleInAnalytics" AND ${where}`,
    );
    return {
      usersOpened: Number(row.opened),
      usersStarted: Number(row.started),
      usersGraduated: Number(row.graduated),
      averageDiscoverRate: round(row.discoverRate),
      averageEngagement: round(row.engagement),
      averageCompletion: round(row.completion),
      graduationRate: round(row.graduationRate),
      completedChapters: Number(row.chapters ?? 0),
      minutesSpent: Number(row.minutes ?? 0),
    };
  };

  const answered = async (arguments_: string): Promise<Summary> => {
    const result = await graphql<{ engagementSummary: Summary }>(server.url, superEditor, `{ engagementSummary(${arguments_}) { ${FIELDS} } }`);
    expect(result.errors).toBeUndefined();
    return result.data!.engagementSummary;
  };

  it('equals the definition for a group and for the whole workspace', async () => {
    const [{ companyId }] = await server.dataSource.query<Array<{ companyId: string }>>(
      `SELECT "companyId" FROM course_engagements WHERE "organizationId" = 'org-acme' GROUP BY "companyId" ORDER BY COUNT(*) DESC LIMIT 1`,
    );
    const group = await answered(`organizationId: "org-acme", companyId: "${companyId}"`);
    expect(group).toEqual(await definition(`"organizationId" = 'org-acme' AND "companyId" = '${companyId}'`));
    expect(group.usersOpened + group.usersStarted).toBeGreaterThan(0);
    expect(await answered('organizationId: "org-acme"')).toEqual(await definition(`"organizationId" = 'org-acme'`));
  });

  it('is all zeros where nobody has engagement', async () => {
    expect(await answered('organizationId: "org-garden"')).toEqual({
      usersOpened: 0,
      usersStarted: 0,
      usersGraduated: 0,
      averageDiscoverRate: 0,
      averageEngagement: 0,
      averageCompletion: 0,
      graduationRate: 0,
      completedChapters: 0,
      minutesSpent: 0,
    });
  });
});
