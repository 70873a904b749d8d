import type { DataSource } from 'typeorm';

/*
 * A small engagement fixture in the seeded 'Free Garden' workspace (which has no engagement of its
 * own), whose figures are worked out by hand in engagement-figures.test.ts. Rows are copies of seeded
 * rows with some columns replaced, so every other NOT NULL column gets a valid value.
 *
 * Programs: fx-course-1 with sessions fx-c1 (actions fx-a1, fx-a2) and fx-c2 (fx-a3); fx-course-2
 * with fx-c3 (fx-a4). Groups fx-group-a and fx-group-b. Learners L1..L4 (user-learner-292..295).
 */

export const FIXTURE = {
  organizationId: 'org-garden',
  groupA: 'fx-group-a',
  groupB: 'fx-group-b',
  course1: 'fx-course-1',
  course2: 'fx-course-2',
  learner1: 'user-learner-292',
  learner1Email: 'learner292@demo.test',
  learner2: 'user-learner-293',
  learner3: 'user-learner-294',
  learner4: 'user-learner-295',
} as const;

export const copyRow = async (dataSource: DataSource, table: string, templateWhere: string, values: Record<string, unknown>): Promise<void> => {
  const [template] = await dataSource.query<Array<Record<string, unknown>>>(`SELECT * FROM "${table}" WHERE ${templateWhere} LIMIT 1`);
  if (!template) throw new Error(`No template row in ${table}`);
  const row = { ...template, ...values };
  const columns = Object.keys(row);
  const parameters = Object.fromEntries(columns.map((column, index) => [`value${index}`, row[column]]));
  const [sql, bound] = dataSource.driver.escapeQueryWithParameters(
    `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map((_column, index) => `:value${index}`).join(', ')})`,
    parameters,
  );
  await dataSource.query(sql, bound);
};

/** SQLite keeps timestamps as UTC text, PostgreSQL as timestamptz: a value each accepts. */
export const at = (dataSource: DataSource, iso: string): string | Date =>
  dataSource.options.type === 'postgres' ? new Date(iso) : iso.replace('T', ' ').replace('Z', '');

export const insertEngagementFixture = async (dataSource: DataSource): Promise<void> => {
  const { organizationId, groupA, groupB, course1, course2, learner1, learner2, learner3, learner4 } = FIXTURE;
  for (const [id, name] of [
    [groupA, 'Fixture group A'],
    [groupB, 'Fixture group B'],
  ]) {
    await copyRow(dataSource, 'companies', `id = 'company-acme-sales'`, { id, name, organizationId });
  }
  for (const [id, title] of [
    [course1, 'Fixture program one'],
    [course2, 'Fixture program two'],
  ]) {
    await copyRow(dataSource, 'courses', `id = 'course-onboarding'`, { id, title });
  }
  for (const [id, courseId, order] of [
    ['fx-c1', course1, 1],
    ['fx-c2', course1, 2],
    ['fx-c3', course2, 1],
  ] as const) {
    await copyRow(dataSource, 'chapters', `"courseId" = 'course-onboarding'`, { id, courseId, order, title: id });
  }
  for (const [id, chapterId, courseId, order] of [
    ['fx-a1', 'fx-c1', course1, 1],
    ['fx-a2', 'fx-c1', course1, 2],
    ['fx-a3', 'fx-c2', course1, 1],
    ['fx-a4', 'fx-c3', course2, 1],
  ] as const) {
    await copyRow(dataSource, 'actions', `"courseId" = 'course-onboarding'`, { id, chapterId, courseId, order, title: id });
  }
  const enrolments: Array<
    [string, string, string, string, { completion: number; started: boolean; opened: boolean; visible: boolean; discover: number; engagement: number }]
  > = [
    ['fx-e1', learner1, groupA, course1, { completion: 100, started: true, opened: true, visible: true, discover: 80, engagement: 60 }],
    ['fx-e2', learner1, groupA, course2, { completion: 50, started: true, opened: true, visible: true, discover: 40, engagement: 30 }],
    ['fx-e3', learner2, groupA, course1, { completion: 80, started: true, opened: true, visible: true, discover: 60, engagement: 50 }],
    ['fx-e4', learner3, groupB, course1, { completion: 20, started: true, opened: true, visible: true, discover: 20, engagement: 10 }],
    ['fx-e5', learner4, groupB, course1, { completion: 90, started: true, opened: true, visible: false, discover: 90, engagement: 90 }],
    ['fx-e6', learner3, groupB, course2, { completion: 0, started: false, opened: true, visible: true, discover: 0, engagement: 0 }],
  ];
  const bool = (value: boolean) => (dataSource.options.type === 'postgres' ? value : value ? 1 : 0);
  for (const [id, userId, companyId, courseId, figures] of enrolments) {
    await copyRow(dataSource, 'course_engagements', `1 = 1`, {
      id,
      userId,
      companyId,
      courseId,
      organizationId,
      completion: figures.completion,
      // fx-e1 is at the second session of its program; fx-e2 past the last (its program has one), so at that one.
      currentDay: id === 'fx-e1' ? 2 : id === 'fx-e2' ? 5 : 1,
      assessmentStatus: figures.completion === 100 ? 'passed' : 'in_progress',
      started: bool(figures.started),
      opened: bool(figures.opened),
      visibleInAnalytics: bool(figures.visible),
      discoverRate: figures.discover,
      engagement: figures.engagement,
      // The stored counters are not what the figures count: they are defined from the study records.
      minutesSpent: 999,
      numOfCompletedChapters: 9,
    });
  }
  const studies: Array<[string, string, string, string, string, string | null, number]> = [
    ['fx-s1', learner1, groupA, course1, 'fx-a1', '2026-03-02T10:00:00Z', 120],
    ['fx-s2', learner1, groupA, course1, 'fx-a2', '2026-03-03T09:00:00Z', 300],
    ['fx-s3', learner1, groupA, course1, 'fx-a3', '2026-03-10T12:00:00Z', 60],
    ['fx-s4', learner2, groupA, course1, 'fx-a1', '2026-03-03T23:30:00Z', 600],
    ['fx-s5', learner3, groupB, course1, 'fx-a3', '2026-03-04T00:15:00Z', 120],
    ['fx-s6', learner4, groupB, course1, 'fx-a1', '2026-03-03T08:00:00Z', 600],
    ['fx-s7', learner4, groupB, course1, 'fx-a2', '2026-03-03T09:00:00Z', 600],
    ['fx-s8', learner1, groupA, course2, 'fx-a4', null, 45],
  ];
  for (const [id, userId, companyId, courseId, actionId, completedAt, secondsSpent] of studies) {
    await copyRow(dataSource, 'studies', `1 = 1`, {
      id,
      userId,
      companyId,
      courseId,
      actionId,
      completedAt: completedAt ? at(dataSource, completedAt) : null,
      secondsSpent,
    });
  }
};
