import { zEnumCode } from '../shared/enum';

/**
 * Carrier offering (issue 20). The spec names the offer types (1 restrita, 2 direcionada, 99 directed-to-me:
 * `TipoOferta`), the board types (`TipoQuadro`), the offer situacoes (`SituacaoOfertaCarga`) and the offering
 * behaviours (`ComportamentoOferecimento`, caracteristicas); the codes below are ours (ARCHITECTURE.md
 * "Carrier offering").
 */

/** A tender of a load: in progress, awarded, ended without an award (waterfall exhausted, all declined), stopped. */
export const SituacaoOferecimento = { EmAndamento: 1, Contratado: 2, Encerrado: 3, Interrompido: 4 } as const;
export type TSituacaoOferecimento = (typeof SituacaoOferecimento)[keyof typeof SituacaoOferecimento];
export const ZSituacaoOferecimento = zEnumCode(SituacaoOferecimento);
export const SITUACAO_OFERECIMENTO_LABELS: Record<TSituacaoOferecimento, string> = {
  1: 'Em andamento',
  2: 'Contratado',
  3: 'Encerrado sem contratação',
  4: 'Interrompido',
};

/** Who wrote an entry of the negotiation thread. */
export const AutorProposta = { Embarcador: 1, Transportadora: 2, Sistema: 3 } as const;
export type TAutorProposta = (typeof AutorProposta)[keyof typeof AutorProposta];
export const AUTOR_PROPOSTA_LABELS: Record<TAutorProposta, string> = {
  1: 'Embarcador',
  2: 'Transportadora',
  3: 'Sistema',
};

/** What an entry of the negotiation thread is. */
export const TipoProposta = {
  Oferta: 1,
  Contraproposta: 2,
  Aceite: 3,
  Recusa: 4,
  Cancelamento: 5,
  Expiracao: 6,
  Contratacao: 7,
} as const;
export type TTipoProposta = (typeof TipoProposta)[keyof typeof TipoProposta];
export const TIPO_PROPOSTA_LABELS: Record<TTipoProposta, string> = {
  1: 'Oferta',
  2: 'Contraproposta',
  3: 'Aceite',
  4: 'Recusa',
  5: 'Cancelamento',
  6: 'Prazo expirado',
  7: 'Contratação',
};

/** The answers to an offer (POST /api/oferecimento/ofertas/{id}/responder), by whoever's turn it is. */
export const AcaoResposta = { Aceitar: 'aceitar', Contrapropor: 'contrapropor', Recusar: 'recusar' } as const;
export type TAcaoResposta = (typeof AcaoResposta)[keyof typeof AcaoResposta];

/** The shipper board's columns (one per load, derived by `etapaDoOferecimento`). */
export const EtapaOferecimento = {
  AOfertar: 'a-ofertar',
  Ofertada: 'ofertada',
  EmNegociacao: 'em-negociacao',
  Contratada: 'contratada',
  Encerrada: 'encerrada',
} as const;
export type TEtapaOferecimento = (typeof EtapaOferecimento)[keyof typeof EtapaOferecimento];
export const ETAPAS_OFERECIMENTO: readonly TEtapaOferecimento[] = Object.values(EtapaOferecimento);
export const ETAPA_OFERECIMENTO_LABELS: Record<TEtapaOferecimento, string> = {
  'a-ofertar': 'A ofertar',
  ofertada: 'Ofertadas',
  'em-negociacao': 'Em negociação',
  contratada: 'Contratadas',
  encerrada: 'Expiradas ou recusadas',
};

/** The carrier board's columns (one per offer it received, derived by `etapaDaOfertaRecebida`). */
export const EtapaOfertaRecebida = {
  Recebidas: 'recebidas',
  AguardandoEmbarcador: 'aguardando-embarcador',
  Ganhas: 'ganhas',
  Encerradas: 'encerradas',
} as const;
export type TEtapaOfertaRecebida = (typeof EtapaOfertaRecebida)[keyof typeof EtapaOfertaRecebida];
export const ETAPAS_OFERTA_RECEBIDA: readonly TEtapaOfertaRecebida[] = Object.values(EtapaOfertaRecebida);
export const ETAPA_OFERTA_RECEBIDA_LABELS: Record<TEtapaOfertaRecebida, string> = {
  recebidas: 'Aguardando minha resposta',
  'aguardando-embarcador': 'Aguardando o embarcador',
  ganhas: 'Ganhas',
  encerradas: 'Encerradas',
};
