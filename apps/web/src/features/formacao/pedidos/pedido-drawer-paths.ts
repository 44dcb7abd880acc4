/** The order drawer's paths (drawer-routes.ts): a new order and one order. */
export const DRAWER_NOVO_PEDIDO = 'formacao/pedidos/new';
export const drawerDoPedido = (pedidoId: string) => `formacao/pedidos/${pedidoId}`;
