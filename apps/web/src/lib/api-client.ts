import { getBusinessUnitFilter, getSelectedBusinessUnit } from './business-unit.storage';
import { getSession } from './session';

/** An HTTP error from the API, read from its one error shape `{ message, messages? }` (DESIGN.md §3). */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  /** The parsed response body (some sign-in answers carry data: 412 a URL, 424 the second-factor target). */
  readonly body: unknown;

  constructor(status: number, message: string, messages: string[] = [], body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
    this.body = body;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  /** Sign-in is the only request sent without the session headers (01 §7). */
  anonymous?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export const API_BASE = '/api';

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

/** Calls the API at `/api{path}` with JSON in and out; throws `ApiError` for any non-2xx answer. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(options.anonymous ? {} : sessionHeaders()),
    ...options.headers,
  };
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  const response = await fetch(`${API_BASE}${path}`, init);
  const body = await readBody(response);
  if (!response.ok) throw errorFromBody(response.status, body);
  return body as T;
}
