import { COURSE_DIFFICULTIES, COURSE_STATUSES, COURSE_TYPES, UNLOCK_MODES } from '../../../shared/constants';
import { checkProgramTitle } from '../../../shared/validation';
import { allow } from '../authorization/access-terms';
import { JSONObjectScalar } from '../common/graphql/json.scalar';
import type { DeclaredFilters } from '../common/resource/declared-filters';
import { defineResource } from '../common/resource/define-resource';
import { field, RowOf } from '../common/resource/fields';
import { listContainsSql } from '../common/resource/list-match';
import { CourseCuratorDTO } from './course-curator.dto';
import { programRules } from './course-rules';

/** Who sees a program through its workspace: those who run, bill, partner, curate for or create in it. */
const WORKSPACE_READERS = ['manager', 'billingManager', 'partner', 'editor', 'creator'] as const;

const courseFields = {
  title: field.text({ maxLength: 200, filterable: true, rule: checkProgramTitle }),
  imageUrl: field.text({ maxLength: 500, nullable: true }),
  curator: field.json({ type: () => CourseCuratorDTO, nullable: true, readOnly: true }),
  curatorName: field.text({ maxLength: 200, nullable: true, filterable: true }),
  tags: field.strings({ filterable: true }),
  published: field.boolean({ default: false, filterable: true }),
  status2: field.enum(COURSE_STATUSES, { default: 'draft', length: 10, filterable: true, description: 'draft, pipeline, ready, live or archived.' }),
  category: field.text({ maxLength: 100, nullable: true, filterable: true }),
  categoryText: field.text({ maxLength: 200, nullable: true, readOnly: true }),
  skills: field.strings(),
  description: field.text({ long: true, maxLength: 5000, nullable: true }),
  difficulty: field.enum(COURSE_DIFFICULTIES, {
    default: 'universal',
    length: 15,
    filterable: true,
    description: 'basic, intermediate, advanced or universal.',
  }),
  allowPublicRatingResults: field.boolean({ default: false, readOnly: true }),
  parentCourseId: field.reference('Course', { nullable: true, onDelete: 'SET NULL', readOnly: true, filterable: true, relation: 'parentCourse', index: false }),
  masterCourseId: field.reference('Course', { nullable: true, onDelete: 'SET NULL', readOnly: true, filterable: true, relation: 'masterCourse', index: false }),
  availableToCompanies: field.ids({ description: 'Groups the program is published to.' }),
  availableToOrganizations: field.ids({ description: 'Workspaces the program is published to.' }),
  chaptersCount: field.integer({ default: 0, readOnly: true, filterable: true }),
  actionsCount: field.integer({ default: 0, readOnly: true, filterable: true }),
  interactionTime: field.integer({ default: 0, min: 0, filterable: true, description: 'Estimated minutes.' }),
  graduationGrade: field.integer({ default: 80, min: 0, max: 100 }),
  passingGrade: field.integer({ default: 0, min: 0, max: 100 }),
  contentPartnerId: field.text({ maxLength: 64, nullable: true, filterable: true, readOnly: true }),
  manualReviews: field.boolean({ default: false, filterable: true }),
  chaptersUnlocked: field.enum(UNLOCK_MODES, { default: 'Daily', length: 10, description: 'Unlock mode: Daily, Streak or Unlocked.' }),
  canRetakeActionAssessments: field.boolean({ default: true }),
  maxActionAssessmentsRetakes: field.integer({ default: 0, min: 0 }),
  workbookDisabled: field.boolean({ default: false }),
  allowMediaDownload: field.boolean({ default: false }),
  denyContentCopy: field.boolean({ default: false }),
  showActionAssessmentsResultsPerAction: field.boolean({ default: false, readOnly: true }),
  curatorSignatureDisabled: field.boolean({ default: false, readOnly: true }),
  curatorChatEnabled: field.boolean({ default: false }),
  isTemplate: field.boolean({ default: false, filterable: true, readOnly: true }),
  type: field.enum(COURSE_TYPES, { default: 'Lumen', length: 10, filterable: true, createOnly: true, description: 'Lumen or Scorm.' }),
  tagline: field.text({ maxLength: 300, nullable: true }),
  hasAssessments: field.boolean({ default: false, filterable: true, readOnly: true }),
  hasProctoring: field.boolean({ default: false, filterable: true, readOnly: true }),
  ownerType: field.text({
    maxLength: 12,
    default: 'organization',
    filterable: true,
    readOnly: true,
    description: 'Owner type: organization, user or platform.',
  }),
  organizationId: field.reference('Organization', {
    nullable: true,
    onDelete: 'SET NULL',
    createOnly: true,
    filterable: true,
    description: 'The owning workspace.',
  }),
  ownerUserId: field.reference('User', { nullable: true, onDelete: 'SET NULL', readOnly: true, filterable: true, relation: 'ownerUser', index: false }),
};

/**
 * A workspace's programs (its Programs tab, spec 02 §2): owned by it, published to it (shared with
 * it), or distributed to one of its groups.
 */
const courseFilters: DeclaredFilters = {
  workspaceId: {
    type: 'id',
    description: "The workspace's programs: owned by it, published to it, or distributed to one of its groups.",
    sql: ({ row, escape, parameter, alias, dialect }) => {
      const distribution = alias('distribution');
      return (
        `${row('organizationId')} = :${parameter} OR ${listContainsSql(dialect, row('availableToOrganizations'), parameter)} ` +
        `OR EXISTS (SELECT 1 FROM ${escape('company_courses')} ${distribution} ` +
        `WHERE ${distribution}.${escape('courseId')} = ${row('id')} AND ${distribution}.${escape('organizationId')} = :${parameter})`
      );
    },
  },
  // "My programs" (/curator/programs): those the reader may edit, by the update rule below.
  editable: { type: 'writable', description: 'eq true: the programs the signed-in user may edit (edits, or manages the owning workspace).' },
};

/** One row, as the hooks and services beside the resource see it. */
export type Course = RowOf<typeof courseFields>;

/** A program: sessions (chapters) of actions, published to workspaces and distributed to groups (spec 02 §3). */
export const Courses = defineResource({
  name: 'Course',
  label: 'Program',
  description: 'A program: sessions (chapters) of actions.',
  fields: courseFields,
  filters: courseFilters,
  // The list's order by title, then the id (its tie-breaker, nestjs-query-adapter.ts).
  indexes: [{ columns: ['title', 'id'] }],
  access: {
    read: [
      allow.roles('superEditor', 'admin', 'sales', 'programViewer'),
      allow.programRole('id', 'editor'),
      allow.workspaceRole('organizationId', ...WORKSPACE_READERS),
      allow.anyWorkspaceRole('availableToOrganizations', ...WORKSPACE_READERS),
      // Distributed to a group the user may see.
      allow.related(
        { table: 'company_courses', column: 'courseId' },
        allow.workspaceRole('organizationId', 'manager', 'billingManager', 'partner'),
        allow.groupRole('companyId', 'agent', 'editor', 'member'),
      ),
    ],
    create: [allow.roles('superEditor', 'admin'), allow.workspaceRole('organizationId', 'manager', 'editor')],
    update: [allow.roles('superEditor', 'admin'), allow.programRole('id', 'editor'), allow.workspaceRole('organizationId', 'manager')],
    delete: [allow.roles('superEditor', 'admin'), allow.workspaceRole('organizationId', 'manager')],
  },
  hooks: programRules,
});

/** A session of a program; read here, authored in the authoring tool. */
export const Chapters = defineResource({
  name: 'Chapter',
  label: 'Session',
  description: 'A session of a program.',
  fields: {
    courseId: field.reference('Course', { onDelete: 'CASCADE', filterable: true, index: false }),
    order: field.integer({ filterable: true }),
    title: field.text({ maxLength: 200, filterable: true }),
    description: field.text({ long: true, nullable: true }),
  },
  indexes: [{ columns: ['courseId', 'order', 'id'] }],
  access: { read: [allow.roles('superEditor', 'admin', 'sales', 'programViewer'), allow.readable('courseId', 'Course')] },
});

/** A content step of a session. */
export const Actions = defineResource({
  name: 'Action',
  label: 'Action',
  description: 'A content step of a session.',
  fields: {
    chapterId: field.reference('Chapter', { onDelete: 'CASCADE', filterable: true, index: false }),
    courseId: field.reference('Course', { onDelete: 'CASCADE', filterable: true }),
    order: field.integer({ filterable: true }),
    contentType: field.text({ maxLength: 20, filterable: true }),
    userAction: field.text({ maxLength: 50, nullable: true }),
    title: field.text({ maxLength: 200, filterable: true }),
    description: field.text({ long: true, nullable: true }),
    placeholderAnswer: field.text({ maxLength: 500, nullable: true }),
    imageUrl: field.text({ maxLength: 500, nullable: true }),
    contentUrl: field.text({ maxLength: 500, nullable: true }),
    rewards: field.json({ type: () => JSONObjectScalar, list: true, default: '[]' }),
  },
  indexes: [{ columns: ['chapterId', 'order', 'id'] }],
  access: { read: [allow.roles('superEditor', 'admin', 'sales', 'programViewer'), allow.readable('courseId', 'Course')] },
});
