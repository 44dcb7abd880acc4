import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import type { Mailer } from '../../src/lib/mailer';
import type { SmsSender } from '../../src/lib/sms';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

export interface CreateTestAppOptions {
  /** Configuration overrides (e.g. `webDistDir`, `bodyLimit`). */
  config?: Partial<AppConfig>;
  /** Use this database instead of the file's own copy of the seeded test database. */
  database?: DatabaseHandle;
  /** Mail/SMS senders (e.g. test/helpers/fake-mailer.ts); by default they write to `dataDir`/outbox. */
  mailer?: Mailer;
  sms?: SmsSender;
}

/**
 * A fixed configuration: no web build (unless given), a fixed JWT secret, nothing written to ./data. The
 * role is `web` (issue 17): a test app sends jobs but works none unless the test asks for `role: 'all'` —
 * a background worker would add statements to the query budget and race the assertions on the rows jobs
 * change.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    dataDir: path.join(os.tmpdir(), 'embarca-test-data'),
    webDistDir: path.join(os.tmpdir(), 'embarca-test-sem-web'),
    jwtSecret: 'segredo-de-teste-com-mais-de-32-caracteres',
    freteApiKey: 'chave-frete-de-teste',
    gitCommit: 'test',
    seedDemo: false,
    simuladorPosicoes: false,
    role: 'web',
    shutdownTimeoutMs: 5_000,
    ...overrides,
  };
}

/** The API on the file's own seeded database, logger off; use `app.inject`. */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    logger: false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The file's app, built before its tests and closed after them: `app` and `database` are there from the
 * first `beforeAll` on (register the file's own set-up after this call).
 */
export function usarTestApp(options: CreateTestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const aberto = () => {
    if (!current) throw new Error('o app de teste ainda não foi criado (use-o dentro de um teste ou hook)');
    return current;
  };
  return {
    get app() {
      return aberto().app;
    },
    get database() {
      return aberto().database;
    },
    close: () => aberto().close(),
  };
}
