import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';

import { RecordEntity } from '../database/columns';
import { FeatureUpdateEntity } from './feature-update.entity';

/** A what's-new entry's name and summary in one more language (issue 27); the entry's own are English. */
@Entity('feature_update_texts')
@Index(['featureUpdateId', 'language'], { unique: true })
export class FeatureUpdateTextEntity extends RecordEntity {
  @Column({ type: 'varchar', length: 64 })
  featureUpdateId: string;

  @ManyToOne(() => FeatureUpdateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'featureUpdateId' })
  featureUpdate?: Relation<FeatureUpdateEntity>;

  @Column({ type: 'varchar', length: 5 })
  language: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text' })
  summary: string;
}
