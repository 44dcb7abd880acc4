import path from 'node:path';
import { type DatabasePoolMode, parseUrlList, readClusterMode, readPoolMode } from './lib/cluster';
import { type JobRole, readRole } from './lib/jobs/roles';
import { findRepoRoot } from './lib/repo-root';
import type { StorageConfig } from './lib/storage';

/** Runtime configuration, read once from the environment. Every variable is listed in README.md. */
export interface AppConfig {
  port: number;
  host: string;
  /** The monorepo's root folder (where the root package.json with `workspaces` is). */
  rootDir: string;
  /** PostgreSQL server URL; when unset the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /**
   * Streaming read replicas of DATABASE_URL (DATABASE_REPLICA_URLS, comma-separated): reads of the routes
   * that opted in go to one that has caught up (db/replicas.ts); everything else stays on the primary.
   */
  databaseReplicaUrls: string[];
  /** A DIRECT PostgreSQL URL for LISTEN (DATABASE_LISTEN_URL; default DATABASE_URL): poolers cannot hold it. */
  databaseListenUrl: string | undefined;
  /** DATABASE_POOL_MODE: `transaction` when a transaction-mode pooler (PgBouncer) is in front. */
  databasePoolMode: DatabasePoolMode;
  /**
   * Several processes (CLUSTER_MODE=true, or implied by EMBARCA_ROLE other than `all` or by
   * DATABASE_REPLICA_URLS): start-up refuses what only one process can own (lib/cluster.ts).
   */
  clusterMode: boolean;
  dataDir: string;
  /** Folder with the built web app (apps/web/dist); served at `/` when it exists. */
  webDistDir: string;
  logLevel: string;
  /** NODE_ENV (default 'production'); 'development' turns on pino-pretty logs when it is installed. */
  nodeEnv: string;
  /** Load the demo data into an empty database at start-up (default true; SEED_DEMO=false turns it off). */
  seedDemo: boolean;
  /** The demo's position simulator (issue 18; SIMULADOR_POSICOES, default: on with the demo data). */
  simuladorPosicoes: boolean;
  /** Maximum accepted request body, in bytes (BODY_LIMIT, default 5 MiB); larger bodies get 413. */
  bodyLimit: number;
  /**
   * TRUST_PROXY: the reverse proxies whose X-Forwarded-For is believed (Fastify's `trustProxy`): `true`
   * or a comma list of addresses/CIDRs. Unset: none — behind a balancer every client would
   * share the balancer's address (rate limits, logs).
   */
  trustProxy: boolean | string[];
  /** JWT signing secret (JWT_SECRET); when unset one is generated once into DATA_DIR/secrets.json. */
  jwtSecret: string | undefined;
  /** The freight API's `?key=`; from FRETE_API_KEY or generated into DATA_DIR/secrets.json. */
  freteApiKey: string | undefined;
  /** Commit shown by /api/health (GIT_COMMIT); when unset, build-info.json or 'dev'. */
  gitCommit: string | undefined;
  /** The address users open (PUBLIC_URL, default http://localhost:PORT): links in e-mails start with it. */
  publicUrl: string;
  /** SMTP server URL (SMTP_URL, e.g. smtp://user:pass@host:587); unset → e-mails go to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** Sender of every e-mail (MAIL_FROM). */
  mailFrom: string;
  /** CEP/CNPJ look-up services (CEP_PROVIDER_URL, CNPJ_PROVIDER_URL with `{cep}`/`{cnpj}`; LOOKUP_TIMEOUT_MS). */
  lookups: { cepProviderUrl: string | undefined; cnpjProviderUrl: string | undefined; timeoutMs: number };
  /** Where attachments and logos are kept (STORAGE_DRIVER local|s3; S3_* for a bucket). See lib/storage. */
  storage: StorageConfig;
  /** Memory for cached board pages, in MiB (QUADRO_CACHE_MB, default 64; 0 turns the cache off). */
  quadroCacheMb: number;
  /**
   * How long one build of the monitoring map is served again, in seconds (MAPA_CACHE_SEGUNDOS, default 10;
   * 0 builds it on every request). Its page polls every 60 s; issue 18, lib/short-json-cache.ts.
   */
  mapaCacheSegundos: number;
  /** Marketing service receiving the lead form of trial companies' loads (MARKETING_LEAD_URL); unset → none sent. */
  marketingLeadUrl: string | undefined;
  /**
   * EMBARCA_ROLE (issue 17): `all` (default) serves the API and works jobs; `web` serves the API and only
   * sends jobs (no worker, no cron); `worker` works jobs and runs the crons, serving only the health checks.
   */
  role: JobRole;
  /**
   * SHUTDOWN_TIMEOUT_MS (default 25,000): the longest a SIGTERM/SIGINT shutdown may take — draining HTTP and
   * WebSockets, waiting for running jobs — before the process exits with 1.
   */
  shutdownTimeoutMs: number;
  /** When set, GET /api/metrics needs `Authorization: Bearer <token>` (METRICS_TOKEN). */
  metricsToken: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const rootDir = findRepoRoot(import.meta.dirname);
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    rootDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrls: parseUrlList(env.DATABASE_REPLICA_URLS),
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    databasePoolMode: readPoolMode(env),
    clusterMode: readClusterMode(env),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(rootDir, 'apps', 'web', 'dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    nodeEnv: env.NODE_ENV ?? 'production',
    seedDemo: env.SEED_DEMO !== 'false',
    simuladorPosicoes: env.SIMULADOR_POSICOES ? env.SIMULADOR_POSICOES === 'true' : env.SEED_DEMO !== 'false',
    bodyLimit: Number(env.BODY_LIMIT ?? 5 * 1024 * 1024),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    jwtSecret: env.JWT_SECRET || undefined,
    freteApiKey: env.FRETE_API_KEY || undefined,
    gitCommit: env.GIT_COMMIT || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Embarca <nao-responda@embarca.local>',
    lookups: {
      cepProviderUrl: env.CEP_PROVIDER_URL || undefined,
      cnpjProviderUrl: env.CNPJ_PROVIDER_URL || undefined,
      timeoutMs: Number(env.LOOKUP_TIMEOUT_MS ?? 5000),
    },
    storage: loadStorageConfig(env),
    quadroCacheMb: Number(env.QUADRO_CACHE_MB ?? 64),
    mapaCacheSegundos: Number(env.MAPA_CACHE_SEGUNDOS ?? 10),
    marketingLeadUrl: env.MARKETING_LEAD_URL || undefined,
    role: readRole(env),
    shutdownTimeoutMs: loadShutdownTimeout(env),
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}

function loadShutdownTimeout(env: NodeJS.ProcessEnv): number {
  if (!env.SHUTDOWN_TIMEOUT_MS) return 25_000;
  const value = Number(env.SHUTDOWN_TIMEOUT_MS);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(
      `SHUTDOWN_TIMEOUT_MS inválido: "${env.SHUTDOWN_TIMEOUT_MS}" (use um número inteiro de milissegundos)`,
    );
  }
  return value;
}

/** STORAGE_DRIVER (local, the default, or s3) and the bucket's S3_* variables. */
function loadStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const driver = (env.STORAGE_DRIVER || 'local').toLowerCase();
  if (driver !== 'local' && driver !== 's3') {
    throw new Error(`STORAGE_DRIVER inválido: ${env.STORAGE_DRIVER} (use local ou s3)`);
  }
  return {
    driver,
    localShared: env.STORAGE_LOCAL_SHARED === 'true',
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      bucket: env.S3_BUCKET || undefined,
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    },
  };
}

/** TRUST_PROXY → Fastify's `trustProxy`: true/false, or a comma list of addresses/CIDRs. */
export function readTrustProxy(value: string | undefined): boolean | string[] {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
