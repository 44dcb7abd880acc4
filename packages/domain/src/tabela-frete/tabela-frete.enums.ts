import { z } from 'zod';
import { TipoTarifa } from '../cargas/cargas.enums';
import { zEnumCode } from '../shared/enum';
import { MESSAGES } from '../shared/messages';

/**
 * The freight tables' enumerations (issue 19). The modality and the tariff type are the load's own
 * (`Modalidade`, `TipoTarifa` in `cargas.enums.ts`); a table uses four of the tariff types.
 */

/** A table version's status as stored; `statusVigente` adds what the calendar says. */
export const StatusTabelaFrete = { Rascunho: 1, Ativa: 2, Expirada: 3 } as const;
export type TStatusTabelaFrete = (typeof StatusTabelaFrete)[keyof typeof StatusTabelaFrete];
export const ZStatusTabelaFrete = zEnumCode(StatusTabelaFrete);
export const STATUS_TABELA_FRETE_LABELS: Record<TStatusTabelaFrete, string> = {
  1: 'Rascunho',
  2: 'Ativa',
  3: 'Expirada',
};

/**
 * A table version's status on a day (YYYY-MM-DD): an active version is expired once superseded by a newer
 * version or past its validity; drafts and expired versions keep their status.
 */
export function statusVigente(
  tabela: { status: TStatusTabelaFrete; vigenciaFim: string | null; substituida?: boolean },
  hoje: string,
): TStatusTabelaFrete {
  if (tabela.status !== StatusTabelaFrete.Ativa) return tabela.status;
  if (tabela.substituida) return StatusTabelaFrete.Expirada;
  // The end date is inclusive: a table valid until 2026-05-31 still prices on that day.
  if (tabela.vigenciaFim !== null && tabela.vigenciaFim < hoje) return StatusTabelaFrete.Expirada;
  return StatusTabelaFrete.Ativa;
}

/** The tariff types a freight table may have: per km, per tonne, per volume (package) and fixed. */
export const TIPOS_TARIFA_DA_TABELA = [
  TipoTarifa.ValorPorKm,
  TipoTarifa.PorTonelada,
  TipoTarifa.PorVolume,
  TipoTarifa.Fixo,
] as const;
export type TTipoTarifaDaTabela = (typeof TIPOS_TARIFA_DA_TABELA)[number];

/**
 * How a lane end is given (`valor`): Regiao → the region's id (uuid); Uf → 'SP'; Municipio → the IBGE code
 * '3550308'; FaixaCep → '01000000-09999999' (8 + 8 digits, start ≤ end).
 */
export const TipoLocalFrete = { Regiao: 1, Uf: 2, Municipio: 3, FaixaCep: 4 } as const;
export type TTipoLocalFrete = (typeof TipoLocalFrete)[keyof typeof TipoLocalFrete];
export const ZTipoLocalFrete = zEnumCode(TipoLocalFrete);
export const TIPO_LOCAL_FRETE_LABELS: Record<TTipoLocalFrete, string> = {
  1: 'Região',
  2: 'UF',
  3: 'Município',
  4: 'Faixa de CEP',
};

/** How specific a lane end is (higher wins): FaixaCep 4 > Municipio 3 > Regiao 2 > Uf 1. */
export const ESPECIFICIDADE_LOCAL: Readonly<Record<TTipoLocalFrete, number>> = {
  [TipoLocalFrete.FaixaCep]: 4,
  [TipoLocalFrete.Municipio]: 3,
  [TipoLocalFrete.Regiao]: 2,
  [TipoLocalFrete.Uf]: 1,
};

/** The charges of a calculation rule added to the frete-peso (the table line's price, code 0). */
export const TipoComponenteFrete = {
  AdValorem: 1,
  Gris: 2,
  Pedagio: 3,
  Tde: 4,
  Tda: 5,
  Descarga: 6,
  Despacho: 7,
  Outro: 99,
} as const;
export type TTipoComponenteFrete = (typeof TipoComponenteFrete)[keyof typeof TipoComponenteFrete];
export const ZTipoComponenteFrete = zEnumCode(TipoComponenteFrete);
export const TIPO_COMPONENTE_FRETE_LABELS: Record<TTipoComponenteFrete, string> = {
  1: 'Frete-valor (ad valorem)',
  2: 'GRIS',
  3: 'Pedágio',
  4: 'TDE',
  5: 'TDA',
  6: 'Taxa de descarga',
  7: 'Despacho/CAT',
  99: 'Outro',
};

/** The frete-peso's code and name among a price's components (it is not a rule component). */
export const COMPONENTE_FRETE_PESO = 0;
export const COMPONENTE_FRETE_PESO_LABEL = 'Frete-peso';

/** How a component's `valor` is applied. */
export const CalculoComponente = {
  PercentualMercadoria: 1,
  PercentualFretePeso: 2,
  ValorFixo: 3,
  PorTonelada: 4,
  PorEixo: 5,
  PorFracao100Kg: 6,
} as const;
export type TCalculoComponente = (typeof CalculoComponente)[keyof typeof CalculoComponente];
export const ZCalculoComponente = zEnumCode(CalculoComponente);
export const CALCULO_COMPONENTE_LABELS: Record<TCalculoComponente, string> = {
  1: '% do valor da mercadoria',
  2: '% do frete-peso',
  3: 'Valor fixo',
  4: 'Por tonelada',
  5: 'Por eixo',
  6: 'Por fração de 100 kg',
};

/** How ICMS relates to a table's price. */
export const ModoIcms = { Incluso: 1, Adicionado: 2, NaoIncide: 3 } as const;
export type TModoIcms = (typeof ModoIcms)[keyof typeof ModoIcms];
export const ZModoIcms = zEnumCode(ModoIcms);
export const MODO_ICMS_LABELS: Record<TModoIcms, string> = {
  1: 'ICMS incluso no preço',
  2: 'ICMS adicionado (por dentro)',
  3: 'Não incide',
};

/** The ANTT minimum-freight tables (Resolução ANTT 5.867/2020): whole load or the tractor only, and high performance. */
export const TabelaAntt = { A: 'A', B: 'B', C: 'C', D: 'D' } as const;
export type TTabelaAntt = (typeof TabelaAntt)[keyof typeof TabelaAntt];
export const ZTabelaAntt = z.enum(['A', 'B', 'C', 'D'], { error: MESSAGES.invalidValue });
export const TABELA_ANTT_LABELS: Record<TTabelaAntt, string> = {
  A: 'A — Lotação',
  B: 'B — Só o veículo automotor',
  C: 'C — Lotação de alto desempenho',
  D: 'D — Só o veículo, alto desempenho',
};

/** The ANTT cargo types of the minimum-freight tables. */
export const TipoCargaAntt = {
  GranelSolido: 1,
  GranelLiquido: 2,
  FrigorificadaOuAquecida: 3,
  Conteinerizada: 4,
  CargaGeral: 5,
  Neogranel: 6,
  PerigosaGranelSolido: 7,
  PerigosaGranelLiquido: 8,
  PerigosaFrigorificadaOuAquecida: 9,
  PerigosaConteinerizada: 10,
  PerigosaCargaGeral: 11,
  GranelPressurizada: 12,
} as const;
export type TTipoCargaAntt = (typeof TipoCargaAntt)[keyof typeof TipoCargaAntt];
export const ZTipoCargaAntt = zEnumCode(TipoCargaAntt);
export const TIPO_CARGA_ANTT_LABELS: Record<TTipoCargaAntt, string> = {
  1: 'Granel sólido',
  2: 'Granel líquido',
  3: 'Frigorificada ou aquecida',
  4: 'Conteinerizada',
  5: 'Carga geral',
  6: 'Neogranel',
  7: 'Perigosa (granel sólido)',
  8: 'Perigosa (granel líquido)',
  9: 'Perigosa (frigorificada ou aquecida)',
  10: 'Perigosa (conteinerizada)',
  11: 'Perigosa (carga geral)',
  12: 'Carga granel pressurizada',
};

/** The axle counts the ANTT publishes coefficients for. */
export const EIXOS_ANTT = [2, 3, 4, 5, 6, 7, 9] as const;
export type TEixosAntt = (typeof EIXOS_ANTT)[number];
