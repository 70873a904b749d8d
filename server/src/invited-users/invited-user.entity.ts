import { Column, Entity, Index } from 'typeorm';

import { RecordEntity, ReferenceColumn } from '../database/columns';

/** Someone invited to a workspace or group who has not joined yet. */
@Entity('invited_users')
@Index(['organizationId', 'email'])
@Index(['email', 'status'])
export class InvitedUserEntity extends RecordEntity {
  @ReferenceColumn({ references: 'Organization', onDelete: 'CASCADE' })
  organizationId: string;

  @ReferenceColumn({ nullable: true, references: 'Company', onDelete: 'CASCADE' })
  companyId: string | null;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  employeeId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @ReferenceColumn({ nullable: true, references: 'User', onDelete: 'SET NULL' })
  invitedBy: string | null;

  /** What accepting gives: 'member' (of the workspace, and of the group when companyId is set) or a workspace role. */
  @Column({ type: 'varchar', length: 20, default: 'member' })
  role: string;

  /** invited, or pending while awaiting admin approval. */
  @Column({ type: 'varchar', length: 10, default: 'invited' })
  status: string;
}
