/** pt-BR texts of the notifications panel and history (01 §2). */
export const NOTIFICACOES_TEXTS = {
  panel: 'Notificações',
  panelRegion: 'Painel de notificações',
  empty: 'Sem notificações',
  notConfigured: 'Você ainda não configurou suas notificações',
  askAdmin: 'Peça a um administrador da empresa para configurá-las.',
  configure: 'Configurar notificações',
  preferences: 'Preferências de notificação',
  readAll: 'Marcar todas como lidas',
  readGroup: 'Marcar grupo como lido',
  history: 'Ver histórico',
  loading: 'Carregando notificações',
  loadError: 'Não foi possível carregar as notificações.',
  retry: 'Tentar novamente',
  unreadOnly: 'Somente não lidas',
  search: 'Pesquisar notificações',
  markRead: 'Marcar como lida',
  markUnread: 'Marcar como não lida',
  delete: 'Excluir',
  deleteSelected: 'Excluir selecionadas',
  selectAll: 'Selecionar todas desta página',
  item: 'Notificação',
} as const;

/** 'Notificações (3 não lidas)': the bell's accessible name with the badge text. */
export function bellLabel(badge: string): string {
  if (badge === '') return NOTIFICACOES_TEXTS.panel;
  return `${NOTIFICACOES_TEXTS.panel} (${badge} ${badge === '1' ? 'não lida' : 'não lidas'})`;
}
