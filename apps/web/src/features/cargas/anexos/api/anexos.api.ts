import type {
  TAnexoAdicionalBody,
  TCargaAnexo,
  TCargaAnexoCriado,
  TCargaAnexoExcluido,
} from '@embarca/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { CARGAS_KEY, cargaHistoricoKey } from '../../api/cargas.keys';
import { isCargaId, retryUnlessNotFound } from '../../api/use-carga-details';

/** The attachments of a load; invalidated (with the history) after an upload or a delete. */
export const cargaAnexosKey = (cargaId: string) => [...CARGAS_KEY, 'anexos', cargaId] as const;
/** One attachment's bytes (thumbnails and the enlarged view); they never change, so they are kept. */
const anexoArquivoKey = (cargaId: string, anexoId: string) =>
  [...cargaAnexosKey(cargaId), anexoId, 'arquivo'] as const;

const base = (cargaId: string) => `/carga-mongo/${encodeURIComponent(cargaId)}/anexo-adicional`;

/** GET /api/carga-mongo/{id}/anexo-adicional: newest first. */
export function useCargaAnexos(cargaId: string) {
  return useQuery({
    queryKey: cargaAnexosKey(cargaId),
    queryFn: ({ signal }) => apiRequest<TCargaAnexo[]>(base(cargaId), { signal }),
    enabled: isCargaId(cargaId),
    retry: retryUnlessNotFound,
  });
}

/** The file of an attachment as a Blob (`inline` for previews; the answer is the same bytes). */
export function buscarArquivoDoAnexo(cargaId: string, anexoId: string, signal?: AbortSignal): Promise<Blob> {
  return apiRequest<Blob>(`${base(cargaId)}/${encodeURIComponent(anexoId)}/arquivo?disposicao=inline`, {
    responseType: 'blob',
    ...(signal ? { signal } : {}),
  });
}

/** An image attachment's bytes, for its thumbnail and enlarged view (fetched once per attachment). */
export function useArquivoDoAnexo(cargaId: string, anexo: TCargaAnexo, enabled = true) {
  return useQuery({
    queryKey: anexoArquivoKey(cargaId, anexo.id),
    queryFn: ({ signal }) => buscarArquivoDoAnexo(cargaId, anexo.id, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessNotFound,
  });
}

function useInvalidarAnexos(cargaId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cargaAnexosKey(cargaId), exact: true }),
      queryClient.invalidateQueries({ queryKey: cargaHistoricoKey(cargaId) }),
    ]);
}

/** POST /api/carga-mongo/{id}/anexo-adicional (the file as a base64 data URL). */
export function useEnviarAnexo(cargaId: string) {
  const invalidar = useInvalidarAnexos(cargaId);
  return useMutation({
    mutationFn: (body: TAnexoAdicionalBody) =>
      apiRequest<TCargaAnexoCriado>(base(cargaId), { method: 'POST', body }),
    onSuccess: () => invalidar(),
  });
}

/** DELETE /api/carga-mongo/{id}/anexo-adicional/{x}. */
export function useExcluirAnexo(cargaId: string) {
  const invalidar = useInvalidarAnexos(cargaId);
  return useMutation({
    mutationFn: (anexoId: string) =>
      apiRequest<TCargaAnexoExcluido>(`${base(cargaId)}/${encodeURIComponent(anexoId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => invalidar(),
  });
}
