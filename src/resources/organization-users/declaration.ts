import type { GetFieldsFromList } from '@refinedev/nestjs-query';

import type { OrganizationUsersTableQuery } from '@/graphql/types';
import type { TableDeclaration } from '@/resources/declaration';
import { peopleTableParts } from '@/resources/people-table';
import { buildPath } from '@/routes/route-table';

import { ORGANIZATION_USERS_TABLE_QUERY } from './queries';

export type OrganizationUserRow = GetFieldsFromList<OrganizationUsersTableQuery>;

const people = peopleTableParts<OrganizationUserRow>();

/** A workspace's people (workspace page); the table is given the workspace as a permanent filter. */
export const ORGANIZATION_USERS_TABLE: TableDeclaration<OrganizationUserRow> = {
  resource: 'organizationUsers',
  tableId: 'workspace-learners',
  document: ORGANIZATION_USERS_TABLE_QUERY,
  columns: [
    {
      key: 'fullName',
      title: 'learners.fields.fullName',
      sortable: true,
      hideable: false,
      link: (row) => buildPath('organizationUser', { organizationId: row.organizationId, userId: row.userId }),
    },
    ...people.personColumns,
    { key: 'roles', title: 'learners.fields.roles', kind: 'tags' },
    ...people.membershipColumns,
  ],
  ...people.rest,
};
