import type { TSession, TSessionToken } from '../lib/session';
import { readClaims } from '../lib/session';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given claims (the UI never verifies signatures; the API does). */
export function makeJwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`;
}

const IN_ONE_HOUR = () => Math.floor(Date.now() / 1000) + 3600;

export function makeTokenObject(claims: Record<string, unknown>): TSessionToken {
  const exp = typeof claims.exp === 'number' ? claims.exp : IN_ONE_HOUR();
  return {
    token: makeJwt({ exp, ...claims }),
    refreshToken: 'refresh-token',
    expiration: new Date(exp * 1000).toISOString(),
  };
}

export function makeSession(claims: Record<string, unknown>): TSession {
  const token = makeTokenObject(claims);
  const decoded = readClaims(token.token);
  if (!decoded) throw new Error('fixture token is not decodable');
  return { token, claims: decoded };
}
