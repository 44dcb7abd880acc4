import { describe, expect, it } from 'vitest';
import { dataIso, decimalDoCampo, moeda, numero, percentual, peso, vigencia } from '../formato';

const NBSP = '\u00a0';

describe('pt-BR formats of decimal strings (no float on the way)', () => {
  it('money: 2 decimals half up, or up to 4 for unit prices', () => {
    expect(moeda('1234.565')).toBe(`R$${NBSP}1.234,57`);
    expect(moeda('0.1')).toBe(`R$${NBSP}0,10`);
    // A float would print 90071992547409,92 or lose the cents.
    expect(moeda('90071992547409.93')).toBe(`R$${NBSP}90.071.992.547.409,93`);
    expect(moeda('3.4567', 4)).toBe(`R$${NBSP}3,4567`);
    expect(moeda(null)).toBe('');
    expect(moeda('abc')).toBe('');
  });

  it('numbers, percentages, weights in kg or Ton', () => {
    expect(numero('1120.0', 1)).toBe('1.120');
    expect(numero('6.1234', 4)).toBe('6,1234');
    expect(percentual('12.00')).toBe('12%');
    expect(peso('850')).toBe('850 kg');
    expect(peso('1000.000')).toBe('1.000 kg');
    expect(peso('15000.000')).toBe('15,00 Ton');
    expect(peso('1234.5678')).toBe('1,23 Ton');
  });

  it('calendar dates are read as dates, never shifted by the time zone', () => {
    expect(dataIso('2026-05-01')).toBe('01/05/2026');
    expect(vigencia('2026-05-01', null)).toBe('A partir de 01/05/2026');
    expect(vigencia('2026-05-01', '2026-12-31')).toBe('01/05/2026 a 31/12/2026');
  });

  it('a number input value as the decimal string the API takes', () => {
    expect(decimalDoCampo('')).toBeNull();
    expect(decimalDoCampo(15000)).toBe('15000');
    expect(decimalDoCampo(0.3)).toBe('0.3');
  });
});
