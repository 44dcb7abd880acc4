import { describe, expect, it } from 'vitest';
import { maskCepInput, maskCnpjInput, maskPhoneInput } from '../input-masks';

describe('maskCnpjInput', () => {
  it('masks a numeric CNPJ progressively as 00.000.000/0000-00', () => {
    expect(maskCnpjInput('11')).toBe('11');
    expect(maskCnpjInput('112223')).toBe('11.222.3');
    expect(maskCnpjInput('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpjInput('11.222.333/0001-8199')).toBe('11.222.333/0001-81');
  });

  it('accepts the alphanumeric CNPJ: letters upper-cased in the first 12, digits only in the last 2', () => {
    expect(maskCnpjInput('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpjInput('12ABC34501DEX5')).toBe('12.ABC.345/01DE-5');
  });
});

describe('maskCepInput and maskPhoneInput', () => {
  it('masks the CEP as 00000-000 and drops anything else', () => {
    expect(maskCepInput('01310')).toBe('01310');
    expect(maskCepInput('01310100')).toBe('01310-100');
    expect(maskCepInput('01310-1009')).toBe('01310-100');
  });

  it('masks landlines and mobiles', () => {
    expect(maskPhoneInput('11')).toBe('(11');
    expect(maskPhoneInput('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhoneInput('11933334444')).toBe('(11) 93333-4444');
    expect(maskPhoneInput('')).toBe('');
  });
});
