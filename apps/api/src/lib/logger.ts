import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
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
}

/** Fastify's `logger` option: structured JSON (or pino-pretty in development), secrets redacted. */
export function buildLoggerOptions(settings: LoggerSettings): LoggerOptions {
  const usePretty = settings.pretty && isInstalled('pino-pretty');
  return {
    level: settings.level,
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
      logger: buildLoggerOptions({ level: config.logLevel, pretty: config.nodeEnv === 'development' }),
    };
  }
  return { loggerInstance: logger };
}
