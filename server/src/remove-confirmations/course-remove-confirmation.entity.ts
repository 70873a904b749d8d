import { Column, Entity, Index } from 'typeorm';

import { RecordEntity, ReferenceColumn } from '../database/columns';

/** A program whose deletion waits for an admin: process deletes it, discard keeps it. */
@Entity('course_remove_confirmations')
@Index(['handled', 'reason'])
export class CourseRemoveConfirmationEntity extends RecordEntity {
  /** organization_deleted or user_deleted. */
  @Column({ type: 'varchar', length: 30 })
  reason: string;

  /** The id of the deleted workspace or user that caused it. */
  @Column({ type: 'varchar', length: 64 })
  reasonRelationKey: string;

  @ReferenceColumn()
  courseId: string;

  @Column({ type: 'varchar', length: 200 })
  courseTitle: string;

  @Column({ type: 'boolean', default: false })
  handled: boolean;

  @ReferenceColumn({ nullable: true })
  handledBy: string | null;

  /** process or discard, once handled. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  action: string | null;
}
