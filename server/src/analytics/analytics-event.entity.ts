import { Column, Entity, Index } from 'typeorm';

import { JsonColumn, RecordEntity, ReferenceColumn } from '../database/columns';

/** Product analytics: Banner Shown/Answered/Clicked/Dismissed, Workspace Created/Changed, ... */
@Entity('analytics_events')
@Index(['name', 'subjectId'])
export class AnalyticsEventEntity extends RecordEntity {
  @Column({ type: 'varchar', length: 50 })
  name: string;

  @ReferenceColumn({ nullable: true, references: 'User', onDelete: 'SET NULL' })
  userId: string | null;

  /** What the event is about (a banner id, a workspace id), for counting per subject. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  subjectId: string | null;

  @Column({ type: 'varchar', length: 20, default: 'dashboard' })
  platform: string;

  @JsonColumn({ default: '{}' })
  properties: Record<string, unknown>;
}
