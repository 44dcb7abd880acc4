import type { AppConfig } from '../config';
import { type JobRole, readRole } from './jobs/roles';
import { redactUrl } from './redact-url';

/**
 * Running as one of several processes (issue 17, "Beyond one process"): several API processes behind a
 * load balancer, background workers, read replicas, a transaction-mode pooler. What one process may keep
 * to itself — an embedded database, secrets generated into its own DATA_DIR, attachments in its own
 * folder — breaks silently once there are two: sessions signed by one process are refused by the other,
 * an attachment uploaded through one is missing from the other. In cluster mode start-up refuses each of
 * them with a message naming the variable to set (`checkClusterConfig`).
 */

/**
 * Cluster mode: CLUSTER_MODE=true, or implied by a role other than `all` (there is then another process
 * doing the rest) or by read replicas (a replicated database serves several processes).
 */
export function readClusterMode(env: NodeJS.ProcessEnv): boolean {
  const explicit = env.CLUSTER_MODE?.trim().toLowerCase();
  if (explicit && explicit !== 'true' && explicit !== 'false') {
    throw new Error(`CLUSTER_MODE inválido: ${env.CLUSTER_MODE} (use true ou false)`);
  }
  if (explicit === 'true') return true;
  return readRole(env) !== 'all' || parseUrlList(env.DATABASE_REPLICA_URLS).length > 0;
}

/** A comma-separated list of URLs (DATABASE_REPLICA_URLS), blanks dropped. */
export function parseUrlList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** DATABASE_POOL_MODE: `session` (a direct server or a session-mode pooler) or `transaction`. */
export type DatabasePoolMode = 'session' | 'transaction';

export function readPoolMode(env: NodeJS.ProcessEnv): DatabasePoolMode {
  const value = (env.DATABASE_POOL_MODE || 'session').trim().toLowerCase();
  if (value !== 'session' && value !== 'transaction') {
    throw new Error(`DATABASE_POOL_MODE inválido: ${env.DATABASE_POOL_MODE} (use session ou transaction)`);
  }
  return value;
}

type ClusterRelevantConfig = Pick<
  AppConfig,
  | 'clusterMode'
  | 'databaseUrl'
  | 'databaseReplicaUrls'
  | 'databaseListenUrl'
  | 'databasePoolMode'
  | 'jwtSecret'
  | 'freteApiKey'
  | 'storage'
  | 'dataDir'
>;

/**
 * What keeps this configuration from starting, one pt-BR sentence per problem, each naming the variable
 * to set (empty: it may start). The database topology is checked in every mode; the rest in cluster mode.
 */
export function checkClusterConfig(config: ClusterRelevantConfig): string[] {
  const problems: string[] = [];
  if (config.databasePoolMode === 'transaction') {
    if (!config.databaseUrl) {
      problems.push(
        'DATABASE_POOL_MODE=transaction exige DATABASE_URL (o endereço do pooler, por exemplo o PgBouncer).',
      );
    }
    if (!config.databaseListenUrl) {
      problems.push(
        'DATABASE_POOL_MODE=transaction exige DATABASE_LISTEN_URL: um endereço DIRETO do PostgreSQL (sem o ' +
          'pooler), pois LISTEN precisa de uma conexão só sua, que um pooler em modo transaction não mantém.',
      );
    }
  }
  if (config.databaseReplicaUrls.length > 0 && !config.databaseUrl) {
    problems.push('DATABASE_REPLICA_URLS exige DATABASE_URL (o servidor primário, que recebe as escritas).');
  }
  if (config.databaseListenUrl && !config.databaseUrl) {
    problems.push('DATABASE_LISTEN_URL exige DATABASE_URL (o banco embutido não usa servidor).');
  }
  if (!config.clusterMode) return problems;

  if (!config.databaseUrl) {
    problems.push(
      `Modo cluster: defina DATABASE_URL. O banco embutido (PGlite em ${config.dataDir}) serve a um único ` +
        'processo; vários processos precisam de um servidor PostgreSQL.',
    );
  }
  if (!config.jwtSecret) {
    problems.push(
      'Modo cluster: defina JWT_SECRET (o mesmo em todos os processos, com 32 caracteres ou mais). Um ' +
        'segredo gerado em DATA_DIR/secrets.json seria diferente em cada servidor e as sessões de um seriam ' +
        'recusadas pelos outros.',
    );
  }
  if (!config.freteApiKey) {
    problems.push(
      'Modo cluster: defina FRETE_API_KEY (a mesma em todos os processos). Uma chave gerada em ' +
        'DATA_DIR/secrets.json seria diferente em cada servidor.',
    );
  }
  if (config.storage.driver === 'local' && !config.storage.localShared) {
    problems.push(
      'Modo cluster: STORAGE_DRIVER=local guarda os anexos em DATA_DIR/storage deste servidor, que os ' +
        'outros processos não veem. Use STORAGE_DRIVER=s3 (com S3_BUCKET) ou, se DATA_DIR/storage é um ' +
        'volume compartilhado por todos os processos, STORAGE_LOCAL_SHARED=true.',
    );
  }
  return problems;
}

/**
 * What cluster mode accepts but an operator should know (logged as warnings): without SMTP_URL each
 * server writes its e-mails and SMS into its own DATA_DIR/outbox — fine for a trial, lost for a person.
 */
export function clusterWarnings(config: Pick<AppConfig, 'clusterMode' | 'smtpUrl'>): string[] {
  if (!config.clusterMode || config.smtpUrl) return [];
  return [
    'Modo cluster sem SMTP_URL: e-mails e SMS ficam em DATA_DIR/outbox de cada servidor; defina SMTP_URL ' +
      'para entregá-los.',
  ];
}

/** Thrown at start-up when `checkClusterConfig` found problems; the message lists them all. */
export class ClusterConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração recusada:\n- ${problems.join('\n- ')}`);
    this.name = 'ClusterConfigError';
  }
}

export function assertClusterConfig(config: ClusterRelevantConfig): void {
  const problems = checkClusterConfig(config);
  if (problems.length > 0) throw new ClusterConfigError(problems);
}

/** What the start-up log says about the deployment: the mode, the role, the storage and the database. */
export function describeDeployment(config: ClusterRelevantConfig, role: JobRole) {
  const storage =
    config.storage.driver === 's3'
      ? `s3 (bucket ${config.storage.s3.bucket ?? '?'})`
      : `local em ${config.dataDir}/storage${config.storage.localShared ? ' (volume compartilhado)' : ''}`;
  return {
    modo: config.clusterMode ? 'cluster' : 'processo único',
    papel: role,
    armazenamento: storage,
    banco: config.databaseUrl ? redactUrl(config.databaseUrl) : `PGlite em ${config.dataDir}`,
    modoDoPool: config.databasePoolMode,
    replicas: config.databaseReplicaUrls.map(replicaName),
    ...(config.databaseListenUrl ? { listen: redactUrl(config.databaseListenUrl) } : {}),
  };
}

/** A replica's name in logs and /api/health: `host:port/database`, never the user or the password. */
export function replicaName(url: string): string {
  try {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres';
    return `${parsed.hostname}:${parsed.port || '5432'}/${database}`;
  } catch {
    return 'URL inválida';
  }
}
