import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withDrawer, withoutDrawer } from './drawer-routes';

interface TDrawerLocationState {
  drawerOpened?: boolean;
}

/** Opens and closes the side drawer kept in the URL (`?drawer=…`, DESIGN.md §4). */
export function useDrawerNavigation() {
  const location = useLocation();
  const navigate = useNavigate();

  const openDrawer = useCallback(
    (drawerPath: string) => {
      const state: TDrawerLocationState = { drawerOpened: true };
      navigate({ pathname: location.pathname, search: withDrawer(location.search, drawerPath) }, { state });
    },
    [location.pathname, location.search, navigate],
  );

  /** Goes back when the app opened the drawer (so back and close agree); otherwise drops the parameter. */
  const closeDrawer = useCallback(() => {
    if ((location.state as TDrawerLocationState | null)?.drawerOpened) navigate(-1);
    else navigate({ pathname: location.pathname, search: withoutDrawer(location.search) }, { replace: true });
  }, [location.pathname, location.search, location.state, navigate]);

  return { openDrawer, closeDrawer };
}
