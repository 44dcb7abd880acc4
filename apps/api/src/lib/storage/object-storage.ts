import type { Readable } from 'node:stream';

/** What is stored with an object. */
export interface PutOptions {
  contentType: string;
}

/** An object read back: its bytes as a stream and, when the store knows it, its size. */
export interface StoredObject {
  stream: Readable;
  size: number | undefined;
}

/**
 * Where uploaded files live (attachments, logos): a folder under DATA_DIR by default, an S3-compatible
 * bucket by configuration (STORAGE_DRIVER). Keys are relative paths of safe segments (see
 * `assertSafeKey`); the database keeps the key, never a file system path or a URL.
 */
export interface ObjectStorage {
  /** Which driver serves the objects ('local' or 's3'). */
  readonly driver: 'local' | 's3';
  /** Writes the object whole (a reader never sees a partial one); replaces an existing one. */
  put(key: string, data: Uint8Array, options: PutOptions): Promise<void>;
  /** The object as a stream, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** A key segment: letters, digits, dot, hyphen and underscore, not starting with a dot. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/**
 * Refuses keys that could leave the storage root or mean different things to different drivers: empty,
 * absolute, with backslashes, empty, '.' or '..' segments, or characters outside [A-Za-z0-9._-].
 * Keys are built by the server (ids and fixed words), never from a user's file name.
 */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const safe = key.length > 0 && key.length <= 512 && segments.every((segment) => SEGMENT.test(segment));
  if (!safe) throw new InvalidStorageKeyError(key);
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`chave de armazenamento inválida: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}
