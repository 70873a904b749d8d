import { Entity } from 'typeorm';

import { RecordEntity, ReferenceColumn, TimestampColumn } from '../database/columns';

/** The one-time handoff from the sign-in page to the SPA; its id is the token's jti. */
@Entity('signin_grants')
export class SigninGrantEntity extends RecordEntity {
  @ReferenceColumn({ references: 'User', onDelete: 'CASCADE' })
  userId: string;

  @TimestampColumn()
  expiresAt: Date;

  @TimestampColumn({ nullable: true })
  usedAt: Date | null;
}
