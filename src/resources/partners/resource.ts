import type { Partner } from '@/graphql/schema.types';
import { defineResource } from '@/resources/define-resource';
import { buildPath } from '@/routes/route-table';

/** Partners and each workspace they partner (spec 01 §2 /partners): read by sales and admins, changed by nobody here. */
export const PARTNERS = defineResource<Partner>({
  resource: 'partners',
  scope: 'platform',
  title: 'partners.title',
  nameField: 'fullName',
  gate: ['sales', 'admin'],
  fields: {
    fullName: { kind: 'text', label: 'partners.fields.fullName', sortable: true },
    email: { kind: 'text', label: 'partners.fields.email', sortable: true, filterable: true },
    organizationName: {
      kind: 'text',
      label: 'partners.fields.organizationName',
      sortable: true,
      filterable: true,
      link: (row) => buildPath('organization', { organizationId: row.organizationId }),
    },
  },
  alsoSelect: ['organizationId'],
  searchField: 'searchText',
  defaultSort: { field: 'fullName', order: 'asc' },
});
