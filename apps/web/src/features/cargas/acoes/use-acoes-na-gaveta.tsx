import { useRef } from 'react';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { ManterGavetaAberta } from './components/manter-gaveta-aberta';
import { useCargaAcoesDialogs } from './use-carga-acoes-dialogs';

/**
 * The load actions' dialogs over the details drawer: Escape and Back close the dialog, not the drawer
 * under it (ManterGavetaAberta); when the load leaves the caller's view (cancelled, deactivated, another
 * unit) the drawer closes. `abrir(acao, carga)` opens one; the caller renders `dialogo`.
 */
export function useAcoesNaGaveta() {
  const { closeDrawer } = useDrawerNavigation();
  const liberada = useRef(false);
  const { abrir, fechar, dialogo, aberta } = useCargaAcoesDialogs({
    // The drawer gets Escape first; ManterGavetaAberta turns its closing into the dialog's.
    closeOnEscape: false,
    onConcluida: (result) => {
      if (result.carga) return;
      liberada.current = true;
      closeDrawer();
    },
  });
  return {
    abrir,
    dialogo: (
      <>
        {dialogo}
        {aberta && <ManterGavetaAberta onFecharDialogo={fechar} liberada={liberada} />}
      </>
    ),
  };
}
