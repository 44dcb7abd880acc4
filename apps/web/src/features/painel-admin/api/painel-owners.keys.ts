export const PAINEL_OWNERS_KEY = ['painel-admin', 'owners'] as const;
