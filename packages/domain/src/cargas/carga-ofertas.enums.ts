import { zEnumCode } from '../shared/enum';

/**
 * The situacao of a load's offer to a carrier (carga_ofertas.situacao; the spec names the offer but not its
 * codes — ours): 1 ofertada, 2 aceita (the carrier accepted / proposed), 3 contratada (the hiring),
 * 4 recusada, 5 cancelada.
 */
export const SituacaoOfertaCarga = {
  Ofertada: 1,
  Aceita: 2,
  Contratada: 3,
  Recusada: 4,
  Cancelada: 5,
} as const;
export type TSituacaoOfertaCarga = (typeof SituacaoOfertaCarga)[keyof typeof SituacaoOfertaCarga];
export const ZSituacaoOfertaCarga = zEnumCode(SituacaoOfertaCarga);
export const SITUACAO_OFERTA_CARGA_LABELS: Record<TSituacaoOfertaCarga, string> = {
  1: 'Ofertada',
  2: 'Aceita',
  3: 'Contratada',
  4: 'Recusada',
  5: 'Cancelada',
};

/** Offers that still link the carrier to the load (it sees it, it hears of its changes): ofertada, aceita, contratada. */
export const OFERTAS_VIGENTES: readonly TSituacaoOfertaCarga[] = [
  SituacaoOfertaCarga.Ofertada,
  SituacaoOfertaCarga.Aceita,
  SituacaoOfertaCarga.Contratada,
];

/** Offers that no longer direct the load to the carrier: recusada, cancelada. */
export const OFERTAS_ENCERRADAS: readonly TSituacaoOfertaCarga[] = [
  SituacaoOfertaCarga.Recusada,
  SituacaoOfertaCarga.Cancelada,
];

/** Negotiations in progress (the card's qntNegociacoesEmAndamento): offers ofertada or aceita. */
export const OFERTAS_EM_NEGOCIACAO: readonly TSituacaoOfertaCarga[] = [
  SituacaoOfertaCarga.Ofertada,
  SituacaoOfertaCarga.Aceita,
];

/** The load's deliveries/hirings (GET /carga-mongo/{id}/entregas): offers aceita or contratada. */
export const OFERTAS_DE_ENTREGA: readonly TSituacaoOfertaCarga[] = [
  SituacaoOfertaCarga.Aceita,
  SituacaoOfertaCarga.Contratada,
];

/** True when the offer is a negotiation in progress. */
export function isOfertaEmNegociacao(situacao: number): boolean {
  return (OFERTAS_EM_NEGOCIACAO as readonly number[]).includes(situacao);
}
