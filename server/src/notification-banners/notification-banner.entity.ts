import { Column, Entity, Index } from 'typeorm';

import { EpochMillisecondsColumn, JsonColumn, RecordEntity, ReferenceColumn } from '../database/columns';

export type CallToActionButton = { url: string; label: string };

/** An in-app banner shown on the web app and/or the dashboard to chosen product tiers. */
@Entity('notification_banners')
export class NotificationBannerEntity extends RecordEntity {
  /** Chosen by its creator; unique and never changed after creation. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 100 })
  bannerId: string;

  /** text, range10 or range5. */
  @Column({ type: 'varchar', length: 10 })
  type: string;

  @Column({ type: 'varchar', length: 280 })
  bannerText: string;

  @Column({ type: 'varchar', length: 7, default: '#FFFFFF' })
  bannerColor: string;

  @JsonColumn({ nullable: true })
  ctaButton: CallToActionButton | null;

  @JsonColumn({ default: '[]' })
  showToPlatform: string[];

  @JsonColumn({ default: '[]' })
  showToProduct: string[];

  @EpochMillisecondsColumn()
  expirationTime: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  minRangeCopy: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  maxRangeCopy: string | null;

  @Column({ type: 'integer', nullable: true })
  dismissForDays: number | null;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @ReferenceColumn()
  creatorId: string;

  @Column({ type: 'varchar', length: 201 })
  creatorName: string;

  /** Soft delete: the row stays, flagged. */
  @Column({ type: 'boolean', default: false })
  deleted: boolean;
}
