import { cidadeUf, somLigado } from './mensagens.rules';

describe('somLigado', () => {
  it('is on unless stored as the string false', () => {
    expect(somLigado(null)).toBe(true);
    expect(somLigado('true')).toBe(true);
    expect(somLigado('false')).toBe(false);
  });
});

describe('cidadeUf', () => {
  it('joins city and UF', () => {
    expect(cidadeUf('Curitiba', 'PR')).toBe('Curitiba/PR');
    expect(cidadeUf(null, 'PR')).toBe('PR');
    expect(cidadeUf(' ', null)).toBeNull();
  });
});
