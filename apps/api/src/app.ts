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
import { fastifyLoggerOption } from './lib/logger';
import { createMailer, type Mailer } from './lib/mailer';
import { readXlsxSheets } from './lib/planilha';
import { loadOrCreateSecrets } from './lib/secrets';
import { createOutboxSmsSender, type SmsSender } from './lib/sms';
import { createObjectStorage } from './lib/storage';
import { registerAnunciosModule } from './modules/anuncios/anuncios.module';
import { registerAuthModule } from './modules/auth/auth.module';
import { registerCaracteristicasModule } from './modules/caracteristicas/caracteristicas.module';
import { registerCargasModule } from './modules/cargas/cargas.module';
import { registerEmpresasModule } from './modules/empresas/empresas.module';
import { registerFrotaModule } from './modules/frota/frota.module';
import { registerHealthModule } from './modules/health/health.module';
import { registerInicioModule } from './modules/inicio/inicio.module';
import { registerLeadsModule } from './modules/leads/leads.module';
import { registerLookupsModule } from './modules/lookups/lookups.module';
import { registerNotificacoesModule } from './modules/notificacoes/notificacoes.module';
import { registerPainelAdminModule } from './modules/painel-admin/painel-admin.module';
import { registerPreferenciasModule } from './modules/preferencias/preferencias.module';
import { registerUnidadesNegocioModule } from './modules/unidades-negocio/unidades-negocio.module';
import { registerUsuariosModule } from './modules/usuarios/usuarios.module';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin, toErrorResponse } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { jwtPlugin } from './plugins/jwt';
import { openApiPlugin } from './plugins/openapi';
import { genReqId, requestIdPlugin } from './plugins/request-id';
import { routeTablePlugin } from './plugins/route-table';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The open database (Drizzle `db`, driver, ping). */
    database: DatabaseHandle;
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
  const app = Fastify({
    ...fastifyLoggerOption(config, logger),
    bodyLimit: config.bodyLimit,
    genReqId,
    requestIdHeader: false,
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

  // External plugins
  // Compression of the answers (issue 14): before every route, since it hooks the routes added after it.
  await app.register(compressionPlugin);
  await app.register(jsonBodyPlugin);
  // Per-route limits only (the calls that send mail or codes); a global limit would count WebSocket upgrades.
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  const buildInfo = readBuildInfo(config);
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
  });
  await registerFrotaModule(app, { db, cargas });
  await registerInicioModule(app, { db });
  registerLeadsModule(app, { db, url: config.marketingLeadUrl });
  await registerPainelAdminModule(app, { db, notify });
  await registerAnunciosModule(app, { db });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { statusCode, body } = toErrorResponse(error);
  reply.code(statusCode).send(body);
}
