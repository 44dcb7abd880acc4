/** pt-BR texts of the load-drafting rules (02 §4 "Load drafting"); the spec gives no wording. */
export const MINUTA_MESSAGES = {
  semCoordenadas: 'O pedido não possui as coordenadas de origem e destino.',
  semDataColeta: 'O pedido não possui data de coleta.',
  semCoordenadasRedespacho:
    'O pedido possui redespacho, mas a localidade de redespacho não possui coordenadas.',
  lote: 'Pedidos de lote não podem ser adicionados à minuta.',
  origemDestinoDiferente: 'O pedido deve ter a mesma origem ou o mesmo destino dos pedidos da minuta.',
  tipoFreteIncompativel:
    'O tipo de frete do pedido não é compatível com o da minuta (CIF e FOB Dirigido juntos, FOB sozinho).',
  jaVinculado: 'O pedido já está vinculado a esta minuta.',
} as const;

export type TMinutaIncompatibilidade = keyof typeof MINUTA_MESSAGES;
