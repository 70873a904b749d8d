import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DISTRIBUTION_CLOCK, DistributionClock } from '../../server/src/distribution/distribution-clock';
import { DistributionScheduler } from '../../server/src/distribution/distribution-scheduler';
import { errorCodeOf, graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startAnotherInstance, startTestServer, TestServer } from './support/test-server';

const DISTRIBUTE = `mutation Distribute($input: DistributeProgramInput!) { distributeProgram(input: $input) { distributed scheduled removed } }`;
const SCHEDULES = `query Schedules($filter: ScheduledDistributionFilter!) { scheduledDistributions(filter: $filter) { nodes { id companyId futureDistribution } } }`;
const CANCEL = `mutation Cancel($id: ID!) { deleteOneScheduledDistribution(input: { id: $id }) { id } }`;
const DAY = 86_400_000;

type Schedules = { scheduledDistributions: { nodes: Array<{ id: string; companyId: string; futureDistribution: string }> } };

/**
 * Scheduled distribution (spec 02 §3 futureDistribution): stored, listed and cancelled through the
 * declared resource, carried out by the server's scheduler at its time (the clock is moved, never
 * waited for), after a restart, and exactly once when two instances run on PostgreSQL.
 */
describe('scheduled distribution', () => {
  let server: TestServer;
  let manager: string;
  let curator: string;
  let agent: string;
  const count = async (sql: string): Promise<number> => Number((await server.dataSource.query<Array<{ count: number | string }>>(sql))[0].count);
  const distributedTo = (companyId: string, courseId: string) =>
    count(`SELECT COUNT(*) AS count FROM company_courses WHERE "companyId" = '${companyId}' AND "courseId" = '${courseId}'`);
  const scheduler = () => server.app.get(DistributionScheduler);

  beforeAll(async () => {
    server = await startTestServer();
    [manager, curator, agent] = await Promise.all(['manager@demo.test', 'curator@demo.test', 'agent@demo.test'].map((email) => signIn(server.url, email)));
  });
  afterAll(() => server.close());

  it('a curator schedules their program for tomorrow; the scheduler carries it out at its time, once', async () => {
    const tomorrow = Date.now() + DAY;
    const result = await graphql<{ distributeProgram: { scheduled: number } }>(server.url, curator, DISTRIBUTE, {
      input: {
        courseId: 'course-leadership-101',
        organizations: [{ organizationId: 'org-acme', addTo: { onlyCompanyIds: ['company-acme-marketing'] } }],
        distributionParams: { futureDistribution: new Date(tomorrow).toISOString() },
      },
    });
    expect(result.data?.distributeProgram.scheduled).toBe(1);
    const listed = await graphql<Schedules>(server.url, curator, SCHEDULES, { filter: { courseId: { eq: 'course-leadership-101' } } });
    expect(listed.data?.scheduledDistributions.nodes.map((node) => node.companyId).sort()).toEqual(['company-acme-marketing', 'company-acme-newhires']);
    expect(await distributedTo('company-acme-marketing', 'course-leadership-101')).toBe(0);

    const clock = server.app.get<DistributionClock>(DISTRIBUTION_CLOCK);
    clock.now = () => tomorrow - 60_000;
    expect(await scheduler().runDue()).toBe(0);
    clock.now = () => tomorrow + 60_000;
    expect(await scheduler().runDue()).toBe(1);
    expect(await distributedTo('company-acme-marketing', 'course-leadership-101')).toBe(1);
    expect(await scheduler().runDue()).toBe(0);
    expect(await distributedTo('company-acme-marketing', 'course-leadership-101')).toBe(1);
    // The seed's schedule three days ahead is still waiting.
    const after = await graphql<Schedules>(server.url, curator, SCHEDULES, { filter: { courseId: { eq: 'course-leadership-101' } } });
    expect(after.data?.scheduledDistributions.nodes.map((node) => node.companyId)).toEqual(['company-acme-newhires']);
    clock.now = () => Date.now();
  });

  it('is cancelled by whoever may distribute it, and by nobody else', async () => {
    const refused = await graphql(server.url, agent, CANCEL, { id: 'scheduled-newhires-leadership' });
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(errorCodeOf(refused));
    expect(await count(`SELECT COUNT(*) AS count FROM scheduled_distributions WHERE id = 'scheduled-newhires-leadership'`)).toBe(1);
    expect((await graphql(server.url, agent, CANCEL, { id: 'scheduled-sales-security' })).errors).toBeUndefined();
    expect((await graphql(server.url, manager, CANCEL, { id: 'scheduled-newhires-leadership' })).errors).toBeUndefined();
    expect(await count(`SELECT COUNT(*) AS count FROM scheduled_distributions`)).toBe(0);
  });

  it('carries out what fell due while no server ran, as soon as one starts', async () => {
    const past = new Date(Date.now() - 3_600_000);
    await server.dataSource
      .createQueryBuilder()
      .insert()
      .into('scheduled_distributions')
      .values({
        id: 'missed-while-down',
        organizationId: 'org-acme',
        companyId: 'company-acme-newhires',
        courseId: 'course-negotiation',
        futureDistribution: past,
      })
      .execute();
    const restarted = await startAnotherInstance(server);
    try {
      expect(await distributedTo('company-acme-newhires', 'course-negotiation')).toBe(1);
      expect(await count(`SELECT COUNT(*) AS count FROM scheduled_distributions`)).toBe(0);
    } finally {
      await restarted.close();
    }
  });

  // On SQLite one process writes; two instances are a PostgreSQL set-up.
  it.runIf(!!process.env.DATABASE_URL?.startsWith('postgres'))('two instances on PostgreSQL carry out each schedule exactly once', async () => {
    // Started first: its own start-up pass finds nothing due.
    const second = await startAnotherInstance(server);
    // Every Acme group × Acme program pair that has neither a distribution nor a schedule, due an hour ago.
    await server.dataSource.query(`
        INSERT INTO scheduled_distributions (id, "organizationId", "companyId", "courseId", "futureDistribution")
        SELECT 'bulk-' || company.id || '-' || course.id, 'org-acme', company.id, course.id, now() - interval '1 hour'
        FROM companies company CROSS JOIN courses course
        WHERE company."organizationId" = 'org-acme' AND course."organizationId" = 'org-acme'
          AND NOT EXISTS (SELECT 1 FROM company_courses d WHERE d."companyId" = company.id AND d."courseId" = course.id)`);
    const due = await count(`SELECT COUNT(*) AS count FROM scheduled_distributions`);
    expect(due).toBeGreaterThan(100);
    const before = await count(`SELECT COUNT(*) AS count FROM company_courses`);
    try {
      const done = await Promise.all([scheduler().runDue(), second.app.get(DistributionScheduler).runDue(), scheduler().runDue()]);
      expect(done.reduce((sum, figure) => sum + figure, 0)).toBe(due);
      expect(await count(`SELECT COUNT(*) AS count FROM company_courses`)).toBe(before + due);
      expect(await count(`SELECT COUNT(*) AS count FROM scheduled_distributions`)).toBe(0);
    } finally {
      await second.close();
    }
  });
});
