import { formatZodIssuesByField, HTTP_MESSAGES, MESSAGES, type ValidationIssueLike } from '@embarca/domain';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error';
import { isDatabaseUnavailableError } from '../lib/db-errors';
import type { TErrorResponse } from '../lib/http-schemas';

/** The label of an input that is missing as a whole (e.g. a POST without a body). */
const CONTEXT_LABELS: Record<string, string> = {
  body: 'Corpo da requisição',
  querystring: 'Parâmetros da consulta',
  params: 'Parâmetros da rota',
  headers: 'Cabeçalhos',
};

/** Fastify's own request errors, answered with pt-BR texts. */
const FRAMEWORK_ERRORS: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: HTTP_MESSAGES.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, message: HTTP_MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, message: HTTP_MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, message: HTTP_MESSAGES.malformedJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, message: MESSAGES.invalidFormat },
  FST_ERR_BAD_URL: { statusCode: 400, message: MESSAGES.invalidFormat },
};

/** Texts for other 4xx errors raised by plugins (their own messages are English). */
const STATUS_MESSAGES: Record<number, string> = {
  400: MESSAGES.invalidFormat,
  401: MESSAGES.invalidToken,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: MESSAGES.notFound,
  413: HTTP_MESSAGES.payloadTooLarge,
  415: HTTP_MESSAGES.unsupportedMediaType,
  429: HTTP_MESSAGES.tooManyRequests,
};

type ErrorBody = TErrorResponse & Record<string, unknown>;

export interface ErrorResponse {
  statusCode: number;
  body: ErrorBody;
}

/**
 * Maps any error to the API's one error shape `{ message, messages?, campos? }` (DESIGN.md §3). A
 * validation error names its field in each message (`Id: Formato inválido.`, issue 15) and maps each
 * field's dotted path to its message (`campos`). Pure, so it is also used for framework errors raised
 * before routing.
 */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    const porCampo = formatZodIssuesByField(error.validation.map(toIssue), {
      '': CONTEXT_LABELS[context] ?? context,
    });
    const messages = porCampo.map(({ mensagem }) => mensagem);
    // The first message of each field, by dotted path (the web shows it under the field).
    const campos: Record<string, string> = {};
    for (const { campo, mensagem } of porCampo) {
      if (campo && !(campo in campos)) campos[campo] = mensagem;
    }
    return { statusCode: 400, body: { message: messages.join(' '), messages, campos } };
  }
  if (isAppError(error)) {
    return {
      statusCode: error.statusCode,
      body: {
        ...error.details,
        message: error.message,
        ...(error.messages?.length ? { messages: error.messages } : {}),
      },
    };
  }
  if (isDatabaseUnavailableError(error)) {
    return { statusCode: 503, body: { message: MESSAGES.serviceUnavailable } };
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  if (known) return { statusCode: known.statusCode, body: { message: known.message } };
  if (Array.isArray(fastifyError.validation)) {
    return { statusCode: 400, body: { message: MESSAGES.invalidFormat } };
  }
  const status = fastifyError.statusCode;
  if (!isResponseSerializationError(error) && typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, body: { message: STATUS_MESSAGES[status] ?? MESSAGES.unexpected } };
  }
  return { statusCode: 500, body: { message: MESSAGES.serverError } };
}

/** fastify-type-provider-zod keeps zod's issue fields in `params`; the formatter reads zod issues. */
function toIssue(error: FastifySchemaValidationError): ValidationIssueLike {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return { ...(error.params as object), code: error.keyword, path, message: error.message ?? '' };
}

function logError(request: FastifyRequest, error: unknown, statusCode: number): void {
  if (statusCode >= 500 && statusCode !== 503) {
    request.log.error({ err: error }, 'erro inesperado ao processar a requisição');
  } else if (statusCode === 503) {
    const message = error instanceof Error ? error.message : String(error);
    request.log.warn({ err: { message, code: (error as { code?: unknown }).code } }, 'serviço indisponível');
  } else {
    const { code, message } = error as { code?: unknown; message?: unknown };
    request.log.info({ statusCode, code, message }, 'requisição recusada');
  }
}

/** Decorated by the web-app plugin when the built web app has an index.html. */
declare module 'fastify' {
  interface FastifyReply {
    sendWebIndex?: () => FastifyReply;
  }
}

/** A browser navigation to a client-side route: GET/HEAD, outside /api and /hubs, accepting HTML. */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (/^\/(api|hubs)(\/|$)/.test(path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The error handler and the not-found handler. Registered first in buildApp: Fastify fixes each
 * route's error handler when the route is added, so it must be in place before any route exists.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const { statusCode, body } = toErrorResponse(error);
      logError(request, error, statusCode);
      return reply.code(statusCode).send(body);
    });

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (isSpaNavigation(request) && reply.sendWebIndex) return reply.sendWebIndex();
      const body: TErrorResponse = { message: MESSAGES.notFound };
      return reply.code(404).send(body);
    });
  },
  { name: 'errors' },
);
