import { GraphQLISODateTime, Int } from '@nestjs/graphql';
import type { DataSource } from 'typeorm';

import { defineView, ResourceRow } from '../common/resource/define-resource';
import { field } from '../common/resource/fields';
import { resourceNamed } from '../common/resource/resource-registry';
import { ENGAGEMENT_READERS } from './engagement-access';
import { ActivityFigures, rawActivityFigures } from './engagement-figures';
import { LearnerDeadline, learnerDeadlines } from './learner-deadlines';

/*
 * A learner's progress in each program of each of their groups (spec 02 §3 per-user course
 * engagement and study): the learner page's per-program table. The engagement record gives the
 * current session, completion, the assessment's state and score and the certificate; completed
 * sessions, actions and minutes come from the study records by the one definition of
 * engagement-figures.ts. The id is the engagement record's id.
 */

/** One query per figure list asked for: the page's enrolments at once (a learner has a handful). */
const activityOfEnrolments =
  (figure: keyof ActivityFigures) =>
  async (keys: readonly string[], { dataSource }: { dataSource: DataSource }) => {
    const rows = await rawActivityFigures(dataSource, { enrolmentIds: [...new Set(keys)] }, null, { kind: 'enrolmentId' });
    return new Map(rows.map((row) => [String(row.key), row[figure]]));
  };

/** The learner's own start or deadline in each enrolment of the page (learner-deadlines.ts). */
const deadlinesOfEnrolments =
  (part: keyof LearnerDeadline) =>
  async (keys: readonly string[], { dataSource }: { dataSource: DataSource }) =>
    new Map([...(await learnerDeadlines(dataSource, keys))].map(([id, deadline]) => [id, deadline[part]]));

export const LearnerPrograms = defineView({
  name: 'LearnerProgram',
  label: 'Program progress',
  description: "A learner's progress in one program of one of their groups. The id is the engagement record's id.",
  table: 'learner_programs',
  query: (dataSource) =>
    dataSource
      .createQueryBuilder()
      .select('engagement.id', 'id')
      .addSelect('engagement.userId', 'userId')
      .addSelect('engagement.organizationId', 'organizationId')
      .addSelect('engagement.companyId', 'companyId')
      .addSelect('engagement.courseId', 'courseId')
      .addSelect('course.title', 'courseTitle')
      .addSelect('engagement.currentDay', 'currentDay')
      .addSelect('session.title', 'currentSession')
      .addSelect('engagement.opened', 'opened')
      .addSelect('engagement.started', 'started')
      .addSelect('engagement.completion', 'completion')
      .addSelect('engagement.assessmentStatus', 'assessmentStatus')
      .addSelect('engagement.assessmentScore', 'assessmentScore')
      .addSelect('engagement.certificateUrl', 'certificateUrl')
      .addSelect('engagement.lastVisitAt', 'lastVisitAt')
      .addSelect('engagement.completedAt', 'completedAt')
      .from('course_engagements', 'engagement')
      .innerJoin(resourceNamed('Course').entity, 'course', 'course.id = engagement.courseId')
      // The current session: the last of the program's sessions unlocked by the learner's current day
      // (sessions unlock one a day; past the last day, the last session).
      .leftJoin(
        resourceNamed('Chapter').entity,
        'session',
        'session.courseId = engagement.courseId AND session.order = (SELECT MAX(unlocked."order") FROM chapters unlocked WHERE unlocked."courseId" = engagement."courseId" AND unlocked."order" <= engagement."currentDay")',
      ),
  fields: {
    userId: field.reference('User', { onDelete: 'CASCADE', filterable: true }),
    organizationId: field.reference('Organization', { onDelete: 'CASCADE', filterable: true }),
    companyId: field.reference('Company', { onDelete: 'CASCADE', filterable: true }),
    courseId: field.reference('Course', { onDelete: 'CASCADE', filterable: true }),
    courseTitle: field.text({ maxLength: 200, filterable: true }),
    currentDay: field.integer({ filterable: true }),
    currentSession: field.text({ maxLength: 200, nullable: true }),
    opened: field.boolean({ filterable: true }),
    started: field.boolean({ filterable: true }),
    completion: field.real({ filterable: true }),
    assessmentStatus: field.enum(['not_started', 'in_progress', 'passed', 'failed', 'skipped'], { filterable: true }),
    assessmentScore: field.real({ nullable: true }),
    certificateUrl: field.text({ maxLength: 500, nullable: true }),
    lastVisitAt: field.timestamp({ nullable: true, filterable: true }),
    completedAt: field.timestamp({ nullable: true, filterable: true }),
  },
  computed: {
    completedSessions: {
      type: () => Int,
      description: 'Sessions whose every action the learner completed.',
      load: activityOfEnrolments('completedSessions'),
      fallback: 0,
    },
    completedActions: { type: () => Int, description: 'Actions the learner completed.', load: activityOfEnrolments('completedActions'), fallback: 0 },
    availableFrom: {
      type: () => GraphQLISODateTime,
      nullable: true,
      description: "When the program reached the learner: the later of its distribution to the group and the learner's joining it.",
      load: deadlinesOfEnrolments('availableFrom'),
      fallback: null,
    },
    deadline: {
      type: () => GraphQLISODateTime,
      nullable: true,
      description: "When the learner's access ends: the due date, else available until, else 'available for N days' from their own start.",
      load: deadlinesOfEnrolments('deadline'),
      fallback: null,
    },
    minutesSpent: {
      type: () => Int,
      description: "Minutes spent on the learner's completed actions.",
      load: activityOfEnrolments('minutesSpent'),
      fallback: 0,
    },
  },
  // Who reads engagement reads this (engagement-access.ts): staff, the workspace's managers, the group's agents, the program's curators, the learner.
  access: { read: ENGAGEMENT_READERS },
});

export type LearnerProgram = ResourceRow<typeof LearnerPrograms>;
