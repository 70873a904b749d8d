import { Column, Entity, Index } from 'typeorm';

import { RecordEntity, ReferenceColumn } from '../database/columns';

/** A user whose removal waits for an admin: process removes them, discard keeps them. */
@Entity('user_remove_confirmations')
@Index(['handled', 'reason'])
export class UserRemoveConfirmationEntity extends RecordEntity {
  /** removed_from_organization or organization_deleted. */
  @Column({ type: 'varchar', length: 30 })
  reason: string;

  @Column({ type: 'varchar', length: 64 })
  reasonRelationKey: string;

  @ReferenceColumn()
  userId: string;

  /** Kept here so the row still reads well once the user is gone. */
  @Column({ type: 'varchar', length: 254 })
  userEmail: string;

  @Column({ type: 'varchar', length: 201, default: '' })
  userFullName: string;

  @Column({ type: 'boolean', default: false })
  handled: boolean;

  @ReferenceColumn({ nullable: true })
  handledBy: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  action: string | null;
}
