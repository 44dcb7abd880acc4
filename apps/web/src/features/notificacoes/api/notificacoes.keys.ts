/** Query keys of notifications; every change invalidates the root (summary, panel and history). */
export const NOTIFICACOES_KEY = ['notificacoes'] as const;
export const SUMMARY_KEY = [...NOTIFICACOES_KEY, 'summary'] as const;
export const PANEL_KEY = [...NOTIFICACOES_KEY, 'painel'] as const;
export const HISTORY_KEY = [...NOTIFICACOES_KEY, 'historico'] as const;

/** How many notifications the top-bar panel shows (the rest is on the history page). */
export const PANEL_LIMIT = 20;
