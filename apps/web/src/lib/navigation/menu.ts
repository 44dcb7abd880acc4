import { showsMinhasCargasMenuEntry } from '@embarca/domain';
import { canAccessRoute, sessionModules } from '../access';
import type { TSession } from '../session';
import { APP_ROUTES, AREAS, type TAppRoute, type TArea, type TAreaKey } from './app-routes';

export interface TMenuGroup {
  area: TArea;
  items: TAppRoute[];
}

const MINHAS_CARGAS_PATH = '/cargas/minhas-cargas';

/** Side-menu groups the session may open (01 §2, §6), in menu order; empty groups are left out. */
export function buildMenu(session: TSession | null, routes: readonly TAppRoute[] = APP_ROUTES): TMenuGroup[] {
  const showMinhasCargas = session ? showsMinhasCargasMenuEntry(sessionModules(session)) : true;
  const visible = routes.filter(
    (route) =>
      route.area !== undefined &&
      !route.hideFromMenu &&
      !route.hideLayout &&
      // With the Panel module, the 'minhas-cargas' entry under Cargas is hidden (01 §2).
      (showMinhasCargas || route.path !== MINHAS_CARGAS_PATH) &&
      canAccessRoute(route, session),
  );
  return AREAS.map((area) => ({ area, items: visible.filter((route) => route.area === area.key) })).filter(
    (group) => group.items.length > 0,
  );
}

/** The first page of an area the session may open (`/frota` → `/frota/monitoramento-operacional`). */
export function firstAccessiblePath(session: TSession | null, area: TAreaKey): string | undefined {
  return buildMenu(session).find((group) => group.area.key === area)?.items[0]?.path;
}
