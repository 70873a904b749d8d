import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MESSAGES } from '../../shared/validation';
import { errorCodeOf, graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const DAY = 86_400_000;
const UPDATE_ZONE = `mutation Zone($id: ID!, $timeZone: String!) { updateOneOrganization(input: { id: $id, update: { timeZone: $timeZone } }) { id timeZone } }`;
const LEARNER_PROGRAMS = `query Progress($filter: LearnerProgramFilter!) {
  learnerPrograms(filter: $filter, paging: { limit: 50 }) { nodes { userId companyId courseId availableFrom deadline } } }`;

type Progress = { userId: string; companyId: string; courseId: string; availableFrom: string | null; deadline: string | null };

/** The workspace's time zone (validated as an IANA name) and each learner's own deadline in a group's program. */
describe('workspace time zone and relative deadlines', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  /** SQLite keeps timestamps as UTC text, PostgreSQL as timestamptz. */
  const at = (time: number): string | Date =>
    server.databaseKind === 'postgres' ? new Date(time) : new Date(time).toISOString().replace('T', ' ').replace('Z', '');
  const sql = async (statement: string, parameters: Record<string, unknown>) => {
    const [text, bound] = server.dataSource.driver.escapeQueryWithParameters(statement, parameters);
    return server.dataSource.query<Array<Record<string, string>>>(text, bound);
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const [who, email] of Object.entries({ manager: 'manager@demo.test', curator: 'curator@demo.test' })) tokens[who] = await signIn(server.url, email);
  }, 300_000);
  afterAll(() => server.close());

  it('a workspace keeps an IANA time zone: UTC by default, a zone name accepted, anything else refused with the message', async () => {
    const [row] = await server.dataSource.query<Array<{ timeZone: string }>>(`SELECT "timeZone" FROM organizations WHERE id = 'org-acme'`);
    expect(row.timeZone).toBe('UTC');
    for (const wrong of ['Mars/Olympus_Mons', '+09:00', 'Asia/Seoul; DROP', '', 'asia']) {
      const refused = await graphql(server.url, tokens.manager, UPDATE_ZONE, { id: 'org-acme', timeZone: wrong });
      expect(errorCodeOf(refused), wrong).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0].message, wrong).toContain(MESSAGES.timeZone);
    }
    const saved = await graphql<{ updateOneOrganization: { timeZone: string } }>(server.url, tokens.manager, UPDATE_ZONE, {
      id: 'org-acme',
      timeZone: 'Asia/Seoul',
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateOneOrganization.timeZone).toBe('Asia/Seoul');
    // A curator reads no workspace, but the groups they distribute to carry its zone.
    const groups = await graphql<{ companies: { nodes: Array<{ organizationTimeZone: string }> } }>(
      server.url,
      tokens.curator,
      `
        query {
          companies(filter: { organizationId: { eq: "org-acme" } }, paging: { limit: 1 }) {
            nodes {
              organizationTimeZone
            }
          }
        }
      `,
    );
    expect(groups.data?.companies.nodes[0].organizationTimeZone).toBe('Asia/Seoul');
  });

  it("'available for N days' ends N days after each learner's own start: the distribution, or their joining the group if later", async () => {
    // A group's program with two of its learners enrolled.
    const [pair] = await sql(
      `SELECT e."companyId", e."courseId" FROM course_engagements e JOIN company_courses cc ON cc."companyId" = e."companyId" AND cc."courseId" = e."courseId"
       WHERE e."organizationId" = 'org-acme' GROUP BY e."companyId", e."courseId" HAVING COUNT(*) >= 2 ORDER BY e."companyId", e."courseId"`,
      {},
    );
    const learners = await sql(
      `SELECT e."userId" FROM course_engagements e JOIN memberships m ON m."userId" = e."userId" AND m."companyId" = e."companyId" AND m.role = 'member'
       WHERE e."companyId" = :companyId AND e."courseId" = :courseId ORDER BY e."userId"`,
      pair,
    );
    const [early, late] = [learners[0].userId, learners[1].userId];
    const distributedAt = Date.now() - 20 * DAY;
    await sql(
      `UPDATE company_courses SET "distributedAt" = :distributedAt, "relativeDeadline" = 30, "dueDate" = NULL, "absoluteDeadline" = NULL WHERE "companyId" = :companyId AND "courseId" = :courseId`,
      { ...pair, distributedAt: at(distributedAt) },
    );
    const joined = async (userId: string, time: number) =>
      sql(`UPDATE memberships SET "joinedAt" = :time WHERE "userId" = :userId AND "companyId" = :companyId AND role = 'member'`, {
        ...pair,
        userId,
        time: at(time),
      });
    await joined(early, distributedAt - 5 * DAY);
    await joined(late, distributedAt + 4 * DAY);

    const progressOf = async (userId: string): Promise<Progress> => {
      const result = await graphql<{ learnerPrograms: { nodes: Progress[] } }>(server.url, tokens.manager, LEARNER_PROGRAMS, {
        filter: { userId: { eq: userId }, organizationId: { eq: 'org-acme' } },
      });
      expect(result.errors).toBeUndefined();
      const row = result.data?.learnerPrograms.nodes.find((node) => node.companyId === pair.companyId && node.courseId === pair.courseId);
      if (!row) throw new Error(`no progress of ${userId} in ${pair.companyId}/${pair.courseId}`);
      return row;
    };
    expect(await progressOf(early)).toMatchObject({
      availableFrom: new Date(distributedAt).toISOString(),
      deadline: new Date(distributedAt + 30 * DAY).toISOString(),
    });
    expect(await progressOf(late)).toMatchObject({
      availableFrom: new Date(distributedAt + 4 * DAY).toISOString(),
      deadline: new Date(distributedAt + 34 * DAY).toISOString(),
    });
    // A due date is the same moment for everyone.
    const dueDate = Date.now() + 7 * DAY;
    await sql(`UPDATE company_courses SET "relativeDeadline" = NULL, "dueDate" = :dueDate WHERE "companyId" = :companyId AND "courseId" = :courseId`, {
      ...pair,
      dueDate: at(dueDate),
    });
    for (const userId of [early, late]) expect((await progressOf(userId)).deadline).toBe(new Date(dueDate).toISOString());
  });
});
