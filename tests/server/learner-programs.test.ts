import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertEngagementFixture, FIXTURE } from './support/engagement-fixture';
import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const PROGRESS = `query ($userId: ID!) {
  learnerPrograms(filter: { userId: { eq: $userId } }, sorting: [{ field: courseTitle, direction: ASC }]) {
    totalCount
    nodes { id courseId courseTitle companyId currentSession completion assessmentStatus completedSessions completedActions minutesSpent }
  }
}`;
type Progress = { totalCount: number; nodes: Array<Record<string, unknown>> };

/** A learner's per-program progress (the learner page), from the fixture of support/engagement-fixture.ts. */
describe("a learner's progress per program", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await insertEngagementFixture(server.dataSource);
  }, 300_000);
  afterAll(() => server.close());

  const progressOf = async (token: string, userId: string): Promise<Progress> => {
    const result = await graphql<{ learnerPrograms: Progress }>(server.url, token, PROGRESS, { userId });
    expect(result.errors).toBeUndefined();
    return result.data!.learnerPrograms;
  };

  it('gives each program its current session, completion, assessment and the study figures by their one definition', async () => {
    const manager = await signIn(server.url, 'learner291@demo.test');
    expect((await progressOf(manager, FIXTURE.learner1)).nodes).toEqual([
      {
        id: 'fx-e1',
        courseId: FIXTURE.course1,
        courseTitle: 'Fixture program one',
        companyId: FIXTURE.groupA,
        currentSession: 'fx-c2',
        completion: 100,
        assessmentStatus: 'passed',
        completedSessions: 2,
        completedActions: 3,
        minutesSpent: 8,
      },
      {
        id: 'fx-e2',
        courseId: FIXTURE.course2,
        courseTitle: 'Fixture program two',
        companyId: FIXTURE.groupA,
        currentSession: 'fx-c3',
        completion: 50,
        assessmentStatus: 'in_progress',
        completedSessions: 0,
        completedActions: 0,
        minutesSpent: 0,
      },
    ]);
    // A learner hidden from analytics still has their own progress: only counting leaves them out.
    expect((await progressOf(manager, FIXTURE.learner4)).nodes).toMatchObject([{ id: 'fx-e5', completedSessions: 1, completedActions: 2, minutesSpent: 20 }]);
  });

  it('is read by the learner and the workspace manager, not by another learner or another workspace', async () => {
    const [learner, acmeManager] = await Promise.all([signIn(server.url, FIXTURE.learner1Email), signIn(server.url, 'manager@demo.test')]);
    expect((await progressOf(learner, FIXTURE.learner1)).totalCount).toBe(2);
    expect((await progressOf(learner, FIXTURE.learner2)).totalCount).toBe(0);
    expect((await progressOf(acmeManager, FIXTURE.learner1)).totalCount).toBe(0);
  });
});
