import type { TCargaMongo, TCargaQuadroCard, TKanbanEtapa } from '@embarca/domain';

let sequence = 0;

/** A board card with every field filled; override what a test is about. */
export function makeCard(overrides: Partial<TCargaQuadroCard> = {}): TCargaQuadroCard {
  sequence += 1;
  const n = String(sequence).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${n}`,
    codigo: 1000 + sequence,
    codigoIdentificador: `PED-${sequence}`,
    situacao: 1,
    etapa: null,
    visibilidade: 1,
    origemCarga: 1,
    tipoFrete: 1,
    lote: false,
    unidadeNegocioId: '00000000-0000-4000-8000-00000000aaaa',
    contratacaoId: null,
    contratacaoUnidadeNegocioId: null,
    contratacaoOwnerId: null,
    dhPublicacao: '2026-03-01T12:00:00.000Z',
    dhColeta: '2026-03-02T13:30:00.000Z',
    dhEntrega: '2026-03-04T18:00:00.000Z',
    dhModificacao: '2026-03-01T12:00:00.000Z',
    dhPreFinalizacao: null,
    origem: {
      localidade: 'CD Campinas',
      cidade: 'Campinas',
      uf: 'SP',
      empresa: 'Atacado Sul',
      dhPrevista: null,
    },
    destino: { localidade: null, cidade: 'Curitiba', uf: 'PR', empresa: 'Mercado Norte', dhPrevista: null },
    nomeDirecionador: 'Embarcador Demo',
    nomeDirecionado: 'Transportes Rápidos',
    numerosNF: ['1234', '5678'],
    valorCarga: '150000.00',
    valor: '3500.50',
    peso: '12500.000',
    volume: '45.500',
    volumeUnidade: 7,
    quantidade: 30,
    caracteristica: { descricao: 'Refrigerada' },
    veiculo: { id: 'v1', placa: 'ABC1D23', frota: 'F-12', equipamentos: [] },
    veiculoContratadoFrota: false,
    motorista: { nome: 'João da Silva', documento: null, telefone: null },
    qntNegociacoesEmAndamento: 0,
    qntOcorrencias: 0,
    qntEventos: 0,
    qntEventosRealizados: 0,
    qntEventosPlanejados: 0,
    qntDocumentos: 2,
    alertasEmAberto: 0,
    ocorrenciaId: null,
    possuiRedespacho: false,
    ownerCriadorDaCarga: true,
    ...overrides,
  };
}

export function makeCargaMongo(
  card: TCargaQuadroCard,
  documentos: TCargaMongo['documentos'] = [],
): TCargaMongo {
  return { ...card, documentos };
}

export function makeEtapa(
  overrides: Partial<TKanbanEtapa> & Pick<TKanbanEtapa, 'id' | 'descricao' | 'grupoEtapa' | 'ordem'>,
): TKanbanEtapa {
  return { tipoQuadro: 1, etapaManual: false, cor: '#228be6', ...overrides };
}
