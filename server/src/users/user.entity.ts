import { Column, Entity, Index } from 'typeorm';

import { JsonColumn, RecordEntity, TimestampColumn } from '../database/columns';

@Entity('users')
export class UserEntity extends RecordEntity {
  /** Stored lower-cased so sign-in and invites match regardless of case. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** argon2id hash; null for accounts created by an invite that never set a password. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  /** Platform-wide roles (admin, superEditor, sales, programViewer, services). */
  @JsonColumn({ default: '[]' })
  roles: string[];

  @Column({ type: 'varchar', length: 100, default: '' })
  firstName: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  lastName: string;

  @Index()
  @Column({ type: 'varchar', length: 201, default: '' })
  fullName: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'varchar', length: 64, default: 'UTC' })
  timezone: string;

  @Column({ type: 'boolean', default: false })
  emailVerified: boolean;

  @Column({ type: 'varchar', length: 5, nullable: true })
  language: string | null;

  @JsonColumn({ default: '{}' })
  notificationSettings: Record<string, boolean>;

  @TimestampColumn({ nullable: true })
  lastLoginAt: Date | null;

  /** Raised by "log out everywhere": remember-me identities issued under an older value no longer count. */
  @Column({ type: 'integer', default: 0 })
  identityGeneration: number;
}
