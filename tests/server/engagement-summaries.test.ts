import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DateRange } from '../../shared/date-range';
import { EngagementSubject, rawActivityFigures, rawEnrolmentFigures } from '../../server/src/engagement/engagement-figures';
import { activityFigures, enrolmentFigures } from '../../server/src/engagement/engagement-summaries';
import { at, copyRow, FIXTURE, insertEngagementFixture } from './support/engagement-fixture';
import { startTestServer, TestServer } from './support/test-server';

/*
 * The summary-backed figures (engagement-summaries.ts, kept current by the EngagementSummaries
 * triggers) against the raw definitions (engagement-figures.ts) as the oracle, after each kind of
 * plain-SQL write a writer outside the server could make to enrolments, studies and actions.
 */

const { organizationId, groupA, groupB, course1, course2, learner1, learner2, learner3 } = FIXTURE;

const SUBJECTS: EngagementSubject[] = [
  { organizationId },
  { organizationId, companyId: groupA },
  { organizationId, companyId: groupB },
  { organizationId, courseId: course1 },
  { organizationId, companyId: groupA, courseId: course1 },
  { companyId: groupB },
  // The seeded demo workspace, for rows the fixture does not shape.
  { organizationId: 'org-acme' },
  { organizationId: 'org-acme', companyId: 'company-acme-sales' },
];
// The last starts inside a week (Monday 2 March): a weekly trend counts from the range's start there.
const RANGES: Array<DateRange | null> = [
  null,
  { from: '2026-03-02', to: '2026-03-04' },
  { from: '2026-03-03', to: '2026-03-10' },
  { from: '2026-03-04', to: '2026-03-12' },
];
const ENROLMENT_KEYS = [null, 'courseId', 'companyId'] as const;
const ACTIVITY_KEYS = [null, { kind: 'courseId' }, { kind: 'companyId' }, { kind: 'period', bucket: 'day' }, { kind: 'period', bucket: 'week' }] as const;

const byKey = <Row extends { key: string | null }>(rows: Row[]): Row[] => [...rows].sort((left, right) => String(left.key).localeCompare(String(right.key)));

describe('engagement summaries', () => {
  let server: TestServer;
  let dataSource: DataSource;
  beforeAll(async () => {
    server = await startTestServer();
    dataSource = server.dataSource;
    await insertEngagementFixture(dataSource);
  }, 300_000);
  afterAll(() => server.close());

  const bool = (value: boolean) => (dataSource.options.type === 'postgres' ? value : value ? 1 : 0);
  const write = async (sql: string, parameters: Record<string, unknown> = {}) => {
    const [text, bound] = dataSource.driver.escapeQueryWithParameters(sql, parameters);
    await dataSource.query(text, bound);
  };

  /** Every subject, breakdown and range: the summaries answer what the raw definitions answer. */
  const expectSummariesMatch = async (step: string) => {
    for (const subject of SUBJECTS) {
      for (const groupBy of ENROLMENT_KEYS) {
        const expected = byKey(await rawEnrolmentFigures(dataSource, subject, groupBy));
        expect(byKey(await enrolmentFigures(dataSource, subject, groupBy)), `${step}: enrolments of ${JSON.stringify(subject)} by ${groupBy}`).toEqual(
          expected,
        );
      }
      for (const range of RANGES) {
        for (const groupBy of ACTIVITY_KEYS) {
          const expected = byKey(await rawActivityFigures(dataSource, subject, range, groupBy));
          expect(
            byKey(await activityFigures(dataSource, subject, range, groupBy)),
            `${step}: activity of ${JSON.stringify(subject)} in ${JSON.stringify(range)} by ${JSON.stringify(groupBy)}`,
          ).toEqual(expected);
        }
      }
    }
  };

  it('are filled by the migration and read by the figures', async () => {
    const [workspace] = await dataSource.query<Array<{ learners: number | string }>>(
      `SELECT learners FROM engagement_totals WHERE "organizationId" = 'org-acme' AND "companyId" = '' AND "courseId" = ''`,
    );
    expect(Number(workspace?.learners)).toBeGreaterThan(0);
    const [{ count }] = await dataSource.query<Array<{ count: number | string }>>(
      `SELECT COUNT(*) AS count FROM engagement_activity WHERE "organizationId" = '${organizationId}'`,
    );
    expect(Number(count), 'the fixture studies reached the activity summary').toBeGreaterThan(0);
    await expectSummariesMatch('fixture');
  });

  it('follow enrolments updated, hidden, shown, moved, deleted and inserted by plain SQL', async () => {
    await write(`UPDATE course_engagements SET completion = 85, "discoverRate" = 33.5 WHERE id = 'fx-e4'`);
    await expectSummariesMatch('graduated');
    await write(`UPDATE course_engagements SET "visibleInAnalytics" = :shown WHERE id = 'fx-e5'`, { shown: bool(true) });
    await expectSummariesMatch('shown');
    await write(`UPDATE course_engagements SET "visibleInAnalytics" = :hidden WHERE id = 'fx-e1'`, { hidden: bool(false) });
    await expectSummariesMatch('hidden');
    await write(`UPDATE course_engagements SET "companyId" = :groupA, started = :started WHERE id = 'fx-e6'`, { groupA, started: bool(true) });
    await expectSummariesMatch('moved to another group');
    await write(`DELETE FROM course_engagements WHERE id = 'fx-e3'`);
    await expectSummariesMatch('deleted');
    await copyRow(dataSource, 'course_engagements', `id = 'fx-e4'`, { id: 'fx-e7', userId: learner2, companyId: groupB, courseId: course2, completion: 95 });
    await expectSummariesMatch('inserted');
  });

  it('follow studies completed, moved to another day, uncompleted and deleted, and sessions that grow', async () => {
    await copyRow(dataSource, 'studies', `id = 'fx-s4'`, {
      id: 'fx-s9',
      actionId: 'fx-a2',
      completedAt: at(dataSource, '2026-03-05T10:00:00Z'),
      secondsSpent: 90,
    });
    await copyRow(dataSource, 'studies', `id = 'fx-s1'`, {
      id: 'fx-s10',
      userId: learner3,
      companyId: groupA,
      courseId: course2,
      actionId: 'fx-a4',
      completedAt: at(dataSource, '2026-03-03T01:00:00Z'),
    });
    await expectSummariesMatch('completed');
    await write(`UPDATE studies SET "completedAt" = :when, "secondsSpent" = 700 WHERE id = 'fx-s1'`, { when: at(dataSource, '2026-03-04T23:59:00Z') });
    await expectSummariesMatch('moved to another day');
    await write(`UPDATE studies SET "completedAt" = NULL WHERE id = 'fx-s3'`);
    await write(`UPDATE studies SET "completedAt" = :when WHERE id = 'fx-s8'`, { when: at(dataSource, '2026-03-02T05:00:00Z') });
    await expectSummariesMatch('uncompleted and completed');
    await write(`DELETE FROM studies WHERE id IN ('fx-s5', 'fx-s6')`);
    await expectSummariesMatch('deleted');
    // A session that gets one more action is no longer completed by those who did the others.
    await copyRow(dataSource, 'actions', `id = 'fx-a2'`, { id: 'fx-a5', order: 3, title: 'fx-a5' });
    await expectSummariesMatch('a session grew');
    // Actions deleted (their studies go with them) or moved to another session.
    await write(`DELETE FROM actions WHERE id IN ('fx-a5', 'fx-a2')`);
    await expectSummariesMatch('a session shrank');
    await write(`UPDATE actions SET "chapterId" = 'fx-c1' WHERE id = 'fx-a3'`);
    await expectSummariesMatch('an action moved');
    await write(`UPDATE studies SET "userId" = :learner2 WHERE id = 'fx-s10'`, { learner2 });
    await expectSummariesMatch('a study changed hands');
  });

  it('follow a learner removed altogether and a program emptied', async () => {
    await write(`DELETE FROM course_engagements WHERE "userId" = :learner1`, { learner1 });
    await write(`DELETE FROM studies WHERE "courseId" = :course1`, { course1 });
    await expectSummariesMatch('emptied');
    const [workspace] = await dataSource.query<Array<{ learners: number | string }>>(
      `SELECT learners FROM engagement_totals WHERE "organizationId" = '${organizationId}' AND "companyId" = '' AND "courseId" = ''`,
    );
    // learner2 (program two in group B), learner3 (program one in group B, two in group A) and learner4, shown, remain.
    expect(Number(workspace.learners)).toBe(3);
  });
  it('take two transactions writing the same learner at once in turns (PostgreSQL)', async () => {
    if (dataSource.options.type !== 'postgres') return;
    const first = dataSource.createQueryRunner();
    const second = dataSource.createQueryRunner();
    try {
      await first.startTransaction();
      await second.startTransaction();
      // Two enrolments of learner3 in two groups: each rewrites the learner's workspace-level rows.
      await first.query(`UPDATE course_engagements SET completion = 70 WHERE id = 'fx-e4'`);
      const waiting = second.query(`UPDATE course_engagements SET completion = 30 WHERE id = 'fx-e6'`);
      await new Promise((done) => setTimeout(done, 300));
      await first.commitTransaction();
      await waiting;
      await second.commitTransaction();
    } finally {
      await first.release();
      await second.release();
    }
    await expectSummariesMatch('two writers');
  });

  it('are what a rebuild from the rows gives (PostgreSQL: the bulk loads rebuild them)', async () => {
    if (dataSource.options.type !== 'postgres') return;
    const snapshot = async () => ({
      totals: (
        await dataSource.query<Array<Record<string, number | string>>>(
          `SELECT * FROM engagement_totals WHERE learners > 0 ORDER BY "organizationId", "companyId", "courseId"`,
        )
      ).map((row) => ({
        ...row,
        completion: Number(row.completion).toFixed(6),
        discoverRate: Number(row.discoverRate).toFixed(6),
        engagement: Number(row.engagement).toFixed(6),
      })),
      activity: await dataSource.query(`SELECT * FROM engagement_activity ORDER BY "userId", "companyId", "courseId", "day"`),
      sessions: await dataSource.query(`SELECT * FROM engagement_sessions ORDER BY "userId", "companyId", "courseId", "chapterId"`),
      days: await dataSource.query(`SELECT * FROM engagement_days WHERE actions > 0 ORDER BY "organizationId", "companyId", "courseId", day`),
      learnerDays: await dataSource.query(`SELECT * FROM engagement_learner_days ORDER BY "organizationId", "companyId", "courseId", "userId", day`),
      dayLearners: await dataSource.query(
        `SELECT * FROM engagement_day_learners WHERE learners > 0 ORDER BY "organizationId", "companyId", "courseId", day, "prevDay"`,
      ),
      daySessions: await dataSource.query(
        `SELECT * FROM engagement_day_sessions WHERE sessions > 0 ORDER BY "organizationId", "companyId", "courseId", day, "chapterId", done`,
      ),
    });
    const kept = await snapshot();
    await dataSource.query('SELECT engagement_summaries_rebuild()');
    expect(await snapshot()).toEqual(kept);
  });
});
