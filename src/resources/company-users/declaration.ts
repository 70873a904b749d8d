import type { GetFieldsFromList } from '@refinedev/nestjs-query';

import type { CompanyUsersTableQuery } from '@/graphql/types';
import type { TableDeclaration } from '@/resources/declaration';
import { peopleTableParts } from '@/resources/people-table';
import { buildPath } from '@/routes/route-table';

import { COMPANY_USERS_TABLE_QUERY } from './queries';

export type CompanyUserRow = GetFieldsFromList<CompanyUsersTableQuery>;

const people = peopleTableParts<CompanyUserRow>();

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
    ...people.personColumns,
    ...people.membershipColumns,
  ],
  ...people.rest,
};
