import { onlyDigits } from '../../shared/documents';

/**
 * Vehicles and equipment (issue 18): the RENAVAM's check digit, a set's capacity, a document's expiry state,
 * and the bounds of the registered measures. Pure functions; the API and the web app apply them.
 */

/** The bounds of a vehicle's measures (a value outside is refused naming the field). */
export const VEICULO_LIMITES = {
  anoMinimo: 1950,
  /** A model year may be next year's. */
  anosAFrente: 1,
  capacidadeKgMax: 100_000,
  capacidadeM3Max: 300,
  taraKgMax: 60_000,
  eixosMin: 1,
  eixosMax: 20,
  /** Equipment coupled to one traction vehicle (a bi-train's two semi-trailers plus a dolly… and some room). */
  equipamentosPorConjunto: 4,
} as const;

/** The largest model year accepted today. */
export function anoMaximoVeiculo(hoje: Date = new Date()): number {
  return hoje.getFullYear() + VEICULO_LIMITES.anosAFrente;
}

/** The RENAVAM as its 11 digits: the old 9-digit numbers are left-padded with zeros (DENATRAN). */
export function normalizarRenavam(value: string | null | undefined): string {
  const digits = onlyDigits(value ?? '');
  return digits.length > 0 && digits.length < 11 ? digits.padStart(11, '0') : digits;
}

/**
 * RENAVAM check digit (DENATRAN): the first 10 digits times 3,2,9,8,7,6,5,4,3,2; the sum × 10 mod 11,
 * 10 counting as 0, must equal the 11th digit. All-equal digits are refused.
 */
export function renavamValido(value: string | null | undefined): boolean {
  const renavam = normalizarRenavam(value);
  if (!/^\d{11}$/.test(renavam) || /^(\d)\1{10}$/.test(renavam)) return false;
  const pesos = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const soma = pesos.reduce((total, peso, i) => total + peso * Number(renavam[i]), 0);
  const digito = (soma * 10) % 11;
  return (digito === 10 ? 0 : digito) === Number(renavam[10]);
}

/** The 10 base digits completed with their check digit (the seed and tests build valid numbers with it). */
export function renavamComDigito(base10: string): string {
  const base = onlyDigits(base10).padStart(10, '0').slice(-10);
  const pesos = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const soma = pesos.reduce((total, peso, i) => total + peso * Number(base[i]), 0);
  const digito = (soma * 10) % 11;
  return `${base}${digito === 10 ? 0 : digito}`;
}

/** A set's capacity: the sum of what its members registered (null when none registered that measure). */
export interface CapacidadeConjunto {
  capacidadeKg: number | null;
  capacidadeM3: number | null;
}

/**
 * The capacity of a traction vehicle with its coupled equipment (load formation's `veiculoConjunto`): each
 * measure is the sum over the members that registered it; null when no member did.
 */
export function capacidadeDoConjunto(
  membros: ReadonlyArray<{ capacidadeKg: number | null; capacidadeM3: number | null }>,
): CapacidadeConjunto {
  const soma = (valores: Array<number | null>) => {
    const registrados = valores.filter((valor): valor is number => valor !== null);
    if (registrados.length === 0) return null;
    // Two decimals, as the columns store them.
    return Math.round(registrados.reduce((total, valor) => total + valor, 0) * 100) / 100;
  };
  return {
    capacidadeKg: soma(membros.map((membro) => membro.capacidadeKg)),
    capacidadeM3: soma(membros.map((membro) => membro.capacidadeM3)),
  };
}

/** A document's expiry state on a day: expired, expiring within `diasAviso` days, valid, or no expiry. */
export type SituacaoDocumentoVeiculo = 'vencido' | 'a-vencer' | 'valido' | 'sem-validade';

/** Days between two 'yyyy-MM-dd' dates (b − a). */
function diasEntre(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/**
 * `validade` and `hoje` as 'yyyy-MM-dd' (the day in São Paulo): a document is valid through its expiry day,
 * expired from the next one, and 'a-vencer' from `diasAviso` days before.
 */
export function situacaoDocumentoVeiculo(
  validade: string | null,
  hoje: string,
  diasAviso: number,
): SituacaoDocumentoVeiculo {
  if (!validade) return 'sem-validade';
  const dias = diasEntre(hoje, validade);
  if (dias < 0) return 'vencido';
  return dias <= diasAviso ? 'a-vencer' : 'valido';
}

/** The worst state of a vehicle's documents (for its badge): expired over expiring over the rest. */
export function piorSituacaoDocumentos(
  situacoes: readonly SituacaoDocumentoVeiculo[],
): SituacaoDocumentoVeiculo | null {
  if (situacoes.includes('vencido')) return 'vencido';
  if (situacoes.includes('a-vencer')) return 'a-vencer';
  return situacoes.length > 0 ? 'valido' : null;
}
