export const PAINEL_TAREFAS_KEY = ['painel-admin', 'tarefas'] as const;
