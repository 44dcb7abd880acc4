export const PAINEL_ANUNCIOS_KEY = ['painel-admin', 'anuncios'] as const;
export const PAINEL_NOVIDADES_KEY = ['painel-admin', 'novidades'] as const;
