import { Column, Entity, Index } from 'typeorm';

import { JsonColumn, RecordEntity, ReferenceColumn, TimestampColumn } from '../database/columns';
import type { CompanyType } from '../../../shared/constants';

export type ExternalUserAttributeFilters = {
  type: string;
  join: 'and' | 'or';
  filters: Array<{ attribute: string; operator: string; value: string }>;
};

/** A group (company) inside a workspace. */
@Entity('companies')
@Index(['organizationId', 'name'])
export class CompanyEntity extends RecordEntity {
  @ReferenceColumn()
  organizationId: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Library group name, at most 50 characters. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  groupName: string | null;

  @Column({ type: 'varchar', length: 10, default: 'others' })
  companyType: CompanyType;

  @ReferenceColumn({ nullable: true })
  createdBy: string | null;

  @Column({ type: 'boolean', default: false })
  forbidManualEdit: boolean;

  @Column({ type: 'boolean', default: false })
  forbidManualEditAllowCourseEdit: boolean;

  @Column({ type: 'boolean', default: false })
  disabled: boolean;

  /** Set when the group exists for one program (a program's own group). */
  @ReferenceColumn({ nullable: true })
  courseId: string | null;

  @JsonColumn({ default: '[]' })
  tags: string[];

  @Column({ type: 'varchar', length: 200, nullable: true })
  contact: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  contactEmail: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  certificateSigner: string | null;

  @Column({ type: 'boolean', default: false })
  greetingsDisabled: boolean;

  @Column({ type: 'boolean', default: true })
  membersListEnabled: boolean;

  @Column({ type: 'boolean', default: false })
  wallDisabled: boolean;

  @Column({ type: 'boolean', default: false })
  weeklyScoresEmailDisabled: boolean;

  @Column({ type: 'boolean', default: false })
  botAiDisabled: boolean;

  @Column({ type: 'boolean', default: false })
  botAiLearnerDisabled: boolean;

  @JsonColumn({ default: '[]' })
  policies: Array<Record<string, unknown>>;

  @Column({ type: 'varchar', length: 10, default: 'closed' })
  peerInvitationMode: string;

  @Column({ type: 'boolean', default: false })
  employeeIdRequired: boolean;

  @Column({ type: 'varchar', length: 5, nullable: true })
  language: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  logoUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  sealUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  modernLogoUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  modernSealUrl: string | null;

  @JsonColumn({ default: '[]' })
  accessCodes: string[];

  @Column({ type: 'varchar', length: 20, default: 'manual' })
  userManageMode: string;

  @JsonColumn({ nullable: true })
  externalUserAttributeFilters: ExternalUserAttributeFilters | null;

  @TimestampColumn({ nullable: true })
  externalUserAttributeLastChangedAt: Date | null;

  @TimestampColumn({ nullable: true })
  externalUserAttributeLastSync: Date | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  product: string | null;
}
