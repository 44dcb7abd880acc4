import { MESSAGES } from '@embarca/domain';
import {
  clearBusinessUnitScope,
  getBusinessUnitFilter,
  getSelectedBusinessUnit,
} from './business-unit.storage';
import { clearSession, getSession } from './session';
import { renewExpiredSession } from './session-refresh';

/** An HTTP error from the API, read from its one error shape `{ message, messages?, campos? }` (DESIGN.md §3). */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  /** A 400's message of each invalid field, by the field's dotted path (`campos` of the answer). */
  readonly campos: Readonly<Record<string, string>>;
  /** The parsed response body (some sign-in answers carry data: 412 a URL, 424 the second-factor target). */
  readonly body: unknown;

  constructor(status: number, message: string, messages: string[] = [], body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
    this.campos = camposDoCorpo(body);
    this.body = body;
  }
}

/** `campos` of an error body: only string messages by string paths. */
function camposDoCorpo(body: unknown): Record<string, string> {
  const campos = (body as { campos?: unknown } | null)?.campos;
  if (!campos || typeof campos !== 'object' || Array.isArray(campos)) return {};
  return Object.fromEntries(
    Object.entries(campos).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  /**
   * Sent without the session headers and outside the session rules (no refresh, no logout on 401/403):
   * sign-in, second-factor code, recovery and new password.
   */
  anonymous?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** 'blob' reads a successful answer as a Blob (a file download); errors are still read as JSON. */
  responseType?: 'json' | 'blob';
}

export const API_BASE = '/api';

/**
 * What the client does when an answer ends the session or denies access (01 §8 "Token and session").
 * The defaults suit the app; tests replace them with `configureSessionHandlers`.
 */
export interface TSessionHandlers {
  /** 401 that is not an expired token, a failed refresh or a retry refused again: sign out. */
  onSessionEnded: () => void;
  /** 403 on the business-unit scope (the stored unit is no longer accessible): clear it and reload. */
  onBusinessUnitForbidden: () => void;
  /** Any other 403: 'Sem permissão de acesso' and go home (01 §8 generic handler). */
  onForbidden: () => void;
}

const defaultHandlers: TSessionHandlers = {
  // Forgetting the session is enough: the route guard re-renders and sends the user to /login?returnTo=….
  onSessionEnded: clearSession,
  onBusinessUnitForbidden: () => {
    clearBusinessUnitScope();
    window.location.reload();
  },
  onForbidden: () => {
    window.location.hash = '#/home';
    void import('@mantine/notifications').then(({ notifications }) =>
      notifications.show({
        message: MESSAGES.forbidden,
        color: 'red',
        withBorder: true,
        closeButtonProps: { 'aria-label': 'Fechar notificação' },
      }),
    );
  },
};

let handlers: TSessionHandlers = defaultHandlers;

/** Replaces some session handlers; returns a function restoring the previous ones. */
export function configureSessionHandlers(overrides: Partial<TSessionHandlers>): () => void {
  const previous = handlers;
  handlers = { ...handlers, ...overrides };
  return () => {
    handlers = previous;
  };
}

/** The headers every request but sign-in carries (01 §7): Bearer token, BusinessUnitId, BusinessUnitFilter. */
export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const session = getSession();
  if (session) headers.Authorization = `Bearer ${session.token.token}`;
  const unit = getSelectedBusinessUnit();
  if (unit) headers.BusinessUnitId = unit;
  const filter = getBusinessUnitFilter();
  if (filter) headers.BusinessUnitFilter = filter;
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFromBody(status: number, body: unknown): ApiError {
  if (body !== null && typeof body === 'object') {
    const shape = body as { message?: unknown; messages?: unknown };
    const messages = Array.isArray(shape.messages) ? shape.messages.map(String) : [];
    const message = typeof shape.message === 'string' ? shape.message : (messages[0] ?? '');
    return new ApiError(status, message, messages, body);
  }
  return new ApiError(status, typeof body === 'string' ? body : '', [], body);
}

function flag(body: unknown, name: string): boolean {
  return body !== null && typeof body === 'object' && (body as Record<string, unknown>)[name] === true;
}

/** 401 whose body says the token merely expired (`tokenExpirado: true`): refresh and retry. */
export function isExpiredTokenAnswer(status: number, body: unknown): boolean {
  return status === 401 && flag(body, 'tokenExpirado');
}

/** 403 caused by the business-unit headers (`unidadeNegocioSemAcesso: true` in the body). */
export function isBusinessUnitForbiddenAnswer(status: number, body: unknown): boolean {
  return status === 403 && flag(body, 'unidadeNegocioSemAcesso');
}

interface TAnswer {
  response: Response;
  body: unknown;
  /** The access token the request carried. */
  sentToken: string | undefined;
}

async function send(path: string, options: ApiRequestOptions): Promise<TAnswer> {
  const session = options.anonymous ? null : sessionHeaders();
  const accept = options.responseType === 'blob' ? '*/*' : 'application/json';
  const headers: Record<string, string> = { Accept: accept, ...session, ...options.headers };
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;
  const sentToken = options.anonymous ? undefined : getSession()?.token.token;
  const response = await fetch(`${API_BASE}${path}`, init);
  const body =
    options.responseType === 'blob' && response.ok ? await response.blob() : await readBody(response);
  return { response, body, sentToken };
}

/**
 * Calls the API at `/api{path}` with JSON in and out; throws `ApiError` for any non-2xx answer.
 * Session rules (01 §4, §8): 401 "token expired" → one shared refresh, then this request is retried once;
 * a failed refresh or any other 401 signs out; 403 on the business-unit scope clears the unit and
 * reloads; any other 403 goes home with 'Sem permissão de acesso'.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  let answer = await send(path, options);
  if (!options.anonymous && isExpiredTokenAnswer(answer.response.status, answer.body)) {
    if (await renewExpiredSession(answer.sentToken)) answer = await send(path, options);
  }
  const { response, body } = answer;
  if (response.ok) return body as T;
  if (!options.anonymous) {
    if (response.status === 401) handlers.onSessionEnded();
    else if (isBusinessUnitForbiddenAnswer(response.status, body)) handlers.onBusinessUnitForbidden();
    else if (response.status === 403) handlers.onForbidden();
  }
  throw errorFromBody(response.status, body);
}
