import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { readBuildInfo } from './lib/build-info';
import { assertClusterConfig } from './lib/cluster';
import { createHubSockets, type HubSockets } from './lib/hub';
import { createJobs, type Jobs } from './lib/jobs/jobs';
import { fastifyLoggerOption, processRole, RequestLogController } from './lib/logger';
import { createMailer, type Mailer } from './lib/mailer';
import { registerGaugeSource } from './lib/metrics';
import { readXlsxSheets } from './lib/planilha';
import { createPgRateLimitStore } from './lib/rate-limit-store';
import { loadOrCreateSecrets } from './lib/secrets';
import { createOutboxSmsSender, type SmsSender } from './lib/sms';
import { createObjectStorage } from './lib/storage';
import { registerAnunciosModule } from './modules/anuncios/anuncios.module';
import { registerAuthModule } from './modules/auth/auth.module';
import { registerCaracteristicasModule } from './modules/caracteristicas/caracteristicas.module';
import { registerCargasModule } from './modules/cargas/cargas.module';
import { registerEmpresasModule } from './modules/empresas/empresas.module';
import { registerFormacaoModule } from './modules/formacao/formacao.module';
import { registerFrotaModule } from './modules/frota/frota.module';
import { registerMonitoramentoJobs } from './modules/frota/monitoramento/monitoramento.jobs';
import { registerVencimentosJobs } from './modules/frota/vencimentos/vencimentos.jobs';
import { registerHealthModule } from './modules/health/health.module';
import { registerInicioModule } from './modules/inicio/inicio.module';
import { registerLeadsModule } from './modules/leads/leads.module';
import { registerLookupsModule } from './modules/lookups/lookups.module';
import { registerMensagensModule } from './modules/mensagens/mensagens.module';
import { createNotify, registerNotificacoesModule } from './modules/notificacoes/notificacoes.module';
import { registerOferecimentoModule } from './modules/oferecimento/oferecimento.module';
import { registerOferecimentoJobs } from './modules/oferecimento/prazos.jobs';
import { registerPainelAdminModule } from './modules/painel-admin/painel-admin.module';
import { registerVerificacaoJobs } from './modules/painel-admin/verificacao.jobs';
import { registerPreferenciasModule } from './modules/preferencias/preferencias.module';
import { registerTabelaFreteModule } from './modules/tabela-frete/tabela-frete.module';
import { registerUnidadesNegocioModule } from './modules/unidades-negocio/unidades-negocio.module';
import { registerUsuariosModule } from './modules/usuarios/usuarios.module';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin, toErrorResponse } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { jwtPlugin } from './plugins/jwt';
import { lifecyclePlugin } from './plugins/lifecycle';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { readRoutingPlugin } from './plugins/read-routing';
import { genReqId, requestIdPlugin } from './plugins/request-id';
import { routeTablePlugin } from './plugins/route-table';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The open database (Drizzle `db`, driver, ping). */
    database: DatabaseHandle;
    /** The job layer (lib/jobs): started when the app is ready, stopped when it closes. */
    jobs: Jobs;
    /** The hubs' WebSocket clients of this process (counted by /api/metrics, closed by the drain). */
    hubSockets: HubSockets;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** A pino logger to use, `false` for none (tests), or unset to build one from the config. */
  logger?: FastifyBaseLogger | boolean;
  /** Mail and SMS senders (tests pass capturing fakes); by default SMTP_URL or DATA_DIR/outbox. */
  mailer?: Mailer;
  sms?: SmsSender;
}

/**
 * Assembles the API (fastify/demo's order): error handling first (Fastify fixes a route's error handler
 * when the route is added), then external plugins, then application plugins, then the modules — one
 * register call each, every module under its service prefix (DESIGN.md §3). Nothing listens here:
 * server.ts listens, tests use `app.inject`.
 */
export async function buildApp({ config, database, logger, mailer, sms }: BuildAppOptions) {
  // Cluster mode refuses what one process alone may own (server.ts checks first; this guards every entry).
  assertClusterConfig(config);
  const app = Fastify({
    ...fastifyLoggerOption(config, logger),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    genReqId,
    requestIdHeader: false,
    // One line per request, at its end, with method, route, status and duration (lib/logger.ts).
    logController: new RequestLogController(),
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (a malformed URL) get the same shape as every other error.
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  await app.register(errorsPlugin);
  await app.register(requestIdPlugin);
  await app.register(routeTablePlugin);
  // Operations (issue 17): draining state and in-flight count, request metrics — hooks that must reach every
  // route, so before all of them.
  app.decorate('hubSockets', createHubSockets());
  await app.register(lifecyclePlugin);
  const buildInfo = readBuildInfo(config);
  await app.register(metricsPlugin, {
    poolStats: () => database.poolStats(),
    buildInfo,
    role: processRole(config),
  });

  // External plugins
  // Compression of the answers (issue 14): before every route, since it hooks the routes added after it.
  await app.register(compressionPlugin);
  // Security headers (issue 15): CSP, nosniff, frame and referrer rules, HSTS behind HTTPS — on every answer.
  await app.register(securityHeadersPlugin, { distDir: config.webDistDir, publicUrl: config.publicUrl });

  // The job layer (issue 17): every role declares the queues and handlers; only roles all and worker work
  // them and run the crons (lib/jobs). Started once the app is ready; on close, running jobs are waited for
  // up to SHUTDOWN_TIMEOUT_MS.
  const jobs = createJobs({
    db: database.db,
    role: config.role,
    log: app.log,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
  });
  app.decorate('jobs', jobs);
  const leads = registerLeadsModule(jobs, { db: database.db, url: config.marketingLeadUrl, log: app.log });
  registerVerificacaoJobs(jobs, { db: database.db });
  registerMonitoramentoJobs(jobs, { db: database.db, simulador: config.simuladorPosicoes });
  // Fleet document expiry notices (issue 18): notify is bound below, once the notifications exist.
  const avisosVencimento = registerVencimentosJobs(jobs, { db: database.db });
  // Offer deadlines and the waterfall's steps (issue 20): notify bound below, like the expiry notices.
  const avisosOferecimento = registerOferecimentoJobs(jobs, { db: database.db, log: app.log });
  app.addHook('onReady', async () => {
    await jobs.start({ retryEveryMs: 5_000 });
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  // Queue depths on /api/metrics, read at each scrape (a count by state of the declared queues).
  const removeDepths = registerGaugeSource(
    'embarca_jobs_queue_depth',
    'Tarefas por fila e situação (created, retry, active, failed)',
    ['queue', 'state'],
    async () =>
      (await jobs.depths()).flatMap(({ queue, ...states }) =>
        Object.entries(states).map(([state, value]) => ({ labels: { queue, state }, value })),
      ),
  );
  app.addHook('onClose', async () => removeDepths());

  if (config.role === 'worker') {
    // A worker process serves no API: its port answers only the health checks (load balancers, the
    // orchestrator) and GET /api/metrics (registered above for every role).
    await registerHealthModule(app, { database, buildInfo });
    const notifyDoWorker = createNotify(database, app.log, (close) => app.addHook('onClose', close));
    avisosVencimento.usarNotify(notifyDoWorker);
    avisosOferecimento.usarNotify(notifyDoWorker);
    return app;
  }

  await app.register(jsonBodyPlugin);
  // Per-route limits only (the calls that send mail or codes); a global limit would count WebSocket upgrades.
  // Counted in the database (issue 17), so every API process behind a load balancer shares the counters.
  await app.register(fastifyRateLimit, { global: false, store: createPgRateLimitStore(database.db) });
  // Added before @fastify/websocket's own preClose (hooks run in the order added), which closes without a
  // code: hub clients get 1001 "going away" with a reason, and reconnect (to another replica).
  app.addHook('preClose', async () => {
    app.hubSockets.closeAll();
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  // Read replicas (issue 17): each handler's statements routed by its route's opt-in and the caller's
  // last write; registered before every route (it wraps their handlers). Nothing without replicas.
  await app.register(readRoutingPlugin, { replication: database.replication });
  await app.register(openApiPlugin, { version: buildInfo.version });
  // Secrets from the environment, else generated once into DATA_DIR (never committed).
  const secrets =
    config.jwtSecret && config.freteApiKey
      ? { jwtSecret: config.jwtSecret, freteApiKey: config.freteApiKey }
      : loadOrCreateSecrets(config.dataDir);
  await app.register(jwtPlugin, { secret: config.jwtSecret ?? secrets.jwtSecret });
  await app.register(webAppPlugin, { distDir: config.webDistDir });

  // Shared dependencies of the modules
  const db = database.db;
  const outboxDir = path.join(config.dataDir, 'outbox');
  const log = (message: string) => app.log.info(message);
  const onDeliveryError = (error: unknown) => app.log.error({ err: error }, 'falha ao enviar e-mail/SMS');
  const mail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir, log });
  const textMessages = sms ?? createOutboxSmsSender({ outboxDir, log });
  const storage = await createObjectStorage(config.storage, config.dataDir);
  const { publicUrl } = config;

  // Modules
  await registerHealthModule(app, { database, buildInfo });
  const auth = await registerAuthModule(app, {
    db,
    database,
    mailer: mail,
    sms: textMessages,
    publicUrl,
    onDeliveryError,
  });
  const notify = await registerNotificacoesModule(app, { database });
  avisosVencimento.usarNotify(notify);
  await registerUnidadesNegocioModule(app, { db });
  const empresas = await registerEmpresasModule(app, { db });
  await registerUsuariosModule(app, { db, mailer: mail, publicUrl, auth, empresas, onDeliveryError });
  await registerPreferenciasModule(app, { db });
  await registerLookupsModule(app, { db, config: config.lookups });
  await registerCaracteristicasModule(app, { db });
  const cargas = await registerCargasModule(app, {
    config,
    database,
    notify,
    storage,
    readSpreadsheet: readXlsxSheets,
    freteApiKey: config.freteApiKey ?? secrets.freteApiKey,
    leads,
  });
  await registerFrotaModule(app, {
    db,
    cargas,
    storage,
    mailer: mail,
    sms: textMessages,
    mapaCacheSegundos: config.mapaCacheSegundos,
  });
  await registerTabelaFreteModule(app, { db, cargas, lerPlanilha: readXlsxSheets });
  await registerOferecimentoModule(app, { db, cargas, jobs });
  await registerFormacaoModule(app, { db, cargas, lerPlanilha: readXlsxSheets });
  avisosOferecimento.usarNotify(notify);
  await registerMensagensModule(app, { db, cargas, storage, notify });
  await registerInicioModule(app, { db });
  await registerPainelAdminModule(app, { db, notify, jobs });
  await registerAnunciosModule(app, { db });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { statusCode, body } = toErrorResponse(error);
  reply.code(statusCode).send(body);
}
