/** The query key every vehicle query starts with (a save, a set or a document change refreshes them all). */
export const VEICULOS_KEY = ['frota', 'veiculos'] as const;
