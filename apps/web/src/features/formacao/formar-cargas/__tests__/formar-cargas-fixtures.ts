import { Licenca, Modulo, TipoEmpresa, type TMinuta, type TPedido } from '@embarca/domain';
import { signInOperador } from '../../../../test/session.fixtures';

export const MINUTA_1 = '0d1a0000-0000-4000-8000-000000000001';
export const MINUTA_2 = '0d1a0000-0000-4000-8000-000000000002';
export const PEDIDO_1 = '0e1a0000-0000-4000-8000-000000000001';
export const PEDIDO_2 = '0e1a0000-0000-4000-8000-000000000002';
export const PEDIDO_3 = '0e1a0000-0000-4000-8000-000000000003';
export const CARGA_ID = '0c1a0000-0000-4000-8000-000000000009';

/** An Operador of a shipper with load formation (and loads: the vehicles list of the allocation form). */
export function entrarNaFormacao() {
  signInOperador({
    AuthorizedModule: [Modulo.Formacao, Modulo.Cargas, Modulo.Roteirizador],
    License: Licenca.Cliente,
    TipoEmpresa: TipoEmpresa.Embarcador,
  });
}

const CAMPINAS = {
  empresaId: null,
  nome: 'CD Campinas',
  documentoEmpresa: null,
  localidade: null,
  cidade: 'Campinas',
  uf: 'SP',
  latitude: -22.9056,
  longitude: -47.0608,
  coordenadasAproximadas: false,
  dhPrevista: null,
};

export function pedido(overrides: Partial<TPedido> = {}): TPedido {
  return {
    id: PEDIDO_1,
    codigo: 'PED-001',
    minutaId: null,
    ordenacaoMinuta: null,
    tipoFrete: 1,
    tipoLote: null,
    agrupador: null,
    pedidoOrigemId: null,
    dhCriacaoPedido: '2026-05-01T12:00:00.000Z',
    dhColeta: '2026-05-10T12:00:00.000Z',
    dhEntrega: null,
    dhEmissao: null,
    cubagemTotal: 10,
    pesoTotal: 5000,
    valorPedido: 20000,
    quantidadeVolumes: 10,
    numeroNf: null,
    ativo: true,
    situacao: 1,
    unidadeNegocioId: 'u1',
    unidadeNegocioNome: 'Matriz',
    caracteristicaId: null,
    caracteristicaDescricao: null,
    possuiRedespacho: false,
    localidadeRedespacho: null,
    transportadoraRedespachoId: null,
    transportadoraRedespachoNome: null,
    observacao: null,
    cargaId: null,
    cargaCodigo: null,
    origem: CAMPINAS,
    destino: {
      ...CAMPINAS,
      nome: 'Cliente Curitiba',
      cidade: 'Curitiba',
      uf: 'PR',
      latitude: -25.4284,
      longitude: -49.2733,
    },
    ...overrides,
  };
}

export function minuta(overrides: Partial<TMinuta> = {}): TMinuta {
  return {
    id: MINUTA_1,
    numero: 1,
    exibindo: true,
    tipoFrete: null,
    pedidos: [],
    pedidosAgrupados: [],
    pesoTotal: 0,
    cubagemTotal: 0,
    valorTotal: 0,
    veiculoConjuntoId: null,
    veiculoConjuntoPlaca: null,
    capacidadePesoKg: null,
    capacidadeCubagemM3: null,
    ocupacaoPeso: null,
    ocupacaoCubagem: null,
    tabelaFreteId: null,
    tabelaFreteValor: null,
    tabelasDisponiveis: [],
    distanciaM: null,
    ...overrides,
  };
}
