import { Licenca, Modulo, SituacaoPedido, type TPedido, type TPedidoPontoResposta } from '@embarca/domain';
import type { TFakeRoutes } from '../../../../test/fetch-routes';
import { signInOperador } from '../../../../test/session.fixtures';

export const PEDIDO_1 = '0d1a0000-0000-4000-8000-000000000001';
export const PEDIDO_2 = '0d1a0000-0000-4000-8000-000000000002';
export const CARGA_1 = '0c1a0000-0000-4000-8000-000000000009';
export const UNIDADE_SP = '0a0b0000-0000-4000-8000-000000000001';

/** Signs in as an Operador with the load formation module. */
export function entrarNaFormacao() {
  signInOperador({ AuthorizedModule: [Modulo.Cargas, Modulo.Formacao], License: Licenca.Cliente });
}

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
    dhColeta: '2026-12-10T11:00:00.000Z',
    dhEntrega: '2026-12-11T20:00:00.000Z',
    dhEmissao: null,
    cubagemTotal: 3.2,
    pesoTotal: 1250.5,
    valorPedido: 18500,
    quantidadeVolumes: 12,
    numeroNf: '123456',
    ativo: true,
    situacao: SituacaoPedido.Aberto,
    unidadeNegocioId: UNIDADE_SP,
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
    destino: ponto({
      nome: 'Cliente Exemplo Ltda',
      cidade: 'Campinas',
      uf: 'SP',
      latitude: -22.9,
      longitude: -47.06,
      coordenadasAproximadas: true,
    }),
    ...overrides,
  };
}

export const pagina = (items: TPedido[], total = items.length) => ({
  body: { items, total, page: 1, qtdItem: 10 },
});

const zeros = { pedidos: 0, pesoTotal: 0, cubagemTotal: 0, valorTotal: 0, volumes: 0 };

/** What the page reads besides the search. */
export const LEITURAS: TFakeRoutes = {
  'GET /api/unidade-negocio/listwithaccess': {
    body: [
      { id: UNIDADE_SP, descricao: 'Matriz SP' },
      { id: '0a0b0000-0000-4000-8000-000000000002', descricao: 'Filial Sul' },
    ],
  },
  'GET /api/caracteristica/getByOwner': { body: [] },
  'GET /api/formacao/pedido/totalizador/unidade-negocio': {
    body: [
      {
        unidadeNegocioId: UNIDADE_SP,
        unidadeNegocioNome: 'Matriz SP',
        abertos: { pedidos: 2, pesoTotal: 2500, cubagemTotal: 6, valorTotal: 37000, volumes: 24 },
        emMinuta: zeros,
        emCarga: { ...zeros, pedidos: 1, pesoTotal: 800, valorTotal: 5000 },
      },
    ],
  },
};
