import { useCallback } from 'react';
import { canAccessRoute } from '../../lib/access';
import { matchDrawerRoute } from '../../lib/navigation/drawer-routes';
import { useDrawerNavigation } from '../../lib/navigation/use-drawer-navigation';
import { useSession } from '../../lib/use-session';

/** The load register drawer filled from a saved quote's price of one table. */
export const drawerDaCargaDaCotacao = (cotacaoId: string, tabelaId: string) =>
  `cargas/cadastro-carga/new?cotacao=${encodeURIComponent(cotacaoId)}&tabela=${encodeURIComponent(tabelaId)}`;

/**
 * 'Criar carga' from a quote's price: offered when the session may open the load register drawer (a
 * shipper's, module Cargas); `abrir` opens it over the current page.
 */
export function useCriarCargaDaCotacao() {
  const session = useSession();
  const { openDrawer } = useDrawerNavigation();
  const rota = matchDrawerRoute('cargas/cadastro-carga/new')?.route;
  const permitido = Boolean(rota?.page) && rota !== undefined && canAccessRoute(rota, session);
  const abrir = useCallback(
    (cotacaoId: string, tabelaId: string) => openDrawer(drawerDaCargaDaCotacao(cotacaoId, tabelaId)),
    [openDrawer],
  );
  return { permitido, abrir };
}
