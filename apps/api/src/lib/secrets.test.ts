import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from './secrets';

describe('loadOrCreateSecrets', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-secrets-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates DATA_DIR/secrets.json readable by the owner only, then reuses it', () => {
    const dataDir = tempDir();
    const first = loadOrCreateSecrets(dataDir);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecrets(dataDir)).toEqual(first);
  });

  it('gives each installation its own secret', () => {
    expect(loadOrCreateSecrets(tempDir()).jwtSecret).not.toBe(loadOrCreateSecrets(tempDir()).jwtSecret);
  });

  it('refuses a file whose secret is missing or short', () => {
    const dataDir = tempDir();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'secrets.json'), '{"jwtSecret":"curto"}');
    expect(() => loadOrCreateSecrets(dataDir)).toThrow(/jwtSecret/);
  });
});
