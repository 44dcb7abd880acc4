import { formatBRL, formatNumber, RANKING_MESSAGES, type TFiguraRanking } from '@embarca/domain';

/**
 * pt-BR texts of the ranking's figures (issue 20): each figure is its value — or 'sem dados' when its base is
 * too small — and the line that explains it ('base: 5 ofertas').
 */

export const SEM_DADOS = RANKING_MESSAGES.semDados;

/** 'base: 1 carga' / 'base: 3 cargas'. */
export function textoDaBase(base: number, singular: string, plural: string): string {
  return `base: ${formatNumber(base, 0)} ${base === 1 ? singular : plural}`;
}

/** A percentage with one decimal: 66.7 → '66,7%'. */
export function percentualBr(valor: number): string {
  return `${formatNumber(valor, 1)}%`;
}

/** A signed percentage against a reference: 10 → '+10,0%', −5 → '−5,0%', 0 → '0,0%'. */
export function diferencaBr(valor: number): string {
  const texto = formatNumber(Math.abs(valor), 1, 1);
  if (valor > 0) return `+${texto}%`;
  if (valor < 0) return `−${texto}%`;
  return `${texto}%`;
}

/** Minutes as a duration: 25 → '25 min', 125 → '2 h 5 min', 120 → '2 h', 2.5 → '2,5 min'. */
export function duracaoBr(minutos: number): string {
  if (minutos < 60) return `${formatNumber(minutos, 1)} min`;
  const total = Math.round(minutos);
  const horas = Math.floor(total / 60);
  const resto = total % 60;
  return resto === 0 ? `${horas} h` : `${horas} h ${resto} min`;
}

/** The score 0–100 with one decimal: 73.25 → '73,3'. */
export function pontuacaoBr(valor: number | null): string {
  return valor === null ? SEM_DADOS : formatNumber(valor, 1);
}

/** The value of a figure by its formatter, or 'sem dados'. */
export function valorDaFigura(figura: TFiguraRanking, formatar: (valor: number) => string): string {
  return figura.valor === null ? SEM_DADOS : formatar(figura.valor);
}

/** A decimal string of money → 'R$ 1.234,56'. */
export function moedaBr(valor: string): string {
  return formatBRL(Number(valor));
}

/** 'yyyy-MM-dd' → 'dd/MM/aaaa'. */
export function diaBr(dia: string): string {
  const [ano, mes, d] = dia.split('-');
  return `${d}/${mes}/${ano}`;
}
