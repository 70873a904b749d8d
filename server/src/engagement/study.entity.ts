import { Column, Entity, Index } from 'typeorm';

import { JsonColumn, RecordEntity, ReferenceColumn, TimestampColumn } from '../database/columns';

export type StudyReview = { score: number | null; feedback: string | null; reviewedAt: string | null };

/** A learner's progress on one action. */
@Entity('studies')
@Index(['userId', 'courseId'])
@Index(['actionId', 'userId'], { unique: true })
export class StudyEntity extends RecordEntity {
  @ReferenceColumn({ references: 'User', onDelete: 'CASCADE' })
  userId: string;

  @ReferenceColumn({ references: 'Action', onDelete: 'CASCADE' })
  actionId: string;

  @ReferenceColumn({ references: 'Course', onDelete: 'CASCADE' })
  courseId: string;

  @ReferenceColumn({ nullable: true, references: 'Company', onDelete: 'SET NULL' })
  companyId: string | null;

  @Column({ type: 'boolean', default: false })
  viewed: boolean;

  @Column({ type: 'text', nullable: true })
  answer: string | null;

  @TimestampColumn({ nullable: true })
  answeredAt: Date | null;

  @TimestampColumn({ nullable: true })
  completedAt: Date | null;

  @TimestampColumn({ nullable: true })
  sharedAt: Date | null;

  @Column({ type: 'boolean', nullable: true })
  isCorrect: boolean | null;

  @Column({ type: 'boolean', nullable: true })
  isAssessmentCorrect: boolean | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  thumbnail: string | null;

  @Column({ type: 'text', nullable: true })
  comment: string | null;

  @Column({ type: 'integer', default: 0 })
  secondsSpent: number;

  @TimestampColumn({ nullable: true })
  reminder: Date | null;

  @Column({ type: 'integer', default: 0 })
  likesCount: number;

  @Column({ type: 'integer', default: 0 })
  commentsCount: number;

  @JsonColumn({ nullable: true })
  review: StudyReview | null;

  @Column({ type: 'integer', default: 0 })
  tries: number;
}
