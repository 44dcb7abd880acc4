import { MESSAGES } from '@embarca/domain';
import { notifyFailure } from '../../../lib/ui/notify';

/**
 * Opens a page of the app (a hash path such as '/cargas/minhas-cargas/romaneio?cargaId=…') in a new tab:
 * the manifests print on their own, and the board stays where it was. A blocked pop-up is said so (02 §8).
 */
export function abrirEmNovaAba(path: string): void {
  const aba = window.open(`${window.location.pathname}${window.location.search}#${path}`, '_blank');
  if (!aba) notifyFailure(MESSAGES.popupBlocked);
}
