import type { TGrupoQuadro, TQuadroCargaFiltros, TQuadroCargaResponse } from '@embarca/domain';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { businessUnitScopeKey } from '../../../../lib/business-unit.storage';
import { useBusinessUnitScopeKey } from '../../../../lib/use-business-unit-scope';
import { QUADRO_KEY } from '../../api/cargas.keys';
import { toQuadroQuery } from '../filtros/use-quadro-filtros';
import { useFreteChave } from './use-frete-chave';

/** Cards per request: the API's maximum (QUADRO_PAGE_SIZE_MAX); a group is read in pages, never at once. */
export const QUADRO_PAGE_SIZE = 200;

export type TQuadroPages = InfiniteData<TQuadroCargaResponse>;

/**
 * The board's query key of one group with its filters and business-unit scope (by default the one the
 * requests carry now); `quadroGrupoPrefix` matches every filter set and scope.
 */
export const quadroGrupoPrefix = (grupo: TGrupoQuadro) => [...QUADRO_KEY, 'grupo', grupo] as const;
export const quadroGrupoKey = (
  grupo: TGrupoQuadro,
  filtros: TQuadroCargaFiltros,
  escopo: string = businessUnitScopeKey(),
) => [...quadroGrupoPrefix(grupo), filtros, escopo] as const;

export interface TQuadroPageRequest {
  key: string;
  grupo: TGrupoQuadro;
  filtros: TQuadroCargaFiltros;
  cursor?: string | null;
  limit?: number;
  signal?: AbortSignal;
}

/** One page of a group (keyset cursor). */
export function fetchQuadroPage({
  key,
  grupo,
  filtros,
  cursor,
  limit = QUADRO_PAGE_SIZE,
  signal,
}: TQuadroPageRequest) {
  // The filters' wire format (date ranges as São Paulo day bounds) comes from the filters module.
  const params = toQuadroQuery(filtros);
  params.set('key', key);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return apiRequest<TQuadroCargaResponse>(`/frete/quadro/carga/${grupo}?${params.toString()}`, {
    ...(signal ? { signal } : {}),
  });
}

/** The cards of one board group, page after page (`fetchNextPage` until `hasNextPage` is false). */
export function useQuadroGrupo(
  grupo: TGrupoQuadro,
  filtros: TQuadroCargaFiltros,
  options: { enabled?: boolean } = {},
) {
  const chave = useFreteChave();
  const key = chave.data;
  const escopo = useBusinessUnitScopeKey();
  const query = useInfiniteQuery({
    queryKey: quadroGrupoKey(grupo, filtros, escopo),
    queryFn: ({ pageParam, signal }) => {
      if (!key) throw new Error('Chave da API de frete ausente.');
      return fetchQuadroPage({ key, grupo, filtros, cursor: pageParam, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(key) && (options.enabled ?? true),
  });
  return { query, chave };
}
