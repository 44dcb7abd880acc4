import { useMatches } from 'react-router';
import type { TAppRoute } from './app-routes';

function isAppRoute(handle: unknown): handle is TAppRoute {
  return handle !== null && typeof handle === 'object' && 'page' in handle && 'path' in handle;
}

/** The route-table entry of the deepest matched route, or undefined (redirect routes have none). */
export function useCurrentRoute(): TAppRoute | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isAppRoute(handle)) return handle;
  }
  return undefined;
}
