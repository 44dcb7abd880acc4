import { GrupoQuadro, type TContagemPorGrupo, type TGrupoQuadro } from '@embarca/domain';

/** The loads board; its group tab (`grupo`) and filters are URL parameters (use-quadro-filtros.ts). */
export const QUADRO_PATH = '/cargas/minhas-cargas';

/** A board link: `grupo` picks the tab; filters as the board keeps them (dates as 'yyyy-MM-dd' days). */
export function linkQuadro(grupo: TGrupoQuadro | null, filtros: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (grupo) params.set('grupo', grupo);
  for (const [key, value] of Object.entries(filtros)) params.set(key, value);
  const search = params.toString();
  return search === '' ? QUADRO_PATH : `${QUADRO_PATH}?${search}`;
}

/**
 * The tab a figure opens: the board shows one group at a time, so the group holding most of the figure's
 * loads (the first in board order on a tie); null (the board's default tab) when there are none.
 */
export function grupoPrincipal(contagem: TContagemPorGrupo): TGrupoQuadro | null {
  let melhor: { grupo: TGrupoQuadro; quantidade: number } | null = null;
  for (const grupo of Object.values(GrupoQuadro)) {
    const quantidade = contagem.porGrupo.find((item) => item.grupo === grupo)?.quantidade ?? 0;
    if (quantidade > 0 && (melhor === null || quantidade > melhor.quantidade)) melhor = { grupo, quantidade };
  }
  return melhor?.grupo ?? null;
}
