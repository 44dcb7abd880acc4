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
  capacidadeExcedida: 'O pedido sozinho excede a capacidade do veículo.',
} as const;

export type TMinutaIncompatibilidade = keyof typeof MINUTA_MESSAGES;

/** Limits of orders and drafts (ours: the spec gives none). */
export const PEDIDO_LIMITES = {
  codigoMaximo: 60,
  pesoMaximo: 1_000_000,
  cubagemMaxima: 10_000,
  valorMaximo: 100_000_000,
  volumesMaximo: 999,
  excluirEmLoteMaximo: 500,
  pedidosPorMinuta: 200,
  linhasImportacaoMaximo: 10_000,
  /** GET /pedido/listar: the newest open orders the formation screen gets at once (narrow by the filters). */
  pedidosAbertosNaLista: 200,
} as const;

/** pt-BR texts of orders and drafts (the spec gives none but the drafting rules' meaning). */
export const PEDIDO_MESSAGES = {
  cadastrado: 'Pedido cadastrado com sucesso!',
  atualizado: 'Pedido atualizado com sucesso!',
  excluido: 'Pedido excluído com sucesso!',
  ativado: 'Pedido ativado com sucesso!',
  desativado: 'Pedido desativado com sucesso!',
  unidadeAlterada: 'Unidade do pedido alterada com sucesso!',
  subdividido: 'Pedido subdividido com sucesso!',
  excluidosEmLote: (n: number, falhas: number) =>
    falhas === 0
      ? `${n} ${n === 1 ? 'pedido excluído' : 'pedidos excluídos'} com sucesso!`
      : `${n} ${n === 1 ? 'pedido excluído' : 'pedidos excluídos'}; ${falhas} não ${falhas === 1 ? 'pôde ser excluído' : 'puderam ser excluídos'}.`,
  codigoEmUso: 'Código: já existe um pedido com este código.',
  redespachoSemLocalidade: 'Localidade de redespacho é obrigatória quando o pedido possui redespacho.',
  entregaAntesDaColeta: 'Data de entrega: deve ser posterior à data de coleta.',
  periodoInvertido: 'Data final: deve ser posterior à data inicial.',
  subdivisaoVazia: 'Informe o peso, a cubagem ou os volumes que vão para o novo pedido.',
  subdivisaoExcede: (campo: string) =>
    `${campo}: a subdivisão não pode ser maior ou igual ao que o pedido possui.`,
  subdivisaoLote: 'Somente um pedido aberto pode ser subdividido.',
  emCarga: 'O pedido já está em uma carga e não pode ser alterado.',
  emMinuta: 'O pedido está em uma minuta: desvincule-o antes.',
  inativo: 'O pedido está inativo.',
  excluirEmCarga: 'O pedido já está em uma carga e não pode ser excluído.',
  excluirComSubdivisoes: 'O pedido possui subdivisões e não pode ser excluído: desative-o.',
  selecioneUmPedido: 'Selecione ao menos um pedido.',
  selecioneUmaMinuta: 'Selecione ao menos uma minuta.',
  empresaInvalida: 'Empresa: empresa não encontrada ou inativa.',
  caracteristicaInvalida: 'Característica: característica de pedido não encontrada ou inativa.',
  transportadoraRedespachoInvalida: 'Transportadora de redespacho: transportadora não encontrada ou inativa.',
  cidadeDesconhecida: (cidade: string, uf: string) =>
    `Cidade: ${cidade}/${uf} não é um município conhecido; informe as coordenadas.`,
  unidadeInvalida: 'Unidade de negócio: unidade não encontrada ou sem acesso.',
  // Drafts
  minutaCriada: 'Minuta criada.',
  minutaAtualizada: 'Minuta atualizada.',
  minutaRemovida: 'Minuta removida: os pedidos voltaram para a lista.',
  minutaLimpa: 'Minuta limpa: os pedidos voltaram para a lista.',
  pedidoVinculado: 'Pedido adicionado à minuta.',
  pedidoDesvinculado: 'Pedido retirado da minuta.',
  pedidosAgrupados: 'Pedidos agrupados.',
  ordenacaoSalva: 'Ordem dos pedidos salva.',
  ordenacaoIncompleta: 'Informe todos os pedidos da minuta, cada um uma vez.',
  minutaVazia: (numero: number) => `Minuta ${numero}: adicione ao menos um pedido.`,
  minutaSemVeiculo: (numero: number) => `Minuta ${numero}: escolha um veículo antes de confirmar.`,
  ocupacaoExcedida: (medida: 'peso' | 'cubagem', percentual: string) =>
    `A ocupação por ${medida} do veículo ficaria em ${percentual} (máximo 100%).`,
  veiculoInvalido: 'Veículo: veículo não encontrado ou inativo.',
  tabelaIndisponivel: 'Tabela de frete: a tabela não atende esta minuta.',
  sugeridas: (n: number) =>
    n === 0 ? 'Nenhuma minuta sugerida.' : `${n} ${n === 1 ? 'minuta sugerida' : 'minutas sugeridas'}.`,
  confirmadas: (n: number) => `${n} ${n === 1 ? 'carga formada' : 'cargas formadas'} com sucesso!`,
  pedidoIndisponivel: 'O pedido não está disponível para minutas (inativo ou já em carga).',
} as const;
