import type { GetFieldsFromList } from '@refinedev/nestjs-query';

import type { OrganizationUsersTableQuery } from '@/graphql/types';
import type { TableDeclaration } from '@/resources/declaration';
import { buildPath } from '@/routes/route-table';

import { ORGANIZATION_USERS_TABLE_QUERY } from './queries';

export type OrganizationUserRow = GetFieldsFromList<OrganizationUsersTableQuery>;

/** A workspace's people (workspace page); the table is given the workspace as a permanent filter. */
export const ORGANIZATION_USERS_TABLE: TableDeclaration<OrganizationUserRow> = {
  resource: 'organizationUsers',
  tableId: 'workspace-learners',
  document: ORGANIZATION_USERS_TABLE_QUERY,
  columns: [
    { key: 'fullName', title: 'learners.fields.fullName', sortable: true, hideable: false, link: (row) => buildPath('organizationUser', { organizationId: row.organizationId, userId: row.userId }) },
    { key: 'email', title: 'learners.fields.email', sortable: true },
    { key: 'employeeId', title: 'learners.fields.employeeId', sortable: true },
    { key: 'roles', title: 'learners.fields.roles', kind: 'tags' },
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
