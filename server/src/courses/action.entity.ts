import { Column, Entity, Index } from 'typeorm';

import { JsonColumn, RecordEntity, ReferenceColumn } from '../database/columns';

export type ActionReward = { type: string; channel: string; value: number };

/** A content step inside a session. */
@Entity('actions')
@Index(['chapterId', 'order'])
@Index(['courseId'])
export class ActionEntity extends RecordEntity {
  @ReferenceColumn()
  chapterId: string;

  @ReferenceColumn()
  courseId: string;

  @Column({ type: 'integer' })
  order: number;

  @Column({ type: 'varchar', length: 20 })
  contentType: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  userAction: string | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  placeholderAnswer: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  contentUrl: string | null;

  @JsonColumn({ default: '[]' })
  rewards: ActionReward[];
}
