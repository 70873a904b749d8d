import { Column, Entity, PrimaryColumn } from 'typeorm';

import { JsonColumn, UpdatedAtColumn } from '../database/columns';

/** A user's key/value store; the dashboard keeps its settings under the `general` namespace. */
@Entity('user_metadata')
export class UserMetadataEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  namespace: string;

  @JsonColumn({ default: '{}' })
  value: Record<string, unknown>;

  @UpdatedAtColumn()
  updatedAt: Date;

  @Column({ type: 'integer', default: 0 })
  revision: number;
}
