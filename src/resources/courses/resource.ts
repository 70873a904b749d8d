import { COURSE_STATUSES } from '@shared/constants';

import type { Course } from '@/graphql/schema.types';
import { defineResource } from '@/resources/define-resource';
import { buildPath } from '@/routes/route-table';

/**
 * Programs: /programs (all) and /curator/programs (mine), a program's details, and its status form
 * (status and published, spec 02 §5). The sessions column is chaptersCount, 0 by default.
 */
export const COURSES = defineResource<Course>({
  resource: 'courses',
  scope: 'workspace',
  screens: 'custom',
  title: 'courses.titleAll',
  nameField: 'title',
  gate: ['manager', 'agent', 'editor', 'programViewer', 'internal', 'learner'],
  writeGate: ['manager', 'editor', 'superEditor', 'admin'],
  tableId: 'programs',
  fields: {
    title: {
      kind: 'text',
      label: 'courses.fields.title',
      sortable: true,
      filterable: true,
      link: (row) => buildPath('programStatus', { courseId: row.id }),
    },
    tagline: { kind: 'text', label: 'courses.fields.tagline', hideInTable: true },
    status2: {
      kind: 'enum',
      cell: 'status',
      label: 'courses.fields.status2',
      values: COURSE_STATUSES,
      valueLabels: 'status',
      required: true,
      sortable: true,
      filterable: true,
    },
    chaptersCount: { kind: 'number', cell: 'count', label: 'courses.fields.sessions', sortable: true, filterable: true },
    actionsCount: { kind: 'number', cell: 'count', label: 'courses.fields.actionsCount', sortable: true },
    difficulty: { kind: 'enum', label: 'courses.fields.difficulty', valueLabels: 'courses.difficulties', sortable: true },
    category: { kind: 'text', label: 'courses.fields.category', sortable: true },
    type: { kind: 'text', label: 'courses.fields.type' },
    published: { kind: 'boolean', label: 'courses.fields.published', filterable: true },
    tags: { kind: 'list', label: 'courses.fields.tags', filterable: true },
    interactionTime: { kind: 'number', label: 'courses.fields.interactionTime', hideInTable: true },
    graduationGrade: { kind: 'number', cell: 'percent', label: 'courses.fields.graduationGrade', hideInTable: true },
    chaptersUnlocked: { kind: 'enum', label: 'courses.fields.chaptersUnlocked', valueLabels: 'courses.unlockModes', hideInTable: true },
    manualReviews: { kind: 'boolean', label: 'courses.fields.manualReviews', hideInTable: true },
    hasAssessments: { kind: 'boolean', label: 'courses.fields.hasAssessments', hideInTable: true },
    curatorName: { kind: 'text', label: 'courses.fields.curatorName', hideInTable: true },
    description: { kind: 'textarea', label: 'courses.fields.description', hideInTable: true },
    updatedAt: { kind: 'date', label: 'courses.fields.updatedAt', sortable: true, hideInShow: true },
  },
  formFields: ['status2', 'published'],
  alsoSelect: ['organizationId'],
  searchField: 'title',
  defaultSort: { field: 'title', order: 'asc' },
});
