import {
  Licenca,
  Modulo,
  SituacaoOfertaCarga,
  type TCargaOfertavel,
  TipoEmpresa,
  type TOferecimentoDaCarga,
  type TOfertaCarga,
  type TSugestaoOferecimento,
  vezDaOferta,
} from '@embarca/domain';
import { signInOperador } from '../../../test/session.fixtures';

export const CARGA_ID = '0c1a0000-0000-4000-8000-000000000001';
export const SUL = '0a6f1d2e-2222-4000-8000-000000000001';
export const NORTE = '0a6f1d2e-2222-4000-8000-000000000002';
export const FORA = '0a6f1d2e-2222-4000-8000-000000000003';

/** Signs in as an Operador of a shipper (or, with `transportadora`, of a carrier) with the module. */
export function entrarNoOferecimento(transportadora = false) {
  signInOperador({
    AuthorizedModule: [Modulo.Cargas, Modulo.Oferecimento],
    License: Licenca.Cliente,
    TipoEmpresa: transportadora ? TipoEmpresa.Transportadora : TipoEmpresa.Embarcador,
  });
}

export function carga(overrides: Partial<TCargaOfertavel> = {}): TCargaOfertavel {
  return {
    id: CARGA_ID,
    codigo: 1042,
    situacao: 1,
    embarcador: 'Embarcador Demo',
    unidadeNegocio: null,
    origem: { cidade: 'Campinas', uf: 'SP', dhPrevista: '2026-12-01T12:00:00.000Z' },
    destino: { cidade: 'Porto Alegre', uf: 'RS', dhPrevista: null },
    peso: '15000.000',
    volume: null,
    valorCarga: '120000.00',
    tipoVeiculo: 'Carreta',
    modalidade: 1,
    caracteristica: null,
    ...overrides,
  };
}

/** Far in the future, so the turn rule never sees a passed deadline. */
export const PRAZO = '2099-01-01T15:00:00.000Z';

export function oferta(overrides: Partial<TOfertaCarga> = {}): TOfertaCarga {
  const situacao = overrides.situacao ?? SituacaoOfertaCarga.Ofertada;
  return {
    id: 'of-1',
    cargaId: CARGA_ID,
    transportadora: { empresaId: SUL, nome: 'Transportes Sul', documento: null },
    tipo: 1,
    situacao,
    valorAlvo: '6000.00',
    valorProposto: null,
    prazoResposta: PRAZO,
    observacao: null,
    motivoRecusa: null,
    rodada: null,
    ofertadaEm: '2026-11-26T12:00:00.000Z',
    respondidaEm: null,
    contratadaEm: null,
    vez: vezDaOferta(situacao),
    propostas: [
      {
        id: 'p1',
        autor: 1,
        tipo: 1,
        valor: '6000.00',
        comentario: 'Coleta pela manhã',
        usuarioNome: 'Ana',
        criadoEm: '2026-11-26T12:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function oferecimentoDaCarga(overrides: Partial<TOferecimentoDaCarga> = {}): TOferecimentoDaCarga {
  return {
    carga: carga(),
    etapa: 'a-ofertar',
    oferecimento: null,
    ofertas: [],
    naoOfertavel: null,
    ...overrides,
  };
}

export function sugestao(overrides: Partial<TSugestaoOferecimento> = {}): TSugestaoOferecimento {
  return {
    valorAlvo: '6500.00',
    pisoAntt: '6100.00',
    comportamento: 1,
    transportadoras: [
      {
        empresaId: SUL,
        nome: 'Transportes Sul',
        documento: null,
        naPlataforma: true,
        preco: '6500.00',
        abaixoDoPiso: false,
        atendeRota: true,
        posicaoRanking: 1,
      },
      {
        empresaId: NORTE,
        nome: 'Transportes Norte',
        documento: null,
        naPlataforma: true,
        preco: '6000.00',
        abaixoDoPiso: true,
        atendeRota: true,
        posicaoRanking: 2,
      },
      {
        empresaId: FORA,
        nome: 'Transportes Fora',
        documento: null,
        naPlataforma: false,
        preco: null,
        abaixoDoPiso: false,
        atendeRota: false,
        posicaoRanking: null,
      },
    ],
    ...overrides,
  };
}
