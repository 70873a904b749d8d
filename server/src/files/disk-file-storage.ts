import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { CONTENT_TYPES, EXTENSIONS, FileFormat } from '../../../shared/uploads';
import { FileStorage, isFileKey, StoredFile } from './file-storage';

const FORMAT_OF_EXTENSION = Object.fromEntries(Object.entries(EXTENSIONS).map(([format, extension]) => [extension, format])) as Record<string, FileFormat>;

/** A key's file under the root; a key that is not one of ours throws (no path is ever built from anything else). */
const pathOf = (root: string, key: string): string => {
  if (!isFileKey(key)) throw new Error(`Not a file key: ${JSON.stringify(key)}`);
  return join(root, key);
};

/**
 * Files on the local disk, one per key in one directory (DATA_DIR/files by default). A write goes
 * to a temporary name first and is renamed, so a reader never sees half a file.
 */
export class DiskFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const target = pathOf(this.root, key);
    await mkdir(this.root, { recursive: true });
    const temporary = join(this.root, `.${key}.${randomBytes(6).toString('hex')}.part`);
    await writeFile(temporary, data, { mode: 0o640 });
    await rename(temporary, target);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isFileKey(key)) return null;
    const path = pathOf(this.root, key);
    const found = await stat(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!found?.isFile()) return null;
    const format = FORMAT_OF_EXTENSION[key.slice(key.lastIndexOf('.') + 1)];
    return { stream: createReadStream(path), size: found.size, contentType: CONTENT_TYPES[format] };
  }

  async delete(key: string): Promise<void> {
    await rm(pathOf(this.root, key), { force: true });
  }
}
