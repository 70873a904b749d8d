import type { GetFieldsFromList } from '@refinedev/nestjs-query';
import { PEER_INVITATION_MODES } from '@shared/constants';
import { checkCertificateSigner, checkClientCode, checkColor, checkEmailFromName, checkEmailReplyTo, checkEntityName } from '@shared/validation';

import type { OrganizationsTableQuery } from '@/graphql/types';
import type { FormDeclaration, TableDeclaration } from '@/resources/declaration';
import { buildPath } from '@/routes/route-table';

import { ORGANIZATION_SETTINGS_QUERY, ORGANIZATIONS_TABLE_QUERY, UPDATE_ORGANIZATION_SETTINGS_MUTATION } from './queries';

export type OrganizationRow = GetFieldsFromList<OrganizationsTableQuery>;

/** Workspaces: /organizations for partners and staff. */
export const ORGANIZATIONS_TABLE: TableDeclaration<OrganizationRow> = {
  resource: 'organizations',
  tableId: 'organizations',
  document: ORGANIZATIONS_TABLE_QUERY,
  columns: [
    { key: 'name', title: 'organizations.fields.name', sortable: true, hideable: false, link: (row) => buildPath('organization', { organizationId: row.id }) },
    { key: 'product', title: 'organizations.fields.product', sortable: true },
    { key: 'billingService', title: 'organizations.fields.plan', render: (row) => row.billingService?.planName ?? '-' },
    { key: 'usedLicenses', title: 'organizations.fields.usedLicenses', kind: 'count', sortable: true },
    { key: 'countryCode', title: 'organizations.fields.countryCode' },
    { key: 'disabled', title: 'organizations.fields.disabled', kind: 'boolean' },
    { key: 'createdAt', title: 'organizations.fields.createdAt', kind: 'date', sortable: true },
  ],
  filters: [
    { field: 'name', title: 'organizations.fields.name', kind: 'text', textOperators: 'full' },
    { field: 'product', title: 'organizations.fields.product', kind: 'text' },
    { field: 'usedLicenses', title: 'organizations.fields.usedLicenses', kind: 'number' },
  ],
  searchField: 'name',
  defaultSorters: [{ field: 'name', order: 'asc' }],
};

const peerInvitationOptions = PEER_INVITATION_MODES.map((mode) => ({ value: mode, label: `companies.peerInvitationModes.${mode}` }));
const languageOptions = ['en', 'ko', 'ja'].map((language) => ({ value: language, label: `languages.${language}` }));

/** Workspace settings with the rules of spec 02 §5 (names, signer, sender, reply-to, client code, palette). */
export const ORGANIZATION_SETTINGS_FORM: FormDeclaration = {
  resource: 'organizations',
  queryDocument: ORGANIZATION_SETTINGS_QUERY,
  mutationDocument: UPDATE_ORGANIZATION_SETTINGS_MUTATION,
  fields: [
    { name: 'name', label: 'organizations.fields.name', kind: 'text', check: checkEntityName, required: true, maxLength: 200 },
    { name: 'clientCode', label: 'organizations.fields.clientCode', kind: 'text', check: checkClientCode, maxLength: 20 },
    { name: 'countryCode', label: 'organizations.fields.countryCode', kind: 'text', maxLength: 2 },
    { name: 'contact', label: 'organizations.fields.contact', kind: 'text', maxLength: 200 },
    { name: 'contactEmail', label: 'organizations.fields.contactEmail', kind: 'email', check: checkEmailReplyTo },
    {
      name: 'certificateSigner',
      label: 'organizations.fields.certificateSigner',
      kind: 'text',
      check: checkCertificateSigner,
      help: 'companies.help.certificateSigner',
    },
    { name: 'emailFromName', label: 'organizations.fields.emailFromName', kind: 'text', check: checkEmailFromName, maxLength: 50 },
    { name: 'emailReplyTo', label: 'organizations.fields.emailReplyTo', kind: 'email', check: checkEmailReplyTo, maxLength: 200 },
    { name: 'language', label: 'organizations.fields.language', kind: 'select', options: languageOptions },
    { name: 'peerInvitationModeDefault', label: 'organizations.fields.peerInvitationModeDefault', kind: 'select', options: peerInvitationOptions },
    { name: 'employeeIdRequiredDefault', label: 'organizations.fields.employeeIdRequiredDefault', kind: 'boolean' },
    { name: 'employeeIdName', label: 'organizations.fields.employeeIdName', kind: 'text', maxLength: 50 },
    { name: 'membersListEnabledDefault', label: 'organizations.fields.membersListEnabledDefault', kind: 'boolean' },
    { name: 'wallDisabledDefault', label: 'organizations.fields.wallDisabledDefault', kind: 'boolean' },
    { name: 'allowUserAnonymity', label: 'organizations.fields.allowUserAnonymity', kind: 'boolean' },
    { name: 'primaryColor', group: 'customPalette', label: 'organizations.fields.primaryColor', kind: 'color', check: checkColor },
    { name: 'secondaryColor', group: 'customPalette', label: 'organizations.fields.secondaryColor', kind: 'color', check: checkColor },
    { name: 'appBarBackgroundColor', group: 'customPalette', label: 'organizations.fields.appBarBackgroundColor', kind: 'color', check: checkColor },
  ],
};
