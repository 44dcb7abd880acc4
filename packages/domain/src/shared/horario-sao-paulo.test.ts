import { horarioSaoPaulo, instanteDoHorarioSaoPaulo } from './horario-sao-paulo';

describe('São Paulo wall time ↔ instant', () => {
  it('reads a wall time as São Paulo time (UTC−3 since 2019)', () => {
    expect(instanteDoHorarioSaoPaulo('2024-05-01T08:30')?.toISOString()).toBe('2024-05-01T11:30:00.000Z');
    expect(instanteDoHorarioSaoPaulo('2024-12-31T23:59')?.toISOString()).toBe('2025-01-01T02:59:00.000Z');
  });

  it('follows the zone when it had daylight saving time (January 2018: UTC−2)', () => {
    expect(instanteDoHorarioSaoPaulo('2018-01-15T10:00')?.toISOString()).toBe('2018-01-15T12:00:00.000Z');
  });

  it('refuses what is not a real date-time', () => {
    for (const value of ['', '2024-02-30T10:00', '2024-05-01T24:00', '01/05/2024 08:30', null]) {
      expect(instanteDoHorarioSaoPaulo(value)).toBeNull();
    }
  });

  it('writes an instant as the input value in São Paulo time', () => {
    expect(horarioSaoPaulo('2024-05-01T11:30:00Z')).toBe('2024-05-01T08:30');
    expect(horarioSaoPaulo(null)).toBe('');
    expect(horarioSaoPaulo(instanteDoHorarioSaoPaulo('2024-07-09T00:05'))).toBe('2024-07-09T00:05');
  });
});
