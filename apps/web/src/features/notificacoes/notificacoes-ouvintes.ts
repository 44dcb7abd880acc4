import type { TNotificacao } from '@embarca/domain';

/**
 * Screens that react to a notification arriving live (the offering board re-reads on CARGA_OFERECIMENTO):
 * the hub calls `avisarOuvintes` for each NewNotification; a screen subscribes with `ouvirNotificacoes`
 * while mounted (the returned function unsubscribes).
 */
type TOuvinte = (notificacao: TNotificacao) => void;
const ouvintes = new Set<TOuvinte>();

export function ouvirNotificacoes(ouvinte: TOuvinte): () => void {
  ouvintes.add(ouvinte);
  return () => {
    ouvintes.delete(ouvinte);
  };
}

export function avisarOuvintes(notificacao: TNotificacao): void {
  for (const ouvinte of ouvintes) ouvinte(notificacao);
}
