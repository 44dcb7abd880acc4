import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/**
 * Closing a form drawer with unsaved changes (issue 16): every way out — the X, a click on the overlay,
 * 'Cancelar', Escape — asks 'Descartar alterações?' first when the form has changes; without changes it
 * closes at once. Escape closes only the innermost thing open: with a date picker, a select's list, a
 * menu or a dialog open over the drawer, that popup handles the key and the drawer stays.
 *
 * The drawer itself must not close on Escape (`closeOnEscape={false}`): this hook listens instead.
 */

/** An open popup (Mantine popovers: date pickers, combobox lists, menus): Escape is theirs. */
const POPUP_ABERTO =
  '[data-dates-dropdown], .mantine-Popover-dropdown, .mantine-Combobox-dropdown, .mantine-Menu-dropdown';

function visivel(element: Element): boolean {
  return element.getClientRects().length > 0;
}

/**
 * Whose Escape this is: 'popup' — an open popover, list, menu or date picker (it closes itself);
 * 'dialogo' — a dialog over the drawer holds the focus; null — the drawer's.
 */
export function donoDoEscape(event: KeyboardEvent): 'popup' | 'dialogo' | null {
  const alvo = event.target instanceof Element ? event.target : null;
  if (alvo?.getAttribute('data-mantine-stop-propagation') === 'true') return 'popup';
  if (Array.from(document.querySelectorAll(POPUP_ABERTO)).some(visivel)) return 'popup';
  if (alvo?.closest('.mantine-Modal-content')) return 'dialogo';
  return null;
}

/** The open guarded drawers, innermost last: only the innermost one answers Escape. */
const guardas: symbol[] = [];

export interface TDescartarAlteracoesOptions {
  /** The drawer is open (Escape is listened to only then). */
  aberto: boolean;
  /** The form differs from what it was opened with. */
  alterado: boolean;
  /** Closes the drawer. */
  onFechar: () => void;
  /** Runs when the person chooses 'Descartar' (e.g. drops a kept draft), before `onFechar`. */
  onDescartar?: () => void;
}

export interface TDescartarAlteracoesModalProps {
  opened: boolean;
  onContinuar: () => void;
  onDescartar: () => void;
}

/**
 * The guard of one drawer: `pedirFechamento` is what its X, overlay, 'Cancelar' and Escape call;
 * `modalProps` go to `DescartarAlteracoesModal`.
 */
export function useDescartarAlteracoes({
  aberto,
  alterado,
  onFechar,
  onDescartar,
}: TDescartarAlteracoesOptions) {
  const [perguntando, setPerguntando] = useState(false);
  const atual = useRef({ alterado, onFechar, onDescartar, perguntando });
  atual.current = { alterado, onFechar, onDescartar, perguntando };

  const pedirFechamento = useCallback(() => {
    if (atual.current.alterado) setPerguntando(true);
    else atual.current.onFechar();
  }, []);

  useEffect(() => {
    if (!aberto) {
      setPerguntando(false);
      return;
    }
    const eu = Symbol('guarda');
    guardas.push(eu);
    // Capture phase, before any popup reacts: what is open is seen as it was when the key went down.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
      if (guardas[guardas.length - 1] !== eu || atual.current.perguntando) return;
      const dono = donoDoEscape(event);
      if (dono === 'popup') return;
      if (dono === 'dialogo') {
        // A dialog over an unchanged drawer: the drawer closes as it always did, and a dialog that keeps
        // it open (ManterGavetaAberta: it blocks the drawer's navigation) closes instead. Over changes,
        // nothing is dropped: the dialog's own Escape, if it has one, closes only the dialog.
        if (!atual.current.alterado) atual.current.onFechar();
        return;
      }
      pedirFechamento();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      guardas.splice(guardas.indexOf(eu), 1);
    };
  }, [aberto, pedirFechamento]);

  const modalProps: TDescartarAlteracoesModalProps = {
    opened: perguntando,
    onContinuar: () => setPerguntando(false),
    onDescartar: () => {
      setPerguntando(false);
      atual.current.onDescartar?.();
      atual.current.onFechar();
    },
  };
  return { pedirFechamento, modalProps };
}

/**
 * What a page shown inside a route drawer (`?drawer=…`) tells the drawer around it: whether its form has
 * unsaved changes, and what 'Descartar' must also drop. The drawer outlet provides it.
 */
export interface TAlteracoesDoDrawer {
  informar(alterado: boolean, onDescartar?: () => void): void;
  pedirFechamento(): void;
}

export const AlteracoesDoDrawerContext = createContext<TAlteracoesDoDrawer | null>(null);

/**
 * For a form inside a route drawer: reports its unsaved changes to the drawer (so X, Escape and the
 * overlay ask first) and returns `pedirFechamento` for its own 'Cancelar'. Outside a guarded drawer
 * `pedirFechamento` is `fallback`.
 */
export function useAlteracoesDoDrawer(
  alterado: boolean,
  { onDescartar, fallback }: { onDescartar?: () => void; fallback: () => void },
): () => void {
  const drawer = useContext(AlteracoesDoDrawerContext);
  const descartar = useRef(onDescartar);
  descartar.current = onDescartar;
  useEffect(() => {
    drawer?.informar(alterado, () => descartar.current?.());
  }, [drawer, alterado]);
  // Leaving the drawer's page (another drawer route) takes its changes with it.
  useEffect(() => () => drawer?.informar(false), [drawer]);
  return drawer ? drawer.pedirFechamento : fallback;
}
