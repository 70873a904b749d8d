import { Column, Entity, Index } from 'typeorm';

import { MoneyColumn, RecordEntity, ReferenceColumn, TimestampColumn } from '../database/columns';

@Entity('promo_codes')
export class PromoCodeEntity extends RecordEntity {
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 50 })
  code: string;

  @ReferenceColumn({ nullable: true })
  organizationId: string | null;

  @ReferenceColumn({ nullable: true })
  bundleId: string | null;

  /** Discount in percent. */
  @Column({ type: 'integer', default: 0 })
  discount: number;

  /** 0 means no limit. */
  @Column({ type: 'integer', default: 0 })
  usageLimit: number;

  @Column({ type: 'integer', default: 0 })
  usageCount: number;

  @MoneyColumn({ default: 0 })
  price: number;

  @Column({ type: 'varchar', length: 3, default: 'USD' })
  currency: string;

  @MoneyColumn({ default: 0 })
  regularPrice: number;

  @MoneyColumn({ default: 0 })
  paidPrice: number;

  /** Null means no expiry. */
  @TimestampColumn({ nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
