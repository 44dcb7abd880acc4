import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Tooltip } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconSquareRoundedPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { useSession } from '../../../lib/use-session';
import { ATALHO_CRIACAO_RAPIDA, isAtalhoCriacaoRapida } from '../atalho';
import {
  drawerDoModelo,
  entradasVisiveis,
  modelosVisiveis,
  type TEntradaCriacao,
  type TFormularioCriacao,
} from '../catalogo';
import { CRIACAO_RAPIDA_TITULO } from '../textos';

// The dialog and the settings forms load the first time they are needed, not with every page.
const CriacaoRapidaModal = lazy(() =>
  import('./criacao-rapida-modal').then((module) => ({ default: module.CriacaoRapidaModal })),
);
const FormularioCriacao = lazy(() =>
  import('./formulario-criacao').then((module) => ({ default: module.FormularioCriacao })),
);

/**
 * The top bar's quick-create catalogue (01 §2): a button with the shortcut in its tooltip, and Alt+/
 * anywhere in the signed-in shell. Hidden when the session may use no entry. Choosing an entry closes the
 * dialog and opens its drawer (the side drawer in the URL, or the settings' create form over the page);
 * a template opens the load register from it.
 */
export function CriacaoRapida() {
  const session = useSession();
  const entradas = useMemo(() => entradasVisiveis(session), [session]);
  const comModelos = useMemo(() => modelosVisiveis(session), [session]);
  const permitido = entradas.length > 0 || comModelos;
  const [opened, setOpened] = useState(false);
  const [usado, setUsado] = useState(false);
  const [formulario, setFormulario] = useState<TFormularioCriacao | null>(null);
  const [formularioAberto, setFormularioAberto] = useState(false);
  const { openDrawer } = useDrawerNavigation();

  const abrir = () => {
    setUsado(true);
    setOpened(true);
  };

  useWindowEvent('keydown', (event) => {
    if (!permitido || !isAtalhoCriacaoRapida(event)) return;
    event.preventDefault();
    abrir();
  });

  const escolher = (entrada: TEntradaCriacao) => {
    setOpened(false);
    if ('drawer' in entrada.alvo) {
      openDrawer(entrada.alvo.drawer);
    } else {
      setFormulario(entrada.alvo.formulario);
      setFormularioAberto(true);
    }
  };

  if (!permitido) return null;
  const label = `${CRIACAO_RAPIDA_TITULO} (${ATALHO_CRIACAO_RAPIDA})`;
  return (
    <>
      <Tooltip label={label} openDelay={50}>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          size="lg"
          aria-label={label}
          aria-keyshortcuts="Alt+/"
          onClick={abrir}
        >
          <IconSquareRoundedPlus size={20} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      {usado && (
        <Suspense fallback={null}>
          <CriacaoRapidaModal
            opened={opened}
            onClose={() => setOpened(false)}
            entradas={entradas}
            comModelos={comModelos}
            onEscolherEntrada={escolher}
            onUsarModelo={(templateId) => {
              setOpened(false);
              openDrawer(drawerDoModelo(templateId));
            }}
          />
        </Suspense>
      )}
      {formulario && (
        <Suspense fallback={null}>
          <FormularioCriacao
            formulario={formulario}
            opened={formularioAberto}
            onClose={() => setFormularioAberto(false)}
          />
        </Suspense>
      )}
    </>
  );
}
