import { Column, Entity, Index } from 'typeorm';

import { RecordEntity, ReferenceColumn, TimestampColumn } from '../database/columns';

/** A friend invited through a workspace's referral programme. */
@Entity('referrals')
@Index(['organizationId'])
export class ReferralEntity extends RecordEntity {
  @ReferenceColumn({ references: 'Organization', onDelete: 'CASCADE' })
  organizationId: string;

  @ReferenceColumn({ nullable: true, references: 'User', onDelete: 'SET NULL' })
  inviterUserId: string | null;

  @Column({ type: 'varchar', length: 254 })
  inviteeEmail: string;

  @TimestampColumn()
  invitationDate: Date;

  /** Percent off for the invitee when they subscribe. */
  @Column({ type: 'integer', default: 10 })
  inviteePromoCodeDiscount: number;

  @TimestampColumn({ nullable: true })
  inviteeRegisteredAt: Date | null;

  @TimestampColumn({ nullable: true })
  inviteeSubscriptionStartDate: Date | null;
}
