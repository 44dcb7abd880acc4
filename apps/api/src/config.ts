import path from 'node:path';

/** Runtime configuration, read once from the environment. Every variable is listed in README.md. */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL server URL; when unset the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Folder with the built web app (apps/web/dist); served at `/` when it exists. */
  webDistDir: string;
  logLevel: string;
  nodeEnv: string;
  /** Load the demo data into an empty database at start-up (default true; SEED_DEMO=false turns it off). */
  seedDemo: boolean;
  /** Maximum accepted request body, in bytes. */
  bodyLimit: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(root, 'apps', 'web', 'dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    nodeEnv: env.NODE_ENV ?? 'development',
    seedDemo: env.SEED_DEMO !== 'false',
    bodyLimit: Number(env.BODY_LIMIT ?? 5 * 1024 * 1024),
  };
}
