/**
 * Query keys of the load form. The edit data is read once per opened drawer (and not kept after it
 * closes), so it sits outside `CARGAS_KEY`: the invalidation after a save must not refill an open form.
 */
export const dadosEdicaoKey = (cargaId: string) => ['carga-mongo', 'dadosEdicao', cargaId] as const;
export const CARACTERISTICAS_CARGA_KEY = ['caracteristica', 'getByOwner', 'carga'] as const;
export const empresasAtivasKey = (tipoVinculo: number | null, filtro: string) =>
  ['empresa', 'search-ativas', 'cadastro-carga', tipoVinculo, filtro] as const;
export const empresaKey = (empresaId: string) => ['empresa', 'id', empresaId] as const;
