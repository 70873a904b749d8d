import { Column, Entity, Index } from 'typeorm';

import { EpochMillisecondsColumn, RecordEntity, ReferenceColumn, TimestampColumn } from '../database/columns';

/** A program distributed (or scheduled) to a group, with its distribution parameters. */
@Entity('company_courses')
@Index(['companyId', 'courseId'], { unique: true })
@Index(['courseId'])
// A workspace's distributed programs, in program order: a program list's scope reads them per workspace.
@Index(['organizationId', 'courseId'])
export class CompanyCourseEntity extends RecordEntity {
  @ReferenceColumn({ references: 'Company', onDelete: 'CASCADE' })
  companyId: string;

  @ReferenceColumn({ references: 'Course', onDelete: 'CASCADE' })
  courseId: string;

  @ReferenceColumn({ references: 'Organization', onDelete: 'CASCADE' })
  organizationId: string;

  /** The program is switched off in this group without being un-distributed. */
  @Column({ type: 'boolean', default: false })
  disabled: boolean;

  /** Null while only scheduled. */
  @TimestampColumn({ nullable: true })
  distributedAt: Date | null;

  /** When a scheduled distribution starts (epoch ms). */
  @EpochMillisecondsColumn({ nullable: true })
  futureDistribution: number | null;

  @TimestampColumn({ nullable: true })
  absoluteDeadline: Date | null;

  /** Available for this many days after joining. */
  @Column({ type: 'integer', nullable: true })
  relativeDeadline: number | null;

  @TimestampColumn({ nullable: true })
  dueDate: Date | null;

  @Column({ type: 'boolean', default: false })
  manualReviewsSkipEndorsment: boolean;

  @Column({ type: 'boolean', default: false })
  showHintsAfterAssessmentsCompleted: boolean;

  @Column({ type: 'boolean', default: false })
  hideAssessmentsAfterCompleted: boolean;
}
