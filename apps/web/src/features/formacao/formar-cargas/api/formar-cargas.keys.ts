/** Every load-formation query starts with this key (orders, drafts, plans): a write invalidates it. */
export const FORMACAO_KEY = ['formacao'] as const;
/** GET /pedido/listar: the open orders (by filter). */
export const PEDIDOS_ABERTOS_KEY = [...FORMACAO_KEY, 'pedidos-abertos'] as const;
/** GET /minuta: the open drafts. */
export const MINUTAS_KEY = [...FORMACAO_KEY, 'minutas'] as const;
/** The vehicle sets a draft may take (the fleet's traction vehicles). */
export const VEICULOS_CONJUNTO_KEY = [...FORMACAO_KEY, 'veiculos-conjunto'] as const;

/** The API's prefix for the module. */
export const FORMACAO_API = '/formacao';
