import type { GetFieldsFromList } from '@refinedev/nestjs-query';
import { PEER_INVITATION_MODES } from '@shared/constants';
import { checkCertificateSigner, checkEmailReplyTo, checkEntityName, checkGroupName } from '@shared/validation';

import type { CompaniesTableQuery } from '@/graphql/types';
import type { FormDeclaration, TableDeclaration } from '@/resources/declaration';
import { buildPath } from '@/routes/route-table';

import { COMPANIES_TABLE_QUERY, COMPANY_SETTINGS_QUERY, UPDATE_COMPANY_SETTINGS_MUTATION } from './queries';

export type CompanyRow = GetFieldsFromList<CompaniesTableQuery>;

/** Groups: the /companies list (labelled Groups) and a workspace's #groups section. */
export const COMPANIES_TABLE: TableDeclaration<CompanyRow> = {
  resource: 'companies',
  tableId: 'companies',
  document: COMPANIES_TABLE_QUERY,
  columns: [
    {
      key: 'name',
      title: 'companies.fields.name',
      sortable: true,
      hideable: false,
      link: (row) => buildPath('company', { organizationId: row.organizationId, companyId: row.id }),
    },
    { key: 'organizationName', title: 'companies.fields.organizationName' },
    { key: 'companyType', title: 'companies.fields.companyType', sortable: true, labels: 'companies.types' },
    { key: 'usersCount', title: 'companies.fields.usersCount', kind: 'count' },
    { key: 'programsCount', title: 'companies.fields.programsCount', kind: 'count' },
    { key: 'disabled', title: 'companies.fields.disabled', kind: 'boolean', sortable: true },
    { key: 'createdAt', title: 'companies.fields.createdAt', kind: 'date', sortable: true },
  ],
  filters: [
    { field: 'name', title: 'companies.fields.name', kind: 'text', textOperators: 'full' },
    { field: 'companyType', title: 'companies.fields.companyType', kind: 'text' },
    { field: 'disabled', title: 'companies.fields.disabled', kind: 'boolean' },
  ],
  searchField: 'name',
  defaultSorters: [{ field: 'name', order: 'asc' }],
  csv: {
    filename: 'groups.csv',
    columns: [
      { header: 'Id', value: (row) => row.id },
      { header: 'Organization Name', value: (row) => row.organizationName },
      { header: 'Group Name', value: (row) => row.name },
    ],
  },
  emptyText: 'companies.empty',
};

const peerInvitationOptions = PEER_INVITATION_MODES.map((mode) => ({ value: mode, label: `companies.peerInvitationModes.${mode}` }));

/** Group settings with the rules of spec 02 §5. */
export const COMPANY_SETTINGS_FORM: FormDeclaration = {
  resource: 'companies',
  queryDocument: COMPANY_SETTINGS_QUERY,
  mutationDocument: UPDATE_COMPANY_SETTINGS_MUTATION,
  fields: [
    { name: 'name', label: 'companies.fields.name', kind: 'text', check: checkEntityName, required: true, maxLength: 200 },
    { name: 'groupName', label: 'companies.fields.groupName', kind: 'text', check: checkGroupName, maxLength: 50 },
    { name: 'contact', label: 'companies.fields.contact', kind: 'text', maxLength: 200 },
    { name: 'contactEmail', label: 'companies.fields.contactEmail', kind: 'email', check: checkEmailReplyTo },
    {
      name: 'certificateSigner',
      label: 'companies.fields.certificateSigner',
      kind: 'text',
      check: checkCertificateSigner,
      help: 'companies.help.certificateSigner',
    },
    { name: 'peerInvitationMode', label: 'companies.fields.peerInvitationMode', kind: 'select', options: peerInvitationOptions },
    { name: 'employeeIdRequired', label: 'companies.fields.employeeIdRequired', kind: 'boolean' },
    { name: 'membersListEnabled', label: 'companies.fields.membersListEnabled', kind: 'boolean' },
    { name: 'wallDisabled', label: 'companies.fields.wallDisabled', kind: 'boolean' },
    { name: 'greetingsDisabled', label: 'companies.fields.greetingsDisabled', kind: 'boolean' },
    { name: 'weeklyScoresEmailDisabled', label: 'companies.fields.weeklyScoresEmailDisabled', kind: 'boolean' },
  ],
};
