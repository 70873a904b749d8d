import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GROUP_RULE_MESSAGES } from '../../shared/group-rules';
import { MESSAGES, MessageName } from '../../shared/validation';
import { errorCodeOf, graphql, GraphQLResult } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const DISTRIBUTE = `mutation Distribute($input: DistributeProgramInput!) { distributeProgram(input: $input) { distributed scheduled removed } }`;
const DAY = 86_400_000;

type Result = { distributeProgram: { distributed: number; scheduled: number; removed: number } };
type Target = { onlyCompanyIds?: string[]; searchText?: string; excludeCompanyIds?: string[] };

/** The distribution mutation of spec 02 §7: every rule of §5 refused with its message and nothing saved; select all; each role's reach. */
describe('program distribution', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const distributedTo = async (courseId: string): Promise<string[]> =>
    (
      await server.dataSource.query<Array<{ companyId: string }>>(
        `SELECT "companyId" FROM company_courses WHERE "courseId" = '${courseId}' ORDER BY "companyId"`,
      )
    ).map((row) => row.companyId);
  const snapshot = async () =>
    JSON.stringify([
      await server.dataSource.query(`SELECT "companyId", "courseId" FROM company_courses ORDER BY "companyId", "courseId"`),
      await server.dataSource.query(`SELECT "companyId", "courseId" FROM scheduled_distributions ORDER BY "companyId", "courseId"`),
    ]);
  const distribute = (
    who: string,
    courseId: string,
    organizationId: string,
    change: { addTo?: Target; removeFrom?: { onlyCompanyIds: string[] } },
    distributionParams?: Record<string, unknown>,
  ): Promise<GraphQLResult<Result>> =>
    graphql<Result>(server.url, tokens[who], DISTRIBUTE, { input: { courseId, organizations: [{ organizationId, ...change }], distributionParams } });
  /** Refused with the code and message, and not a row changed. */
  const refused = async (attempt: () => Promise<GraphQLResult<Result>>, code: string, message?: string) => {
    const before = await snapshot();
    const result = await attempt();
    expect(errorCodeOf(result), JSON.stringify(result.errors)).toBe(code);
    if (message) expect(result.errors?.[0].message).toBe(message);
    expect(await snapshot()).toBe(before);
  };
  const rule = (name: MessageName) => MESSAGES[name];

  beforeAll(async () => {
    server = await startTestServer();
    for (const [who, email] of Object.entries({
      super: 'super@demo.test',
      manager: 'manager@demo.test',
      agent: 'agent@demo.test',
      curator: 'curator@demo.test',
      sales: 'sales@demo.test',
      learner: 'learner@demo.test',
    })) {
      tokens[who] = await signIn(server.url, email);
    }
    // The shared machine's slow start (migrations, seed) on PostgreSQL.
  }, 300_000);
  afterAll(() => server.close());

  it('distributes a program to two groups one by one, with a due date and the analytics event', async () => {
    const dueDate = new Date(Date.now() + 30 * DAY).toISOString();
    const result = await distribute(
      'manager',
      'course-negotiation',
      'org-acme',
      { addTo: { onlyCompanyIds: ['company-acme-marketing', 'company-acme-success'] } },
      { dueDate },
    );
    expect(result.data?.distributeProgram).toEqual({ distributed: 2, scheduled: 0, removed: 0 });
    expect(await distributedTo('course-negotiation')).toEqual(['company-acme-marketing', 'company-acme-sales', 'company-acme-success']);
    const [row] = await server.dataSource.query<Array<{ dueDate: string | Date }>>(
      `SELECT "dueDate" FROM company_courses WHERE "courseId" = 'course-negotiation' AND "companyId" = 'company-acme-marketing'`,
    );
    expect(new Date(row.dueDate).toISOString()).toBe(dueDate);
    const events = await server.dataSource.query<unknown[]>(
      `SELECT id FROM analytics_events WHERE name = 'Program Distributed' AND "subjectId" = 'course-negotiation'`,
    );
    expect(events).toHaveLength(1);
  });

  it('removes a program from a group', async () => {
    const result = await distribute('manager', 'course-negotiation', 'org-acme', { removeFrom: { onlyCompanyIds: ['company-acme-marketing'] } });
    expect(result.data?.distributeProgram.removed).toBe(1);
    expect(await distributedTo('course-negotiation')).toEqual(['company-acme-sales', 'company-acme-success']);
  });

  it('selects all groups whose name contains the search, whatever its case, but the exclusions and groups whose programs are locked', async () => {
    // 'er': Everyone at Acme, Engineering, Customer Success, Leadership Circle, Operations (programs managed automatically).
    const result = await distribute('manager', 'course-prospecting', 'org-acme', { addTo: { searchText: 'ER', excludeCompanyIds: ['company-acme-everyone'] } });
    expect(result.data?.distributeProgram).toEqual({ distributed: 3, scheduled: 0, removed: 0 });
    expect(await distributedTo('course-prospecting')).toEqual([
      'company-acme-engineering',
      'company-acme-leadership',
      'company-acme-sales',
      'company-acme-success',
    ]);
    // LIKE's wildcards are literal in a search.
    const none = await distribute('manager', 'course-prospecting', 'org-acme', { addTo: { searchText: '%' } });
    expect(none.data?.distributeProgram.distributed).toBe(0);
    // A NUL character is a client's mistake on both databases, not a server fault.
    await refused(() => distribute('manager', 'course-prospecting', 'org-acme', { addTo: { searchText: 'a\u0000b' } }), 'BAD_USER_INPUT');
    await refused(() => distribute('manager', 'course-prospecting', 'org-acme', { addTo: { onlyCompanyIds: ['company\u0000'] } }), 'BAD_USER_INPUT');
  });

  it('select all reaches only what the actor reaches: an agent, their two groups', async () => {
    // Customer Success has it; Sales Team gets it; no group beyond theirs does.
    const result = await distribute('agent', 'course-feedback', 'org-acme', { addTo: { searchText: '' } });
    expect(result.data?.distributeProgram.distributed).toBe(1);
    expect(await distributedTo('course-feedback')).toEqual(['company-acme-leadership', 'company-acme-sales', 'company-acme-success']);
  });

  it('refuses the settings that break the rules across fields, with their messages', async () => {
    const groups = { addTo: { onlyCompanyIds: ['company-acme-marketing'] } };
    const soon = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const cases: Array<[Record<string, unknown>, MessageName, string?]> = [
      [{ futureDistribution: soon(1), dueDate: soon(5) }, 'distributionStartExcludesDeadlines'],
      [{ absoluteDeadline: soon(3), relativeDeadline: 10 }, 'distributionOneDeadline'],
      [{ dueDate: soon(-2) }, 'distributionDateInPast'],
      [{ futureDistribution: soon(-2) }, 'distributionDateInPast'],
      [{ manualReviewsSkipEndorsment: true }, 'distributionFlagNotForProgram'],
      [{ hideAssessmentsAfterCompleted: true }, 'distributionFlagNotForProgram'],
    ];
    for (const [params, message] of cases)
      await refused(() => distribute('manager', 'course-customer-empathy', 'org-acme', groups, params), 'BAD_USER_INPUT', rule(message));
    await refused(() => distribute('manager', 'course-customer-empathy', 'org-acme', groups, { relativeDeadline: -1 }), 'BAD_USER_INPUT');
    // The flags are allowed where they apply: skip endorsement with manual reviews.
    const allowed = await distribute('manager', 'course-feedback', 'org-acme', groups, { manualReviewsSkipEndorsment: true, relativeDeadline: 0 });
    expect(allowed.data?.distributeProgram.distributed).toBe(1);
  });

  it('refuses test and public groups, and a group outside the actor’s reach', async () => {
    for (const companyId of ['company-acme-test', 'company-acme-public']) {
      await refused(
        () => distribute('manager', 'course-onboarding', 'org-acme', { addTo: { onlyCompanyIds: [companyId] } }),
        'BAD_USER_INPUT',
        GROUP_RULE_MESSAGES.coursesLocked,
      );
    }
    await refused(
      () => distribute('manager', 'course-leadership-101', 'org-acme', { removeFrom: { onlyCompanyIds: ['company-acme-test'] } }),
      'BAD_USER_INPUT',
      GROUP_RULE_MESSAGES.coursesLocked,
    );
    // An agent's groups are Sales Team and Customer Success: one more makes the whole call FORBIDDEN.
    await refused(
      () => distribute('agent', 'course-prospecting', 'org-acme', { addTo: { onlyCompanyIds: ['company-acme-success', 'company-acme-marketing'] } }),
      'FORBIDDEN',
    );
    await refused(() => distribute('agent', 'course-prospecting', 'org-acme', { removeFrom: { onlyCompanyIds: ['company-acme-engineering'] } }), 'FORBIDDEN');
    await refused(() => distribute('manager', 'course-extend-sales', 'org-extend', { addTo: { onlyCompanyIds: ['company-extend-a'] } }), 'BAD_USER_INPUT');
    await refused(() => distribute('manager', 'course-onboarding', 'org-acme', { addTo: { onlyCompanyIds: ['company-extend-a'] } }), 'FORBIDDEN');
  });

  it('each role reaches its own: curator their program, super editor anything; sales and learners nothing', async () => {
    const marketing = { addTo: { onlyCompanyIds: ['company-acme-marketing'] } };
    expect((await distribute('curator', 'course-leadership-101', 'org-acme', marketing)).data?.distributeProgram.distributed).toBe(1);
    // Another program is one the curator cannot even see: "Program not found.", as for one that does not exist.
    await refused(() => distribute('curator', 'course-onboarding', 'org-acme', marketing), 'BAD_USER_INPUT');
    await refused(() => distribute('sales', 'course-onboarding', 'org-acme', marketing), 'FORBIDDEN');
    await refused(() => distribute('learner', 'course-onboarding', 'org-acme', marketing), 'FORBIDDEN');
    const success = ['company-acme-success'];
    expect((await distribute('agent', 'course-negotiation', 'org-acme', { removeFrom: { onlyCompanyIds: success } })).data?.distributeProgram.removed).toBe(1);
    expect((await distribute('agent', 'course-negotiation', 'org-acme', { addTo: { onlyCompanyIds: success } })).data?.distributeProgram.distributed).toBe(1);
    expect(
      (await distribute('super', 'course-customer-empathy', 'org-acme', { addTo: { onlyCompanyIds: ['company-acme-leadership'] } })).data?.distributeProgram
        .distributed,
    ).toBe(1);
  });

  it('a curator reads the groups their program is published to, as the mutation reaches them, and schedules it there', async () => {
    const groupsOf = async (who: string, organizationId: string): Promise<string[]> => {
      const result = await graphql<{ companies: { nodes: Array<{ id: string }> } }>(
        server.url,
        tokens[who],
        `
          query Groups($filter: CompanyFilter!) {
            companies(filter: $filter, paging: { limit: 100 }) {
              nodes {
                id
              }
            }
          }
        `,
        { filter: { organizationId: { eq: organizationId } } },
      );
      expect(result.errors).toBeUndefined();
      return (result.data?.companies.nodes ?? []).map((group) => group.id).sort();
    };
    const acme = (await server.dataSource.query<Array<{ id: string }>>(`SELECT id FROM companies WHERE "organizationId" = 'org-acme'`))
      .map((row) => row.id)
      .sort();
    // Leadership Essentials is published to Acme: every Acme group, and none of Extend's.
    expect(await groupsOf('curator', 'org-acme')).toEqual(acme);
    expect(await groupsOf('curator', 'org-extend')).toEqual([]);
    await refused(() => distribute('curator', 'course-leadership-101', 'org-extend', { addTo: { onlyCompanyIds: ['company-extend-a'] } }), 'FORBIDDEN');
    await refused(() => distribute('curator', 'course-leadership-101', 'org-extend', { removeFrom: { onlyCompanyIds: ['company-extend-b'] } }), 'FORBIDDEN');
    const tomorrow = new Date(Date.now() + DAY).toISOString();
    const scheduled = await distribute(
      'curator',
      'course-leadership-101',
      'org-acme',
      { addTo: { onlyCompanyIds: ['company-acme-engineering'] } },
      { futureDistribution: tomorrow },
    );
    expect(scheduled.data?.distributeProgram).toEqual({ distributed: 0, scheduled: 1, removed: 0 });
    // Where the program is already distributed is readable to its curator too (the page's 'active').
    const distributed = await graphql<{ companyPrograms: { nodes: Array<{ companyId: string }> } }>(
      server.url,
      tokens.curator,
      `
        query Distributed($filter: CompanyProgramFilter!) {
          companyPrograms(filter: $filter, paging: { limit: 100 }) {
            nodes {
              companyId
            }
          }
        }
      `,
      { filter: { courseId: { eq: 'course-leadership-101' }, organizationId: { eq: 'org-acme' } } },
    );
    expect((distributed.data?.companyPrograms.nodes ?? []).map((row) => row.companyId).sort()).toEqual(
      (await distributedTo('course-leadership-101')).filter((id) => id.startsWith('company-acme-')).sort(),
    );
  });

  it("refuses programs whose features the workspace lacks, each with the spec's message", async () => {
    await server.dataSource.query(
      `UPDATE courses SET "availableToOrganizations" = '["org-acme","org-extend"]' WHERE id IN ('course-feedback', 'course-security', 'course-privacy')`,
    );
    await server.dataSource.query(`UPDATE organizations SET "featureFlags" = '["messaging"]' WHERE id = 'org-extend'`);
    const extendA = { addTo: { onlyCompanyIds: ['company-extend-a'] } };
    await refused(
      () => distribute('super', 'course-feedback', 'org-extend', extendA),
      'BAD_USER_INPUT',
      rule('not_allowed_distribute_course_with_manual_review'),
    );
    await refused(() => distribute('super', 'course-security', 'org-extend', extendA), 'BAD_USER_INPUT', rule('not_allowed_distribute_course_with_assessment'));
    await refused(() => distribute('super', 'course-privacy', 'org-extend', extendA), 'BAD_USER_INPUT', rule('not_allowed_distribute_course_with_scorm'));
    await refused(
      () => distribute('manager', 'course-ops-excellence', 'org-acme', { addTo: { onlyCompanyIds: ['company-acme-marketing'] } }),
      'BAD_USER_INPUT',
      rule('not_allowed_distribute_course_with_proctoring'),
    );
  });

  it('refuses new groups of an expired workspace, but for those already distributed, and groups of a disabled workspace', async () => {
    const billing = async (status: string, type: string) =>
      server.dataSource.query(
        `UPDATE organizations SET "billingService" = '${JSON.stringify({ type, planId: 'xl-block-2025', planName: 'Extend', status })}' WHERE id = 'org-extend'`,
      );
    await billing('expired', 'chargebee');
    await refused(
      () => distribute('super', 'course-extend-support', 'org-extend', { addTo: { onlyCompanyIds: ['company-extend-b', 'company-extend-a'] } }),
      'BAD_USER_INPUT',
    );
    await refused(
      () => distribute('super', 'course-extend-support', 'org-extend', { addTo: { searchText: 'COHORT' } }),
      'BAD_USER_INPUT',
      rule('subscriptionExpired'),
    );
    await refused(
      () => distribute('super', 'course-extend-support', 'org-extend', { addTo: { onlyCompanyIds: ['company-extend-a'] } }),
      'BAD_USER_INPUT',
      rule('subscriptionExpired'),
    );
    // Already distributed there: nothing new, nothing refused; and it may still be taken away.
    expect((await distribute('super', 'course-extend-sales', 'org-extend', { addTo: { onlyCompanyIds: ['company-extend-a'] } })).errors).toBeUndefined();
    expect(
      (await distribute('super', 'course-extend-sales', 'org-extend', { removeFrom: { onlyCompanyIds: ['company-extend-a'] } })).data?.distributeProgram
        .removed,
    ).toBe(1);
    await billing('active', 'invoice');
    await server.dataSource.query(`UPDATE organizations SET disabled = ${server.databaseKind === 'postgres' ? 'true' : '1'} WHERE id = 'org-extend'`);
    await refused(
      () => distribute('super', 'course-extend-sales', 'org-extend', { addTo: { onlyCompanyIds: ['company-extend-a'] } }),
      'BAD_USER_INPUT',
      rule('distributionWorkspaceDisabled'),
    );
  });
});
