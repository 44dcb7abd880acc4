import {
  etiquetasDosPedidos,
  type PedidoParaEtiqueta,
  SituacaoPedido,
  type TEtiquetaVolume,
  type TPedido,
  type TPedidoPontoResposta,
} from '@embarca/domain';

/** An order of 3 volumes for the labels' tests (even ones are in a load). */
export const pedidoParaEtiqueta = (
  i: number,
  overrides: Partial<PedidoParaEtiqueta> = {},
): PedidoParaEtiqueta => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  codigo: `PED-${1000 + i}`,
  cargaCodigo: i % 2 === 0 ? 2000 + i : null,
  quantidadeVolumes: 3,
  pesoTotal: 10,
  numeroNf: String(500_000 + i),
  origem: {
    nome: 'Indústria São João Ltda',
    documentoEmpresa: '11222333000181',
    localidade: 'Rua das Flores, 100 - Distrito Industrial',
    cidade: 'Campinas',
    uf: 'SP',
  },
  destino: {
    nome: 'Comércio Açaí do Norte',
    documentoEmpresa: '12345678909',
    localidade: 'Av. Brasil, 2000',
    cidade: 'Belém',
    uf: 'PA',
  },
  ...overrides,
});

/** `n` labels: orders of 3 volumes (the last order cut to what is left). */
export function etiquetasDeTeste(n: number, overrides: Partial<PedidoParaEtiqueta> = {}): TEtiquetaVolume[] {
  const pedidos = Array.from({ length: Math.ceil(n / 3) }, (_, i) => pedidoParaEtiqueta(i, overrides));
  return etiquetasDosPedidos(pedidos).slice(0, n);
}

/** A long recipient: the worst case of the layout (two-line name and place). */
export const DESTINO_LONGO: PedidoParaEtiqueta['destino'] = {
  nome: 'Distribuidora de Materiais de Construção e Acabamentos Nordeste Brasileiro Ltda',
  documentoEmpresa: '11222333000181',
  localidade: 'Rodovia BR-116, km 1.234, Galpão 7, Doca 12 - Distrito Industrial de Vila Bela',
  cidade: 'Vila Bela da Santíssima Trindade',
  uf: 'MT',
};

/** Pages of a rendered PDF (PDFKit writes the page objects uncompressed). */
export const paginasDoPdf = (bytes: Buffer) =>
  bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

export const PEDIDO_1 = '0d1a0000-0000-4000-8000-000000000001';
export const PEDIDO_2 = '0d1a0000-0000-4000-8000-000000000002';
export const CARGA_1 = '0c1a0000-0000-4000-8000-000000000009';

function ponto(overrides: Partial<TPedidoPontoResposta> = {}): TPedidoPontoResposta {
  return {
    empresaId: null,
    nome: null,
    documentoEmpresa: null,
    localidade: null,
    cidade: 'São Paulo',
    uf: 'SP',
    latitude: -23.55,
    longitude: -46.63,
    coordenadasAproximadas: false,
    dhPrevista: null,
    ...overrides,
  };
}

/** An order as POST /pedido/search answers it. */
export function pedido(overrides: Partial<TPedido> = {}): TPedido {
  return {
    id: PEDIDO_1,
    codigo: 'PED-0001',
    minutaId: null,
    ordenacaoMinuta: null,
    tipoFrete: 1,
    tipoLote: null,
    agrupador: null,
    pedidoOrigemId: null,
    dhCriacaoPedido: '2026-12-01T12:00:00.000Z',
    dhColeta: null,
    dhEntrega: null,
    dhEmissao: null,
    cubagemTotal: 3.2,
    pesoTotal: 1250.5,
    valorPedido: 18500,
    quantidadeVolumes: 12,
    numeroNf: '123456',
    ativo: true,
    situacao: SituacaoPedido.Aberto,
    unidadeNegocioId: '0a0b0000-0000-4000-8000-000000000001',
    unidadeNegocioNome: 'Matriz SP',
    caracteristicaId: null,
    caracteristicaDescricao: null,
    possuiRedespacho: false,
    localidadeRedespacho: null,
    transportadoraRedespachoId: null,
    transportadoraRedespachoNome: null,
    observacao: null,
    cargaId: null,
    cargaCodigo: null,
    origem: ponto({ nome: 'Centro de Distribuição' }),
    destino: ponto({ nome: 'Cliente Exemplo Ltda', cidade: 'Campinas', uf: 'SP' }),
    ...overrides,
  };
}

/** A page of POST /pedido/search. */
export const paginaDePedidos = (items: TPedido[], total = items.length) => ({
  body: { items, total, page: 1, qtdItem: 10 },
});
