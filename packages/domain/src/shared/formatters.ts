import { onlyDigits } from './documents';

/**
 * pt-BR display formatters (01 §5, §9; 02 §9). Every formatter takes null/undefined (and invalid input)
 * and returns '' for it, so a view can call it on any field.
 */

export const LOCALE = 'pt-BR';
export const TIME_ZONE = 'America/Sao_Paulo';
/** The fallback offset when Intl has no time-zone data (01 §9, 02 §9: −3 h). */
export const TIME_ZONE_FALLBACK_OFFSET_HOURS = -3;
/** Abbreviated names are limited to 31 characters (01 §9, 02 §9). */
export const ABBREVIATED_NAME_MAX_LENGTH = 31;

type Numeric = number | null | undefined;

function isNumber(value: Numeric): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A number in pt-BR with between `min` and `max` decimals: 1234.5 → '1.234,5'. */
export function formatNumber(value: Numeric, maxDecimals = 2, minDecimals = 0): string {
  if (!isNumber(value)) return '';
  return new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: maxDecimals,
  }).format(value);
}

/** BRL with 2 decimals: 1234.56 → 'R$ 1.234,56' (Intl puts a non-breaking space after 'R$'). */
export function formatBRL(value: Numeric): string {
  if (!isNumber(value)) return '';
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A percentage with up to 2 decimals: 12.5 → '12,5%'. */
export function formatPercent(value: Numeric, maxDecimals = 2): string {
  if (!isNumber(value)) return '';
  return `${formatNumber(value, maxDecimals)}%`;
}

// ---------------------------------------------------------------------------------------------- dates

export type DateInput = Date | string | number | null | undefined;

export interface DateFormatOptions {
  /** The IANA zone to show (default America/Sao_Paulo). An unknown zone makes Intl throw RangeError,
   * which takes the fallback path (UTC shifted by −3 h), as when Intl has no time-zone support. */
  timeZone?: string;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface DateParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

function dateParts(date: Date, timeZone: string): DateParts {
  try {
    const parts = new Intl.DateTimeFormat(LOCALE, {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes): string =>
      parts.find((item) => item.type === type)?.value ?? '';
    return {
      day: part('day'),
      month: part('month'),
      year: part('year'),
      hour: part('hour'),
      minute: part('minute'),
    };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    // No time-zone support: São Paulo has had no daylight saving time since 2019, so UTC − 3 h.
    const shifted = new Date(date.getTime() + TIME_ZONE_FALLBACK_OFFSET_HOURS * 3_600_000);
    return {
      day: pad2(shifted.getUTCDate()),
      month: pad2(shifted.getUTCMonth() + 1),
      year: String(shifted.getUTCFullYear()),
      hour: pad2(shifted.getUTCHours()),
      minute: pad2(shifted.getUTCMinutes()),
    };
  }
}

/** 'dd/MM/yyyy' in America/Sao_Paulo; null or an invalid date → ''. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = dateParts(date, options.timeZone ?? TIME_ZONE);
  return `${day}/${month}/${year}`;
}

/** 'dd/MM/yyyy HH:mm' in America/Sao_Paulo; null or an invalid date → ''. */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year, hour, minute } = dateParts(date, options.timeZone ?? TIME_ZONE);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/** 'HH:mm' in America/Sao_Paulo; null or an invalid date → ''. */
export function formatTime(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const { hour, minute } = dateParts(date, options.timeZone ?? TIME_ZONE);
  return `${hour}:${minute}`;
}

/**
 * Parses 'dd/MM/yyyy' (order searches use DD/MM/YYYY, 02 §5) into 'yyyy-MM-dd', or null when it is not
 * a real calendar date.
 */
export function parseBrDate(value: string | null | undefined): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((value ?? '').trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return null;
  return `${year}-${month}-${day}`;
}

// ---------------------------------------------------------------------------------- measures

/**
 * Weight in kg (02 §9 "shown in kg, above 1000 kg as Ton"): up to 1000 kg in kg with up to 2 decimals
 * ('850 kg', '1.000 kg', '12,5 kg'); above 1000 kg in tonnes with exactly 2 decimals ('1,50 Ton',
 * '5,90 Ton', '12,35 Ton'), so tonnes side by side line up ('5,90 Ton' beside '8,74 Ton', issue 16).
 * The one weight format of the web app: cards, details, documents, manifests, find-vehicle, forms.
 */
export function formatWeight(kg: Numeric): string {
  if (!isNumber(kg)) return '';
  if (Math.abs(kg) > 1000) return `${formatNumber(kg / 1000, 2, 2)} Ton`;
  return `${formatNumber(kg, 2)} kg`;
}

/** Units of volume as the spec codes them (01 §3, 02 §4): 5 litres, 7 m³. */
export const VOLUME_UNIT_LITROS = 5;
export const VOLUME_UNIT_METRO_CUBICO = 7;

/**
 * Volume by its unit (02 §2: m³ or l depending on the volume unit 7): unit 7 (default) in m³ with up to
 * 3 decimals ('12,5 m³', '0,125 m³' — cubage of small packages needs the third decimal); unit 5 in litres
 * with up to 2 decimals ('300 l').
 */
export function formatVolume(
  value: Numeric,
  unidade: number | null | undefined = VOLUME_UNIT_METRO_CUBICO,
): string {
  if (!isNumber(value)) return '';
  if (unidade === VOLUME_UNIT_LITROS) return `${formatNumber(value, 2)} l`;
  return `${formatNumber(value, 3)} m³`;
}

/**
 * Distance given in metres (02 §9): up to 1000 m in whole metres ('850 m', '1.000 m'); above that in km
 * with exactly 2 decimals ('12,35 km').
 */
export function formatDistance(metres: Numeric): string {
  if (!isNumber(metres)) return '';
  if (Math.abs(metres) > 1000) return `${formatNumber(metres / 1000, 2, 2)} km`;
  return `${formatNumber(Math.round(metres), 0)} m`;
}

/**
 * An SLA given in MINUTES as days, hours and minutes with a 24 h day (02 §9). Fractions are rounded to
 * the nearest minute. Leading zero units are left out; after the first unit shown the next ones are
 * two-digit: '2d 03h 15min', '3h 05min', '45min', '0min', '1d 00h 00min'. Negative values (late) get '-'.
 */
export function formatSla(minutes: Numeric): string {
  if (!isNumber(minutes)) return '';
  const total = Math.round(Math.abs(minutes));
  const sign = minutes < 0 && total > 0 ? '-' : '';
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  if (days > 0) return `${sign}${days}d ${pad2(hours)}h ${pad2(mins)}min`;
  if (hours > 0) return `${sign}${hours}h ${pad2(mins)}min`;
  return `${sign}${mins}min`;
}

// ---------------------------------------------------------------------------------- texts

/**
 * A name limited to 31 characters (01 §9, 02 §9). Spaces are collapsed; a longer name is cut to 30
 * characters (trailing spaces removed) and '…' (one character) is appended, so the result never exceeds
 * the limit.
 */
export function abbreviateName(
  name: string | null | undefined,
  maxLength = ABBREVIATED_NAME_MAX_LENGTH,
): string {
  const clean = (name ?? '').trim().replace(/\s+/g, ' ');
  if (clean.length <= maxLength) return clean;
  return `${clean.slice(0, maxLength - 1).trimEnd()}…`;
}

/** Trial banner pluralisation (01 §9): 1 → '1 dia', 5 → '5 dias', 0 → '0 dias'. */
export function formatDias(days: number): string {
  return `${days} ${Math.abs(days) === 1 ? 'dia' : 'dias'}`;
}

// ---------------------------------------------------------------------------------- phone, CEP

/**
 * The digits of a phone number, without a leading country code 55 when the digits are 12 or 13 long
 * (55 + DDD + 8 or 9 digits): '+55 (11) 93333-4444' → '11933334444'.
 */
export function normalizePhone(value: string | number | null | undefined): string {
  const digits = onlyDigits(value);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return digits.slice(2);
  return digits;
}

/** A phone is valid with 10 (landline) or 11 (mobile) digits after normalising. */
export function isValidPhone(value: string | number | null | undefined): boolean {
  const digits = normalizePhone(value);
  return digits.length === 10 || digits.length === 11;
}

/** '1133334444' → '(11) 3333-4444'; '11933334444' → '(11) 93333-4444'; other lengths unchanged. */
export function formatPhone(value: string | number | null | undefined): string {
  const digits = normalizePhone(value);
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  return value === null || value === undefined ? '' : String(value);
}

/** The phone showing only its last 4 digits: '(**) *****-4444' (11 digits), '(**) ****-4444' (10). */
export function maskPhone(value: string | number | null | undefined): string {
  const digits = normalizePhone(value);
  if (digits.length === 10) return `(**) ****-${digits.slice(6)}`;
  if (digits.length === 11) return `(**) *****-${digits.slice(7)}`;
  return digits.length >= 4 ? `****-${digits.slice(-4)}` : '';
}

/** CEP '01310100' → '01310-100'; other lengths are returned as digits. */
export function formatCep(value: string | number | null | undefined): string {
  const digits = onlyDigits(value);
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** A CEP is valid with 8 digits (masked or not). */
export function isValidCep(value: string | number | null | undefined): boolean {
  return onlyDigits(value).length === 8;
}
