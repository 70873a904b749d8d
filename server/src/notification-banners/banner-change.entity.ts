import { Column, Entity, Index } from 'typeorm';

import { EpochMillisecondsColumn, JsonColumn, RecordEntity, ReferenceColumn } from '../database/columns';

/** One entry of a banner's change history, appended on every change. */
@Entity('banner_changes')
@Index(['notificationBannerId'])
export class BannerChangeEntity extends RecordEntity {
  @ReferenceColumn({ references: 'NotificationBanner', onDelete: 'CASCADE' })
  notificationBannerId: string;

  @EpochMillisecondsColumn()
  timestamp: number;

  /** What changed, in words (created, enabled, disabled, edited, deleted). */
  @Column({ type: 'varchar', length: 200 })
  text: string;

  @Column({ type: 'varchar', length: 280 })
  bannerText: string;

  @ReferenceColumn()
  updatedById: string;

  @Column({ type: 'varchar', length: 201 })
  updatedByName: string;

  @JsonColumn({ default: '[]' })
  showToProduct: string[];

  @JsonColumn({ default: '[]' })
  showToPlatform: string[];
}
