import { CargaCardMenuItem, type TCargaCardMenuItem, type TCargaQuadroCard } from '@embarca/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { drawerDoItem, paginaDoItem, rotaDoItem } from '../quadro/menu-items';
import { abrirEmNovaAba } from '../romaneio/abrir-em-nova-aba';

/**
 * What a load menu's item does, the same from the card and from the details drawer (issue 16):
 * 'Mover para...' opens the caller's stage dialog (`onMoverPara`); the manifests open in a new tab, printed
 * on their own; the return time form replaces the page (back returns); the others open their drawer.
 */
export function useAbrirItemDoMenu(
  onMoverPara: (card: TCargaQuadroCard) => void,
  /** The board's own (its props); else the URL drawer's. */
  abrirGaveta?: (path: string) => void,
) {
  const { openDrawer: openUrlDrawer } = useDrawerNavigation();
  const openDrawer = abrirGaveta ?? openUrlDrawer;
  const navigate = useNavigate();
  return useCallback(
    (item: TCargaCardMenuItem, card: TCargaQuadroCard) => {
      if (item === CargaCardMenuItem.MoverPara) {
        onMoverPara(card);
        return;
      }
      const pagina = paginaDoItem(item, card.id);
      if (pagina) {
        abrirEmNovaAba(pagina);
        return;
      }
      const rota = rotaDoItem(item, card);
      if (rota) {
        navigate(rota);
        return;
      }
      const drawer = drawerDoItem(item, card.id);
      if (drawer) openDrawer(drawer);
    },
    [onMoverPara, openDrawer, navigate],
  );
}
