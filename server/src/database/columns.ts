import { BeforeInsert, Column, ColumnOptions, CreateDateColumn, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn, ValueTransformer } from 'typeorm';

import type { OnDelete } from '../common/resource/fields';
import { resourceNamed } from '../common/resource/resource-registry';

import { usesPostgres } from '../config/app-config';
import { orderedId } from './ordered-id';

/*
 * Column types that differ between the two databases. SQLite has no timestamptz and PostgreSQL no
 * datetime, so the type is picked from DATABASE_URL when the entity classes load.
 */
const timestampType = (): ColumnOptions['type'] => (usesPostgres() ? 'timestamptz' : 'datetime');

export const TimestampColumn = (options: ColumnOptions = {}): PropertyDecorator => Column({ type: timestampType(), ...options });

export const CreatedAtColumn = (): PropertyDecorator => CreateDateColumn({ type: timestampType() });

export const UpdatedAtColumn = (): PropertyDecorator => UpdateDateColumn({ type: timestampType() });

/** JSON stored as text on both databases; small documents that are never filtered on. */
export const JsonColumn = (options: ColumnOptions = {}): PropertyDecorator => Column({ type: 'simple-json', ...options });

/** PostgreSQL returns bigint as a string; epoch milliseconds fit in a JS number. */
const bigintToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

export const EpochMillisecondsColumn = (options: ColumnOptions = {}): PropertyDecorator => Column({ type: 'bigint', transformer: bigintToNumber, ...options });

/** PostgreSQL returns numeric as a string too. */
const decimalToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

export const MoneyColumn = (options: ColumnOptions = {}): PropertyDecorator =>
  Column({ type: 'decimal', precision: 12, scale: 2, transformer: decimalToNumber, ...options });

export const IdColumn = (): PropertyDecorator => PrimaryColumn({ type: 'varchar', length: 64 });

type ReferenceOptions = ColumnOptions & {
  /** The resource (by its GraphQL name) whose id this column holds: a real foreign key. */
  references?: string;
  onDelete?: OnDelete;
};

/**
 * An id column of a plain table; with `references`, a foreign key to that resource's table (the
 * relation property it needs is hidden behind the column's name + "Reference").
 */
export const ReferenceColumn =
  ({ references, onDelete, ...options }: ReferenceOptions = {}): PropertyDecorator =>
  (target, property) => {
    Column({ type: 'varchar', length: 64, ...options })(target, property);
    if (!references) return;
    const relation = `${String(property)}Reference`;
    ManyToOne(() => resourceNamed(references).entity, { onDelete: onDelete ?? 'CASCADE', nullable: options.nullable ?? false })(target, relation);
    JoinColumn({ name: String(property), referencedColumnName: 'id' })(target, relation);
  };

/** Base of every table: a string id (a time-ordered UUID unless the seed chooses one) and creation/update times. */
export abstract class RecordEntity {
  @IdColumn()
  id: string;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= orderedId();
  }
}
