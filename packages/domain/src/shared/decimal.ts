/**
 * Exact decimal arithmetic for money and measures: the contract's decimal strings read as scaled integers
 * (BigInt), never as floats, so R$ 0,10 + R$ 0,20 is R$ 0,30 and thousands of values add up to the cent.
 */

/** The contract's scales: kg and m³/l with 3 decimals, BRL with 2. */
export const ESCALA_PESO = 3;
export const ESCALA_VOLUME = 3;
export const ESCALA_VALOR = 2;
const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * A decimal string as an integer in units of 10^-scale, rounded half away from zero beyond `scale`
 * decimals. null, '' and anything that is not a plain decimal count as zero.
 */
export function decimalParaEscala(value: string | number | null | undefined, scale: number): bigint {
  if (value === null || value === undefined) return 0n;
  const match = DECIMAL.exec(String(value).trim());
  if (!match) return 0n;
  const [, sign, whole = '0', fraction = ''] = match;
  const kept = fraction.slice(0, scale).padEnd(scale, '0');
  let units = BigInt(whole) * 10n ** BigInt(scale) + BigInt(kept || '0');
  if ((fraction[scale] ?? '0') >= '5') units += 1n;
  return sign === '-' ? -units : units;
}

/** An integer in units of 10^-scale as a decimal string with exactly `scale` decimals ('1234.500'). */
export function escalaParaDecimal(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** Divides scaled units by 10^n, rounding half away from zero (litres → m³ is n = 3). */
export function dividirPorPotenciaDe10(units: bigint, n: number): bigint {
  const divisor = 10n ** BigInt(n);
  const half = divisor / 2n;
  return units >= 0n ? (units + half) / divisor : -((-units + half) / divisor);
}
