import { Column, Entity, Index } from 'typeorm';

import { MoneyColumn, RecordEntity, ReferenceColumn, TimestampColumn } from '../database/columns';

/** A purchase of a bundle, possibly with a promo code. */
@Entity('sales')
@Index(['organizationId'])
export class SaleEntity extends RecordEntity {
  @ReferenceColumn({ nullable: true, references: 'Organization', onDelete: 'SET NULL' })
  organizationId: string | null;

  @ReferenceColumn({ references: 'Bundle', onDelete: 'CASCADE' })
  bundleId: string;

  @ReferenceColumn({ nullable: true, references: 'PromoCode', onDelete: 'SET NULL' })
  promoCodeId: string | null;

  @ReferenceColumn({ nullable: true, references: 'User', onDelete: 'SET NULL' })
  userId: string | null;

  @Column({ type: 'varchar', length: 254 })
  buyerEmail: string;

  @MoneyColumn({ default: 0 })
  price: number;

  @MoneyColumn({ default: 0 })
  paidPrice: number;

  @Column({ type: 'varchar', length: 3, default: 'USD' })
  currency: string;

  /** active, non-renewing, cancelled, ... shown as status chips. */
  @Column({ type: 'varchar', length: 15, default: 'active' })
  status: string;

  @TimestampColumn()
  purchasedAt: Date;
}
