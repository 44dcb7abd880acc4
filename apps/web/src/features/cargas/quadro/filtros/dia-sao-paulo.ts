import { formatDate, formatDateTime, parseBrDate } from '@embarca/domain';

/**
 * Calendar days of São Paulo ('yyyy-MM-dd', what the date pickers give) and the instants that bound them.
 * Built on the domain formatters, so the time-zone fallback (UTC − 3 h without Intl zone data) is theirs.
 */

const DIA = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'yyyy-MM-dd'. */
export function isDia(value: string | null | undefined): value is string {
  const match = DIA.exec(value ?? '');
  if (!match) return false;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return parseBrDate(`${day}/${month}/${year}`) !== null;
}

/** The São Paulo day of an instant ('2024-05-02T02:30:00Z' → '2024-05-01'), or null when it is not one. */
export function diaDoInstante(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  return parseBrDate(formatDate(value));
}

/** A day as given ('yyyy-MM-dd') or an ISO instant read as its São Paulo day; null otherwise. */
export function lerDia(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (isDia(text)) return text;
  return diaDoInstante(text);
}

/** São Paulo's UTC offset on a day, as '-03:00' (read at noon, away from any daylight-saving switch). */
export function offsetSaoPaulo(dia: string): string {
  const noonUtc = Date.parse(`${dia}T12:00:00Z`);
  const wall = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(formatDateTime(noonUtc));
  if (!wall) return '-03:00';
  const [, day, month, year, hour, minute] = wall.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const minutes = Math.round((Date.UTC(year, month - 1, day, hour, minute) - noonUtc) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The first instant of a São Paulo day: '2024-05-01' → '2024-05-01T00:00:00.000-03:00'. */
export function inicioDoDia(dia: string): string {
  return `${dia}T00:00:00.000${offsetSaoPaulo(dia)}`;
}

/** The last instant of a São Paulo day: '2024-05-01' → '2024-05-01T23:59:59.999-03:00'. */
export function fimDoDia(dia: string): string {
  return `${dia}T23:59:59.999${offsetSaoPaulo(dia)}`;
}
