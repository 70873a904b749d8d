import { Column, Entity, Index } from 'typeorm';

import { RecordEntity, ReferenceColumn, TimestampColumn } from '../database/columns';
import type { MembershipRole } from '../../../shared/constants';

/**
 * Every relation between a user and a workspace, group or program: member, manager, billing
 * manager, agent, editor, partner, creator. The user's role lists (managerOrganizations,
 * agentCompanies, editorCourses, ...) are read from these rows.
 */
@Entity('memberships')
@Index(['userId', 'role'])
@Index(['organizationId', 'role'])
@Index(['companyId', 'role'])
@Index(['courseId', 'role'])
export class MembershipEntity extends RecordEntity {
  @ReferenceColumn()
  userId: string;

  @Column({ type: 'varchar', length: 20 })
  role: MembershipRole;

  /** Set for every row but platform-level program editors. */
  @ReferenceColumn({ nullable: true })
  organizationId: string | null;

  @ReferenceColumn({ nullable: true })
  companyId: string | null;

  @ReferenceColumn({ nullable: true })
  courseId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  employeeId: string | null;

  @TimestampColumn()
  joinedAt: Date;

  @Column({ type: 'boolean', default: false })
  isDisabled: boolean;
}
