import type { GetFieldsFromList } from '@refinedev/nestjs-query';

import type { CompanyProgramsTableQuery } from '@/graphql/types';
import type { TableDeclaration } from '@/resources/declaration';
import { buildPath } from '@/routes/route-table';

import { COMPANY_PROGRAMS_TABLE_QUERY } from './queries';

export type CompanyProgramRow = GetFieldsFromList<CompanyProgramsTableQuery>;

/** 'scheduled' if a future distribution exists, 'active' if distributed, otherwise nothing (spec 02 §4). */
export const distributionLabel = (row: Pick<CompanyProgramRow, 'futureDistribution' | 'distributedAt'>, now = Date.now()): 'scheduled' | 'active' | null =>
  row.futureDistribution && row.futureDistribution > now ? 'scheduled' : row.distributedAt ? 'active' : null;

/** A group's programs (group page), given the group as a permanent filter. */
export const COMPANY_PROGRAMS_TABLE: TableDeclaration<CompanyProgramRow> = {
  resource: 'companyPrograms',
  tableId: 'group-programs',
  document: COMPANY_PROGRAMS_TABLE_QUERY,
  columns: [
    {
      key: 'title',
      title: 'courses.fields.title',
      sortable: true,
      hideable: false,
      link: (row) => buildPath('companyProgram', { organizationId: row.organizationId, companyId: row.companyId, courseId: row.courseId }),
    },
    { key: 'status2', title: 'courses.fields.status2', kind: 'status', sortable: true },
    { key: 'chaptersCount', title: 'courses.fields.sessions', kind: 'count', sortable: true },
    { key: 'actionsCount', title: 'courses.fields.actionsCount', kind: 'count' },
    { key: 'distributedAt', title: 'courses.fields.distributedAt', kind: 'date', sortable: true },
  ],
  filters: [{ field: 'title', title: 'courses.fields.title', kind: 'text', textOperators: 'full' }],
  searchField: 'title',
  defaultSorters: [{ field: 'title', order: 'asc' }],
  emptyText: 'courses.emptyGroup',
};
