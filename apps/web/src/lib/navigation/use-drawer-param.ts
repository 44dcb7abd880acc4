import { useLocation } from 'react-router';
import { matchDrawerRoute, readDrawerParam } from './drawer-routes';

/**
 * A parameter of the open drawer's route — a path parameter (`?drawer=configuracoes/regioes/{regiaoId}` →
 * regiaoId) or one of the drawer's own query (`…/new?cotacao={id}` → cotacao) — or null.
 */
export function useDrawerRouteParam(name: string): string | null {
  const location = useLocation();
  const path = readDrawerParam(location.search);
  const match = path ? matchDrawerRoute(path) : null;
  return match?.params[name] ?? null;
}
