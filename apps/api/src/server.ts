import { pino } from 'pino';
import { buildApp } from './app';
import { type AppConfig, loadConfig } from './config';
import { connectDatabase, type DatabaseHandle, redactUrl } from './db/client';
import { buildLoggerOptions } from './lib/logger';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
import { seedDemoData } from './seed/demo-seed';

/**
 * The product's entry point (`node apps/api/dist/main.js`, `tsx src/server.ts`): configuration →
 * database (fail fast) → migrations → demo data → listen → graceful shutdown.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino(
    buildLoggerOptions({ level: config.logLevel, pretty: config.nodeEnv === 'development' }),
  );

  let database: DatabaseHandle;
  try {
    database = await connectDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (error) => logger.warn({ err: error }, 'conexão com o PostgreSQL perdida (será refeita)'),
      onReadRetry: (error) => logger.warn({ err: error }, 'leitura repetida após erro de conexão'),
    });
  } catch (error) {
    logger.fatal(error instanceof Error ? error.message : String(error));
    await exitAfterFlush(logger, 1);
    return;
  }
  logger.info({ driver: database.driver, where: describeDatabase(config) }, 'banco de dados conectado');

  await database.migrate();
  logger.info('migrações aplicadas');
  if (config.seedDemo) {
    const { created } = await seedDemoData(database.db);
    logger.info(created ? 'dados de demonstração carregados' : 'dados de demonstração já presentes');
  }

  const app = await buildApp({ config, database, logger });
  await app.listen({ port: config.port, host: config.host });

  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}`;
  const banner = [`Embarca no ar em ${url} (API em ${url}/api, documentação em ${url}/api/docs)`];
  if (config.seedDemo) {
    banner.push(`Contas de demonstração (senha ${DEMO_PASSWORD}):`);
    banner.push(...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(32)} ${account.descricao}`));
  }
  logger.info({ url, demoAccounts: config.seedDemo ? DEMO_ACCOUNTS.length : 0 }, banner[0]);
  // The banner also goes to stdout as plain lines: the person who ran `npm start` reads it, not a log parser.
  process.stdout.write(`\n${banner.join('\n')}\n\n`);

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'encerrando');
    try {
      await app.close();
      await database.close();
      await exitAfterFlush(logger, 0);
    } catch (error) {
      logger.error({ err: error }, 'erro ao encerrar');
      await exitAfterFlush(logger, 1);
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

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
