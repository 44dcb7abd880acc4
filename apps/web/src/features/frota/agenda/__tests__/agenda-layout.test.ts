import { describe, expect, it } from 'vitest';
import { barrasDoPeriodo, dataBr, diaDaSemana, diasDaVisao, navegar } from '../agenda-layout';

describe('agenda layout', () => {
  it('shows Monday to Sunday around the date, or the day', () => {
    expect(diasDaVisao('2026-11-25', 'semana')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(diasDaVisao('2026-11-29', 'semana')[0]).toBe('2026-11-23');
    expect(diasDaVisao('2026-11-25', 'dia')).toEqual(['2026-11-25']);
    expect(navegar('2026-11-25', 'semana', 1)).toBe('2026-12-02');
    expect(navegar('2026-11-25', 'dia', -1)).toBe('2026-11-24');
  });

  it('names days in pt-BR with dd/MM/aaaa', () => {
    expect(diaDaSemana('2026-11-25')).toBe('quarta-feira');
    expect(diaDaSemana('2026-11-29', true)).toBe('dom.');
    expect(dataBr('2026-11-05')).toBe('05/11/2026');
  });

  it('places bars over the period, clips open ends and stacks overlaps in separate rows', () => {
    const inicio = Date.parse('2026-11-23T03:00:00Z');
    const fim = Date.parse('2026-11-30T03:00:00Z');
    const barras = barrasDoPeriodo(
      [
        { id: 'a', inicio: '2026-11-24T03:00:00Z', fim: '2026-11-25T03:00:00Z' },
        { id: 'b', inicio: '2026-11-24T15:00:00Z', fim: null },
        { id: 'c', inicio: '2026-11-20T00:00:00Z', fim: '2026-11-21T00:00:00Z' },
        { id: 'd', inicio: '2026-11-26T03:00:00Z', fim: '2026-11-27T03:00:00Z' },
      ],
      inicio,
      fim,
    );
    expect(barras.map((b) => [b.item.id, Math.round(b.esquerda), Math.round(b.largura), b.faixa])).toEqual([
      ['a', 14, 14, 0],
      ['b', 21, 79, 1],
      ['d', 43, 14, 0],
    ]);
    expect(barras[1]?.cortadaFim).toBe(true);
  });
});
