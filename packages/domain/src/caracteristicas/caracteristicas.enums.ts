import { zEnumCode } from '../shared/enum';

/** Characteristic kinds (02 §3: cargo, order, cross-docking, scheduling; codes ours 1..4). */
export const TipoCaracteristica = { Carga: 1, Pedido: 2, CrossDocking: 3, Agendamento: 4 } as const;
export type TTipoCaracteristica = (typeof TipoCaracteristica)[keyof typeof TipoCaracteristica];
export const ZTipoCaracteristica = zEnumCode(TipoCaracteristica);
export const TIPO_CARACTERISTICA_LABELS: Record<TTipoCaracteristica, string> = {
  1: 'Característica de carga',
  2: 'Característica de pedido',
  3: 'Característica de cross-docking',
  4: 'Característica de agendamento',
};

/** Offering behaviours (01 §2, 02 §3): manual 1, automatic 2, freight table 3. */
export const ComportamentoOferecimento = { Manual: 1, Automatico: 2, TabelaFrete: 3 } as const;
export type TComportamentoOferecimento =
  (typeof ComportamentoOferecimento)[keyof typeof ComportamentoOferecimento];
export const ZComportamentoOferecimento = zEnumCode(ComportamentoOferecimento);
export const COMPORTAMENTO_OFERECIMENTO_LABELS: Record<TComportamentoOferecimento, string> = {
  1: 'Manual',
  2: 'Automático',
  3: 'Tabela de frete',
};
