import { useDrawerRouteParam } from '../../../lib/navigation/use-drawer-param';

/**
 * A parameter of the open drawer's route (`?drawer=cargas/cadastro-carga/{cargaId}` → cargaId), or null;
 * `cotacao`/`tabela` are the new load's own query when it starts from a saved freight quote.
 */
export function useDrawerParam(name: 'cargaId' | 'templateId' | 'cotacao' | 'tabela'): string | null {
  return useDrawerRouteParam(name);
}
