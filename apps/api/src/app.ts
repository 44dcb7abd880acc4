import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { readBuildInfo } from './lib/build-info';
import { buildLoggerOptions } from './lib/logger';
import { loadOrCreateSecrets } from './lib/secrets';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { createQuadroRepository } from './modules/quadro/quadro.repository';
import { quadroRoutes } from './modules/quadro/quadro.routes';
import { createQuadroService } from './modules/quadro/quadro.service';
import { createUnidadesNegocioRepository } from './modules/unidades-negocio/unidades-negocio.repository';
import { unidadesNegocioRoutes } from './modules/unidades-negocio/unidades-negocio.routes';
import { createUnidadesNegocioService } from './modules/unidades-negocio/unidades-negocio.service';
import { authenticatePlugin } from './plugins/authenticate';
import { errorsPlugin, toErrorResponse } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { jwtPlugin } from './plugins/jwt';
import { openApiPlugin } from './plugins/openapi';
import { genReqId, requestIdPlugin } from './plugins/request-id';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The open database (Drizzle `db`, driver, ping). Routes pass `app.database.db` to their services. */
    database: DatabaseHandle;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** A pino logger to use, `false` for none (tests), or unset to build one from the config. */
  logger?: FastifyBaseLogger | boolean;
}

/**
 * Assembles the API (fastify/demo's order): error handling first (Fastify fixes a route's error handler
 * when the route is added), then external plugins, then application plugins, then the modules.
 * Nothing listens here: server.ts listens, tests use `app.inject`.
 */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    ...loggerOption(config, logger),
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

  // External plugins
  await app.register(jsonBodyPlugin);
  await app.register(openApiPlugin, { version: readBuildInfo(config).version });
  // Secrets from the environment, else generated once into DATA_DIR (never committed).
  const secrets =
    config.jwtSecret && config.freteApiKey
      ? { jwtSecret: config.jwtSecret, freteApiKey: config.freteApiKey }
      : loadOrCreateSecrets(config.dataDir);
  await app.register(jwtPlugin, { secret: config.jwtSecret ?? secrets.jwtSecret });
  await app.register(webAppPlugin, { distDir: config.webDistDir });

  // Modules, each under its service prefix (DESIGN.md §3)
  const buildInfo = readBuildInfo(config);
  await app.register(healthRoutes, {
    prefix: '/api',
    service: createHealthService({
      pingDatabase: () => database.ping(),
      driver: database.driver,
      buildInfo,
    }),
  });

  const db = database.db;
  const authRepository = createAuthRepository(db);
  await app.register(authenticatePlugin, { sessions: authRepository });
  await app.register(authRoutes, {
    prefix: '/api',
    service: createAuthService({
      repository: authRepository,
      signToken: (claims, expiresIn) => app.jwt.sign(claims, { expiresIn }),
    }),
  });
  await app.register(unidadesNegocioRoutes, {
    prefix: '/api/unidade-negocio',
    service: createUnidadesNegocioService({ repository: createUnidadesNegocioRepository(db) }),
  });
  await app.register(quadroRoutes, {
    prefix: '/api/frete',
    apiKey: config.freteApiKey ?? secrets.freteApiKey,
    service: createQuadroService({ repository: createQuadroRepository(db) }),
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { statusCode, body } = toErrorResponse(error);
  reply.code(statusCode).send(body);
}

function loggerOption(
  config: AppConfig,
  logger: BuildAppOptions['logger'],
): Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> {
  if (logger === false) return { logger: false };
  if (logger === undefined || logger === true) {
    return {
      logger: buildLoggerOptions({ level: config.logLevel, pretty: config.nodeEnv === 'development' }),
    };
  }
  return { loggerInstance: logger };
}
