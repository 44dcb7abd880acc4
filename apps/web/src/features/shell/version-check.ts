/** 01 §4 "Version check: first run initialised with a 5-minute interval". */
export const VERSION_POLL_MS = 5 * 60_000;

/** GET /version.json?t=… ({ hash, version, builtAt }): the hash of the build the server now serves. */
export async function fetchVersionHash(): Promise<string | null> {
  try {
    const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const hash = body !== null && typeof body === 'object' ? (body as { hash?: unknown }).hash : undefined;
    return typeof hash === 'string' && hash !== '' ? hash : null;
  } catch {
    return null;
  }
}

/**
 * The version watcher: the first answer is the running build's hash; a later different hash means a new
 * build was deployed. A failed poll (offline, 404 in development) changes nothing.
 */
export function createVersionWatcher(fetchHash: () => Promise<string | null> = fetchVersionHash) {
  let running: string | null = null;
  return {
    /** True when the server's build differs from the running one. */
    async check(): Promise<boolean> {
      const latest = await fetchHash();
      if (latest === null) return false;
      if (running === null) {
        running = latest;
        return false;
      }
      return latest !== running;
    },
  };
}
