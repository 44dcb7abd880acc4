import { getSession, isSessionExpired } from './session';
import { refreshSession } from './session-refresh';

/** `ws(s)://<this host><path>?access_token=<JWT>`: the real-time hubs (Vite's dev proxy forwards `/hubs`). */
export function hubUrl(
  path: string,
  token: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}?access_token=${encodeURIComponent(token)}`;
}

/**
 * The session's token at connect time, so each (re)connection uses the latest one; an expired token is
 * renewed first (the API client's single-flight refresh). No session → rejects (the attempt fails).
 */
export async function currentHubToken(): Promise<string> {
  let session = getSession();
  if (session && isSessionExpired(session)) session = (await refreshSession()) ? getSession() : null;
  if (!session) throw new Error('Sem sessão para o hub.');
  return session.token.token;
}
