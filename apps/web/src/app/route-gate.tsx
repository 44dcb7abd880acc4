import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { checkRouteAccess } from '../lib/access';
import { UNAUTHORIZED_PATH } from '../lib/navigation/app-routes';
import { loginPathWithReturn } from '../lib/navigation/return-to';
import { useCurrentRoute } from '../lib/navigation/use-current-route';
import { isSessionExpired } from '../lib/session';
import { refreshSession } from '../lib/session-refresh';
import { useSession, useStoredUser } from '../lib/use-session';

/** The terms-of-use pages stay readable while the acceptance is pending. */
const TERMS_PATH = '/menu/termos-uso';

/**
 * Guards every non-public route with the one access check (01 §6):
 * - an expired token is renewed first (one refresh); when that fails the session is dropped;
 * - unauthenticated → /login?returnTo=… (sign-in comes back here);
 * - terms of use not accepted yet → /login?returnTo=… (the acceptance step);
 * - unauthorised → /unauthorized.
 */
export function RouteGate() {
  const route = useCurrentRoute();
  const session = useSession();
  const user = useStoredUser();
  const location = useLocation();
  const expired = session !== null && isSessionExpired(session);

  useEffect(() => {
    // Success stores the new token; failure clears the session: either way this gate renders again.
    if (expired) void refreshSession();
  }, [expired]);

  if (expired) return null;
  const access = route ? checkRouteAccess(route, session) : session ? 'allowed' : 'unauthenticated';
  const here = `${location.pathname}${location.search}`;
  if (access === 'unauthenticated') return <Navigate to={loginPathWithReturn(here)} replace />;
  if (user?.aceiteTermoUso === false && !location.pathname.startsWith(TERMS_PATH)) {
    return <Navigate to={loginPathWithReturn(here)} replace />;
  }
  if (access === 'unauthorized') return <Navigate to={UNAUTHORIZED_PATH} replace />;
  return <Outlet />;
}
