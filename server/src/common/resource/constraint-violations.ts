import type { BadRequestException } from '@nestjs/common';
import { DefaultNamingStrategy } from 'typeorm';

import { badUserInput } from '../errors/domain-errors';
import { registeredResources } from './resource-registry';
import { expressionIndexName, UniqueRule, uniqueViolation } from './unique-rules';

/*
 * The database's own refusals, said as the user's mistake they are. A write that passed the checks
 * before it can still break a unique index (two writes racing: twelve concurrent creates of the
 * same promo code) or a foreign key (the referenced row deleted meanwhile, a delete of a row still
 * referenced); both databases report which index or constraint, and the answer is the declared
 * rule's message: BAD_USER_INPUT, never a 500.
 */

const naming = new DefaultNamingStrategy();

type DriverError = { code?: unknown; constraint?: unknown; detail?: unknown; message?: unknown };

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const driverErrorOf = (error: unknown): DriverError | null => {
  if (!(error instanceof Error) || error.name !== 'QueryFailedError') return null;
  return (error as Error & { driverError?: DriverError }).driverError ?? null;
};

/** The rule a unique index enforces, by the index's name (as TypeORM names it, or the expression index's own). */
const ruleOfIndex = (indexName: string): UniqueRule | null => {
  for (const resource of registeredResources()) {
    for (const rule of resource.unique) {
      const name = rule.ignoreCase ? expressionIndexName(resource.table, rule) : naming.indexName(resource.table, [...rule.columns]);
      if (name === indexName) return rule;
    }
  }
  return null;
};

/** SQLite names the columns ("UNIQUE constraint failed: promo_codes.code") or an expression index ("… index 'UQ_x'"). */
const ruleOfSqliteMessage = (message: string): UniqueRule | null => {
  const index = /index '([^']+)'/.exec(message);
  if (index) return ruleOfIndex(index[1]);
  const columns = /UNIQUE constraint failed: (.+)$/
    .exec(message)?.[1]
    .split(',')
    .map((column) => column.trim());
  if (!columns?.length) return null;
  const table = columns[0].split('.')[0];
  const names = columns.map((column) => column.split('.')[1]).sort();
  const resource = registeredResources().find((candidate) => candidate.table === table);
  return resource?.unique.find((rule) => !rule.ignoreCase && [...rule.columns].sort().join() === names.join()) ?? null;
};

const DUPLICATE = () => badUserInput('This record already exists.', { key: 'validation.duplicate' });
const REFERENCE_MISSING = () => badUserInput('A record this one refers to does not exist.', { key: 'validation.referenceMissing' });
const STILL_REFERENCED = () => badUserInput('Other records still refer to this one.', { key: 'validation.stillReferenced' });

/**
 * The BAD_USER_INPUT a unique or foreign-key violation means, or null for any other error (which
 * stays what it is). `operation` tells a foreign key broken by a delete from one broken by a write.
 */
export const constraintViolation = (error: unknown, operation: 'write' | 'delete' = 'write'): BadRequestException | null => {
  const driverError = driverErrorOf(error);
  if (!driverError) return null;
  const code = textOf(driverError.code);
  const message = textOf(driverError.message) || (error as Error).message;
  if (code === '23505') {
    const rule = typeof driverError.constraint === 'string' ? ruleOfIndex(driverError.constraint) : null;
    return rule ? uniqueViolation(rule) : DUPLICATE();
  }
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const rule = ruleOfSqliteMessage(message);
    return rule ? uniqueViolation(rule) : DUPLICATE();
  }
  if (code === '23503') return textOf(driverError.detail).includes('is still referenced') ? STILL_REFERENCED() : REFERENCE_MISSING();
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return operation === 'delete' ? STILL_REFERENCED() : REFERENCE_MISSING();
  return null;
};
