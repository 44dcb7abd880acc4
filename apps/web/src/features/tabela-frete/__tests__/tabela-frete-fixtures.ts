import {
  Licenca,
  Modulo,
  type TCotacaoFreteResponse,
  type TCotacaoFreteSalva,
  TipoEmpresa,
  type TPrecoDaTabela,
  type TTabelaFreteResumo,
} from '@embarca/domain';
import { signInOperador } from '../../../test/session.fixtures';

/** Test data of the freight tables' screens, as the API answers it (decimal strings). */

export const CAMPINAS = { ibge: '3509502', nome: 'Campinas', uf: 'SP' };
export const PORTO_ALEGRE = { ibge: '4314902', nome: 'Porto Alegre', uf: 'RS' };

export const TABELA_SUL = '0b1f0000-0000-4000-8000-000000000001';
export const TABELA_PROPRIA = '0b1f0000-0000-4000-8000-000000000002';
export const COTACAO_ID = '0c0f0000-0000-4000-8000-000000000077';

const PISO = {
  tabela: 'A' as const,
  tipoCarga: 5 as const,
  eixos: 5,
  ccd: '6.1234',
  cc: '612.00',
  distanciaKm: '1120.0',
  valor: '7470.21',
};

export function preco(overrides: Partial<TPrecoDaTabela> = {}): TPrecoDaTabela {
  return {
    tabelaId: TABELA_SUL,
    tabelaNome: 'Tabela Sul',
    versao: 2,
    transportadoraEmpresaId: '0a6f1d2e-2222-4000-8000-000000000009',
    transportadoraNome: 'Transportes Rápido Sul',
    modalidade: 1,
    linhaId: 'l-1',
    prazoDias: 3,
    pesoTaxadoKg: '15000.000',
    componentes: [
      { tipo: 0, nome: 'Frete-peso', valor: '6000.00', minimoAplicado: false },
      { tipo: 2, nome: 'GRIS', valor: '150.00', minimoAplicado: true },
    ],
    subtotal: '6150.00',
    icms: { modo: 2, aliquota: '12.00', valor: '838.64' },
    total: '6988.64',
    precoPorKg: '0.4659',
    precoPorM3: null,
    freteMinimoAplicado: false,
    piso: PISO,
    abaixoDoPiso: true,
    diferencaParaPiso: '1320.21',
    bloqueadaPeloPiso: false,
    ...overrides,
  };
}

/** Two prices, the dearer first (the screen ranks them). */
export function resultado(overrides: Partial<TCotacaoFreteResponse> = {}): TCotacaoFreteResponse {
  return {
    origem: CAMPINAS,
    destino: PORTO_ALEGRE,
    distanciaKm: '1120.0',
    distanciaEstimada: true,
    data: '2026-05-04',
    pisoAntt: PISO,
    precos: [
      preco({
        tabelaId: TABELA_PROPRIA,
        tabelaNome: 'Frota Sul',
        versao: 1,
        transportadoraEmpresaId: null,
        transportadoraNome: null,
        total: '9100.50',
        subtotal: '8008.44',
        abaixoDoPiso: false,
        diferencaParaPiso: null,
        componentes: [{ tipo: 0, nome: 'Frete-peso', valor: '8008.44', minimoAplicado: false }],
      }),
      preco(),
    ],
    ...overrides,
  };
}

export function cotacaoSalva(overrides: Partial<TCotacaoFreteSalva> = {}): TCotacaoFreteSalva {
  return {
    id: COTACAO_ID,
    numero: 12,
    criadoEm: '2026-05-04T13:30:00.000Z',
    usuarioNome: 'Ana Operadora',
    observacao: null,
    entrada: {
      origemIbge: CAMPINAS.ibge,
      origemCep: null,
      destinoIbge: PORTO_ALEGRE.ibge,
      destinoCep: null,
      pesoKg: '15000.000',
      volumeM3: '48.500',
      valorMercadoria: '250000.00',
      quantidade: null,
      tipoVeiculoId: null,
      eixos: 5,
      tipoCargaAntt: 5,
      data: '2026-05-04',
      distanciaKm: null,
      modalidade: null,
    },
    resultado: resultado(),
    ...overrides,
  };
}

export function tabelaResumo(overrides: Partial<TTabelaFreteResumo> = {}): TTabelaFreteResumo {
  return {
    id: TABELA_SUL,
    familiaId: TABELA_SUL,
    versao: 2,
    nome: 'Tabela Sul',
    transportadoraEmpresaId: '0a6f1d2e-2222-4000-8000-000000000009',
    transportadoraNome: 'Transportes Rápido Sul',
    modalidade: 1,
    tipoTarifa: 5,
    status: 2,
    vigenciaInicio: '2026-05-01',
    vigenciaFim: null,
    qtdLinhas: 48,
    regraId: null,
    regraNome: null,
    atualizadoEm: '2026-05-01T12:00:00.000Z',
    ...overrides,
  };
}

export const pagina = <T>(items: T[]) => ({ body: { items, total: items.length, page: 1, qtdItem: 10 } });

/** A shipper's Operador with loads and the freight tables (Oferecimento). */
export function entrarComTabelaFrete(claims: Record<string, unknown> = {}) {
  signInOperador({
    AuthorizedModule: [Modulo.Cargas, Modulo.Oferecimento],
    License: Licenca.Cliente,
    TipoEmpresa: TipoEmpresa.Embarcador,
    ...claims,
  });
}
