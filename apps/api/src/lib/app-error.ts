import { HTTP_MESSAGES, MESSAGES, rotuloDoCampo } from '@embarca/domain';

/**
 * Application error codes and the one place that maps them to HTTP statuses
 * (documenso's `AppError` pattern, STYLE.md). Services throw `new AppError('NOT_FOUND')`;
 * they never set a status. The error plugin turns it into `{ message, messages? }`.
 */
export const APP_ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LOCKED: 423,
  FAILED_DEPENDENCY: 424,
  UPGRADE_REQUIRED: 426,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/** The text sent when a service throws a code without a message of its own. */
const DEFAULT_MESSAGES: Record<AppErrorCode, string> = {
  VALIDATION: MESSAGES.invalidFormat,
  UNAUTHORIZED: MESSAGES.invalidToken,
  PAYMENT_REQUIRED: MESSAGES.companyBlocked,
  FORBIDDEN: MESSAGES.forbidden,
  NOT_FOUND: MESSAGES.notFound,
  CONFLICT: MESSAGES.recordLocked,
  PRECONDITION_FAILED: MESSAGES.unexpected,
  PAYLOAD_TOO_LARGE: HTTP_MESSAGES.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: HTTP_MESSAGES.unsupportedMediaType,
  LOCKED: MESSAGES.userBlocked,
  FAILED_DEPENDENCY: MESSAGES.unexpected,
  UPGRADE_REQUIRED: MESSAGES.trialExpired,
  TOO_MANY_REQUESTS: MESSAGES.tooManyAttempts,
  INTERNAL: MESSAGES.serverError,
  SERVICE_UNAVAILABLE: MESSAGES.serviceUnavailable,
};

export interface AppErrorOptions {
  /** Every problem, for validation-like errors (sent as `messages`). */
  messages?: string[];
  /** Extra fields merged into the response body (e.g. 424's usuarioId, telefone, email). */
  details?: Record<string, unknown>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;
  readonly messages: string[] | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: AppErrorCode, message?: string, options: AppErrorOptions = {}) {
    super(message ?? DEFAULT_MESSAGES[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = APP_ERROR_STATUS[code];
    this.messages = options.messages;
    this.details = options.details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

const comparavel = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * A 400 that names its field as validation does ('<Label>: <text>', unless the text already names it), with
 * `details.campos` for the form: for the checks a service makes after the schema (a reference that must
 * exist, a rule between records).
 */
export function fieldError(campo: string, texto: string): AppError {
  const label = rotuloDoCampo(campo);
  const message = comparavel(texto).includes(comparavel(label)) ? texto : `${label}: ${texto}`;
  return new AppError('VALIDATION', message, { details: { campos: { [campo]: message } } });
}
