import { useLocation } from 'react-router';
import { matchDrawerRoute, readDrawerParam } from '../../../lib/navigation/drawer-routes';

/** A parameter of the open drawer's route (`?drawer=cargas/cadastro-carga/{cargaId}` → cargaId), or null. */
export function useDrawerParam(name: 'cargaId' | 'templateId'): string | null {
  const location = useLocation();
  const path = readDrawerParam(location.search);
  const match = path ? matchDrawerRoute(path) : null;
  return match?.params[name] ?? null;
}
