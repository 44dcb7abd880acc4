import { formatDateTime } from '@embarca/domain';
import { offsetSaoPaulo } from '../quadro/filtros/dia-sao-paulo';

/**
 * The route points' planned date-times as the form holds them: São Paulo wall-clock strings
 * 'YYYY-MM-DD HH:mm:ss' (the value Mantine dates give and take, which carry no time zone), and the
 * instants the contract carries (ISO strings). The conversions go through the domain's formatter, so the
 * time-zone fallback (UTC − 3 h without Intl zone data) is the same everywhere.
 */

const PAREDE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const BR = /^(\d{2})\/(\d{2})\/(\d{4})\s+(\d{1,2}):(\d{2})$/;

/** A wall-clock 'YYYY-MM-DD HH:mm[:ss]' in São Paulo → the instant as an ISO string (null when not one). */
export function instanteDaParede(parede: string | null | undefined): string | null {
  const match = PAREDE.exec((parede ?? '').trim());
  if (!match) return null;
  const [, dia, hora, minuto, segundo = '00'] = match as unknown as [string, string, string, string, string?];
  const instante = new Date(`${dia}T${hora}:${minuto}:${segundo}${offsetSaoPaulo(dia)}`);
  return Number.isNaN(instante.getTime()) ? null : instante.toISOString();
}

/** An instant (ISO string or Date) → São Paulo's wall clock 'YYYY-MM-DD HH:mm:00' (null when not one). */
export function paredeDoInstante(instante: string | Date | null | undefined): string | null {
  const texto = formatDateTime(instante ?? null);
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(texto);
  if (!match) return null;
  const [, dia, mes, ano, hora, minuto] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return `${ano}-${mes}-${dia} ${hora}:${minuto}:00`;
}

/**
 * 'dd/MM/yyyy HH:mm' as typed → 'YYYY-MM-DD HH:mm:00', or null when it is not a real day and time
 * (31/02, 25:00). The date input's parser.
 */
export function lerDataHoraBr(texto: string): string | null {
  const match = BR.exec(texto.trim());
  if (!match) return null;
  const [, dia, mes, ano, hora, minuto] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const data = new Date(Date.UTC(Number(ano), Number(mes) - 1, Number(dia)));
  if (data.getUTCDate() !== Number(dia) || data.getUTCMonth() !== Number(mes) - 1) return null;
  if (Number(hora) > 23 || Number(minuto) > 59) return null;
  return `${ano}-${mes}-${dia} ${hora.padStart(2, '0')}:${minuto}:00`;
}

/**
 * A date the user typed that is not a real day and time ('31/02/2026 10:00'): the form keeps the text as
 * typed (never erased) and says 'Informe uma data válida.' at the field. Empty and wall clocks are not.
 */
export function dataHoraDigitadaInvalida(valor: string | null | undefined): boolean {
  return typeof valor === 'string' && valor.trim() !== '' && !PAREDE.test(valor.trim());
}
