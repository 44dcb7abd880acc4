import { anuncioMatchesUrl, type TAnuncio, type TPosicaoAnuncio } from '@embarca/domain';

/** Announcements closed in this page load (the X of a modal): shown again on the next visit. */
const closedThisLoad = new Set<string>();

export function closeForThisLoad(id: string): void {
  closedThisLoad.add(id);
}

export function resetClosedAnuncios(): void {
  closedThisLoad.clear();
}

/** The announcements of the page at `path` (01 §3 URL rule: exact or contains), banners by position. */
export function anunciosForPage(
  anuncios: readonly TAnuncio[],
  path: string,
  kind: { tipo: 'banner'; posicao: TPosicaoAnuncio } | { tipo: 'modal' },
): TAnuncio[] {
  return anuncios.filter(
    (anuncio) =>
      anuncio.exibir &&
      anuncio.tipo === kind.tipo &&
      (kind.tipo === 'modal' || anuncio.posicao === kind.posicao) &&
      !closedThisLoad.has(anuncio.id) &&
      anuncioMatchesUrl(anuncio.regra, path),
  );
}
