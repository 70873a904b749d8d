import { allow } from '../authorization/access-terms';
import { defineResource, ResourceRow } from '../common/resource/define-resource';
import { field } from '../common/resource/fields';

export const RECURRING_PERIODS = ['one_time', 'monthly', 'quarterly', 'yearly'] as const;
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;
export const CURRENCY_MESSAGE = 'Currency is a three-letter code such as USD.';

/**
 * Who reads and writes the commercial resources (bundles, promo codes): the commercial role
 * (sales) and staff change them; a workspace's managers, billing managers and partners read those
 * of their workspace.
 */
export const COMMERCIAL_ACCESS = {
  read: [allow.roles('superEditor', 'admin', 'sales'), allow.workspaceRole('organizationId', 'manager', 'billingManager', 'partner')],
  write: [allow.roles('superEditor', 'admin', 'sales')],
};

/** A priced set of programs sold in the shop. */
export const Bundles = defineResource({
  name: 'Bundle',
  label: 'Bundle',
  description: 'A priced set of programs sold in the shop.',
  fields: {
    organizationId: field.reference('Organization', { nullable: true, onDelete: 'SET NULL', createOnly: true, filterable: true }),
    name: field.text({ maxLength: 200, minLength: 3, filterable: true, message: 'Name must be 3 to 200 characters.' }),
    description: field.text({ long: true, maxLength: 5000, nullable: true }),
    courseIds: field.ids({ description: 'The programs in the bundle.' }),
    price: field.money({ default: 0, min: 0, filterable: true }),
    currency: field.text({ maxLength: 3, default: 'USD', pattern: CURRENCY_PATTERN, filterable: true, message: CURRENCY_MESSAGE }),
    recurring: field.enum(RECURRING_PERIODS, { default: 'one_time', length: 10, filterable: true, description: 'one_time, monthly, quarterly or yearly.' }),
    published: field.boolean({ default: false, filterable: true }),
    imageUrl: field.text({ maxLength: 500, nullable: true }),
    extRef: field.text({ maxLength: 100, nullable: true, readOnly: true, description: 'External reference from the payment provider, once generated.' }),
  },
  audit: true,
  access: COMMERCIAL_ACCESS,
});

export type Bundle = ResourceRow<typeof Bundles>;
