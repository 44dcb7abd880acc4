import { isValidEmail, normalizeEmail } from './email';

describe('e-mail', () => {
  it('accepts valid addresses', () => {
    expect(isValidEmail('admin@embarcador.demo')).toBe(true);
    expect(isValidEmail(' ana.silva+frete@empresa.com.br ')).toBe(true);
  });

  it('rejects invalid addresses', () => {
    expect(isValidEmail('admin@')).toBe(false);
    expect(isValidEmail('admin embarcador.demo')).toBe(false);
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail(null)).toBe(false);
  });

  it('normalises to trimmed lowercase', () => {
    expect(normalizeEmail(' Admin@Embarcador.Demo ')).toBe('admin@embarcador.demo');
  });
});
