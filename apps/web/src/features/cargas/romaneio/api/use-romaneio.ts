import type { TRomaneioDetalhes, TRomaneioUnificado } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { CARGAS_KEY } from '../../api/cargas.keys';
import { isCargaId, retryUnlessNotFound } from '../../api/use-carga-details';

const romaneioKey = (cargaId: string) => [...CARGAS_KEY, 'romaneio', cargaId] as const;
const romaneioUnificadoKey = (cargaIds: readonly string[]) =>
  [...CARGAS_KEY, 'romaneio-unificado', cargaIds.join(',')] as const;

/** GET /api/carga-mongo/{id}/romaneio-detalhes: the manifest of one load (also the load PDF's data). */
export function useRomaneio(cargaId: string | null | undefined, { enabled = true } = {}) {
  return useQuery({
    queryKey: romaneioKey(cargaId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<TRomaneioDetalhes>(`/carga-mongo/${encodeURIComponent(cargaId ?? '')}/romaneio-detalhes`, {
        signal,
      }),
    enabled: enabled && isCargaId(cargaId),
    retry: retryUnlessNotFound,
  });
}

/** GET /api/carga-mongo/romaneio-unificado?cargaIds=a,b,c: the manifests of several loads and their totals. */
export function useRomaneioUnificado(cargaIds: readonly string[], { enabled = true } = {}) {
  return useQuery({
    queryKey: romaneioUnificadoKey(cargaIds),
    queryFn: ({ signal }) =>
      apiRequest<TRomaneioUnificado>(
        `/carga-mongo/romaneio-unificado?cargaIds=${cargaIds.map(encodeURIComponent).join(',')}`,
        { signal },
      ),
    enabled: enabled && cargaIds.length > 0 && cargaIds.every(isCargaId),
    retry: retryUnlessNotFound,
  });
}
