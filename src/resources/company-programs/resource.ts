import type { CompanyProgram } from '@/graphql/schema.types';
import { defineResource } from '@/resources/define-resource';
import { buildPath } from '@/routes/route-table';

/** 'scheduled' if a future distribution exists, 'active' if distributed, otherwise nothing (spec 02 §4). */
export const distributionLabel = (row: Pick<CompanyProgram, 'futureDistribution' | 'distributedAt'>, now = Date.now()): 'scheduled' | 'active' | null =>
  row.futureDistribution && row.futureDistribution > now ? 'scheduled' : row.distributedAt ? 'active' : null;

/** A group's programs (group page), given the group as a permanent filter; switched on and off through the group's own operation. */
export const COMPANY_PROGRAMS = defineResource<CompanyProgram>({
  resource: 'companyPrograms',
  scope: 'workspace',
  screens: 'custom',
  title: 'courses.groupTitle',
  nameField: 'title',
  gate: ['manager', 'agent', 'internal', 'learner'],
  tableId: 'group-programs',
  fields: {
    title: {
      kind: 'text',
      label: 'courses.fields.title',
      sortable: true,
      filterable: true,
      link: (row) => buildPath('companyProgram', { organizationId: row.organizationId, companyId: row.companyId, courseId: row.courseId }),
    },
    status2: { kind: 'text', cell: 'status', label: 'courses.fields.status2', sortable: true },
    chaptersCount: { kind: 'number', cell: 'count', label: 'courses.fields.sessions', sortable: true },
    actionsCount: { kind: 'number', cell: 'count', label: 'courses.fields.actionsCount' },
    distributedAt: { kind: 'date', label: 'courses.fields.distributedAt', sortable: true },
  },
  alsoSelect: ['companyId', 'organizationId', 'courseId', 'disabled', 'futureDistribution'],
  searchField: 'title',
  defaultSort: { field: 'title', order: 'asc' },
  emptyText: 'courses.emptyGroup',
});
