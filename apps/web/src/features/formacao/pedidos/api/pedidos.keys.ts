/**
 * The query keys of the orders screen. Every order query starts with `FORMACAO_KEY`: a write refreshes the
 * whole module (the orders list, the totals and the drafts screen's open orders).
 */
export const FORMACAO_KEY = ['formacao'] as const;
export const PEDIDOS_KEY = [...FORMACAO_KEY, 'pedidos'] as const;
export const pedidosSearchKey = (body: unknown) => [...PEDIDOS_KEY, 'search', body] as const;
export const pedidosTotaisKey = (query: unknown) => [...PEDIDOS_KEY, 'totalizador-unidade', query] as const;
export const loteTotaisKey = (loteId: string) => [...PEDIDOS_KEY, 'lote', loteId] as const;
export const pedidoKey = (id: string) => [...PEDIDOS_KEY, 'um', id] as const;
export const CARACTERISTICAS_PEDIDO_KEY = ['caracteristica', 'getByOwner', 'pedido'] as const;

/** The API's prefix for the orders (under /api). */
export const PEDIDO_API = '/formacao/pedido';
