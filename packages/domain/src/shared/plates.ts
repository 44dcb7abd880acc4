/**
 * Brazilian licence plates (01 §5, 02 §5): the old format ABC1234 and the Mercosul format ABC1D23.
 * Plates are compared ignoring the hyphen (and spaces and case).
 */

export const PLATE_PATTERN_ANTIGA = /^[A-Z]{3}\d{4}$/;
export const PLATE_PATTERN_MERCOSUL = /^[A-Z]{3}\d[A-Z]\d{2}$/;

/** Uppercase, without hyphen and spaces: 'abc-1234' → 'ABC1234'. */
export function normalizePlate(value: string | null | undefined): string {
  return (value ?? '').toUpperCase().replace(/[\s-]/g, '');
}

/** 'antiga' (ABC1234), 'mercosul' (ABC1D23) or null when it is not a plate. */
export function plateKind(value: string | null | undefined): 'antiga' | 'mercosul' | null {
  const plate = normalizePlate(value);
  if (PLATE_PATTERN_ANTIGA.test(plate)) return 'antiga';
  if (PLATE_PATTERN_MERCOSUL.test(plate)) return 'mercosul';
  return null;
}

/** True for an old-style or Mercosul plate, with or without hyphen. */
export function isValidPlate(value: string | null | undefined): boolean {
  return plateKind(value) !== null;
}

/** Same plate ignoring hyphen, spaces and case ('ABC-1234' equals 'abc1234'); empty never equals. */
export function platesEqual(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normalizePlate(a);
  return left !== '' && left === normalizePlate(b);
}

/** Display: an old plate as 'ABC-1234'; a Mercosul plate as 'ABC1D23'; anything else unchanged. */
export function formatPlate(value: string | null | undefined): string {
  const plate = normalizePlate(value);
  const kind = plateKind(plate);
  if (kind === 'antiga') return `${plate.slice(0, 3)}-${plate.slice(3)}`;
  if (kind === 'mercosul') return plate;
  return value ?? '';
}
