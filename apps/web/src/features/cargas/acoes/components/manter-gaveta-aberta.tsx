import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { readDrawerParam } from '../../../../lib/navigation/drawer-routes';

export interface ManterGavetaAbertaProps {
  /** The dialog's closing: Escape or Back close it instead of the drawer under it. */
  onFecharDialogo: () => void;
  /** True once the app itself closes the drawer (the load left the caller's view): let it go. */
  liberada: RefObject<boolean>;
}

/**
 * Mounted while an action's dialog is open over the details drawer. The drawer lives in the URL and hears
 * Escape before the dialog (both listen on the window, the drawer first), so Escape would close both: the
 * dialog leaves Escape to the drawer (closeOnEscape false), the router holds the drawer's closing, and the
 * dialog closes instead. Back behaves the same way. (A Select's open dropdown keeps its Escape: Mantine
 * skips the drawer then.)
 */
export function ManterGavetaAberta({ onFecharDialogo, liberada }: ManterGavetaAbertaProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !liberada.current &&
      readDrawerParam(currentLocation.search) !== null &&
      readDrawerParam(nextLocation.search) === null,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    onFecharDialogo();
  }, [blocker, onFecharDialogo]);
  return null;
}
