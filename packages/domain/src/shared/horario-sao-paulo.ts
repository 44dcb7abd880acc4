import { type DateInput, formatDateTime, TIME_ZONE_FALLBACK_OFFSET_HOURS } from './formatters';

/**
 * Date-time fields typed in São Paulo wall time whatever the browser's zone (02 §9: dates are shown in
 * America/Sao_Paulo): the `datetime-local` input's 'yyyy-MM-ddTHH:mm' ↔ an instant. Built on formatDateTime,
 * so the time-zone fallback (UTC − 3 h without Intl zone data) is the formatters'.
 */

const HORARIO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const EXIBIDO = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

/** Minutes since the epoch of a wall time read as if it were UTC. */
function wallMinutes(year: number, month: number, day: number, hour: number, minute: number): number {
  return Date.UTC(year, month - 1, day, hour, minute) / 60_000;
}

/** The São Paulo wall time of an instant, as minutes (see wallMinutes); null when it does not format. */
function wallOf(time: number): number | null {
  const match = EXIBIDO.exec(formatDateTime(time));
  if (!match) return null;
  const [, day, month, year, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return wallMinutes(year, month, day, hour, minute);
}

/** An instant as the `datetime-local` value in São Paulo ('2024-05-01T08:30'); '' for none or invalid. */
export function horarioSaoPaulo(value: DateInput): string {
  const text = formatDateTime(value);
  const match = EXIBIDO.exec(text);
  if (!match) return '';
  const [, day, month, year, hour, minute] = match;
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

/**
 * The instant of a São Paulo wall time 'yyyy-MM-ddTHH:mm' ('2024-05-01T08:30' → 2024-05-01T11:30:00Z);
 * null when it is not a real date-time.
 */
export function instanteDoHorarioSaoPaulo(value: string | null | undefined): Date | null {
  const match = HORARIO.exec((value ?? '').trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return null;
  const wanted = wallMinutes(year, month, day, hour, minute);
  const check = new Date(wanted * 60_000);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  // Start from the fallback offset, then correct by what the zone really shows (at most twice: a
  // daylight-saving switch moves it once more).
  let time = (wanted - TIME_ZONE_FALLBACK_OFFSET_HOURS * 60) * 60_000;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const shown = wallOf(time);
    if (shown === null || shown === wanted) break;
    time += (wanted - shown) * 60_000;
  }
  return new Date(time);
}
