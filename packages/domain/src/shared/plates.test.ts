import { formatPlate, isValidPlate, normalizePlate, plateKind, platesEqual } from './plates';

describe('plates', () => {
  it('accepts the old and the Mercosul formats, with or without hyphen', () => {
    expect(isValidPlate('ABC1234')).toBe(true);
    expect(isValidPlate('abc-1234')).toBe(true);
    expect(isValidPlate('ABC1D23')).toBe(true);
    expect(plateKind('ABC1234')).toBe('antiga');
    expect(plateKind('ABC1D23')).toBe('mercosul');
  });

  it('rejects other shapes', () => {
    expect(isValidPlate('AB1234')).toBe(false);
    expect(isValidPlate('ABC12D3')).toBe(false);
    expect(isValidPlate('1BC1234')).toBe(false);
    expect(isValidPlate('')).toBe(false);
    expect(plateKind(null)).toBeNull();
  });

  it('normalises: uppercase, no hyphen or space', () => {
    expect(normalizePlate(' abc-1d23 ')).toBe('ABC1D23');
  });

  it('compares plates ignoring the hyphen', () => {
    expect(platesEqual('ABC-1234', 'abc1234')).toBe(true);
    expect(platesEqual('ABC1234', 'ABC1235')).toBe(false);
    expect(platesEqual('', '')).toBe(false);
  });

  it('displays the old style with a hyphen and Mercosul as is', () => {
    expect(formatPlate('abc1234')).toBe('ABC-1234');
    expect(formatPlate('abc1d23')).toBe('ABC1D23');
    expect(formatPlate('xyz')).toBe('xyz');
  });
});
