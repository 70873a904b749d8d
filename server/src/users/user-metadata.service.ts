import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { badUserInput } from '../common/errors/domain-errors';
import { UserMetadataEntity } from './user-metadata.entity';

export const METADATA_NAMESPACE = 'general';
export const METADATA_KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+){0,9}$/;
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_ATTEMPTS = 5;

type Document = Record<string, unknown>;

// TypeORM's deep-partial typing cannot express an open JSON document; the column stores it as text.
const asColumn = (document: Document) => document as never;

/** Sets `value` at a slash-separated path ("settings/table/users/rowsPerPage"), creating objects on the way. */
export const setAtPath = (document: Document, path: string, value: unknown): Document => {
  const segments = path.split('/');
  if (segments.some((segment) => FORBIDDEN_SEGMENTS.has(segment))) throw badUserInput('This key is not allowed.');
  const copy: Document = structuredClone(document);
  let node = copy;
  for (const segment of segments.slice(0, -1)) {
    const next = node[segment];
    node[segment] = next && typeof next === 'object' && !Array.isArray(next) ? next : {};
    node = node[segment] as Document;
  }
  const last = segments[segments.length - 1];
  if (value === null) delete node[last];
  else node[last] = value;
  return copy;
};

/**
 * The user's `general` key/value store (table settings, what's-new marker, dismissed banners).
 * Writes are read-modify-write guarded by a revision number, so two settings saved at the same
 * moment (rows per page and hidden columns) both land.
 */
@Injectable()
export class UserMetadataService {
  constructor(@InjectRepository(UserMetadataEntity) private readonly metadata: Repository<UserMetadataEntity>) {}

  async read(userId: string): Promise<Document> {
    const row = await this.metadata.findOne({ where: { userId, namespace: METADATA_NAMESPACE } });
    return row?.value ?? {};
  }

  async write(userId: string, key: string, value: unknown): Promise<Document> {
    if (!METADATA_KEY_PATTERN.test(key)) throw badUserInput('The key must be a path like settings/table/users/rowsPerPage.');
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const row = await this.metadata.findOne({ where: { userId, namespace: METADATA_NAMESPACE } });
      const next = setAtPath(row?.value ?? {}, key, value);
      if (!row) {
        try {
          await this.metadata.insert({ userId, namespace: METADATA_NAMESPACE, value: asColumn(next), revision: 1 });
          return next;
        } catch {
          continue; // another write created the row first; read it and try again
        }
      }
      const result = await this.metadata.update(
        { userId, namespace: METADATA_NAMESPACE, revision: row.revision },
        { value: asColumn(next), revision: row.revision + 1 },
      );
      if (result.affected) return next;
    }
    throw badUserInput('The setting could not be saved; please try again.');
  }
}
