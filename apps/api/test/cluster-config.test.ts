import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { ClusterConfigError } from '../src/lib/cluster';
import { testConfig } from './helpers/test-app';

describe('buildApp in cluster mode (issue 17)', () => {
  it('refuses before generating any secret into DATA_DIR', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-cluster-'));
    try {
      const config = testConfig({
        clusterMode: true,
        dataDir,
        databaseUrl: 'postgres://db.interno/embarca',
        jwtSecret: undefined,
        freteApiKey: undefined,
        storage: {
          ...testConfig().storage,
          driver: 's3',
          s3: { ...testConfig().storage.s3, bucket: 'anexos' },
        },
      });
      // The check comes first: the database is never touched.
      const attempt = buildApp({ config, database: {} as DatabaseHandle, logger: false });
      await expect(attempt).rejects.toBeInstanceOf(ClusterConfigError);
      await expect(attempt).rejects.toThrow(/JWT_SECRET[\s\S]*FRETE_API_KEY/);
      expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
