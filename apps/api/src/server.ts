import { pino } from 'pino';
import { buildApp } from './app';
import { type AppConfig, loadConfig } from './config';
import { connectDatabase, type DatabaseHandle, redactUrl } from './db/client';
import { ClusterConfigError, checkClusterConfig, clusterWarnings, describeDeployment } from './lib/cluster';
import { DeadlineExceededError, drainAndStop, withDeadline } from './lib/graceful-shutdown';
import { buildLoggerOptions, processRole } from './lib/logger';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
import { seedDemoData } from './seed/demo-seed';

/**
 * The product's entry point (`node apps/api/dist/main.js`, `tsx src/server.ts`): configuration →
 * database (fail fast) → migrations → demo data → listen → graceful shutdown (SIGTERM/SIGINT, or the
 * parent gone).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino(
    buildLoggerOptions({
      level: config.logLevel,
      pretty: config.nodeEnv === 'development',
      role: processRole(config),
    }),
  );

  // Started by `npm start` (scripts/start.mjs) with an IPC channel: when that process dies, even by
  // kill -9, the channel closes and this server stops too (issue 15: no orphan serving the data folder).
  let onParentGone: () => void = () => {
    logger.warn('o processo que iniciou o servidor terminou; encerrando');
    void exitAfterFlush(logger, 1);
  };
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => onParentGone());
  }

  // Cluster mode (issue 17): refuse, before touching anything, what only one process may own.
  const problems = checkClusterConfig(config);
  if (problems.length > 0) {
    logger.fatal({ problemas: problems }, new ClusterConfigError(problems).message);
    await exitAfterFlush(logger, 1);
    return;
  }
  for (const warning of clusterWarnings(config)) logger.warn(warning);
  const deployment = describeDeployment(config, config.role);
  logger.info(
    deployment,
    `modo ${deployment.modo}, papel ${deployment.papel}, armazenamento ${deployment.armazenamento}`,
  );

  let database: DatabaseHandle;
  try {
    database = await connectDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      replicaUrls: config.databaseReplicaUrls,
      poolMode: config.databasePoolMode,
      listenUrl: config.databaseListenUrl,
      onPoolError: (error) => logger.warn({ err: error }, 'conexão com o PostgreSQL perdida (será refeita)'),
      onReadRetry: (error) => logger.warn({ err: error }, 'leitura repetida após erro de conexão'),
      onReplicaChange: (replica, up, reason) =>
        up
          ? logger.info({ replica }, 'réplica de leitura disponível')
          : logger.warn({ replica, motivo: reason }, 'réplica de leitura indisponível: leituras no primário'),
    });
  } catch (error) {
    logger.fatal(error instanceof Error ? error.message : String(error));
    await exitAfterFlush(logger, 1);
    return;
  }
  logger.info(
    {
      driver: database.driver,
      where: describeDatabase(config),
      poolMode: database.poolMode,
      replicas: database.replication?.status(),
    },
    'banco de dados conectado',
  );

  await database.migrate();
  logger.info('migrações aplicadas');
  if (config.seedDemo) {
    const { created } = await seedDemoData(database.db);
    logger.info(created ? 'dados de demonstração carregados' : 'dados de demonstração já presentes');
  }

  const app = await buildApp({ config, database, logger });
  await app.listen({ port: config.port, host: config.host });

  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}`;
  const banner = [
    config.role === 'worker'
      ? `Embarca (worker de tarefas) no ar em ${url} (saúde em ${url}/api/health)`
      : `Embarca no ar em ${url} (API em ${url}/api, documentação em ${url}/api/docs)`,
    `Papel do processo (EMBARCA_ROLE): ${config.role} — ${PAPEIS[config.role]}`,
  ];
  if (config.seedDemo && config.role !== 'worker') {
    banner.push(`Contas de demonstração (senha ${DEMO_PASSWORD}):`);
    banner.push(...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(32)} ${account.descricao}`));
  }
  logger.info(
    {
      url,
      role: config.role,
      demoAccounts: config.seedDemo && config.role !== 'worker' ? DEMO_ACCOUNTS.length : 0,
    },
    banner[0],
  );
  // The banner also goes to stdout as plain lines: the person who ran `npm start` reads it, not a log parser.
  process.stdout.write(`\n${banner.join('\n')}\n\n`);

  // Graceful stop (issue 17, lib/graceful-shutdown.ts): readiness 503, hub sockets closed with 1001, no new
  // connections, in-flight requests answered, app (jobs) then database closed — within SHUTDOWN_TIMEOUT_MS,
  // after which the process exits with 1 (an orchestrator sends SIGKILL soon after anyway).
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'encerrando');
    try {
      await withDeadline(
        drainAndStop(app, { closeDatabase: () => database.close(), log: logger }),
        config.shutdownTimeoutMs,
      );
      logger.info('encerrado');
      await exitAfterFlush(logger, 0);
    } catch (error) {
      if (error instanceof DeadlineExceededError) {
        logger.error(
          { timeoutMs: config.shutdownTimeoutMs, inFlight: app.lifecycle.inFlight },
          'o encerramento excedeu SHUTDOWN_TIMEOUT_MS; saindo sem esperar o restante',
        );
      } else {
        logger.error({ err: error }, 'erro ao encerrar');
      }
      await exitAfterFlush(logger, 1);
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  onParentGone = () => {
    logger.warn('o processo que iniciou o servidor terminou; encerrando');
    void shutdown('SIGTERM');
  };
  if (process.channel && !process.connected) onParentGone();
}

/** What each EMBARCA_ROLE does, for the start-up banner. */
const PAPEIS: Record<AppConfig['role'], string> = {
  all: 'API e execução de tarefas',
  web: 'só API (as tarefas são executadas pelos workers)',
  worker: 'só execução de tarefas e agendamentos',
};

function describeDatabase(config: AppConfig): string {
  return config.databaseUrl ? redactUrl(config.databaseUrl) : `PGlite em ${config.dataDir}`;
}

async function exitAfterFlush(logger: pino.Logger, code: number): Promise<never> {
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar o Embarca / start-up failed:', error);
  process.exit(1);
});
