import {
  SITUACAO_HORARIO_DOCA_LABELS,
  SITUACAO_RESERVA_LABELS,
  SituacaoHorarioDoca,
} from './agendamento.enums';
import {
  type DockSlotStatusInput,
  deriveDockSlotStatus,
  isSameSchedulingDay,
  type ReservaHorarioInput,
  schedulingDay,
} from './agendamento.rules';

const START = '2024-05-10T13:00:00Z';
const END = '2024-05-10T14:00:00Z';
const at = (iso: string) => new Date(iso);

function slot(
  reserva: Partial<ReservaHorarioInput> | null,
  now: string,
  extra: Partial<DockSlotStatusInput> = {},
) {
  return deriveDockSlotStatus({
    reserva: reserva ? { situacao: 1, dhReserva: START, dhFimReserva: END, ...reserva } : null,
    now: at(now),
    toleranceMinutes: 15,
    ...extra,
  });
}

describe('deriveDockSlotStatus', () => {
  it('no reservation gives Livre', () => {
    expect(slot(null, START)).toBe(SituacaoHorarioDoca.Livre);
  });

  it('no reservation on a blocked slot gives Bloqueado', () => {
    expect(slot(null, START, { slotBloqueado: true })).toBe(SituacaoHorarioDoca.Bloqueado);
  });

  it('a Bloqueado reservation gives Bloqueado', () => {
    expect(slot({ situacao: 5 }, START)).toBe(SituacaoHorarioDoca.Bloqueado);
  });

  it('Concluida gives Concluido, even late', () => {
    expect(slot({ situacao: 4 }, '2024-05-10T20:00:00Z')).toBe(SituacaoHorarioDoca.Concluido);
  });

  it('driver at site or at dock past the end plus tolerance gives Vencendo', () => {
    expect(slot({ situacao: 2 }, '2024-05-10T14:16:00Z')).toBe(SituacaoHorarioDoca.Vencendo);
    expect(slot({ situacao: 3 }, '2024-05-10T14:16:00Z')).toBe(SituacaoHorarioDoca.Vencendo);
    expect(slot({ situacao: 3 }, '2024-05-10T14:15:00Z')).toBe(SituacaoHorarioDoca.Ativo);
  });

  it('Agendado past its start plus the tolerance gives Atrasado', () => {
    expect(slot({ situacao: 1 }, '2024-05-10T13:15:01Z')).toBe(SituacaoHorarioDoca.Atrasado);
    expect(slot({ situacao: 1 }, '2024-05-10T13:15:00Z')).toBe(SituacaoHorarioDoca.Agendado);
    expect(slot({ situacao: 1 }, '2024-05-10T13:40:00Z', { toleranceMinutes: 60 })).toBe(
      SituacaoHorarioDoca.Agendado,
    );
  });

  it('driver at dock gives Ativo', () => {
    expect(slot({ situacao: 3 }, START)).toBe(SituacaoHorarioDoca.Ativo);
  });

  it('driver at site gives Confirmado (also past the start)', () => {
    expect(slot({ situacao: 2 }, START)).toBe(SituacaoHorarioDoca.Confirmado);
    expect(slot({ situacao: 2 }, '2024-05-10T13:30:00Z')).toBe(SituacaoHorarioDoca.Confirmado);
  });

  it('Pendente (and PendenteInformacoes) gives Pendente', () => {
    expect(slot({ situacao: 6 }, '2024-05-10T20:00:00Z')).toBe(SituacaoHorarioDoca.Pendente);
    expect(slot({ situacao: 10 }, START)).toBe(SituacaoHorarioDoca.Pendente);
  });

  it('otherwise Agendado', () => {
    expect(slot({ situacao: 1 }, '2024-05-10T12:00:00Z')).toBe(SituacaoHorarioDoca.Agendado);
    expect(slot({ situacao: 8 }, '2024-05-10T20:00:00Z')).toBe(SituacaoHorarioDoca.Agendado);
  });

  it('a blocked slot with a reservation follows the reservation', () => {
    expect(slot({ situacao: 3 }, START, { slotBloqueado: true })).toBe(SituacaoHorarioDoca.Ativo);
  });

  it('labels', () => {
    expect(SITUACAO_HORARIO_DOCA_LABELS[99]).toBe('Pendente');
    expect(SITUACAO_RESERVA_LABELS[10]).toBe('Pendente de informações');
  });
});

describe('scheduling day (−3 h)', () => {
  it('compares days after subtracting 3 hours', () => {
    expect(schedulingDay('2024-05-11T02:59:00Z')).toBe('2024-05-10');
    expect(schedulingDay('2024-05-11T03:00:00Z')).toBe('2024-05-11');
    expect(isSameSchedulingDay('2024-05-11T01:00:00Z', '2024-05-10T12:00:00Z')).toBe(true);
    expect(isSameSchedulingDay('2024-05-11T04:00:00Z', '2024-05-10T12:00:00Z')).toBe(false);
  });
});
