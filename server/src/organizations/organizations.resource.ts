import { randomBytes } from 'node:crypto';

import { PEER_INVITATION_MODES, PRODUCT_CODES } from '../../../shared/constants';
import { checkCertificateSigner, checkClientCode, checkEmailFromName, checkEmailReplyTo, checkEntityName, checkTimeZone } from '../../../shared/validation';
import { allow } from '../authorization/access-terms';
import { JSONObjectScalar } from '../common/graphql/json.scalar';
import { defineResource } from '../common/resource/define-resource';
import { field, RowOf } from '../common/resource/fields';
import { forgetRoleHoldersOf } from '../memberships/role-holders';
import { FreeWorkspaceResolver } from './free-workspace.resolver';
import { followWorkspaceState } from './organization-rules';
import { refuseOutsidePlan } from './plan-checks';
import { BillingServiceDTO, CustomPaletteDTO, CustomPaletteInput, ExternalUserAttributeDTO, ExternalUserAttributeInput } from './organization.types';

/** Every role a person can hold in a workspace: any of them lets them see it. */
const ANY_WORKSPACE_ROLE = ['manager', 'billingManager', 'partner', 'creator', 'editor', 'member'] as const;

/** Internal staff read every field (sales only read). */
const STAFF = allow.roles('superEditor', 'admin', 'sales');
/** A workspace's settings are its managers' (spec 01 §6: "Settings: workspace manager only"). */
const SETTINGS_READERS = [STAFF, allow.workspaceRole('id', 'manager')];
/** Its billing: also its billing manager (spec 02 §6: "only they manage add-ons"). */
const BILLING_READERS = [STAFF, allow.workspaceRole('id', 'manager', 'billingManager')];
/** Whom to contact about it: also the partner who looks after it. */
const CONTACT_READERS = [STAFF, allow.workspaceRole('id', 'manager', 'billingManager', 'partner')];

const organizationFields = {
  name: field.text({ maxLength: 200, filterable: true, rule: checkEntityName }),
  product: field.enum(PRODUCT_CODES, { filterable: true, createOnly: true, description: 'Product tier: FT, CR, UL, XL, VL, CL, GT, OP, IN or DM.' }),
  isPilot: field.boolean({ default: false, filterable: true, createOnly: true }),
  clientCode: field.text({ maxLength: 20, nullable: true, rule: checkClientCode, read: SETTINGS_READERS }),
  countryCode: field.text({ maxLength: 2, minLength: 2, nullable: true, filterable: true }),
  disabled: field.boolean({ default: false, filterable: true }),
  createdBy: field.reference('User', { nullable: true, onDelete: 'SET NULL', stampActor: true, relation: 'creator', index: false }),
  tags: field.strings({ createOnly: true }),
  contact: field.text({ maxLength: 200, nullable: true, read: CONTACT_READERS }),
  contactEmail: field.text({ maxLength: 254, nullable: true, rule: checkEmailReplyTo, read: CONTACT_READERS }),
  certificateSigner: field.text({ maxLength: 1000, nullable: true, rule: checkCertificateSigner, read: SETTINGS_READERS }),
  membersListEnabledDefault: field.boolean({ default: true, read: SETTINGS_READERS }),
  wallDisabledDefault: field.boolean({ default: false, read: SETTINGS_READERS }),
  allowUserAnonymity: field.boolean({ default: false, read: SETTINGS_READERS }),
  logos: field.json({ type: () => JSONObjectScalar, default: '{}', readOnly: true }),
  emailFromName: field.text({ maxLength: 50, nullable: true, rule: checkEmailFromName, read: SETTINGS_READERS }),
  emailReplyTo: field.text({ maxLength: 200, nullable: true, rule: checkEmailReplyTo, read: SETTINGS_READERS }),
  lumenfyForAll: field.boolean({ default: false, read: SETTINGS_READERS }),
  allowCustomPolicies: field.boolean({ default: false, read: SETTINGS_READERS }),
  trustedDomains: field.strings({ read: SETTINGS_READERS }),
  policies: field.json({ type: () => JSONObjectScalar, list: true, default: '[]', readOnly: true }),
  // Its plan (name, id, type, status) shows to every member (welcome list, switcher, expiry notices); its contract to billing.
  billingService: field.json({
    type: () => BillingServiceDTO,
    nullable: true,
    readOnly: true,
    readParts: Object.fromEntries(
      ['subscriptionId', 'purchasedLicenses', 'maxGroups', 'maxLearners', 'maxTranslatedWords', 'maxLumenAi', 'bonusCreditsLumenAi'].map((key) => [
        key,
        BILLING_READERS,
      ]),
    ),
  }),
  whitelabeling: field.json({ type: () => JSONObjectScalar, nullable: true, readOnly: true }),
  manuallyAddedCredits: field.json({ type: () => JSONObjectScalar, default: '{}', readOnly: true, read: BILLING_READERS }),
  featureFlags: field.strings({ createOnly: true }),
  shopRevenueFee: field.money({ default: 0, readOnly: true, read: BILLING_READERS }),
  usedLicenses: field.integer({ default: 0, readOnly: true, filterable: true }),
  language: field.enum(['en', 'ko', 'ja'], { default: 'en', length: 5, filterable: true }),
  // Times are stored in UTC; screens show them in this zone (dates of distributions, deadlines, activity).
  timeZone: field.text({
    maxLength: 64,
    default: 'UTC',
    rule: checkTimeZone,
    description: "The workspace's IANA time zone (Asia/Seoul); times are shown in it.",
  }),
  peerInvitationModeDefault: field.enum(PEER_INVITATION_MODES, { default: 'closed', length: 10, read: SETTINGS_READERS }),
  employeeIdRequiredDefault: field.boolean({ default: false, read: SETTINGS_READERS }),
  employeeIdName: field.text({ maxLength: 50, nullable: true, read: SETTINGS_READERS }),
  customPalette: field.json({ type: () => CustomPaletteDTO, input: () => CustomPaletteInput, nullable: true }),
  externalUserAttributes: field.json({ type: () => ExternalUserAttributeDTO, input: () => ExternalUserAttributeInput, list: true, default: '[]' }),
  /** The code in the workspace's referral link. */
  referralCode: field.text({ maxLength: 32, unique: { message: 'referralCodeTaken' }, hidden: true, readOnly: true }),
};

/** One row, as the hooks and services beside the resource see it. */
export type Organization = RowOf<typeof organizationFields>;

/** A workspace (spec 02 §3). Staff create and delete them; managers change their own settings. */
export const Organizations = defineResource({
  name: 'Organization',
  label: 'Workspace',
  description: 'A workspace.',
  fields: organizationFields,
  audit: true,
  // The list's order by name, then the id (its tie-breaker, nestjs-query-adapter.ts).
  indexes: [{ columns: ['name', 'id'] }],
  access: {
    read: [
      allow.roles('superEditor', 'admin', 'sales'),
      allow.workspaceRole('id', ...ANY_WORKSPACE_ROLE),
      // Agents and group editors see the workspace of their groups.
      allow.related({ table: 'companies', column: 'organizationId' }, allow.groupRole('id', 'agent', 'editor')),
    ],
    create: [allow.roles('superEditor', 'admin')],
    update: [allow.roles('superEditor', 'admin'), allow.workspaceRole('id', 'manager')],
    delete: [allow.roles('superEditor', 'admin')],
  },
  hooks: {
    beforeCreate: (input) => {
      const plan = { product: input.product ?? '', featureFlags: input.featureFlags ?? [], billingService: input.billingService ?? null };
      refuseOutsidePlan(plan, 'externalUserAttributes', input.externalUserAttributes);
      return { ...input, referralCode: randomBytes(6).toString('hex') };
    },
    // A workspace's own user attributes are a feature of its plan (shared/plans.ts); emptying them is not.
    beforeUpdate: (update, current) => {
      refuseOutsidePlan(current, 'externalUserAttributes', update.externalUserAttributes);
      return update;
    },
    // Disabling a workspace disables all its groups, enabling it restores those (spec 02 §4).
    afterUpdate: (row, previous, context) => (row.disabled !== previous.disabled ? followWorkspaceState(row.id, row.disabled, context) : undefined),
    // Its managers, agents and editors lose those roles with it, on their next request.
    beforeDelete: (current, context) => forgetRoleHoldersOf(context, { organizationId: current.id }),
  },
  providers: [FreeWorkspaceResolver],
});
