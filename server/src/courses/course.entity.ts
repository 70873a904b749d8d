import { Column, Entity, Index } from 'typeorm';

import { JsonColumn, RecordEntity, ReferenceColumn } from '../database/columns';

export type CourseCurator = {
  name: string | null;
  title: string | null;
  company: string | null;
  photo: string | null;
  bio: string | null;
};

/** A program: sessions (chapters) of actions, published to workspaces and distributed to groups. */
@Entity('courses')
export class CourseEntity extends RecordEntity {
  @Index()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @JsonColumn({ nullable: true })
  curator: CourseCurator | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  curatorName: string | null;

  @JsonColumn({ default: '[]' })
  tags: string[];

  @Column({ type: 'boolean', default: false })
  published: boolean;

  /** draft, pipeline, ready, live or archived. */
  @Column({ type: 'varchar', length: 10, default: 'draft' })
  status2: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  category: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  categoryText: string | null;

  @JsonColumn({ default: '[]' })
  skills: string[];

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** basic, intermediate, advanced or universal. */
  @Column({ type: 'varchar', length: 15, default: 'universal' })
  difficulty: string;

  @Column({ type: 'boolean', default: false })
  allowPublicRatingResults: boolean;

  @ReferenceColumn({ nullable: true })
  parentCourseId: string | null;

  @ReferenceColumn({ nullable: true })
  masterCourseId: string | null;

  @JsonColumn({ default: '[]' })
  availableToCompanies: string[];

  @JsonColumn({ default: '[]' })
  availableToOrganizations: string[];

  @Column({ type: 'integer', default: 0 })
  chaptersCount: number;

  @Column({ type: 'integer', default: 0 })
  actionsCount: number;

  /** Estimated minutes to complete. */
  @Column({ type: 'integer', default: 0 })
  interactionTime: number;

  @Column({ type: 'integer', default: 80 })
  graduationGrade: number;

  @Column({ type: 'integer', default: 0 })
  passingGrade: number;

  @ReferenceColumn({ nullable: true })
  contentPartnerId: string | null;

  @Column({ type: 'boolean', default: false })
  manualReviews: boolean;

  /** Unlock mode: Daily, Streak or Unlocked. */
  @Column({ type: 'varchar', length: 10, default: 'Daily' })
  chaptersUnlocked: string;

  @Column({ type: 'boolean', default: true })
  canRetakeActionAssessments: boolean;

  @Column({ type: 'integer', default: 0 })
  maxActionAssessmentsRetakes: number;

  @Column({ type: 'boolean', default: false })
  workbookDisabled: boolean;

  @Column({ type: 'boolean', default: false })
  allowMediaDownload: boolean;

  @Column({ type: 'boolean', default: false })
  denyContentCopy: boolean;

  @Column({ type: 'boolean', default: false })
  showActionAssessmentsResultsPerAction: boolean;

  @Column({ type: 'boolean', default: false })
  curatorSignatureDisabled: boolean;

  @Column({ type: 'boolean', default: false })
  curatorChatEnabled: boolean;

  @Column({ type: 'boolean', default: false })
  isTemplate: boolean;

  /** Lumen (native) or Scorm. */
  @Column({ type: 'varchar', length: 10, default: 'Lumen' })
  type: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  tagline: string | null;

  @Column({ type: 'boolean', default: false })
  hasAssessments: boolean;

  @Column({ type: 'boolean', default: false })
  hasProctoring: boolean;

  /** Owner: organization, user or platform. */
  @Column({ type: 'varchar', length: 12, default: 'organization' })
  ownerType: string;

  /** The owning workspace, when the owner is a workspace. */
  @Index()
  @ReferenceColumn({ nullable: true })
  organizationId: string | null;

  @ReferenceColumn({ nullable: true })
  ownerUserId: string | null;
}
