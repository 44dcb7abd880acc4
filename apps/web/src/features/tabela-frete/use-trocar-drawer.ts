import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withDrawer } from '../../lib/navigation/drawer-routes';

/**
 * Puts another drawer path in place of the open one (a new record just saved now shown as itself, a new
 * version opened from the old one): replaced, not pushed, so closing still goes back where it opened.
 */
export function useTrocarDrawer() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (drawerPath: string) =>
      navigate(
        { pathname: location.pathname, search: withDrawer(location.search, drawerPath) },
        { replace: true, state: location.state },
      ),
    [location.pathname, location.search, location.state, navigate],
  );
}
