import { decimalParaEscala, dividirPorPotenciaDe10, escalaParaDecimal } from './decimal';

describe('decimal strings as scaled integers', () => {
  it('reads and writes exact decimals', () => {
    expect(decimalParaEscala('1234.5', 3)).toBe(1_234_500n);
    expect(decimalParaEscala('0.1', 2)).toBe(10n);
    expect(decimalParaEscala('-2.25', 2)).toBe(-225n);
    expect(decimalParaEscala('1.2345', 3)).toBe(1_235n);
    expect(decimalParaEscala('-1.2345', 3)).toBe(-1_235n);
    expect(decimalParaEscala(null, 2)).toBe(0n);
    expect(decimalParaEscala('abc', 2)).toBe(0n);
    expect(decimalParaEscala(7, 2)).toBe(700n);
    expect(escalaParaDecimal(1_234_500n, 3)).toBe('1234.500');
    expect(escalaParaDecimal(5n, 2)).toBe('0.05');
    expect(escalaParaDecimal(-5n, 2)).toBe('-0.05');
    expect(escalaParaDecimal(0n, 3)).toBe('0.000');
  });
});

describe('dividirPorPotenciaDe10', () => {
  it('divides rounding half away from zero (litres to m³)', () => {
    expect(dividirPorPotenciaDe10(1_500n, 3)).toBe(2n);
    expect(dividirPorPotenciaDe10(1_499n, 3)).toBe(1n);
    expect(dividirPorPotenciaDe10(-1_500n, 3)).toBe(-2n);
  });
});
