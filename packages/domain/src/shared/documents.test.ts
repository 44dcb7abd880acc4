import {
  cnpjCheckDigits,
  cpfCheckDigits,
  documentoKind,
  formatCnpj,
  formatCpf,
  formatDocumento,
  isValidCnpj,
  isValidCpf,
  isValidDocumento,
  normalizeCnpj,
  onlyDigits,
} from './documents';

describe('CNPJ', () => {
  it('accepts the numeric vector, masked or not', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(cnpjCheckDigits('112223330001')).toBe('81');
  });

  it('rejects a wrong check digit and the wrong length', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj(null)).toBe(false);
  });

  it('rejects all-equal characters even when their digits would check', () => {
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
  });

  it('computes DV 35 for the Receita Federal alphanumeric example 12ABC34501DE', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
  });

  it('uppercases the input and strips mask characters', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('needs numeric check digits and can be limited to the numeric form', () => {
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(isValidCnpj('12ABC34501DE35', { alphanumeric: false })).toBe(false);
    expect(isValidCnpj('11222333000181', { alphanumeric: false })).toBe(true);
  });

  it('masks 14 characters as 00.000.000/0000-00', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('123')).toBe('123');
  });

  it('throws on a base that is not 12 characters', () => {
    expect(() => cnpjCheckDigits('123')).toThrow(RangeError);
  });
});

describe('CPF', () => {
  it('checks the digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });

  it('computes the check digits of a 9-digit base, the validator agreeing', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    // First sum 210, remainder 1: a remainder below 2 gives the digit 0.
    expect(cpfCheckDigits('123456789')).toBe('09');
    expect(cpfCheckDigits('529.982.247')).toBe('25');
    for (const base of ['100000000', '987654321', '111444777', '390533447']) {
      expect(isValidCpf(`${base}${cpfCheckDigits(base)}`), base).toBe(true);
    }
  });

  it('throws on a base that is not 9 digits', () => {
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
    expect(() => cpfCheckDigits('1234567890')).toThrow(RangeError);
  });

  it('masks 11 digits as 000.000.000-00', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('5299')).toBe('5299');
  });
});

describe('documento (CPF or CNPJ)', () => {
  it('detects the kind, formats and validates', () => {
    expect(documentoKind('529.982.247-25')).toBe('CPF');
    expect(documentoKind('11222333000181')).toBe('CNPJ');
    expect(documentoKind('123')).toBeNull();
    expect(formatDocumento('52998224725')).toBe('529.982.247-25');
    expect(formatDocumento('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocumento('abc')).toBe('abc');
    expect(isValidDocumento('52998224725')).toBe(true);
    expect(isValidDocumento('11222333000181')).toBe(true);
    expect(isValidDocumento('123')).toBe(false);
  });

  it('keeps only digits', () => {
    expect(onlyDigits('(11) 3333-4444')).toBe('1133334444');
    expect(onlyDigits(undefined)).toBe('');
  });
});
