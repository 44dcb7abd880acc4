import { createRequire } from 'node:module';
import os from 'node:os';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { LoggerOptions } from 'pino';

/** Paths pino replaces with '[oculto]': tokens, cookies, API keys and every password field. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'password',
  'senha',
  'token',
  '*.password',
  '*.senha',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
  '*.refreshToken',
  '*.authorization',
];

/** Query parameters that carry credentials (`/hubs/...?token=`, `/api/frete/...?key=`): masked in logged URLs. */
const SECRET_QUERY_PARAMS = /([?&](?:token|key|access_token|fcmToken)=)[^&#]*/gi;

export function redactUrlQuery(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[oculto]');
}

export interface LoggerSettings {
  level: string;
  /** Human-readable lines (pino-pretty) instead of JSON; used only when pino-pretty is installed. */
  pretty: boolean;
  /** EMBARCA_ROLE of the process (default: the environment's, else `all`). */
  role?: string | undefined;
}

/**
 * The process's role (issue 17: `all`, `web`, `worker`): the config's once it has one, else EMBARCA_ROLE,
 * else `all`. Every log line carries it, so lines of the web replicas and the worker can be told apart.
 */
export function processRole(config?: object, env: NodeJS.ProcessEnv = process.env): string {
  const fromConfig = (config as { role?: unknown } | undefined)?.role;
  if (typeof fromConfig === 'string' && fromConfig) return fromConfig;
  return env.EMBARCA_ROLE || 'all';
}

/**
 * Fastify's `logger` option: structured JSON (or pino-pretty in development), secrets redacted, and on every
 * line the process's pid, host name and role (pino's `base`): with several replicas behind a load balancer,
 * a line says which process wrote it.
 */
export function buildLoggerOptions(settings: LoggerSettings): LoggerOptions {
  const usePretty = settings.pretty && isInstalled('pino-pretty');
  return {
    level: settings.level,
    base: { pid: process.pid, hostname: os.hostname(), role: settings.role ?? processRole() },
    redact: { paths: LOG_REDACT_PATHS, censor: '[oculto]' },
    serializers: {
      // Fastify's default request fields, with credentials in the query string masked.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrlQuery(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(usePretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** The app's logger option: none (`false`, tests), the given pino logger, or one built from the settings. */
export function fastifyLoggerOption(
  config: { logLevel: string; nodeEnv: string },
  logger: FastifyBaseLogger | boolean | undefined,
): Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> {
  if (logger === false) return { logger: false };
  if (logger === undefined || logger === true) {
    return {
      logger: buildLoggerOptions({
        level: config.logLevel,
        pretty: config.nodeEnv === 'development',
        role: processRole(config),
      }),
    };
  }
  return { loggerInstance: logger };
}

/** The route of a request no route matched (404s, the web app's client-side pages), in logs and metrics. */
export const NO_ROUTE = '(sem rota)';

/** A request's route pattern (`/api/carga-mongo/:id`): what logs and metrics group by, never the raw URL. */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? NO_ROUTE;
}

/** A WebSocket upgrade (a hub's connection): the socket outlives the request. */
export function isWebSocketUpgrade(request: FastifyRequest): boolean {
  return String(request.headers.upgrade ?? '').toLowerCase() === 'websocket';
}

/**
 * Fastify's request log lines (issue 17): one JSON line per request, when it completes, instead of
 * "incoming request" + "request completed" (the second without method or route): `reqId` (the child
 * logger's binding, the `x-request-id` answered), method, route pattern, URL with credentials masked,
 * status and duration in ms — at `error` when the answer failed to go out. Hub upgrades are left out.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (isWebSocketUpgrade(request)) return;
    const fields = {
      method: request.method,
      route: routeOf(request),
      url: redactUrlQuery(request.url),
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...fields, err: error }, 'requisição terminou com erro');
    else reply.log.info(fields, 'requisição concluída');
  }
}
