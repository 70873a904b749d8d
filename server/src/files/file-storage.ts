import type { Readable } from 'node:stream';

/**
 * Where uploaded files live, by key. The server ships a disk store under DATA_DIR
 * (disk-file-storage.ts); an S3-compatible store implements the same four calls (PutObject,
 * GetObject as a stream, DeleteObject) and is provided under FILE_STORAGE instead.
 *
 * Keys are made by the server only (uploadKey below), never taken from a request, so a key never
 * names a path outside the store.
 */
export type StoredFile = { stream: Readable; size: number; contentType: string };

export type FileStorage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file as a stream, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
};

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** A key: 32 hex characters and the format's extension. Anything else is refused before the store is asked. */
export const FILE_KEY_PATTERN = /^[a-f0-9]{32}\.(png|jpg|svg|pdf)$/;

export const isFileKey = (key: string): boolean => FILE_KEY_PATTERN.test(key);

/** Where the SPA (and anyone with the link) reads a file back: unguessable, so the link is the permission. */
export const FILES_PATH = '/api/v1/files';

export const fileUrl = (key: string): string => `${FILES_PATH}/${key}`;

/** The key inside one of our file URLs, or null for any other address (an old or external logo URL). */
export const keyOfUrl = (url: string | null | undefined): string | null => {
  if (!url?.startsWith(`${FILES_PATH}/`)) return null;
  const key = url.slice(FILES_PATH.length + 1);
  return isFileKey(key) ? key : null;
};
