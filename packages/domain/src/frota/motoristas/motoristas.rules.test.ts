import { cpfCheckDigits, isValidCpf } from '../../shared/documents';
import {
  avisoCnh,
  cnhCheckDigits,
  diasParaVencerCnh,
  isValidCnh,
  situacaoCnh,
  tipoDaImagem,
} from './motoristas.rules';
import { ZMotoristaRequest } from './motoristas.schemas';

describe('CNH check digits', () => {
  it('computes both digits (worked example: 123456789 → 00)', () => {
    // 1·9+2·8+…+9·1 = 165 ≡ 0 (mod 11); 1·1+2·2+…+9·9 = 285 ≡ 10 → 0.
    expect(cnhCheckDigits('123456789')).toBe('00');
    expect(isValidCnh('12345678900')).toBe(true);
  });

  it('applies the discount when the first digit overflows', () => {
    // 0·9+…+0·2+1·1 … choose a base whose first sum ≡ 10: 000000019 → 1·2+9·1 = 11? find one by search.
    const base = Array.from({ length: 1000 }, (_, i) => String(100_000_000 + i)).find(
      (b) => [...b].map(Number).reduce((s, d, i) => s + d * (9 - i), 0) % 11 === 10,
    )!;
    const resto = [...base].map(Number).reduce((s, d, i) => s + d * (i + 1), 0) % 11;
    const esperado = resto >= 10 ? '00' : resto - 2 < 0 ? null : `0${resto - 2}`;
    expect(cnhCheckDigits(base)).toBe(esperado);
  });

  it('refuses wrong digits, wrong lengths, repeated digits and letters', () => {
    expect(isValidCnh('12345678901')).toBe(false);
    expect(isValidCnh('22345678900')).toBe(false);
    expect(isValidCnh('1234567890')).toBe(false);
    expect(isValidCnh('123456789000')).toBe(false);
    expect(isValidCnh('00000000000')).toBe(false);
    expect(isValidCnh('')).toBe(false);
    expect(isValidCnh(null)).toBe(false);
    expect(cnhCheckDigits('12345678')).toBeNull();
    expect(cnhCheckDigits('12345678a')).toBeNull();
  });

  it('accepts punctuation around the digits', () => {
    expect(isValidCnh('123.456.789-00')).toBe(true);
  });
});

describe('CNH expiry', () => {
  it('counts days and says expired, expiring or valid', () => {
    expect(diasParaVencerCnh('2026-01-06', '2026-01-01')).toBe(5);
    expect(situacaoCnh('2025-12-31', '2026-01-01')).toBe('vencida');
    expect(situacaoCnh('2026-01-01', '2026-01-01')).toBe('a-vencer');
    expect(situacaoCnh('2026-01-31', '2026-01-01')).toBe('a-vencer');
    expect(situacaoCnh('2026-02-01', '2026-01-01')).toBe('valida');
    expect(situacaoCnh(null, '2026-01-01')).toBe('sem-validade');
    expect(avisoCnh('2026-01-06', '2026-01-01')).toBe('CNH vence em 5 dias');
    expect(avisoCnh('2026-01-02', '2026-01-01')).toBe('CNH vence amanhã');
    expect(avisoCnh('2026-01-01', '2026-01-01')).toBe('CNH vence hoje');
    expect(avisoCnh('2025-06-01', '2026-01-01')).toBe('CNH vencida');
    expect(avisoCnh('2027-06-01', '2026-01-01')).toBeNull();
  });
});

describe('driver request', () => {
  const cpf = `123456789${cpfCheckDigits('123456789')}`;
  const base = {
    nome: 'João da Silva',
    cpf,
    cnhNumero: '12345678900',
    cnhCategoria: 'E',
    cnhValidade: '2030-01-31',
    telefone: '(11) 98765-4321',
    email: 'Joao@Exemplo.com',
    visibilidade: 1,
    transportadoraEmpresaId: null,
  };

  it('parses a masked CPF and phone into digits', () => {
    expect(isValidCpf(cpf)).toBe(true);
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const parsed = ZMotoristaRequest.parse({ ...base, cpf: masked });
    expect(parsed.cpf).toBe(cpf);
    expect(parsed.telefone).toBe('11987654321');
    expect(parsed.email).toBe('joao@exemplo.com');
  });

  it("refuses a CPF with wrong check digits with the spec's message", () => {
    const result = ZMotoristaRequest.safeParse({ ...base, cpf: '12345678901' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['cpf'], message: 'CPF inválido' });
  });

  it('refuses a bad CNH, a bad category and a third party without a carrier', () => {
    const cnh = ZMotoristaRequest.safeParse({ ...base, cnhNumero: '12345678901' });
    expect(cnh.error?.issues[0]).toMatchObject({ path: ['cnhNumero'], message: 'CNH inválida' });
    expect(ZMotoristaRequest.safeParse({ ...base, cnhCategoria: 'F' }).success).toBe(false);
    const terceiro = ZMotoristaRequest.safeParse({ ...base, visibilidade: 2 });
    expect(terceiro.error?.issues[0]?.path).toEqual(['transportadoraEmpresaId']);
  });
});

describe('photo type by its bytes', () => {
  it('knows JPEG, PNG and WebP and nothing else', () => {
    expect(tipoDaImagem(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(tipoDaImagem(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    expect(tipoDaImagem(webp)).toBe('image/webp');
    expect(tipoDaImagem(Uint8Array.from([0x25, 0x50, 0x44, 0x46]))).toBeNull();
  });
});
