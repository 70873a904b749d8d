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
// The people lists' orders (by name, the SPA's default, and by join date) are read straight from these,
// each order ending with the id, its tie-breaker (nestjs-query-adapter.ts).
// A group's ones also hold the workspace: a reader's scope is checked on it, so counting a group's
// learners within that scope reads the index alone (a 100k group: 35 -> 17 ms on SQLite).
@Index(['organizationId', 'role', 'joinedAt', 'id'])
@Index(['companyId', 'role', 'joinedAt', 'id', 'organizationId'])
@Index(['organizationId', 'role', 'personName', 'id'])
@Index(['companyId', 'role', 'personName', 'id', 'organizationId'])
// A workspace's own members only (not its groups' or programs'): its people list and their count
// read this alone instead of every membership of the workspace (100k members: 151 -> 18 ms on SQLite).
@Index('IDX_memberships_workspace_people', ['organizationId', 'role', 'joinedAt', 'id'], { where: '"companyId" IS NULL AND "courseId" IS NULL' })
@Index(['courseId', 'role'])
// The people of a workspace (group) in person order: a bounded count of who a manager (agent) may
// see reads them distinct from the index, stopping at the bound (access-sql.ts, compileLowerBounds).
@Index(['organizationId', 'userId'])
@Index(['companyId', 'userId'])
// The trigram GIN index of the SearchText migration (PostgreSQL); TypeORM must leave it alone.
@Index('IDX_memberships_search_text', { synchronize: false })
export class MembershipEntity extends RecordEntity {
  @ReferenceColumn({ references: 'User', onDelete: 'CASCADE' })
  userId: string;

  @Column({ type: 'varchar', length: 20 })
  role: MembershipRole;

  /** Set for every row but platform-level program editors. */
  @ReferenceColumn({ nullable: true, references: 'Organization', onDelete: 'CASCADE' })
  organizationId: string | null;

  @ReferenceColumn({ nullable: true, references: 'Company', onDelete: 'CASCADE' })
  companyId: string | null;

  @ReferenceColumn({ nullable: true, references: 'Course', onDelete: 'CASCADE' })
  courseId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  employeeId: string | null;

  @TimestampColumn()
  joinedAt: Date;

  @Column({ type: 'boolean', default: false })
  isDisabled: boolean;

  /**
   * What the people lists' search box matches: the person's e-mail and name and this row's
   * employee id, lower-cased. Kept current by database triggers on users and memberships (so no
   * write path can forget it) and indexed for substring search (migration PeopleSearchIndexes).
   */
  @Column({ type: 'varchar', length: 512, default: '' })
  searchText: string;

  /**
   * The person's full name, copied here so the people lists sort by name through an index on this
   * table instead of sorting every member joined with their person (100,000 of them in a large
   * group). Kept current by the same triggers as searchText.
   */
  @Column({ type: 'varchar', length: 201, default: '' })
  personName: string;
}
