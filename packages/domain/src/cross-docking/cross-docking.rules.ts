import { SituacaoEtapa } from '../ocorrencias/ocorrencias.enums';
import { EstagioRemessa, SituacaoRemessa, type TEstagioRemessa } from './cross-docking.enums';

/** The shipment fields the stage rule reads (02 §3 "Shipment (remessa)", core fields). */
export interface RemessaEstagioInput {
  situacao: number;
  unidadeNegocioId?: string | null;
  liberadaParaCarga?: boolean | null;
  /** Step status of the current history (1 Pendente, 2 Em andamento, 3 Executado); null = no history. */
  historicoAtualSituacao?: number | null;
  historicoAtualUnidadeNegocioOrigemId?: string | null;
  historicoAtualUnidadeNegocioDestinoId?: string | null;
}

/**
 * The stage of a shipment on the cross-docking board of the selected business unit (02 §4). The
 * clauses are evaluated in the spec's order; our reading of each:
 * 0. A cancelled shipment (99) is 'limbo' — the board removes cancelled shipments (02 §4).
 * 1. 'a coletar': the shipment belongs to the unit (unidadeNegocioId) and has no current history
 *    (historicoAtualSituacao null), OR the unit is the current history's destination and the
 *    SHIPMENT's situacao is Pendente (1) — "the situation" is the shipment's own `situacao`.
 * 2. 'aguardando recebimento': the unit is the history's destination and the history's step status is
 *    not Executado (3).
 * 3. 'no estoque': the unit is the history's destination, the history is Executado and the shipment is
 *    not liberadaParaCarga.
 * 4. 'liberada para carga': as 3, but liberadaParaCarga.
 * 5. 'expedido': the shipment is Resolvida (3), OR the unit is the history's origin and not its
 *    destination.
 * 6. otherwise 'limbo' (hidden; see isEstagioVisible).
 */
export function crossDockingStageForUnit(
  remessa: RemessaEstagioInput,
  unidadeNegocioId: string,
): TEstagioRemessa {
  if (remessa.situacao === SituacaoRemessa.Cancelada) return EstagioRemessa.Limbo;
  const hasHistory = remessa.historicoAtualSituacao !== null && remessa.historicoAtualSituacao !== undefined;
  const isDestination = remessa.historicoAtualUnidadeNegocioDestinoId === unidadeNegocioId;
  const isOrigin = remessa.historicoAtualUnidadeNegocioOrigemId === unidadeNegocioId;
  const executed = remessa.historicoAtualSituacao === SituacaoEtapa.Executado;

  if (
    (remessa.unidadeNegocioId === unidadeNegocioId && !hasHistory) ||
    (isDestination && remessa.situacao === SituacaoRemessa.Pendente)
  ) {
    return EstagioRemessa.AColetar;
  }
  if (isDestination && !executed) return EstagioRemessa.AguardandoRecebimento;
  if (isDestination && executed && !remessa.liberadaParaCarga) return EstagioRemessa.NoEstoque;
  if (isDestination && executed && remessa.liberadaParaCarga) return EstagioRemessa.LiberadaParaCarga;
  if (remessa.situacao === SituacaoRemessa.Resolvida || (isOrigin && !isDestination))
    return EstagioRemessa.Expedido;
  return EstagioRemessa.Limbo;
}

/** 'limbo' is hidden on the board; every other stage is shown. */
export function isEstagioVisible(estagio: TEstagioRemessa): boolean {
  return estagio !== EstagioRemessa.Limbo;
}

/** The board keeps pending and in-progress shipments (02 §4); a cancelled one is removed on update. */
export function isRemessaOnBoard(remessa: Pick<RemessaEstagioInput, 'situacao'>): boolean {
  return remessa.situacao === SituacaoRemessa.Pendente || remessa.situacao === SituacaoRemessa.EmAndamento;
}
