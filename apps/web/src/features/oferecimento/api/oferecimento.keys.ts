/** The query key every offering query starts with (the ranking keeps its own under `ranking/`). */
export const OFERECIMENTO_KEY = ['oferecimento'] as const;
/** Both boards (the live refresh invalidates this prefix). */
export const QUADROS_KEY = [...OFERECIMENTO_KEY, 'quadro'] as const;
/** A load's offering (shipper) and one offer (carrier). */
export const CARGAS_OFERECIMENTO_KEY = [...OFERECIMENTO_KEY, 'carga'] as const;
export const OFERTAS_KEY = [...OFERECIMENTO_KEY, 'oferta'] as const;
export const GRUPOS_KEY = [...OFERECIMENTO_KEY, 'grupos'] as const;

/** The API's prefix for the module. */
export const OFERECIMENTO_API = '/oferecimento';

/** The refresh of both boards when no notification arrives (the hub may be down). */
export const QUADRO_REFETCH_MS = 30_000;
