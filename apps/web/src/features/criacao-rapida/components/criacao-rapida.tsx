import { IconSquareRoundedPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { ShortcutButton, useShortcutDialog } from '../../../lib/ui/shortcut-dialog';
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
  const dialog = useShortcutDialog(isAtalhoCriacaoRapida, permitido);
  const [formulario, setFormulario] = useState<TFormularioCriacao | null>(null);
  const [formularioAberto, setFormularioAberto] = useState(false);
  const { openDrawer } = useDrawerNavigation();

  const escolher = (entrada: TEntradaCriacao) => {
    dialog.close();
    if ('drawer' in entrada.alvo) {
      openDrawer(entrada.alvo.drawer);
    } else {
      setFormulario(entrada.alvo.formulario);
      setFormularioAberto(true);
    }
  };

  if (!permitido) return null;
  return (
    <>
      <ShortcutButton
        title={CRIACAO_RAPIDA_TITULO}
        shortcut={ATALHO_CRIACAO_RAPIDA}
        icon={IconSquareRoundedPlus}
        onClick={dialog.open}
      />
      {dialog.used && (
        <Suspense fallback={null}>
          <CriacaoRapidaModal
            opened={dialog.opened}
            onClose={dialog.close}
            entradas={entradas}
            comModelos={comModelos}
            onEscolherEntrada={escolher}
            onUsarModelo={(templateId) => {
              dialog.close();
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
