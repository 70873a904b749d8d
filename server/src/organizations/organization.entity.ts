import { randomBytes } from 'node:crypto';

import { BeforeInsert, Column, Entity, Index } from 'typeorm';

import { JsonColumn, MoneyColumn, RecordEntity, ReferenceColumn } from '../database/columns';
import type { ProductCode } from '../../../shared/constants';

export type BillingService = {
  type: string | null;
  subscriptionId: string | null;
  purchasedLicenses: number | null;
  pricingType: string | null;
  maxGroups: number | null;
  maxLearners: number | null;
  maxTranslatedWords: number | null;
  maxLumenAi: number | null;
  bonusCreditsLumenAi: number | null;
  planName: string | null;
  planId: string | null;
  /** active, expired, canceled or non-renewing: drives the subscription modals. */
  status: string | null;
};

export type CustomPalette = {
  primaryColor: string | null;
  secondaryColor: string | null;
  appBarBackgroundColor: string | null;
  dashboardLogo: string | null;
};

export type Whitelabeling = {
  logos: Record<string, string>;
  colors: Record<string, string>;
  darkColors: Record<string, string>;
};

export type ExternalUserAttribute = {
  name: string;
  isPrimaryKey: boolean;
  type: string;
  valueType: string;
};

@Entity('organizations')
export class OrganizationEntity extends RecordEntity {
  @Index()
  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Product tier code: FT, CR, UL, XL, VL, CL, GT, OP, IN or DM. */
  @Column({ type: 'varchar', length: 2 })
  product: ProductCode;

  @Column({ type: 'boolean', default: false })
  isPilot: boolean;

  @Column({ type: 'varchar', length: 20, nullable: true })
  clientCode: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  countryCode: string | null;

  @Column({ type: 'boolean', default: false })
  disabled: boolean;

  @ReferenceColumn({ nullable: true })
  createdBy: string | null;

  @JsonColumn({ default: '[]' })
  tags: string[];

  @Column({ type: 'varchar', length: 200, nullable: true })
  contact: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  contactEmail: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  certificateSigner: string | null;

  @Column({ type: 'boolean', default: true })
  membersListEnabledDefault: boolean;

  @Column({ type: 'boolean', default: false })
  wallDisabledDefault: boolean;

  @Column({ type: 'boolean', default: false })
  allowUserAnonymity: boolean;

  @JsonColumn({ default: '{}' })
  logos: Record<string, string>;

  @Column({ type: 'varchar', length: 50, nullable: true })
  emailFromName: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  emailReplyTo: string | null;

  @Column({ type: 'boolean', default: false })
  lumenfyForAll: boolean;

  @Column({ type: 'boolean', default: false })
  allowCustomPolicies: boolean;

  @JsonColumn({ default: '[]' })
  trustedDomains: string[];

  @JsonColumn({ default: '[]' })
  policies: Array<Record<string, unknown>>;

  @JsonColumn({ nullable: true })
  billingService: BillingService | null;

  @JsonColumn({ nullable: true })
  whitelabeling: Whitelabeling | null;

  @JsonColumn({ default: '{}' })
  manuallyAddedCredits: Record<string, number>;

  @JsonColumn({ default: '[]' })
  featureFlags: string[];

  @MoneyColumn({ default: 0 })
  shopRevenueFee: number;

  @Column({ type: 'integer', default: 0 })
  usedLicenses: number;

  @Column({ type: 'varchar', length: 5, default: 'en' })
  language: string;

  @Column({ type: 'varchar', length: 10, default: 'closed' })
  peerInvitationModeDefault: string;

  @Column({ type: 'boolean', default: false })
  employeeIdRequiredDefault: boolean;

  @Column({ type: 'varchar', length: 50, nullable: true })
  employeeIdName: string | null;

  @JsonColumn({ nullable: true })
  customPalette: CustomPalette | null;

  @JsonColumn({ default: '[]' })
  externalUserAttributes: ExternalUserAttribute[];

  /** The code in the workspace's referral link. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 32 })
  referralCode: string;

  @BeforeInsert()
  assignReferralCode(): void {
    this.referralCode ??= randomBytes(6).toString('hex');
  }
}
