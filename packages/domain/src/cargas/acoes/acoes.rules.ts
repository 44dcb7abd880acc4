import { MESSAGES, successMessage } from '../../shared/messages';
import { SituacaoCarga, type TSituacaoCarga } from '../cargas.enums';
import {
  type CargaCardInput,
  canFinishCarga,
  FINISH_CARGA_DENIAL_MESSAGES,
  SITUACOES_DO_QUADRO,
} from '../cargas.rules';

/**
 * The load's state machine (02 §4 "Load actions", §7 "Load calls"), written once: the API validates every
 * action with `canApplyAcaoCarga` inside its transaction and the web app offers only the allowed ones.
 *
 * Our reading of the spec, which lists the actions and the situacao codes but not the transitions:
 * - alocar (POST /{id}/alocar): 1 → 2. A vehicle and a driver, with the allocation type (1 frota,
 *   2 transportadoras — then the carrier company —, 3 terceiros); a load already allocated changes its
 *   vehicle through atualizar-veiculo.
 * - cancelar (DELETE /{id}/cancelar/{x}?motivo&reverterRemessa, x = the hiring id or the all-zero GUID):
 *   1, 2 or 7 → 5 with the reason. A delivered load (3, 8, 4) is past cancelling: it is deactivated.
 * - reabrir (DELETE /{id}/reabrir): 5 → 1, without vehicle, driver nor hiring.
 * - finalizar (PUT /{id}/finalizar): 8 → 4, only by the company that created the load (canFinishCarga).
 * - reverter-finalizacao (PUT /{id}/reverter-finalizacao): 4 → 8, by the same company.
 * - desativar (POST /{id}/desativar): any situacao shown on the board (1, 2, 3, 4, 7, 8) → 99; the
 *   previous situacao is kept for reactivating.
 * - reativar (POST /{id}/reativar): 99 → the situacao it had before (1 when unknown or not a board one).
 * - alterar-unidade (PATCH /{id}/alterar-unidade/{unitId}): any board situacao, situacao unchanged.
 * - atualizar-veiculo (PUT /{id}/atualizar-veiculo): 2, 7 or 8 (a load with a vehicle still on the road
 *   or delivered but not finished), situacao unchanged.
 * Moving between board stages (PUT /{id}/etapa/{etapaId}) keeps the situacao and is not an action here.
 */
export const AcaoCarga = {
  Alocar: 'alocar',
  Cancelar: 'cancelar',
  Reabrir: 'reabrir',
  Finalizar: 'finalizar',
  ReverterFinalizacao: 'reverter-finalizacao',
  Desativar: 'desativar',
  Reativar: 'reativar',
  AlterarUnidade: 'alterar-unidade',
  AtualizarVeiculo: 'atualizar-veiculo',
} as const;
export type TAcaoCarga = (typeof AcaoCarga)[keyof typeof AcaoCarga];

/** Where an action leads: a situacao, the one the load had before deactivation, or the same one. */
export type DestinoAcaoCarga = TSituacaoCarga | 'anterior' | 'mesma';

export interface TransicaoCarga {
  from: readonly TSituacaoCarga[];
  to: DestinoAcaoCarga;
}

export const TRANSICOES_CARGA: Record<TAcaoCarga, TransicaoCarga> = {
  alocar: { from: [SituacaoCarga.AguardandoContratacao], to: SituacaoCarga.EmAndamento },
  cancelar: {
    from: [SituacaoCarga.AguardandoContratacao, SituacaoCarga.EmAndamento, SituacaoCarga.Ocorrencia],
    to: SituacaoCarga.Cancelada,
  },
  reabrir: { from: [SituacaoCarga.Cancelada], to: SituacaoCarga.AguardandoContratacao },
  finalizar: { from: [SituacaoCarga.EntregueNaoFinalizada], to: SituacaoCarga.Finalizada },
  'reverter-finalizacao': { from: [SituacaoCarga.Finalizada], to: SituacaoCarga.EntregueNaoFinalizada },
  desativar: { from: SITUACOES_DO_QUADRO, to: SituacaoCarga.Desativada },
  reativar: { from: [SituacaoCarga.Desativada], to: 'anterior' },
  'alterar-unidade': { from: SITUACOES_DO_QUADRO, to: 'mesma' },
  'atualizar-veiculo': {
    from: [SituacaoCarga.EmAndamento, SituacaoCarga.Ocorrencia, SituacaoCarga.EntregueNaoFinalizada],
    to: 'mesma',
  },
};

/** The action's name in menus and confirmations (pt-BR). */
export const ACAO_CARGA_LABELS: Record<TAcaoCarga, string> = {
  alocar: 'Alocar veículo',
  cancelar: 'Cancelar',
  reabrir: 'Reabrir',
  finalizar: 'Finalizar',
  'reverter-finalizacao': 'Reverter finalização',
  desativar: 'Desativar',
  reativar: 'Reativar',
  'alterar-unidade': 'Alterar unidade de negócio',
  'atualizar-veiculo': 'Atualizar veículo',
};

/** The success text of each action (02 §8: 'Contratação finalizada com sucesso!' and the templates). */
export const ACAO_CARGA_SUCCESS_MESSAGES: Record<TAcaoCarga, string> = {
  alocar: 'Carga alocada com sucesso!',
  cancelar: 'Carga cancelada com sucesso!',
  reabrir: 'Carga reaberta com sucesso!',
  finalizar: MESSAGES.hiringFinished,
  'reverter-finalizacao': 'Finalização revertida com sucesso!',
  desativar: successMessage('deactivated', 'Carga'),
  reativar: successMessage('reactivated', 'Carga'),
  'alterar-unidade': 'Unidade de negócio alterada com sucesso!',
  'atualizar-veiculo': successMessage('updated', 'Veículo'),
};

/** '30 cargas desativadas com sucesso!' — deactivating a lot. */
export function desativarLoteSuccessMessage(quantidade: number): string {
  return quantidade === 1
    ? ACAO_CARGA_SUCCESS_MESSAGES.desativar
    : `${quantidade} cargas desativadas com sucesso!`;
}

/** How a refusal names the load's situacao: 'Uma carga {adjective} não pode …'. */
const SITUACAO_ADJETIVOS: Record<TSituacaoCarga, string> = {
  1: 'aguardando contratação',
  2: 'em andamento',
  3: 'entregue',
  4: 'finalizada',
  5: 'cancelada',
  7: 'com ocorrência',
  8: 'entregue mas não finalizada',
  99: 'desativada',
};

/** How a refusal names the action: 'Uma carga finalizada não pode {predicate}.'. */
const ACTION_PREDICATES: Record<TAcaoCarga, string> = {
  alocar: 'ser alocada',
  cancelar: 'ser cancelada',
  reabrir: 'ser reaberta',
  finalizar: 'ser finalizada',
  'reverter-finalizacao': 'ter a finalização revertida',
  desativar: 'ser desativada',
  reativar: 'ser reativada',
  'alterar-unidade': 'mudar de unidade de negócio',
  'atualizar-veiculo': 'ter o veículo atualizado',
};

/** Reverting the finalization follows the finishing rule's creator check, with its own text. */
export const REVERTER_FINALIZACAO_NOT_CREATOR =
  'Apenas a empresa que criou a carga pode reverter a finalização.';

const SITUACOES = Object.values(SituacaoCarga) as number[];
const isSituacao = (value: unknown): value is TSituacaoCarga =>
  typeof value === 'number' && SITUACOES.includes(value);

/**
 * The refusal text for an action from a situacao it does not start from:
 * 'Uma carga finalizada não pode ser alocada.'; 'A carga já está cancelada.' when the load is already where
 * the action leads.
 */
export function acaoCargaRefusal(action: TAcaoCarga, situacao: number): string {
  if (!isSituacao(situacao)) return MESSAGES.recordLocked;
  const target = TRANSICOES_CARGA[action].to;
  if (target === situacao) return `A carga já está ${SITUACAO_ADJETIVOS[situacao]}.`;
  return `Uma carga ${SITUACAO_ADJETIVOS[situacao]} não pode ${ACTION_PREDICATES[action]}.`;
}

/** What the rule reads of a load: its situacao, the one before deactivation, and the creator owner. */
export interface AcaoCargaInput extends CargaCardInput {
  /** The situacao before deactivation (reativar goes back to it). */
  situacaoAnterior?: number | null;
}

export interface AcaoCargaContext {
  /** The caller's company: finishing and reverting need it to be the creator owner. */
  ownerId?: string;
}

export type AcaoCargaResult =
  | { allowed: true; situacao: TSituacaoCarga }
  | { allowed: false; message: string };

/** The situacao reactivation returns to: the one before deactivation when it is a board one, else 1. */
export function situacaoAoReativar(situacaoAnterior: number | null | undefined): TSituacaoCarga {
  return isSituacao(situacaoAnterior) && SITUACOES_DO_QUADRO.includes(situacaoAnterior)
    ? situacaoAnterior
    : SituacaoCarga.AguardandoContratacao;
}

/**
 * Whether `action` applies to the load now, and the situacao it leads to; a refusal carries the pt-BR
 * message the API answers with (400) and the web app shows.
 */
export function canApplyAcaoCarga(
  action: TAcaoCarga,
  carga: AcaoCargaInput,
  context: AcaoCargaContext = {},
): AcaoCargaResult {
  const transition = TRANSICOES_CARGA[action];
  if (!transition.from.some((situacao) => situacao === carga.situacao)) {
    return { allowed: false, message: acaoCargaRefusal(action, carga.situacao) };
  }
  const ownerId = context.ownerId ?? '';
  if (action === AcaoCarga.Finalizar) {
    const finish = canFinishCarga(carga, { ownerId });
    if (!finish.allowed) return { allowed: false, message: FINISH_CARGA_DENIAL_MESSAGES[finish.reason] };
  }
  if (action === AcaoCarga.ReverterFinalizacao) {
    // The same creator check, read on the finished load as if it were delivered-not-finished again.
    const finish = canFinishCarga({ ...carga, situacao: SituacaoCarga.EntregueNaoFinalizada }, { ownerId });
    if (!finish.allowed) return { allowed: false, message: REVERTER_FINALIZACAO_NOT_CREATOR };
  }
  const situacao =
    transition.to === 'mesma'
      ? (carga.situacao as TSituacaoCarga)
      : transition.to === 'anterior'
        ? situacaoAoReativar(carga.situacaoAnterior)
        : transition.to;
  return { allowed: true, situacao };
}

/** Every action that applies to the load now, in AcaoCarga order (the web app's menu). */
export function availableAcoesCarga(carga: AcaoCargaInput, context: AcaoCargaContext = {}): TAcaoCarga[] {
  return (Object.values(AcaoCarga) as TAcaoCarga[]).filter(
    (action) => canApplyAcaoCarga(action, carga, context).allowed,
  );
}

/**
 * Editing the load's register data (PUT /carga-mongo/{id}/editar; dadosEdicao's `editavel`): every
 * situacao but finished (4), cancelled (5) and deactivated (99) — a closed record is reopened, reverted or
 * reactivated first. Not a AcaoCarga: it keeps the situacao and is the card's own 'Editar' item, not a
 * state-machine menu entry. A refusal answers 'O registro não pode ser alterado' (409).
 */
export const SITUACOES_EDITAVEIS: readonly TSituacaoCarga[] = [
  SituacaoCarga.AguardandoContratacao,
  SituacaoCarga.EmAndamento,
  SituacaoCarga.Entregue,
  SituacaoCarga.Ocorrencia,
  SituacaoCarga.EntregueNaoFinalizada,
];

/** Whether the load's register data may be edited in this situacao. */
export function podeEditarCarga(situacao: number): boolean {
  return SITUACOES_EDITAVEIS.some((editavel) => editavel === situacao);
}

// Who may take a load (capacity, one vehicle and one driver per period): alocacao.rules.ts.
export * from './alocacao.rules';
