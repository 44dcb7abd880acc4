import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createObjectStorage } from './index';
import { createLocalStorage } from './local-storage';
import { assertSafeKey, InvalidStorageKeyError, type ObjectStorage } from './object-storage';

let dir: string;
let storage: ObjectStorage;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'embarca-storage-'));
  storage = createLocalStorage(path.join(dir, 'storage'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const bytes = (value: string) => new TextEncoder().encode(value);

describe('local storage', () => {
  it('stores, reads back as a stream, tells it exists and deletes', async () => {
    await storage.put('owners/abc/anexos/1', bytes('conteúdo'), { contentType: 'text/plain' });
    expect(await storage.exists('owners/abc/anexos/1')).toBe(true);
    const object = await storage.get('owners/abc/anexos/1');
    expect(object?.size).toBe(bytes('conteúdo').length);
    expect(await text(object!.stream)).toBe('conteúdo');
    // The key's segments are folders under the root.
    expect(await fs.readFile(path.join(dir, 'storage', 'owners', 'abc', 'anexos', '1'), 'utf8')).toBe(
      'conteúdo',
    );

    await storage.delete('owners/abc/anexos/1');
    expect(await storage.exists('owners/abc/anexos/1')).toBe(false);
    expect(await storage.get('owners/abc/anexos/1')).toBeNull();
    // Deleting what is not there is not an error.
    await storage.delete('owners/abc/anexos/1');
  });

  it('replaces an object whole and leaves no temporary file behind', async () => {
    await storage.put('a/b', bytes('primeiro'), { contentType: 'text/plain' });
    await storage.put('a/b', bytes('segundo'), { contentType: 'text/plain' });
    expect(await text((await storage.get('a/b'))!.stream)).toBe('segundo');
    expect(await fs.readdir(path.join(dir, 'storage', 'a'))).toEqual(['b']);
  });

  it('answers null / false for a missing key, also below a file', async () => {
    expect(await storage.get('nada/aqui')).toBeNull();
    expect(await storage.exists('nada/aqui')).toBe(false);
    await storage.put('arquivo', bytes('x'), { contentType: 'text/plain' });
    expect(await storage.get('arquivo/filho')).toBeNull();
  });

  it.each([
    '../fora',
    'a/../../fora',
    '/etc/passwd',
    'a//b',
    'a/./b',
    '..',
    '.oculto',
    'a\\..\\b',
    'nome com espaço',
    'a/b/',
    '',
    'ção',
    `a/${'x'.repeat(200)}`,
  ])('refuses the unsafe key %j in every operation and writes nothing', async (key) => {
    expect(() => assertSafeKey(key)).toThrow(InvalidStorageKeyError);
    await expect(storage.put(key, bytes('x'), { contentType: 'text/plain' })).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.exists(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it('is the default driver, under DATA_DIR/storage', async () => {
    const configured = await createObjectStorage(
      {
        driver: 'local',
        s3: {
          endpoint: undefined,
          bucket: undefined,
          region: 'us-east-1',
          accessKeyId: undefined,
          secretAccessKey: undefined,
          forcePathStyle: false,
        },
      },
      dir,
    );
    expect(configured.driver).toBe('local');
    await configured.put('k', bytes('v'), { contentType: 'text/plain' });
    expect(await fs.readFile(path.join(dir, 'storage', 'k'), 'utf8')).toBe('v');
  });
});
