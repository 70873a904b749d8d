import { Column, Entity, Index } from 'typeorm';

import { RecordEntity, TimestampColumn } from '../database/columns';

/** An entry of the what's-new feed. */
@Entity('feature_updates')
export class FeatureUpdateEntity extends RecordEntity {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 200 })
  slug: string;

  @Column({ type: 'text' })
  summary: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  mainImageUrl: string | null;

  @Index()
  @TimestampColumn()
  publishedOn: Date;
}
