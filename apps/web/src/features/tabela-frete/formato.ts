import { formatDate, LOCALE, parseBrDate } from '@embarca/domain';

/**
 * pt-BR display of the freight tables' figures, which the API sends as decimal STRINGS ('1234.565'). The
 * project's formatters (`formatBRL`, `formatNumber`, `formatWeight`) take numbers; these give Intl the string
 * itself (an exact decimal to Intl.NumberFormat, ES2023), so nothing passes through a float: the same
 * output — 'R$ 1.234,57', '1.234,5', '1,50 Ton' — with no drift on large or many-decimal values.
 * Every function answers '' for null, '' or anything that is not a decimal.
 */

type TDecimal = string | number | null | undefined;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The value as a plain decimal string, or null. */
function decimalOuNulo(valor: TDecimal): string | null {
  if (valor === null || valor === undefined) return null;
  const texto = typeof valor === 'number' ? (Number.isFinite(valor) ? String(valor) : '') : valor.trim();
  return DECIMAL.test(texto) ? texto : null;
}

/** Intl's `format` typed for the exact decimal strings it accepts. */
type TFormatador = { format(valor: string): string };

const formatadores = new Map<string, TFormatador>();
function formatador(options: Intl.NumberFormatOptions): TFormatador {
  const chave = JSON.stringify(options);
  let atual = formatadores.get(chave);
  if (!atual) {
    atual = new Intl.NumberFormat(LOCALE, options) as unknown as TFormatador;
    formatadores.set(chave, atual);
  }
  return atual;
}

/**
 * BRL with 2 decimals (half away from zero): '1234.565' → 'R$ 1.234,57'; a table's unit prices (up to 4
 * decimals: R$/km, R$/kg) pass `maxDecimais` 4: '3.4567' → 'R$ 3,4567'.
 */
export function moeda(valor: TDecimal, maxDecimais = 2): string {
  const texto = decimalOuNulo(valor);
  if (texto === null) return '';
  return formatador({
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: 2,
    maximumFractionDigits: Math.max(2, maxDecimais),
  }).format(texto);
}

/** A number with between `min` and `max` decimals: '1234.5' → '1.234,5'. */
export function numero(valor: TDecimal, max = 2, min = 0): string {
  const texto = decimalOuNulo(valor);
  if (texto === null) return '';
  return formatador({ minimumFractionDigits: min, maximumFractionDigits: max }).format(texto);
}

/** A percentage with up to 2 decimals: '12.5' → '12,5%'. */
export function percentual(valor: TDecimal): string {
  const texto = numero(valor, 2);
  return texto ? `${texto}%` : '';
}

/** The decimal divided by 1000 by moving its point (exact): '1500.5' → '1.5005'. */
function milesimos(texto: string): string {
  const negativo = texto.startsWith('-');
  const [inteiro = '0', fracao = ''] = (negativo ? texto.slice(1) : texto).split('.');
  const digitos = inteiro.padStart(4, '0');
  return `${negativo ? '-' : ''}${digitos.slice(0, -3)}.${digitos.slice(-3)}${fracao}`;
}

/**
 * Weight in kg by the app's one weight format (`formatWeight`, 02 §9): up to 1000 kg in kg with up to 2
 * decimals ('850 kg'); above it in tonnes with exactly 2 ('1,50 Ton').
 */
export function peso(valor: TDecimal): string {
  const texto = decimalOuNulo(valor);
  if (texto === null) return '';
  if (Math.abs(Number(texto)) > 1000) return `${numero(milesimos(texto), 2, 2)} Ton`;
  return `${numero(texto, 2)} kg`;
}

/** A calendar date 'yyyy-MM-dd' as 'dd/MM/yyyy' (read as a date, never shifted by a time zone). */
export function dataIso(valor: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(valor ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** Today in São Paulo as 'yyyy-MM-dd'. */
export function hojeIso(agora: Date = new Date()): string {
  return parseBrDate(formatDate(agora)) ?? agora.toISOString().slice(0, 10);
}

/** A table's validity: 'dd/MM/aaaa a dd/MM/aaaa' or 'A partir de dd/MM/aaaa'. */
export function vigencia(inicio: string, fim: string | null): string {
  return fim ? `${dataIso(inicio)} a ${dataIso(fim)}` : `A partir de ${dataIso(inicio)}`;
}

/** A value typed in a NumberInput ('' or a number) as the decimal string the API takes, or null. */
export function decimalDoCampo(valor: number | string | null | undefined): string | null {
  if (valor === null || valor === undefined || valor === '') return null;
  return String(valor).trim().replace(',', '.');
}

/** A decimal string from the API as a NumberInput's value ('' when absent). */
export function campoDoDecimal(valor: string | null | undefined): number | string {
  if (valor === null || valor === undefined || valor === '') return '';
  const n = Number(valor);
  return Number.isFinite(n) ? n : '';
}
