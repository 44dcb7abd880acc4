import { onlyDigits } from '../../shared/documents';
import { DIAS_AVISO_VENCIMENTO_PADRAO } from '../frota.enums';

/**
 * Drivers (issue 18): the CNH number's check digits, the CNH expiry state and the photo's limits. Pure
 * functions: the API validates with them, the web shows the same badges.
 */

/** The CNH (Registro Nacional da CNH): 9 base digits and 2 check digits. */
export const CNH_TAMANHO = 11;

/**
 * The two check digits of a CNH's 9 base digits (DENATRAN's algorithm): the first is the sum of the base
 * digits weighted 9…1 mod 11 (10 → 0, and then 2 is discounted from the second); the second is the sum
 * weighted 1…9 mod 11 (10 → 0) less the discount. null when the base is not 9 digits or the discount
 * leaves no digit (no valid CNH has that base).
 */
export function cnhCheckDigits(base: string): string | null {
  if (!/^\d{9}$/.test(base)) return null;
  const digits = [...base].map(Number);
  let desconto = 0;
  let primeiro = digits.reduce((sum, digit, i) => sum + digit * (9 - i), 0) % 11;
  if (primeiro >= 10) {
    primeiro = 0;
    desconto = 2;
  }
  const resto = digits.reduce((sum, digit, i) => sum + digit * (i + 1), 0) % 11;
  const segundo = resto >= 10 ? 0 : resto - desconto;
  if (segundo < 0) return null;
  return `${primeiro}${segundo}`;
}

/** A CNH number, with or without punctuation: 11 digits, not all the same, with the right check digits. */
export function isValidCnh(value: string | null | undefined): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== CNH_TAMANHO || /^(\d)\1{10}$/.test(digits)) return false;
  return cnhCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

/**
 * Where a CNH stands on a day: expired, expiring within the company's notice window (the
 * `DiasAvisoVencimento` preference, DIAS_AVISO_VENCIMENTO_PADRAO by default), valid, or no date known.
 */
export type TSituacaoCnh = 'vencida' | 'a-vencer' | 'valida' | 'sem-validade';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `hoje` to `validade` (both 'yyyy-MM-dd'): 0 = expires today, negative = already expired. */
export function diasParaVencerCnh(validade: string, hoje: string): number {
  return Math.round((Date.parse(`${validade}T00:00:00Z`) - Date.parse(`${hoje}T00:00:00Z`)) / DAY_MS);
}

/**
 * The CNH's state on `hoje` ('yyyy-MM-dd', the São Paulo day): valid through its expiry day, expired from
 * the next day on; 'a-vencer' when it expires within `diasAviso` days.
 */
export function situacaoCnh(
  validade: string | null | undefined,
  hoje: string,
  diasAviso: number = DIAS_AVISO_VENCIMENTO_PADRAO,
): TSituacaoCnh {
  if (!validade) return 'sem-validade';
  const dias = diasParaVencerCnh(validade, hoje);
  if (dias < 0) return 'vencida';
  return dias <= diasAviso ? 'a-vencer' : 'valida';
}

/** The badge text of a CNH's state ('CNH vencida', 'Vence hoje', 'Vence em 5 dias'); null = nothing to say. */
export function avisoCnh(
  validade: string | null | undefined,
  hoje: string,
  diasAviso: number = DIAS_AVISO_VENCIMENTO_PADRAO,
): string | null {
  const situacao = situacaoCnh(validade, hoje, diasAviso);
  if (situacao === 'vencida') return 'CNH vencida';
  if (situacao !== 'a-vencer' || !validade) return null;
  const dias = diasParaVencerCnh(validade, hoje);
  if (dias === 0) return 'CNH vence hoje';
  return dias === 1 ? 'CNH vence amanhã' : `CNH vence em ${dias} dias`;
}

/** The driver's photo: an image of these types, at most this size. */
export const MOTORISTA_FOTO_TIPOS = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MOTORISTA_FOTO_TAMANHO_MAXIMO = 2 * 1024 * 1024;

/** The pt-BR texts of the drivers' screens and answers (the spec has none of its own for these). */
export const MOTORISTA_MESSAGES = {
  cnhInvalida: 'CNH inválida',
  transportadoraObrigatoria: 'Informe a transportadora do motorista terceiro.',
  transportadoraInvalida: 'A transportadora informada não é uma transportadora ativa da empresa.',
  fotoTipo: 'Envie uma imagem JPEG, PNG ou WebP.',
  fotoTamanho: 'A foto deve ter no máximo 2 MB.',
  fotoVazia: 'Envie a foto do motorista.',
  semFoto: 'O motorista não tem foto.',
} as const;

/** True when the bytes start as one of the accepted image types says (the declared type is not trusted). */
export function tipoDaImagem(bytes: Uint8Array): (typeof MOTORISTA_FOTO_TIPOS)[number] | null {
  const starts = (...sig: number[]) => sig.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42) {
    return 'image/webp';
  }
  return null;
}
