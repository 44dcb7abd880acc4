import type { TNotificacao } from '@embarca/domain';

type Ouvinte = (notification: TNotificacao) => void;
const ouvintes = new Set<Ouvinte>();

/**
 * New chat messages that arrived through the notification hub (issue 20): the hub hands them here instead
 * of showing its toast; the top-bar messages button listens (badge, 10 s alert, sound) and the open pages
 * read again.
 */
export function publicarNovaMensagem(notification: TNotificacao): void {
  for (const ouvinte of ouvintes) ouvinte(notification);
}

export function assinarNovasMensagens(ouvinte: Ouvinte): () => void {
  ouvintes.add(ouvinte);
  return () => {
    ouvintes.delete(ouvinte);
  };
}
