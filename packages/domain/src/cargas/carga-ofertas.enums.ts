import { zEnumCode } from '../shared/enum';

/**
 * The situacao of a load's offer to a carrier (carga_ofertas.situacao; the spec names the offer but not its
 * codes — ours): 1 ofertada (the carrier's turn to answer), 2 contraproposta (the carrier proposed a value:
 * the shipper's turn), 3 contratada (the hiring), 4 recusada, 5 cancelada, 6 expirada (the response deadline
 * passed — issue 20).
 */
export const SituacaoOfertaCarga = {
  Ofertada: 1,
  Contraproposta: 2,
  Contratada: 3,
  Recusada: 4,
  Cancelada: 5,
  Expirada: 6,
} as const;
export type TSituacaoOfertaCarga = (typeof SituacaoOfertaCarga)[keyof typeof SituacaoOfertaCarga];
export const ZSituacaoOfertaCarga = zEnumCode(SituacaoOfertaCarga);
export const SITUACAO_OFERTA_CARGA_LABELS: Record<TSituacaoOfertaCarga, string> = {
  1: 'Ofertada',
  2: 'Contraproposta',
  3: 'Contratada',
  4: 'Recusada',
  5: 'Cancelada',
  6: 'Expirada',
};

/** Offers that still link the carrier to the load (it sees it, it hears of its changes): ofertada, contraproposta, contratada. */
export const OFERTAS_VIGENTES: readonly TSituacaoOfertaCarga[] = [
  SituacaoOfertaCarga.Ofertada,
  SituacaoOfertaCarga.Contraproposta,
  SituacaoOfertaCarga.Contratada,
];

/** Offers that no longer direct the load to the carrier: recusada, cancelada, expirada. */
export const OFERTAS_ENCERRADAS: readonly TSituacaoOfertaCarga[] = [
  SituacaoOfertaCarga.Recusada,
  SituacaoOfertaCarga.Cancelada,
  SituacaoOfertaCarga.Expirada,
];

/** Negotiations in progress (the card's qntNegociacoesEmAndamento): offers ofertada or contraproposta. */
export const OFERTAS_EM_NEGOCIACAO: readonly TSituacaoOfertaCarga[] = [
  SituacaoOfertaCarga.Ofertada,
  SituacaoOfertaCarga.Contraproposta,
];

/** The load's deliveries/hirings (GET /carga-mongo/{id}/entregas): offers contraproposta or contratada. */
export const OFERTAS_DE_ENTREGA: readonly TSituacaoOfertaCarga[] = [
  SituacaoOfertaCarga.Contraproposta,
  SituacaoOfertaCarga.Contratada,
];

/** True when the offer is a negotiation in progress. */
export function isOfertaEmNegociacao(situacao: number): boolean {
  return (OFERTAS_EM_NEGOCIACAO as readonly number[]).includes(situacao);
}
