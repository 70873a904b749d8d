import type { GetFieldsFromList } from '@refinedev/nestjs-query';

import type { PartnersTableQuery } from '@/graphql/types';
import type { TableDeclaration } from '@/resources/declaration';
import { buildPath } from '@/routes/route-table';

import { PARTNERS_TABLE_QUERY } from './queries';

export type PartnerRow = GetFieldsFromList<PartnersTableQuery>;

/** The internal /partners list: each partner with each workspace they partner. */
export const PARTNERS_TABLE: TableDeclaration<PartnerRow> = {
  resource: 'partners',
  tableId: 'partners',
  document: PARTNERS_TABLE_QUERY,
  columns: [
    { key: 'fullName', title: 'partners.fields.fullName', sortable: true, hideable: false },
    { key: 'email', title: 'partners.fields.email', sortable: true },
    {
      key: 'organizationName',
      title: 'partners.fields.organizationName',
      sortable: true,
      link: (row) => buildPath('organization', { organizationId: row.organizationId }),
    },
  ],
  filters: [
    { field: 'email', title: 'partners.fields.email', kind: 'text' },
    { field: 'organizationName', title: 'partners.fields.organizationName', kind: 'text', textOperators: 'full' },
  ],
  searchField: 'searchText',
  defaultSorters: [{ field: 'fullName', order: 'asc' }],
};
