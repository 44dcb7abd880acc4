import { describe, expect, it } from 'vitest';
import { loginPathWithReturn, safeReturnTo } from '../return-to';

describe('returnTo', () => {
  it('accepts app paths only', () => {
    expect(safeReturnTo('/cargas/painel?x=1')).toBe('/cargas/painel?x=1');
    for (const unsafe of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      '/login',
      '/new-password?token=a',
    ]) {
      expect(safeReturnTo(unsafe)).toBe('/home');
    }
    expect(loginPathWithReturn('/home')).toBe('/login');
  });
});
