import { Column, Entity, Index } from 'typeorm';

import { JsonColumn, MoneyColumn, RecordEntity, ReferenceColumn } from '../database/columns';

/** A priced set of programs sold in the shop. */
@Entity('bundles')
export class BundleEntity extends RecordEntity {
  @Index()
  @ReferenceColumn({ nullable: true })
  organizationId: string | null;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @JsonColumn({ default: '[]' })
  courseIds: string[];

  @MoneyColumn({ default: 0 })
  price: number;

  @Column({ type: 'varchar', length: 3, default: 'USD' })
  currency: string;

  /** one_time, monthly, quarterly or yearly. */
  @Column({ type: 'varchar', length: 10, default: 'one_time' })
  recurring: string;

  @Column({ type: 'boolean', default: false })
  published: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  /** External reference from the payment provider, once generated. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  extRef: string | null;
}
