import { formatDate, type TCargaOfertavel } from '@embarca/domain';

/** 'Campinas/SP' (or the part known; '—' without either). */
export function lugar(ponto: { cidade: string | null; uf: string | null } | null): string {
  if (!ponto) return '—';
  const partes = [ponto.cidade, ponto.uf].filter(Boolean);
  return partes.length ? partes.join('/') : '—';
}

/** 'Campinas/SP → Porto Alegre/RS'. */
export const rotaDaCarga = (carga: TCargaOfertavel) => `${lugar(carga.origem)} → ${lugar(carga.destino)}`;

/** The collection date dd/MM/aaaa, or ''. */
export const coletaDaCarga = (carga: TCargaOfertavel) => formatDate(carga.origem?.dhPrevista ?? null);

export const SEM_VALOR = '—';
