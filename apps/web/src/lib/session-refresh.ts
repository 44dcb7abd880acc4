import type { TRefreshTokenRequest } from '@embarca/domain';
import { clearSession, getSession, saveSessionToken, type TSessionToken } from './session';

let inFlight: Promise<boolean> | null = null;

function isTokenObject(value: unknown): value is TSessionToken {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { token?: unknown }).token === 'string' &&
    (value as { token: string }).token !== ''
  );
}

async function exchangeRefreshToken(): Promise<boolean> {
  const session = getSession();
  const userId = session?.claims.userId;
  const refreshToken = session?.token.refreshToken;
  if (!userId || !refreshToken) return false;
  const request: TRefreshTokenRequest = { grantType: 'refresh_token', userId, token: refreshToken };
  try {
    // Sent without the session headers: the access token is the thing that expired.
    const response = await fetch('/api/auth/token', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return isTokenObject(body) && saveSessionToken(body) !== null;
  } catch {
    return false;
  }
}

/**
 * Renews the session with its refresh token (`POST /api/auth/token`, 01 §4 "refresh"). Single flight:
 * while one refresh runs, every caller gets the same promise, so N expired requests cost one refresh.
 * Resolves true with the new token stored; false after logging out (no refresh token, 401, network error).
 */
export function refreshSession(): Promise<boolean> {
  if (!inFlight) {
    inFlight = exchangeRefreshToken()
      .then((renewed) => {
        if (!renewed) clearSession();
        return renewed;
      })
      .finally(() => {
        inFlight = null;
      });
  }
  return inFlight;
}

/**
 * For a request that was sent with `sentToken` and answered 401 "token expired": true when the session
 * is usable again. When another request already renewed it (the stored token changed), no second refresh
 * runs; the caller just retries with the new token.
 */
export async function renewExpiredSession(sentToken: string | undefined): Promise<boolean> {
  const current = getSession()?.token.token;
  if (!inFlight && current && sentToken && current !== sentToken) return true;
  return refreshSession();
}
