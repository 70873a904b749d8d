import { COMMERCIAL_ACCESS, CURRENCY_MESSAGE, CURRENCY_PATTERN } from '../bundles/bundles.resource';
import { defineResource, ResourceRow } from '../common/resource/define-resource';
import { field } from '../common/resource/fields';

export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,50}$/;
const DISCOUNT_MESSAGE = 'invalid promo code discount';

const paidPriceOf = (regularPrice: unknown, discount: unknown): number => Math.round(Number(regularPrice ?? 0) * (100 - Number(discount ?? 0))) / 100;

/** A promo code (spec 02 §3, §5): usage limit 0 means no limit, no expiry means it never expires. */
export const PromoCodes = defineResource({
  name: 'PromoCode',
  label: 'Promo code',
  description: 'A discount code for the shop.',
  fields: {
    code: field.text({
      maxLength: 50,
      unique: { message: 'promoCodeTaken' },
      createOnly: true,
      trim: true,
      upperCase: true,
      pattern: PROMO_CODE_PATTERN,
      filterable: true,
      message: 'invalid promo code',
    }),
    organizationId: field.reference('Organization', { nullable: true, onDelete: 'SET NULL', createOnly: true, filterable: true, index: false }),
    bundleId: field.reference('Bundle', { nullable: true, onDelete: 'SET NULL', filterable: true, index: false }),
    discount: field.integer({ default: 0, min: 0, max: 100, filterable: true, message: DISCOUNT_MESSAGE, description: 'Percent off.' }),
    usageLimit: field.integer({ default: 0, min: 0, filterable: true, description: '0 means no limit.' }),
    usageCount: field.integer({ default: 0, readOnly: true, filterable: true }),
    price: field.money({ default: 0, min: 0, filterable: true }),
    currency: field.text({ maxLength: 3, default: 'USD', pattern: CURRENCY_PATTERN, filterable: true, message: CURRENCY_MESSAGE }),
    regularPrice: field.money({ default: 0, min: 0, filterable: true }),
    paidPrice: field.money({ default: 0, readOnly: true, filterable: true }),
    expiresAt: field.timestamp({ nullable: true, filterable: true, description: 'Null means no expiry.' }),
    active: field.boolean({ default: true, filterable: true }),
  },
  audit: true,
  access: COMMERCIAL_ACCESS,
  hooks: {
    // The paid price follows from the regular price and the discount.
    beforeCreate: (input) => ({ ...input, paidPrice: paidPriceOf(input.regularPrice, input.discount) }),
    beforeUpdate: (update, current) => ({
      ...update,
      paidPrice: paidPriceOf(update.regularPrice ?? current.regularPrice, update.discount ?? current.discount),
    }),
  },
});

export type PromoCode = ResourceRow<typeof PromoCodes>;
