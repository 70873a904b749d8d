import { Column, Entity, Index } from 'typeorm';

import { RecordEntity, ReferenceColumn } from '../database/columns';

/** A session of a program. */
@Entity('chapters')
@Index(['courseId', 'order'])
export class ChapterEntity extends RecordEntity {
  @ReferenceColumn()
  courseId: string;

  @Column({ type: 'integer' })
  order: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;
}
