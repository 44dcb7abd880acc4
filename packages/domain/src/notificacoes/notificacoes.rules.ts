import { NOTIFICACOES, type TChannelType } from './notificacoes.enums';

/** The notification badge text: '' for none, the count up to 99, then '99+' (01 §2). */
export function formatBadgeCount(count: number | null | undefined): string {
  if (!count || count <= 0) return '';
  return count > NOTIFICACOES.badgeCap ? `${NOTIFICACOES.badgeCap}+` : String(count);
}

/** The hub retries while disconnected only for attempts 1..10 (01 §4). */
export function shouldRetryHub(attempt: number, deliberatelyDisconnecting: boolean): boolean {
  return !deliberatelyDisconnecting && attempt <= NOTIFICACOES.hubMaxAttempts;
}

/**
 * The owner preference 'PreferenciasNotificacao' (`{ canais: { [channelType]: boolean } }`, saved by the
 * owner-preferences drawer): a channel is off only when stored as `false`; no preference → every channel on.
 */
export function isChannelEnabled(preference: unknown, channelType: TChannelType): boolean {
  if (preference === null || typeof preference !== 'object' || !('canais' in preference)) return true;
  const canais = preference.canais;
  if (canais === null || typeof canais !== 'object') return true;
  return (canais as Record<string, unknown>)[channelType] !== false;
}

/** Channel codes with their own click target (01 §2 'Notification click targets'). */
export const ChannelCode = {
  Importacao: 'IMPORTACAO',
  CteSemVinculo: 'CTE_SEM_VINCULO',
  AuditoriaEntrega: 'AUDITORIA_ENTREGA',
  AuditoriaFatura: 'AUDITORIA_FATURA',
  ConfirmacaoAgendamento: 'CONFIRMACAO_AGENDAMENTO',
  Licenca: 'LICENCA',
  /** A new chat message (issue 20): the click opens the conversation. */
  Conversa: 'CONVERSA_CARGA',
} as const;

/**
 * Where clicking a notification goes (01 §2): import screen; CT-e without link; delivery audit detail;
 * invoice audit detail; scheduling confirmation; the offering board when the body mentions the offer
 * panel; otherwise the load's details (eventId = the load), else the notification history.
 */
export function resolveNotificationRoute(notification: {
  channelCode: string | null;
  eventId: string | null;
  body: string;
}): string {
  const id = notification.eventId ? encodeURIComponent(notification.eventId) : null;
  switch (notification.channelCode) {
    case ChannelCode.Importacao:
      return '/integracao/importacao';
    case ChannelCode.CteSemVinculo:
      return '/auditoria-fretes/documentos-carga';
    case ChannelCode.AuditoriaEntrega:
      return id ? `/auditoria-fretes/documentos-carga/${id}` : '/auditoria-fretes/documentos-carga';
    case ChannelCode.AuditoriaFatura:
      return id ? `/auditoria-fretes/faturas/${id}` : '/auditoria-fretes/faturas';
    case ChannelCode.ConfirmacaoAgendamento:
      return id ? `/portal-agendamento/agendamentos/${id}` : '/portal-agendamento/agendamentos';
    case ChannelCode.Licenca:
      return '/home';
    case ChannelCode.Conversa:
      return id ? `/mensagens/${id}` : '/mensagens';
  }
  const plain = notification.body
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (plain.includes('painel de oferecimento') || plain.includes('quadro de oferecimento')) {
    return '/oferecimento/quadro';
  }
  return id ? `/cargas/minhas-cargas/${id}` : '/notificacoes';
}
