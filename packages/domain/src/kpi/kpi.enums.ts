import { zEnumCode } from '../shared/enum';

/** KPI load status (02 §4). */
export const SituacaoCargaKpi = { Contratada: 1, Finalizada: 2 } as const;
export type TSituacaoCargaKpi = (typeof SituacaoCargaKpi)[keyof typeof SituacaoCargaKpi];
export const ZSituacaoCargaKpi = zEnumCode(SituacaoCargaKpi);
export const SITUACAO_CARGA_KPI_LABELS: Record<TSituacaoCargaKpi, string> = {
  1: 'Contratada',
  2: 'Finalizada',
};

/** KPI delivery status (02 §4: not delivered, on time, late; codes ours 1..3). */
export const SituacaoEntregaKpi = { NaoEntregue: 1, NoPrazo: 2, Atrasada: 3 } as const;
export type TSituacaoEntregaKpi = (typeof SituacaoEntregaKpi)[keyof typeof SituacaoEntregaKpi];
export const ZSituacaoEntregaKpi = zEnumCode(SituacaoEntregaKpi);
export const SITUACAO_ENTREGA_KPI_LABELS: Record<TSituacaoEntregaKpi, string> = {
  1: 'Não entregue',
  2: 'No prazo',
  3: 'Atrasada',
};

/** KPI volume units (02 §4): 7 m³, 5 L. */
export const UnidadeVolumeKpi = { MetroCubico: 7, Litro: 5 } as const;
export type TUnidadeVolumeKpi = (typeof UnidadeVolumeKpi)[keyof typeof UnidadeVolumeKpi];
export const ZUnidadeVolumeKpi = zEnumCode(UnidadeVolumeKpi);
export const UNIDADE_VOLUME_KPI_LABELS: Record<TUnidadeVolumeKpi, string> = { 7: 'm³', 5: 'L' };

/** Chart types (02 §4). */
export const TipoGrafico = {
  Coluna: 1,
  Pizza: 2,
  Linha: 3,
  Bolha: 4,
  Radar: 5,
  AreaPolar: 6,
  Rosca: 7,
  BarraHorizontal: 8,
  Tabela: 9,
  TabelaFrete: 10,
  Indicador: 99,
} as const;
export type TTipoGrafico = (typeof TipoGrafico)[keyof typeof TipoGrafico];
export const ZTipoGrafico = zEnumCode(TipoGrafico);
export const TIPO_GRAFICO_LABELS: Record<TTipoGrafico, string> = {
  1: 'Coluna',
  2: 'Pizza',
  3: 'Linha',
  4: 'Bolha',
  5: 'Radar',
  6: 'Área polar',
  7: 'Rosca',
  8: 'Barra horizontal',
  9: 'Tabela',
  10: 'Tabela de frete',
  99: 'Indicador',
};

/** The entity a KPI reference field belongs to (ours). */
export type TKpiEntidade = 'carga' | 'entrega' | 'documento' | 'ocorrencia';
/** The value type of a KPI reference field (ours). */
export type TKpiTipoCampo = 'data' | 'texto' | 'numero' | 'moeda' | 'percentual' | 'booleano' | 'enum';

export interface KpiCampoReferencia {
  id: number;
  campo: string;
  label: string;
  entidade: TKpiEntidade;
  tipo: TKpiTipoCampo;
  agrupavel: boolean;
  contavel: boolean;
  somavel: boolean;
  media: boolean;
  minimo: boolean;
  maximo: boolean;
}

type Flags = Pick<KpiCampoReferencia, 'agrupavel' | 'contavel' | 'somavel' | 'media' | 'minimo' | 'maximo'>;

/** Grouping dimension (text/enum/boolean): group by it and count distinct values. */
const DIMENSAO: Flags = {
  agrupavel: true,
  contavel: true,
  somavel: false,
  media: false,
  minimo: false,
  maximo: false,
};
/** Additive measure (money, weight, volume, counts): sum, average, min and max. */
const MEDIDA: Flags = {
  agrupavel: false,
  contavel: false,
  somavel: true,
  media: true,
  minimo: true,
  maximo: true,
};
/** Ratio measure (per-kg, percentages): averaging and extremes make sense, summing does not. */
const RAZAO: Flags = {
  agrupavel: false,
  contavel: false,
  somavel: false,
  media: true,
  minimo: true,
  maximo: true,
};
/** Date: group by it (day/month), and min/max give the period. */
const DATA: Flags = {
  agrupavel: true,
  contavel: false,
  somavel: false,
  media: false,
  minimo: true,
  maximo: true,
};

/**
 * KPI reference fields (02 §3), in the spec's order. ids, entity, type and flags are our choice:
 * dimensions are groupable and countable; additive measures are summable with avg/min/max; ratios have
 * avg/min/max only; the reference date is groupable with min/max; 'carga' counts loads.
 */
export const KPI_CAMPOS_REFERENCIA: readonly KpiCampoReferencia[] = [
  { id: 1, campo: 'dataReferencia', label: 'Data de referência', entidade: 'carga', tipo: 'data', ...DATA },
  { id: 2, campo: 'situacao', label: 'Situação', entidade: 'carga', tipo: 'enum', ...DIMENSAO },
  { id: 3, campo: 'valorFrete', label: 'Valor do frete', entidade: 'carga', tipo: 'moeda', ...MEDIDA },
  { id: 4, campo: 'valorCarga', label: 'Valor da carga', entidade: 'carga', tipo: 'moeda', ...MEDIDA },
  { id: 5, campo: 'pesoTotal', label: 'Peso total', entidade: 'carga', tipo: 'numero', ...MEDIDA },
  { id: 6, campo: 'volumeTotal', label: 'Volume total', entidade: 'carga', tipo: 'numero', ...MEDIDA },
  { id: 7, campo: 'distancia', label: 'Distância', entidade: 'carga', tipo: 'numero', ...MEDIDA },
  {
    id: 8,
    campo: 'acondicionamentoQtd',
    label: 'Quantidade de volumes',
    entidade: 'carga',
    tipo: 'numero',
    ...MEDIDA,
  },
  { id: 9, campo: 'motorista', label: 'Motorista', entidade: 'carga', tipo: 'texto', ...DIMENSAO },
  { id: 10, campo: 'placaVeiculo', label: 'Placa do veículo', entidade: 'carga', tipo: 'texto', ...DIMENSAO },
  {
    id: 11,
    campo: 'possuiOcorrencia',
    label: 'Possui ocorrência',
    entidade: 'carga',
    tipo: 'booleano',
    ...DIMENSAO,
  },
  { id: 12, campo: 'regiao', label: 'Região', entidade: 'carga', tipo: 'texto', ...DIMENSAO },
  { id: 13, campo: 'origemCidade', label: 'Cidade de origem', entidade: 'carga', tipo: 'texto', ...DIMENSAO },
  {
    id: 14,
    campo: 'destinoCidade',
    label: 'Cidade de destino',
    entidade: 'carga',
    tipo: 'texto',
    ...DIMENSAO,
  },
  {
    id: 15,
    campo: 'entregaCidade',
    label: 'Cidade de entrega',
    entidade: 'entrega',
    tipo: 'texto',
    ...DIMENSAO,
  },
  { id: 16, campo: 'tipoAlocacao', label: 'Tipo de alocação', entidade: 'carga', tipo: 'enum', ...DIMENSAO },
  {
    id: 17,
    campo: 'situacaoEntrega',
    label: 'Situação da entrega',
    entidade: 'entrega',
    tipo: 'enum',
    ...DIMENSAO,
  },
  {
    id: 18,
    campo: 'unidadeVolume',
    label: 'Unidade de volume',
    entidade: 'carga',
    tipo: 'enum',
    ...DIMENSAO,
  },
  { id: 19, campo: 'carga', label: 'Carga', entidade: 'carga', tipo: 'texto', ...DIMENSAO },
  { id: 20, campo: 'transportadora', label: 'Transportadora', entidade: 'carga', tipo: 'texto', ...DIMENSAO },
  {
    id: 21,
    campo: 'valorFretePorKg',
    label: 'Valor do frete por kg',
    entidade: 'carga',
    tipo: 'moeda',
    ...RAZAO,
  },
  { id: 22, campo: 'tipoVeiculo', label: 'Tipo de veículo', entidade: 'carga', tipo: 'texto', ...DIMENSAO },
  { id: 23, campo: 'custoPorVolume', label: 'Custo por volume', entidade: 'carga', tipo: 'moeda', ...RAZAO },
  {
    id: 24,
    campo: 'qtdOcorrencias',
    label: 'Quantidade de ocorrências',
    entidade: 'ocorrencia',
    tipo: 'numero',
    ...MEDIDA,
  },
  {
    id: 25,
    campo: 'qtdNotas',
    label: 'Quantidade de notas',
    entidade: 'documento',
    tipo: 'numero',
    ...MEDIDA,
  },
  {
    id: 26,
    campo: 'percentualOcupacaoPeso',
    label: 'Ocupação de peso (%)',
    entidade: 'carga',
    tipo: 'percentual',
    ...RAZAO,
  },
  {
    id: 27,
    campo: 'percentualOcupacaoVolume',
    label: 'Ocupação de volume (%)',
    entidade: 'carga',
    tipo: 'percentual',
    ...RAZAO,
  },
  {
    id: 28,
    campo: 'unidadeNegocio',
    label: 'Unidade de negócio',
    entidade: 'carga',
    tipo: 'texto',
    ...DIMENSAO,
  },
  { id: 29, campo: 'caracteristica', label: 'Característica', entidade: 'carga', tipo: 'texto', ...DIMENSAO },
];

/** The reference field with that name (campo), if any. */
export function kpiCampoReferencia(campo: string): KpiCampoReferencia | undefined {
  return KPI_CAMPOS_REFERENCIA.find((item) => item.campo === campo);
}
