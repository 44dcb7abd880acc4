import { somarDias } from '@embarca/domain';

/** The agenda's views: one day (hours) or a week (Monday to Sunday). */
export type TVisaoAgenda = 'dia' | 'semana';

/** The days shown for the view around `data` (YYYY-MM-DD): the day, or its Monday..Sunday. */
export function diasDaVisao(data: string, visao: TVisaoAgenda): string[] {
  if (visao === 'dia') return [data];
  const semana = new Date(`${data}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  const segunda = somarDias(data, semana === 0 ? -6 : 1 - semana);
  return Array.from({ length: 7 }, (_, i) => somarDias(segunda, i));
}

/** The date `passo` views before (−1) or after (+1). */
export function navegar(data: string, visao: TVisaoAgenda, passo: -1 | 1): string {
  return somarDias(data, passo * (visao === 'dia' ? 1 : 7));
}

const WEEKDAY = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });
const WEEKDAY_SHORT = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' });

/** 'segunda-feira' / 'seg.' of a day. */
export function diaDaSemana(dia: string, curto = false): string {
  return (curto ? WEEKDAY_SHORT : WEEKDAY).format(new Date(`${dia}T12:00:00Z`));
}

/** dd/MM/aaaa of a day. */
export function dataBr(dia: string): string {
  const [ano, mes, d] = dia.split('-');
  return `${d}/${mes}/${ano}`;
}

export interface TBarra<T> {
  item: T;
  /** Left edge and width as a share (0..100 %) of the period; clipped to it. */
  esquerda: number;
  largura: number;
  /** The row inside the vehicle's line (bars that overlap go to separate rows). */
  faixa: number;
  /** The bar starts before / ends after the period shown. */
  cortadaInicio: boolean;
  cortadaFim: boolean;
}

/**
 * Bars of a vehicle's items over the period [inicio, fim) (instants in ms): position and width in %, an
 * open end reaching the edge, and rows so that overlapping bars never cover each other.
 */
export function barrasDoPeriodo<T extends { inicio: string | null; fim: string | null }>(
  itens: readonly T[],
  inicio: number,
  fim: number,
): TBarra<T>[] {
  const total = fim - inicio;
  const fimDasFaixas: number[] = [];
  return [...itens]
    .map((item) => ({
      item,
      de: item.inicio ? Date.parse(item.inicio) : Number.NEGATIVE_INFINITY,
      ate: item.fim ? Date.parse(item.fim) : Number.POSITIVE_INFINITY,
    }))
    .filter(({ de, ate }) => de < fim && ate > inicio)
    .sort((a, b) => a.de - b.de)
    .map(({ item, de, ate }) => {
      const a = Math.max(de, inicio);
      const b = Math.min(ate, fim);
      let faixa = fimDasFaixas.findIndex((ocupadaAte) => ocupadaAte <= de);
      if (faixa === -1) faixa = fimDasFaixas.length;
      fimDasFaixas[faixa] = ate;
      return {
        item,
        esquerda: ((a - inicio) / total) * 100,
        // Visible even when very short.
        largura: Math.max(((b - a) / total) * 100, 0.8),
        faixa,
        cortadaInicio: de < inicio,
        cortadaFim: ate > fim,
      };
    });
}
