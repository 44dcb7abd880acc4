import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Tooltip.css';
import { Modulo } from '@embarca/domain';
import { ActionIcon, Tooltip } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { canAccessRoute } from '../../../../../lib/access';
import { useDrawerNavigation } from '../../../../../lib/navigation/use-drawer-navigation';
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
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so its closing animation and its term survive.
  const [usado, setUsado] = useState(false);
  const [termo, setTermo] = useState('');
  const abrir = () => {
    setUsado(true);
    setOpened(true);
  };
  const { openDrawer } = useDrawerNavigation();

  useWindowEvent('keydown', (event) => {
    if (!permitido || !isAtalhoPesquisaRapida(event)) return;
    event.preventDefault();
    abrir();
  });

  if (!permitido) return null;
  const label = `${PESQUISA_RAPIDA_TITULO} (${ATALHO_PESQUISA_RAPIDA})`;
  return (
    <>
      <Tooltip label={label} openDelay={50}>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          size="lg"
          aria-label={label}
          aria-keyshortcuts="Alt+."
          onClick={abrir}
        >
          <IconSearch size={20} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      {usado && (
        <Suspense fallback={null}>
          <PesquisaRapidaModal
            opened={opened}
            onClose={() => setOpened(false)}
            termo={termo}
            onTermoChange={setTermo}
            onAbrirCarga={(cargaId) => {
              setOpened(false);
              openDrawer(`cargas/detalhes/${cargaId}`);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
