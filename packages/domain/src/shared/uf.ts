/**
 * The 27 federative units of Brazil (26 states and the Distrito Federal), by their two-letter code — the
 * only values a load's route point may carry (issue 16: 'XX' used to be saved).
 */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type TUf = (typeof UFS)[number];

/** The answer to a code that is not one of the 27 (it names its field: 'UF'). */
export const UF_INVALIDA = 'Informe uma UF válida.';

const CONJUNTO: ReadonlySet<string> = new Set(UFS);

/** True for one of the 27 codes, in any case ('sp' too). */
export function isUf(value: string): boolean {
  return CONJUNTO.has(value.trim().toUpperCase());
}
