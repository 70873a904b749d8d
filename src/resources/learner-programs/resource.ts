import type { LearnerProgram } from '@/graphql/schema.types';
import { defineResource } from '@/resources/define-resource';
import { buildPath } from '@/routes/route-table';

/** A learner's progress per program (the learner page), given the learner and the workspace as permanent filters; read-only. */
export const LEARNER_PROGRAMS = defineResource<LearnerProgram>({
  resource: 'learnerPrograms',
  scope: 'workspace',
  screens: 'custom',
  title: 'learnerPrograms.title',
  nameField: 'courseTitle',
  gate: ['manager', 'billingManager', 'partner', 'agent', 'internal'],
  tableId: 'learner-programs',
  fields: {
    courseTitle: {
      kind: 'text',
      label: 'learnerPrograms.fields.courseTitle',
      sortable: true,
      filterable: true,
      link: (row) => buildPath('companyProgram', { organizationId: row.organizationId, companyId: row.companyId, courseId: row.courseId }),
    },
    currentSession: { kind: 'text', label: 'learnerPrograms.fields.currentSession' },
    completion: { kind: 'number', cell: 'percent', label: 'learnerPrograms.fields.completion', sortable: true, filterable: 'range' },
    completedSessions: { kind: 'number', cell: 'count', label: 'learnerPrograms.fields.completedSessions' },
    completedActions: { kind: 'number', cell: 'count', label: 'learnerPrograms.fields.completedActions' },
    minutesSpent: { kind: 'number', cell: 'count', label: 'learnerPrograms.fields.minutesSpent' },
    assessmentStatus: { kind: 'enum', label: 'learnerPrograms.fields.assessmentStatus', sortable: true, filterable: true },
    assessmentScore: { kind: 'number', label: 'learnerPrograms.fields.assessmentScore', sortable: true },
    certificateUrl: { kind: 'text', label: 'learnerPrograms.fields.certificateUrl' },
    lastVisitAt: { kind: 'dateTime', label: 'learnerPrograms.fields.lastVisitAt', sortable: true },
    // The learner's own: "available for N days" counts from when the program reached them.
    availableFrom: { kind: 'dateTime', label: 'learnerPrograms.fields.availableFrom' },
    deadline: { kind: 'dateTime', label: 'learnerPrograms.fields.deadline' },
  },
  alsoSelect: ['organizationId', 'companyId', 'courseId', 'userId'],
  searchField: 'courseTitle',
  defaultSort: { field: 'courseTitle', order: 'asc' },
  csv: true,
  emptyText: 'learnerPrograms.empty',
});
