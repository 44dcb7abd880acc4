import { describe, expect, it } from 'vitest';
import { BRANDS, DEFAULT_BRAND, pageTitle, resolveBrand } from '../brand';

describe('resolveBrand', () => {
  it('picks the brand of the first label of the host name', () => {
    expect(resolveBrand('rotasul.localhost').name).toBe('RotaSul Cargas');
    expect(resolveBrand('viacerrado.embarca.com.br').key).toBe('viacerrado');
    expect(resolveBrand('NorteFrete.example.com').key).toBe('nortefrete');
  });

  it('falls back to the product default for other hosts', () => {
    expect(resolveBrand('localhost')).toBe(DEFAULT_BRAND);
    expect(resolveBrand('127.0.0.1')).toBe(DEFAULT_BRAND);
    expect(resolveBrand('app.embarca.com.br')).toBe(DEFAULT_BRAND);
    expect(resolveBrand('')).toBe(DEFAULT_BRAND);
    // Only the first label counts.
    expect(resolveBrand('www.rotasul.com.br')).toBe(DEFAULT_BRAND);
  });

  it('has three white-label brands, each with a 10-shade colour', () => {
    expect(BRANDS).toHaveLength(3);
    for (const brand of [...BRANDS, DEFAULT_BRAND]) expect(brand.primaryColor).toHaveLength(10);
  });
});

describe('pageTitle', () => {
  it("is 'product name / route title' (01 §2)", () => {
    expect(pageTitle(DEFAULT_BRAND, 'Minhas cargas')).toBe('Embarca / Minhas cargas');
    expect(pageTitle(DEFAULT_BRAND, undefined)).toBe('Embarca');
  });
});
