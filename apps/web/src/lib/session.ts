import { Role, type TAuthUserResponse, type TRole } from '@embarca/domain';
import { STORAGE_KEYS } from './storage-keys';

/** The session token object returned by `POST /api/auth/login` (01 §3). */
export interface TSessionToken {
  token: string;
  refreshToken: string;
  expiration: string;
}

/** What the UI reads from the token's claims (01 §3). */
export interface TSessionClaims {
  role: TRole | null;
  /** AuthorizedModule, always a list. */
  authorizedModules: string[];
  /** UserUnauthorizedModule, always a list. */
  unauthorizedModules: string[];
  /** License: the company's licence level (Licenca code). */
  license: number | null;
  ownerId: string | null;
  documento: string | null;
  /** TipoEmpresa: the company type (TipoEmpresa code) when the token carries it. */
  ownerType: number | null;
  userId: string | null;
  /** UsuarioTipo: 99 administrador, 100 suporte (the product's support staff), or null. */
  userType: number | null;
  name: string | null;
  email: string | null;
  /** Token expiry (claim `exp`, seconds since the epoch) in milliseconds. */
  expiresAt: number | null;
}

export interface TSession {
  token: TSessionToken;
  claims: TSessionClaims;
}

export const SESSION_STORAGE_KEY = STORAGE_KEYS.token;
export const USER_STORAGE_KEY = STORAGE_KEYS.user;

const ROLE_CLAIM_URI = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';
const NAME_CLAIM_URI = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The JWT payload as an object, or null when the token is not a readable JWT. No signature check: the API verifies. */
export function decodeJwtPayload(jwt: string): Record<string, unknown> | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const parsed: unknown = JSON.parse(base64UrlDecode(payload));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item) => item !== null && item !== undefined).map(String);
  if (typeof value === 'string' && value.trim() !== '') {
    // Some issuers join several values in one claim.
    return value.includes(',') ? value.split(',').map((item) => item.trim()) : [value];
  }
  if (typeof value === 'number') return [String(value)];
  return [];
}

function asText(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

function first(claims: Record<string, unknown>, names: readonly string[]): unknown {
  for (const name of names) if (claims[name] !== undefined) return claims[name];
  return undefined;
}

function toRole(value: unknown): TRole | null {
  const roles = asList(value).map((role) => role.toLowerCase());
  if (roles.includes(Role.Administrador.toLowerCase())) return Role.Administrador;
  if (roles.includes(Role.Operador.toLowerCase())) return Role.Operador;
  return null;
}

function asCode(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const code = Number(value);
  return Number.isInteger(code) ? code : null;
}

/** Reads the claims the UI needs; unknown or missing claims become null or empty lists. */
export function readClaims(jwt: string): TSessionClaims | null {
  const claims = decodeJwtPayload(jwt);
  if (!claims) return null;
  const exp = Number(claims.exp);
  return {
    role: toRole(first(claims, ['role', ROLE_CLAIM_URI])),
    authorizedModules: asList(claims.AuthorizedModule),
    unauthorizedModules: asList(claims.UserUnauthorizedModule),
    license: asCode(claims.License),
    ownerId: asText(claims.OwnerId),
    documento: asText(claims.Documento),
    ownerType: asCode(first(claims, ['TipoEmpresa', 'tipoEmpresa'])),
    userId: asText(first(claims, ['sub', 'UserId', 'usuarioId', 'nameid'])),
    userType: asCode(claims.UsuarioTipo),
    name: asText(first(claims, ['nome', 'name', 'unique_name', 'given_name', NAME_CLAIM_URI])),
    email: asText(first(claims, ['email', 'Email'])),
    expiresAt: Number.isFinite(exp) && exp > 0 ? exp * 1000 : null,
  };
}

function isTokenObject(value: unknown): value is TSessionToken {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.token === 'string' && candidate.token !== '';
}

/** The moment the session stops being valid: the `expiration` field, else the token's `exp`. */
export function sessionExpiresAt(session: TSession): number | null {
  const fromField = Date.parse(session.token.expiration);
  if (Number.isFinite(fromField)) return fromField;
  return session.claims.expiresAt;
}

export function isSessionExpired(session: TSession, now: number = Date.now()): boolean {
  const expiresAt = sessionExpiresAt(session);
  return expiresAt !== null && expiresAt <= now;
}

// --- Storage and subscription (one source of truth for the whole app) ---

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedSession: TSession | null = null;

function parseStored(raw: string | null): TSession | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isTokenObject(parsed)) return null;
    const claims = readClaims(parsed.token);
    if (!claims) return null;
    return {
      token: {
        token: parsed.token,
        refreshToken: String(parsed.refreshToken ?? ''),
        expiration: String(parsed.expiration ?? ''),
      },
      claims,
    };
  } catch {
    return null;
  }
}

/** The stored session (decoded once per stored value), or null. Expired sessions are returned as they are. */
export function getSession(): TSession | null {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseStored(raw);
  }
  return cachedSession;
}

/** The session when it exists and has not expired. */
export function getActiveSession(): TSession | null {
  const session = getSession();
  return session && !isSessionExpired(session) ? session : null;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveSessionToken(token: TSessionToken): TSession | null {
  if (!readClaims(token.token)) return null;
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(token));
  notify();
  return getSession();
}

/** Signs out locally: forgets the token object and the stored user. */
export function clearSession(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
  localStorage.removeItem(USER_STORAGE_KEY);
  notify();
}

// --- The signed-in user (GET /api/auth/user), kept beside the token (01 §9 "user") ---

let cachedUserRaw: string | null | undefined;
let cachedUser: TAuthUserResponse | null = null;

function parseUser(raw: string | null): TAuthUserResponse | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null &&
      typeof parsed === 'object' &&
      typeof (parsed as { id?: unknown }).id === 'string'
      ? (parsed as TAuthUserResponse)
      : null;
  } catch {
    return null;
  }
}

/** The stored user of `GET /api/auth/user`, or null before it is loaded. */
export function getStoredUser(): TAuthUserResponse | null {
  const raw = localStorage.getItem(USER_STORAGE_KEY);
  if (raw !== cachedUserRaw) {
    cachedUserRaw = raw;
    cachedUser = parseUser(raw);
  }
  return cachedUser;
}

export function saveStoredUser(user: TAuthUserResponse): void {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  notify();
}

/** True when the stored user has not accepted the terms of use yet (sign-in shows the acceptance step). */
export function mustAcceptTerms(): boolean {
  return getStoredUser()?.aceiteTermoUso === false;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY || event.key === USER_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
