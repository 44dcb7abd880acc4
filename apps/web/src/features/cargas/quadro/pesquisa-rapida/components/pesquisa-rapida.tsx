import { Modulo } from '@embarca/domain';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { canAccessRoute } from '../../../../../lib/access';
import { useDrawerNavigation } from '../../../../../lib/navigation/use-drawer-navigation';
import { ShortcutButton, useShortcutDialog } from '../../../../../lib/ui/shortcut-dialog';
import { useSession } from '../../../../../lib/use-session';
import { ATALHO_PESQUISA_RAPIDA, isAtalhoPesquisaRapida } from '../atalho';
import { PESQUISA_RAPIDA_TITULO } from '../textos';

// The dialog (load cards, layouts) loads the first time it opens, not with every page of the shell.
const PesquisaRapidaModal = lazy(() =>
  import('./pesquisa-rapida-modal').then((module) => ({ default: module.PesquisaRapidaModal })),
);

/**
 * The top bar's quick cargo search (01 §2): a button with the shortcut in its tooltip, and Alt+. (or
 * Alt+Shift+.) anywhere in the signed-in shell. Only for users with the Cargas module (the API refuses
 * the others too). Choosing a load closes the dialog and opens its details drawer over the current page.
 */
export function PesquisaRapida() {
  const session = useSession();
  const permitido = canAccessRoute({ modules: [Modulo.Cargas] }, session);
  const dialog = useShortcutDialog(isAtalhoPesquisaRapida, permitido);
  const [termo, setTermo] = useState('');
  const { openDrawer } = useDrawerNavigation();

  if (!permitido) return null;
  return (
    <>
      <ShortcutButton
        title={PESQUISA_RAPIDA_TITULO}
        shortcut={ATALHO_PESQUISA_RAPIDA}
        icon={IconSearch}
        onClick={dialog.open}
      />
      {dialog.used && (
        <Suspense fallback={null}>
          <PesquisaRapidaModal
            opened={dialog.opened}
            onClose={dialog.close}
            termo={termo}
            onTermoChange={setTermo}
            onAbrirCarga={(cargaId) => {
              dialog.close();
              openDrawer(`cargas/detalhes/${cargaId}`);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
