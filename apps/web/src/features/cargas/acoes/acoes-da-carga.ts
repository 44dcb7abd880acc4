import {
  ACAO_CARGA_LABELS,
  AcaoCarga,
  availableAcoesCarga,
  GrupoQuadro,
  OrigemCarga,
  type TAcaoCarga,
  type TCargaQuadroCard,
  type TGrupoQuadro,
  VisibilidadeCarga,
} from '@embarca/domain';
import { ApiError } from '../../../lib/api-client';

/** What the action rules read of a load: the board card (the details drawer's load extends it). */
export type TCargaAcaoAlvo = Pick<
  TCargaQuadroCard,
  | 'id'
  | 'codigo'
  | 'situacao'
  | 'visibilidade'
  | 'ownerCriadorDaCarga'
  | 'lote'
  | 'origemCarga'
  | 'contratacaoId'
  | 'unidadeNegocioId'
  | 'veiculo'
  | 'motorista'
>;

/**
 * The actions the caller may take on a load now: the domain's state machine (`availableAcoesCarga`, the
 * server checks again) for a load of the caller's own company. A load directed to the caller (visibilidade
 * 99, a carrier's view) is someone else's: no action (the API would answer 403).
 */
export function acoesDaCarga(carga: TCargaAcaoAlvo): TAcaoCarga[] {
  if (carga.visibilidade === VisibilidadeCarga.DirecionadaParaMim) return [];
  return availableAcoesCarga(carga);
}

/**
 * The actions offered in the card's menu: Finalizar is the delivered card's own button; Reabrir and
 * Reativar need a cancelled or deactivated load, which the board never shows.
 */
const FORA_DO_MENU_DO_CARD: readonly TAcaoCarga[] = [
  AcaoCarga.Finalizar,
  AcaoCarga.Reabrir,
  AcaoCarga.Reativar,
];

export function acoesDoMenuDoCard(carga: TCargaAcaoAlvo): TAcaoCarga[] {
  return acoesDaCarga(carga).filter((acao) => !FORA_DO_MENU_DO_CARD.includes(acao));
}

/** The delivered group's Finish button (02 §2: not for situacao 3 and 4; only the creator company). */
export function podeFinalizar(carga: TCargaAcaoAlvo, grupo: TGrupoQuadro): boolean {
  return grupo === GrupoQuadro.Entregue && acoesDaCarga(carga).includes(AcaoCarga.Finalizar);
}

/** Whether the load can be picked for the board's multi-deactivation. */
export function podeDesativar(carga: TCargaAcaoAlvo): boolean {
  return acoesDaCarga(carga).includes(AcaoCarga.Desativar);
}

/** Menu labels: the domain's, two of them saying what they act on (a bare 'Cancelar' reads as 'dismiss'). */
export const ACAO_MENU_LABELS: Record<TAcaoCarga, string> = {
  ...ACAO_CARGA_LABELS,
  cancelar: 'Cancelar carga',
  finalizar: 'Finalizar contratação',
};

/**
 * The deactivation form's options (02 §3 "Deactivation form"; when each applies is ours): the shipments
 * choice (reverterRemessas) for cross-docking loads — the ones built from shipments —, reverting the
 * load formation (reverterFormacao) for loads from the load former.
 */
export function opcoesDaDesativacao(cargas: readonly Pick<TCargaQuadroCard, 'origemCarga'>[]) {
  return {
    remessas: cargas.some((carga) => carga.origemCarga === OrigemCarga.CrossDocking),
    formacao: cargas.some((carga) => carga.origemCarga === OrigemCarga.FormadorCargas),
  };
}

/**
 * A refusal's text for the dialog: the API's own message (400 the rule's text, 409 'O registro não pode ser
 * alterado', 422), or `fallback` when the answer carries none we can show.
 */
export function mensagemDaFalha(error: unknown, fallback: string): string {
  if (error instanceof ApiError && [400, 403, 409, 422].includes(error.status)) {
    const text = error.messages.length > 0 ? error.messages.join(', ') : error.message;
    if (text) return text;
  }
  return fallback;
}
