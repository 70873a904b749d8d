import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertEngagementFixture, FIXTURE } from './support/engagement-fixture';
import { errorCodeOf, graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const FIGURES =
  'learners activeLearners usersOpened usersStarted usersGraduated graduationRate averageCompletion averageDiscoverRate averageEngagement completedChapters completedActions minutesSpent';
const SUBJECT_QUERY = `query ($subject: EngagementSubjectInput!, $range: DateRangeInput) { engagementFigures(subject: $subject, range: $range) { usersRegistered ${FIGURES} } }`;
const PROGRAMS_QUERY = `query ($subject: EngagementSubjectInput!, $range: DateRangeInput) { engagementByProgram(subject: $subject, range: $range) { courseId title ${FIGURES} } }`;
const TREND_QUERY = `query ($subject: EngagementSubjectInput!, $range: DateRangeInput!, $bucket: TrendBucket!) {
  engagementTrend(subject: $subject, range: $range, bucket: $bucket) { period activeLearners completedChapters completedActions minutesSpent } }`;

type Figures = Record<string, number>;
const { organizationId, groupA, course1, course2, learner1, learner2 } = FIXTURE;

/*
 * Every figure against values worked out by hand from the fixture (support/engagement-fixture.ts):
 *   enrolments (visible): L1 program 1 100 %, L1 program 2 50 %, L2 program 1 80 %, L3 program 1 20 %,
 *   L3 program 2 0 % (opened, not started); L4 program 1 90 % is hidden from analytics.
 *   completed actions: L1 a1 (Mar 2, 2 min), a2 (Mar 3, 5 min), a3 (Mar 10, 1 min); L2 a1 (Mar 3 23:30,
 *   10 min); L3 a3 (Mar 4 00:15, 2 min); L4's two are hidden; L1's a4 is not completed.
 *   completed sessions: L1 c1 (Mar 3, both its actions), L1 c2 (Mar 10), L3 c2 (Mar 4); L2 has half of c1.
 */
describe('engagement figures, defined once', () => {
  let server: TestServer;
  let superEditor: string;
  beforeAll(async () => {
    server = await startTestServer();
    await insertEngagementFixture(server.dataSource);
    superEditor = await signIn(server.url, 'super@demo.test');
  }, 300_000);
  afterAll(() => server.close());

  const ask = async (token: string, subject: Record<string, string>, range?: { from: string; to: string }) => {
    const result = await graphql<{ engagementFigures: Figures }>(server.url, token, SUBJECT_QUERY, { subject, range });
    expect(result.errors).toBeUndefined();
    return result.data!.engagementFigures;
  };

  it('a workspace: graduation out of learners, actions never fewer than sessions, hidden learners left out', async () => {
    const figures = await ask(superEditor, { organizationId });
    expect(figures).toMatchObject({
      learners: 3,
      activeLearners: 3,
      usersOpened: 3,
      usersStarted: 3,
      usersGraduated: 2,
      graduationRate: 66.7,
      averageCompletion: 50,
      averageDiscoverRate: 40,
      averageEngagement: 30,
      completedChapters: 3,
      completedActions: 5,
      minutesSpent: 20,
    });
    const [{ members }] = await server.dataSource.query<Array<{ members: string | number }>>(
      `SELECT COUNT(*) AS members FROM memberships WHERE "organizationId" = 'org-garden' AND role = 'member' AND "companyId" IS NULL AND "courseId" IS NULL`,
    );
    expect(figures.usersRegistered).toBe(Number(members));
  });

  it('a date range counts the activity of its UTC days only, both included', async () => {
    expect(await ask(superEditor, { organizationId }, { from: '2026-03-03', to: '2026-03-04' })).toMatchObject({
      learners: 3,
      usersGraduated: 2,
      activeLearners: 3,
      completedActions: 3,
      minutesSpent: 17,
      completedChapters: 2,
    });
  });

  it('a group, a program and a learner', async () => {
    expect(await ask(superEditor, { organizationId, companyId: groupA })).toMatchObject({
      usersRegistered: 0,
      learners: 2,
      activeLearners: 2,
      usersGraduated: 2,
      graduationRate: 100,
      averageCompletion: 76.7,
      averageEngagement: 46.7,
      completedChapters: 2,
      completedActions: 4,
      minutesSpent: 18,
    });
    expect(await ask(superEditor, { organizationId, courseId: course1 })).toMatchObject({
      usersRegistered: 3,
      learners: 3,
      usersGraduated: 2,
      graduationRate: 66.7,
      averageCompletion: 66.7,
      completedChapters: 3,
      completedActions: 5,
      minutesSpent: 20,
    });
    expect(await ask(superEditor, { organizationId, userId: learner1 })).toMatchObject({
      learners: 1,
      usersGraduated: 1,
      graduationRate: 100,
      averageCompletion: 75,
      completedChapters: 2,
      completedActions: 3,
      minutesSpent: 8,
    });
  });

  it('per program, the same definitions', async () => {
    const result = await graphql<{ engagementByProgram: Figures[] }>(server.url, superEditor, PROGRAMS_QUERY, { subject: { organizationId } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.engagementByProgram).toMatchObject([
      {
        courseId: course1,
        title: 'Fixture program one',
        learners: 3,
        usersGraduated: 2,
        graduationRate: 66.7,
        completedActions: 5,
        completedChapters: 3,
        minutesSpent: 20,
      },
      {
        courseId: course2,
        title: 'Fixture program two',
        learners: 2,
        usersStarted: 1,
        usersGraduated: 0,
        graduationRate: 0,
        averageCompletion: 25,
        completedActions: 0,
      },
    ]);
  });

  it('a trend per UTC day and per week, days without activity as zeros', async () => {
    const daily = await graphql<{ engagementTrend: Figures[] }>(server.url, superEditor, TREND_QUERY, {
      subject: { organizationId },
      range: { from: '2026-03-02', to: '2026-03-05' },
      bucket: 'day',
    });
    expect(daily.errors).toBeUndefined();
    expect(daily.data!.engagementTrend).toEqual([
      { period: '2026-03-02', activeLearners: 1, completedActions: 1, minutesSpent: 2, completedChapters: 0 },
      { period: '2026-03-03', activeLearners: 2, completedActions: 2, minutesSpent: 15, completedChapters: 1 },
      { period: '2026-03-04', activeLearners: 1, completedActions: 1, minutesSpent: 2, completedChapters: 1 },
      { period: '2026-03-05', activeLearners: 0, completedActions: 0, minutesSpent: 0, completedChapters: 0 },
    ]);
    const weekly = await graphql<{ engagementTrend: Figures[] }>(server.url, superEditor, TREND_QUERY, {
      subject: { organizationId },
      range: { from: '2026-03-04', to: '2026-03-15' },
      bucket: 'week',
    });
    expect(weekly.data!.engagementTrend).toEqual([
      { period: '2026-03-02', activeLearners: 1, completedActions: 1, minutesSpent: 2, completedChapters: 1 },
      { period: '2026-03-09', activeLearners: 1, completedActions: 1, minutesSpent: 1, completedChapters: 1 },
    ]);
  });

  it('is all zeros where nobody is enrolled', async () => {
    expect(await ask(superEditor, { organizationId: 'org-studio' })).toMatchObject({ learners: 0, usersGraduated: 0, graduationRate: 0, completedActions: 0 });
  });

  it('answers each role only about what it may read (spec 02 §6)', async () => {
    const code = async (token: string, subject: Record<string, string>) => errorCodeOf(await graphql(server.url, token, SUBJECT_QUERY, { subject })) ?? 'OK';
    const [gardenManager, acmeManager, agent, curator, sales, learner] = await Promise.all(
      ['learner291@demo.test', 'manager@demo.test', 'agent@demo.test', 'curator@demo.test', 'sales@demo.test', FIXTURE.learner1Email].map((email) =>
        signIn(server.url, email),
      ),
    );
    expect(await code(gardenManager, { organizationId })).toBe('OK');
    expect(await code(acmeManager, { organizationId })).toBe('FORBIDDEN');
    expect(await code(sales, { organizationId })).toBe('OK');
    expect(await code(agent, { organizationId: 'org-acme' })).toBe('FORBIDDEN');
    expect(await code(agent, { organizationId: 'org-acme', companyId: 'company-acme-sales' })).toBe('OK');
    expect(await code(agent, { organizationId: 'org-acme', companyId: 'company-acme-marketing' })).toBe('FORBIDDEN');
    expect(await code(curator, { courseId: 'course-leadership-101' })).toBe('OK');
    expect(await code(curator, { courseId: course1 })).toBe('FORBIDDEN');
    expect(await code(learner, { organizationId, userId: learner1 })).toBe('OK');
    expect(await code(learner, { organizationId, userId: learner2 })).toBe('FORBIDDEN');
    expect(await code(learner, { organizationId })).toBe('FORBIDDEN');
    // A manager naming another workspace's group beside their own workspace reads nothing of it.
    expect(await ask(acmeManager, { organizationId: 'org-acme', companyId: groupA })).toMatchObject({ learners: 0, completedActions: 0 });
    expect(await ask(learner, { organizationId, userId: learner1 })).toMatchObject({ learners: 1, completedActions: 3 });
  });

  it('refuses a subject naming nothing and a range that is not one, with the rule message', async () => {
    const keyOf = async (variables: Record<string, unknown>) => {
      const result = await graphql(server.url, superEditor, SUBJECT_QUERY, variables);
      expect(errorCodeOf(result)).toBe('BAD_USER_INPUT');
      return result.errors?.[0]?.extensions?.messageKey;
    };
    expect(await keyOf({ subject: {} })).toBe('validation.analyticsSubjectMissing');
    expect(await keyOf({ subject: { organizationId }, range: { from: '2026-03-05', to: '2026-03-01' } })).toBe('validation.dateRangeOrder');
    expect(await keyOf({ subject: { organizationId }, range: { from: '2026-02-30', to: '2026-03-01' } })).toBe('validation.reportDayInvalid');
    expect(await keyOf({ subject: { organizationId }, range: { from: '2024-01-01', to: '2026-03-01' } })).toBe('validation.dateRangeTooLong');
  });
});
