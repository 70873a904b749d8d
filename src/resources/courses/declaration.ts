import type { GetFieldsFromList } from '@refinedev/nestjs-query';
import { COURSE_STATUSES } from '@shared/constants';

import type { CourseDetailsQuery, CoursesTableQuery } from '@/graphql/types';
import type { FormDeclaration, ShowDeclaration, TableDeclaration } from '@/resources/declaration';
import { buildPath } from '@/routes/route-table';

import { COURSE_DETAILS_QUERY, COURSE_STATUS_QUERY, COURSES_TABLE_QUERY, UPDATE_COURSE_STATUS_MUTATION } from './queries';

export type CourseRow = GetFieldsFromList<CoursesTableQuery>;
export type CourseDetails = CourseDetailsQuery['course'];

/** Programs: /programs (all) and /curator/programs (mine). The sessions column is chaptersCount, 0 by default. */
export const COURSES_TABLE: TableDeclaration<CourseRow> = {
  resource: 'courses',
  tableId: 'programs',
  document: COURSES_TABLE_QUERY,
  columns: [
    { key: 'title', title: 'courses.fields.title', sortable: true, hideable: false, link: (row) => buildPath('programStatus', { courseId: row.id }) },
    { key: 'status2', title: 'courses.fields.status2', kind: 'status', sortable: true },
    { key: 'chaptersCount', title: 'courses.fields.sessions', kind: 'count', sortable: true },
    { key: 'actionsCount', title: 'courses.fields.actionsCount', kind: 'count', sortable: true },
    { key: 'difficulty', title: 'courses.fields.difficulty', sortable: true },
    { key: 'category', title: 'courses.fields.category', sortable: true },
    { key: 'type', title: 'courses.fields.type' },
    { key: 'published', title: 'courses.fields.published', kind: 'boolean' },
    { key: 'updatedAt', title: 'courses.fields.updatedAt', kind: 'date', sortable: true },
  ],
  filters: [
    { field: 'title', title: 'courses.fields.title', kind: 'text', textOperators: 'full' },
    { field: 'status2', title: 'courses.fields.status2', kind: 'text' },
    { field: 'chaptersCount', title: 'courses.fields.sessions', kind: 'number' },
    { field: 'published', title: 'courses.fields.published', kind: 'boolean' },
  ],
  searchField: 'title',
  defaultSorters: [{ field: 'title', order: 'asc' }],
};

export const COURSE_DETAILS_SHOW: ShowDeclaration<CourseDetails> = {
  resource: 'courses',
  document: COURSE_DETAILS_QUERY,
  fields: [
    { key: 'title', label: 'courses.fields.title' },
    { key: 'tagline', label: 'courses.fields.tagline' },
    { key: 'status2', label: 'courses.fields.status2', kind: 'status' },
    { key: 'published', label: 'courses.fields.published', kind: 'boolean' },
    { key: 'difficulty', label: 'courses.fields.difficulty' },
    { key: 'category', label: 'courses.fields.category' },
    { key: 'type', label: 'courses.fields.type' },
    { key: 'chaptersCount', label: 'courses.fields.sessions', kind: 'count' },
    { key: 'actionsCount', label: 'courses.fields.actionsCount', kind: 'count' },
    { key: 'interactionTime', label: 'courses.fields.interactionTime', kind: 'number' },
    { key: 'graduationGrade', label: 'courses.fields.graduationGrade', kind: 'percent' },
    { key: 'chaptersUnlocked', label: 'courses.fields.chaptersUnlocked' },
    { key: 'manualReviews', label: 'courses.fields.manualReviews', kind: 'boolean' },
    { key: 'hasAssessments', label: 'courses.fields.hasAssessments', kind: 'boolean' },
    { key: 'curatorName', label: 'courses.fields.curatorName' },
    { key: 'description', label: 'courses.fields.description' },
  ],
};

/** The program status page: status and published (a required boolean, spec 02 §5). */
export const COURSE_STATUS_FORM: FormDeclaration = {
  resource: 'courses',
  queryDocument: COURSE_STATUS_QUERY,
  mutationDocument: UPDATE_COURSE_STATUS_MUTATION,
  fields: [
    {
      name: 'status2',
      label: 'courses.fields.status2',
      kind: 'select',
      required: true,
      options: COURSE_STATUSES.map((status) => ({ value: status, label: `status.${status}` })),
    },
    { name: 'published', label: 'courses.fields.published', kind: 'boolean' },
  ],
};
