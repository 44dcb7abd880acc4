import { isCommonPassword } from './common-passwords';
import { passwordProblem, passwordStrength } from './password.rules';

describe('passwordStrength (0–10, threshold 6)', () => {
  it.each([
    ['', 0],
    ['123456', 0],
    ['aaaaaaaa', 0],
    ['demo1234', 0],
    ['abcd5678', 3],
    ['Embarca#24', 9],
    ['caminhaoazul', 8],
    ['Rota2026', 6],
    ['Xk9#mQ2!vB7$pL4@zR', 10],
  ])('%s → %i', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it('penalises a password that contains the e-mail name', () => {
    expect(passwordStrength('mariana2026!', { email: 'mariana@empresa.com.br' })).toBeLessThan(
      passwordStrength('mariana2026!'),
    );
  });
});

describe('passwordProblem', () => {
  it('refuses lengths outside 6–30', () => {
    expect(passwordProblem('Ab1!x')).toBe('length');
    expect(passwordProblem(`Ab1!${'x'.repeat(27)}`)).toBe('length');
  });
  it('refuses common passwords whatever their case', () => {
    expect(isCommonPassword('SenHa123')).toBe(true);
    expect(passwordProblem('Flamengo')).toBe('common');
  });
  it('refuses weak ones and accepts strong ones', () => {
    expect(passwordProblem('abcd5678')).toBe('weak');
    expect(passwordProblem('Embarca#24')).toBeNull();
  });
});
