import {
  abbreviateName,
  formatBRL,
  formatCep,
  formatDate,
  formatDateTime,
  formatDias,
  formatDistance,
  formatNumber,
  formatPercent,
  formatPhone,
  formatSla,
  formatTime,
  formatVolume,
  formatWeight,
  isValidCep,
  isValidPhone,
  maskPhone,
  normalizePhone,
  parseBrDate,
} from './formatters';

const nbspToSpace = (text: string): string => text.replace(/\u00a0/g, ' ');

describe('formatBRL', () => {
  it('formats BRL with 2 decimals in pt-BR', () => {
    expect(nbspToSpace(formatBRL(1234.56))).toBe('R$ 1.234,56');
    expect(nbspToSpace(formatBRL(10))).toBe('R$ 10,00');
    expect(nbspToSpace(formatBRL(0.005))).toBe('R$ 0,01');
    expect(formatBRL(null)).toBe('');
    expect(formatBRL(Number.NaN)).toBe('');
  });

  it('formats plain numbers and percentages', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(2, 2, 2)).toBe('2,00');
    expect(formatPercent(12.5)).toBe('12,5%');
  });
});

describe('dates in America/Sao_Paulo', () => {
  it('formats dd/MM/yyyy and dd/MM/yyyy HH:mm', () => {
    expect(formatDate('2024-01-15T03:30:00Z')).toBe('15/01/2024');
    expect(formatDateTime('2024-01-15T03:30:00Z')).toBe('15/01/2024 00:30');
    expect(formatTime(new Date('2024-01-15T18:05:00Z'))).toBe('15:05');
  });

  it('shows the São Paulo day, not the UTC day', () => {
    expect(formatDate(new Date('2024-01-15T02:00:00Z'))).toBe('14/01/2024');
    expect(formatDateTime(new Date('2024-01-15T02:00:00Z'))).toBe('14/01/2024 23:00');
  });

  it('gives "" for null, empty and invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('não é data')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('falls back to UTC − 3 h when Intl rejects the time zone (RangeError)', () => {
    const failing = { timeZone: 'Zona/Inexistente' };
    expect(() => new Intl.DateTimeFormat('pt-BR', failing)).toThrow(RangeError);
    expect(formatDate('2024-01-15T02:00:00Z', failing)).toBe('14/01/2024');
    expect(formatDateTime('2024-01-15T02:00:00Z', failing)).toBe('14/01/2024 23:00');
    expect(formatDateTime('2024-07-01T15:45:00Z', failing)).toBe('01/07/2024 12:45');
    expect(formatTime('2024-07-01T15:45:00Z', failing)).toBe('12:45');
  });

  it('parses dd/MM/yyyy into an ISO date', () => {
    expect(parseBrDate('05/03/2024')).toBe('2024-03-05');
    expect(parseBrDate('31/02/2024')).toBeNull();
    expect(parseBrDate('2024-03-05')).toBeNull();
  });
});

describe('measures', () => {
  it('shows kg up to 1000 and Ton above', () => {
    expect(formatWeight(850)).toBe('850 kg');
    expect(formatWeight(1000)).toBe('1.000 kg');
    expect(formatWeight(12.345)).toBe('12,35 kg');
    expect(formatWeight(1500)).toBe('1,50 Ton');
    expect(formatWeight(12345)).toBe('12,35 Ton');
  });

  it('shows tonnes always with two decimals, so weights side by side read alike (issue 16)', () => {
    expect(formatWeight(5900)).toBe('5,90 Ton');
    expect(formatWeight(8740)).toBe('8,74 Ton');
    expect(formatWeight(27000)).toBe('27,00 Ton');
    expect(formatWeight(1000.4)).toBe('1,00 Ton');
    expect(formatWeight(999.5)).toBe('999,5 kg');
    expect(formatWeight(undefined)).toBe('');
  });

  it('shows volume in m³ (unit 7, default) or litres (unit 5)', () => {
    expect(formatVolume(12.5, 7)).toBe('12,5 m³');
    expect(formatVolume(0.125)).toBe('0,125 m³');
    expect(formatVolume(300, 5)).toBe('300 l');
    expect(formatVolume(null, 5)).toBe('');
  });

  it('shows metres up to 1000 and km with 2 decimals above', () => {
    expect(formatDistance(850)).toBe('850 m');
    expect(formatDistance(1000)).toBe('1.000 m');
    expect(formatDistance(12345)).toBe('12,35 km');
    expect(formatDistance(2000)).toBe('2,00 km');
    expect(formatDistance(null)).toBe('');
  });

  it('formats an SLA in minutes with a 24 h day', () => {
    expect(formatSla(2 * 1440 + 3 * 60 + 15)).toBe('2d 03h 15min');
    expect(formatSla(1440)).toBe('1d 00h 00min');
    expect(formatSla(185)).toBe('3h 05min');
    expect(formatSla(45)).toBe('45min');
    expect(formatSla(0)).toBe('0min');
    expect(formatSla(-90)).toBe('-1h 30min');
    expect(formatSla(null)).toBe('');
  });
});

describe('names', () => {
  it('keeps names of up to 31 characters', () => {
    const name = 'Transportadora Rápida do Sul LT'; // 31
    expect(name).toHaveLength(31);
    expect(abbreviateName(name)).toBe(name);
  });

  it('cuts longer names to 31 characters with an ellipsis', () => {
    const result = abbreviateName('Transportadora Rápida do Sul Logística e Armazéns Ltda');
    expect(result).toHaveLength(31);
    expect(result).toBe('Transportadora Rápida do Sul L…');
    expect(abbreviateName('  Ana   Maria  ')).toBe('Ana Maria');
    expect(abbreviateName(null)).toBe('');
  });

  it('pluralises dia/dias', () => {
    expect(formatDias(1)).toBe('1 dia');
    expect(formatDias(5)).toBe('5 dias');
    expect(formatDias(0)).toBe('0 dias');
  });
});

describe('phone', () => {
  it('strips non-digits and a leading 55 when 12 or 13 digits', () => {
    expect(normalizePhone('+55 (11) 93333-4444')).toBe('11933334444');
    expect(normalizePhone('551133334444')).toBe('1133334444');
    expect(normalizePhone('55119333')).toBe('55119333');
    expect(normalizePhone('5511933334444')).toBe('11933334444');
  });

  it('formats 10 and 11 digits', () => {
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhone('11933334444')).toBe('(11) 93333-4444');
    expect(formatPhone('5511933334444')).toBe('(11) 93333-4444');
    expect(formatPhone('123')).toBe('123');
  });

  it('masks all but the last 4 digits', () => {
    expect(maskPhone('11933334444')).toBe('(**) *****-4444');
    expect(maskPhone('1133334444')).toBe('(**) ****-4444');
    expect(maskPhone('')).toBe('');
  });

  it('is valid with 10 or 11 digits', () => {
    expect(isValidPhone('(11) 3333-4444')).toBe(true);
    expect(isValidPhone('+55 11 93333-4444')).toBe(true);
    expect(isValidPhone('3333-4444')).toBe(false);
    expect(isValidPhone('119333344445')).toBe(false);
  });
});

describe('CEP', () => {
  it('masks 00000-000 and validates 8 digits', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01310-100')).toBe('01310-100');
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('0131010')).toBe(false);
  });
});
