import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { matchDrawerRoute, readDrawerParam, withDrawer } from '../../../lib/navigation/drawer-routes';

/** The details drawer's tabs: the main page plus the built sub-pages (`cargas/detalhes/{id}/{tab}`). */
export type TCargaDrawerTab =
  | 'detalhes'
  | 'documentos'
  | 'historico'
  | 'anexos'
  | 'rotograma'
  | 'encontrar-veiculo'
  | 'transportadoras'
  | 'negociacao'
  | 'acompanhamento';

/** The load id of the open drawer (`?drawer=cargas/detalhes/{cargaId}[/tab]`), or null. */
export function useCargaDrawerId(): string | null {
  const location = useLocation();
  const path = readDrawerParam(location.search);
  const match = path ? matchDrawerRoute(path) : null;
  return match?.params.cargaId ?? null;
}

/**
 * Moves between the drawer's tabs in place (replace, same location state): the browser's back button
 * and the drawer's close button still go back to where the drawer was opened from.
 */
export function useCargaDrawerTabs(cargaId: string) {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (tab: string) => {
      const path = tab === 'detalhes' ? `cargas/detalhes/${cargaId}` : `cargas/detalhes/${cargaId}/${tab}`;
      navigate(
        { pathname: location.pathname, search: withDrawer(location.search, path) },
        { replace: true, state: location.state },
      );
    },
    [cargaId, location.pathname, location.search, location.state, navigate],
  );
}
