import type { GetFieldsFromList } from '@refinedev/nestjs-query';

import type { CompanyUsersTableQuery } from '@/graphql/types';
import type { TableDeclaration } from '@/resources/declaration';
import { buildPath } from '@/routes/route-table';

import { COMPANY_USERS_TABLE_QUERY } from './queries';

export type CompanyUserRow = GetFieldsFromList<CompanyUsersTableQuery>;

/** A group's learners (the group page); the table is given the group as a permanent filter. */
export const COMPANY_USERS_TABLE: TableDeclaration<CompanyUserRow> = {
  resource: 'companyUsers',
  tableId: 'group-learners',
  document: COMPANY_USERS_TABLE_QUERY,
  columns: [
    {
      key: 'fullName',
      title: 'learners.fields.fullName',
      sortable: true,
      hideable: false,
      link: (row) => buildPath('companyUser', { organizationId: row.organizationId, companyId: row.companyId, userId: row.userId }),
    },
    { key: 'email', title: 'learners.fields.email', sortable: true },
    { key: 'employeeId', title: 'learners.fields.employeeId', sortable: true },
    { key: 'joinedAt', title: 'learners.fields.joinedAt', kind: 'date', sortable: true },
    { key: 'lastLoginAt', title: 'learners.fields.lastLoginAt', kind: 'dateTime', sortable: true },
    { key: 'isDisabled', title: 'learners.fields.status', kind: 'disabledStatus', sortable: true },
  ],
  filters: [
    { field: 'email', title: 'learners.fields.email', kind: 'text' },
    { field: 'employeeId', title: 'learners.fields.employeeId', kind: 'text' },
    { field: 'isDisabled', title: 'learners.fields.isDisabled', kind: 'boolean' },
  ],
  searchField: 'searchText',
  defaultSorters: [{ field: 'fullName', order: 'asc' }],
  emptyText: 'learners.empty',
};
