import { Column, Entity, Index } from 'typeorm';

import { RecordEntity, ReferenceColumn, TimestampColumn } from '../database/columns';

/** A signed-in browser. Every dashboard token names one; revoking the row ends the token. */
@Entity('sessions')
@Index(['userId', 'revokedAt'])
export class SessionEntity extends RecordEntity {
  @ReferenceColumn({ references: 'User', onDelete: 'CASCADE' })
  userId: string;

  @TimestampColumn()
  expiresAt: Date;

  @TimestampColumn()
  lastSeenAt: Date;

  @TimestampColumn({ nullable: true })
  revokedAt: Date | null;

  /** UserLoggedOut, LoggedOutEverywhere or SessionExpiredInactivity. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  revokeReason: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  userAgent: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;
}
