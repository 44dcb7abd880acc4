import { Navigate, Outlet, useLocation } from 'react-router';
import { checkRouteAccess } from '../lib/access';
import { useSession } from '../lib/use-session';
import { LOGIN_PATH, UNAUTHORIZED_PATH } from './routes';
import { useCurrentRoute } from './use-current-route';

/** Location state set when a visitor is sent to /login, so sign-in can return there. */
export interface TRedirectState {
  from?: { pathname: string; search: string };
}

/**
 * Guards every non-public route with the one access check (01 §6):
 * unauthenticated → /login (remembering where the user was going), unauthorised → /unauthorized.
 */
export function RouteGate() {
  const route = useCurrentRoute();
  const session = useSession();
  const location = useLocation();
  const access = route ? checkRouteAccess(route, session) : session ? 'allowed' : 'unauthenticated';

  if (access === 'unauthenticated') {
    const state: TRedirectState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  if (access === 'unauthorized') return <Navigate to={UNAUTHORIZED_PATH} replace />;
  return <Outlet />;
}
