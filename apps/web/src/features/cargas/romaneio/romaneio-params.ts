/** The board the manifests come from (and go back to). */
export const MINHAS_CARGAS_PATH = '/cargas/minhas-cargas';
export const ROMANEIO_PATH = '/cargas/minhas-cargas/romaneio';
export const ROMANEIO_UNIFICADO_PATH = '/cargas/minhas-cargas/romaneio-unificado';

/** The manifest page of a load (02 §2): `?cargaId={id}[&emptyItems=true]`. */
export function romaneioHref(cargaId: string, { semItens = false } = {}): string {
  const params = new URLSearchParams({ cargaId });
  if (semItens) params.set('emptyItems', 'true');
  return `${ROMANEIO_PATH}?${params.toString()}`;
}

/** The unified manifest page (02 §2): `?cargaId=a,b,c`. */
export function romaneioUnificadoHref(cargaIds: readonly string[]): string {
  return `${ROMANEIO_UNIFICADO_PATH}?cargaId=${cargaIds.map(encodeURIComponent).join(',')}`;
}

/** The manifest page's reading of its query (02 §2). */
export interface TRomaneioParams {
  cargaId: string | null;
  /** `emptyItems=true`: 'Gerar romaneio sem itens'. */
  comItens: boolean;
  /** `tipoDocumento=minuta`: a load draft's manifest (drafts are not part of this version). */
  minuta: boolean;
}

export function lerRomaneioParams(search: URLSearchParams): TRomaneioParams {
  return {
    cargaId: search.get('cargaId')?.trim() || null,
    comItens: search.get('emptyItems') !== 'true',
    minuta: search.get('tipoDocumento') === 'minuta',
  };
}

/** The unified page's load ids: `cargaId` comma-separated or repeated, each once (the API checks the limit). */
export function lerCargaIdsUnificado(search: URLSearchParams): string[] {
  const ids = search
    .getAll('cargaId')
    .flatMap((value) => value.split(','))
    .map((id) => id.trim().toLowerCase())
    .filter((id) => id.length > 0);
  return [...new Set(ids)];
}
