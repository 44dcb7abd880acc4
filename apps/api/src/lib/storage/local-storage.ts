import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type ObjectStorage, type StoredObject } from './object-storage';

/**
 * Objects as files under `rootDir` (DATA_DIR/storage by default), one file per key, the key's segments
 * as folders. A write goes to a temporary file beside the target and is renamed over it, so a reader sees
 * the old object or the new one, never half of one. The content type is not kept: the database row that
 * holds the key holds it.
 */
export function createLocalStorage(rootDir: string): ObjectStorage {
  const root = path.resolve(rootDir);

  /** The file of a key, checked twice: the key's syntax, then that the resolved path stays under root. */
  function fileOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(root, ...key.split('/'));
    if (!file.startsWith(root + path.sep)) throw new Error('chave de armazenamento fora da pasta');
    return file;
  }

  return {
    driver: 'local',

    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      try {
        await fs.writeFile(temp, data, { flag: 'wx' });
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredObject | null> {
      const file = fileOf(key);
      // Open first, then stat the open file: a delete in between cannot leave a stream on nothing.
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const stat = await handle.stat();
        return { stream: handle.createReadStream({ autoClose: true }), size: stat.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },

    async exists(key) {
      try {
        return (await fs.stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
