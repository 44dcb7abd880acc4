import { TIME_ZONE_FALLBACK_OFFSET_HOURS } from '../shared/formatters';
import { SituacaoHorarioDoca, SituacaoReserva, type TSituacaoHorarioDoca } from './agendamento.enums';

/**
 * The dock-slot tolerance is not shown in the spec (02 §9); callers pass it. This default (15 min) is
 * our choice for when nothing is configured.
 */
export const DEFAULT_DOCK_TOLERANCE_MINUTES = 15;

export interface ReservaHorarioInput {
  situacao: number;
  /** Start of the reservation. */
  dhReserva: Date | string;
  /** End of the reservation. */
  dhFimReserva: Date | string;
}

export interface DockSlotStatusInput {
  reserva: ReservaHorarioInput | null | undefined;
  slotBloqueado?: boolean;
  now: Date;
  toleranceMinutes: number;
}

const toTime = (value: Date | string): number => (value instanceof Date ? value : new Date(value)).getTime();

/**
 * The status of a dock slot (02 §4 "Dock slot status"), in the spec's order:
 * 1. no reservation → Livre, or Bloqueado when the slot itself is blocked;
 * 2. reservation Bloqueado (5) → Bloqueado;
 * 3. Concluida (4) → Concluido;
 * 4. driver at site (2) or at dock (3) and now is past dhFimReserva + tolerance → Vencendo;
 * 5. Agendado (1) and now is past dhReserva + tolerance → Atrasado;
 * 6. driver at dock (3) → Ativo;
 * 7. driver at site (2) → Confirmado;
 * 8. Pendente (6) → Pendente. Our reading: PendenteInformacoes (10) is a pending reservation too and
 *    also gives Pendente;
 * 9. otherwise → Agendado (Agendado on time, Checkin, and — literally — Reprovada/Cancelada; a caller
 *    should not attach a cancelled or refused reservation to a slot).
 * "Past" is strictly after (at exactly start/end + tolerance the slot is not yet late).
 */
export function deriveDockSlotStatus(input: DockSlotStatusInput): TSituacaoHorarioDoca {
  const { reserva, slotBloqueado, now, toleranceMinutes } = input;
  if (!reserva) return slotBloqueado ? SituacaoHorarioDoca.Bloqueado : SituacaoHorarioDoca.Livre;
  const toleranceMs = toleranceMinutes * 60_000;
  const nowMs = now.getTime();
  const driverAtSite = reserva.situacao === SituacaoReserva.MotoristaNoLocal;
  const driverAtDock = reserva.situacao === SituacaoReserva.MotoristaNaDoca;

  if (reserva.situacao === SituacaoReserva.Bloqueado) return SituacaoHorarioDoca.Bloqueado;
  if (reserva.situacao === SituacaoReserva.Concluida) return SituacaoHorarioDoca.Concluido;
  if ((driverAtSite || driverAtDock) && nowMs > toTime(reserva.dhFimReserva) + toleranceMs) {
    return SituacaoHorarioDoca.Vencendo;
  }
  if (reserva.situacao === SituacaoReserva.Agendado && nowMs > toTime(reserva.dhReserva) + toleranceMs) {
    return SituacaoHorarioDoca.Atrasado;
  }
  if (driverAtDock) return SituacaoHorarioDoca.Ativo;
  if (driverAtSite) return SituacaoHorarioDoca.Confirmado;
  if (
    reserva.situacao === SituacaoReserva.Pendente ||
    reserva.situacao === SituacaoReserva.PendenteInformacoes
  ) {
    return SituacaoHorarioDoca.Pendente;
  }
  return SituacaoHorarioDoca.Agendado;
}

/**
 * The scheduling day of an instant (02 §9: dock scheduling subtracts 3 hours from dates to compare the
 * day): 'yyyy-MM-dd' of the UTC instant shifted by −3 h.
 */
export function schedulingDay(value: Date | string): string {
  const shifted = new Date(toTime(value) + TIME_ZONE_FALLBACK_OFFSET_HOURS * 3_600_000);
  return shifted.toISOString().slice(0, 10);
}

/** True when two instants fall on the same scheduling day (−3 h rule). */
export function isSameSchedulingDay(a: Date | string, b: Date | string): boolean {
  return schedulingDay(a) === schedulingDay(b);
}

/** The loading panel's "hide finished reservations" option is stored locally under this key (02 §2). */
export const LOADING_PANEL_HIDE_FINISHED_STORAGE_KEY = 'painelCarregamento.ocultarFinalizados';
