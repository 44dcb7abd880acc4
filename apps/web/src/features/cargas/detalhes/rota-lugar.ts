import type { TCargaRotaPonto } from '@embarca/domain';

type TLugar = Pick<TCargaRotaPonto, 'localidade' | 'cidade' | 'uf'>;

/** 'CD Sul — Porto Alegre/RS' (the place and its city), '' when the point has neither. */
export function lugarDoPonto(ponto: TLugar): string {
  const cidade = [ponto.cidade, ponto.uf].filter(Boolean).join('/');
  return [ponto.localidade, cidade].filter(Boolean).join(' — ');
}

/** How a route point is named: its company, else its place, else 'Local não informado'. */
export function nomeDoPonto(ponto: TLugar & Pick<TCargaRotaPonto, 'empresa'>): string {
  return ponto.empresa?.nome ?? (lugarDoPonto(ponto) || 'Local não informado');
}
