import type { TEmpresa, TEmpresaRequest } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EMPRESAS_KEY } from './empresas.keys';

export interface TSaveEmpresa {
  id: string | undefined;
  body: TEmpresaRequest;
}

/** POST /api/empresa (create) or PUT /api/empresa/{id} (update). */
export function useSaveEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: TSaveEmpresa) =>
      id
        ? apiRequest<TEmpresa>(`/empresa/${id}`, { method: 'PUT', body })
        : apiRequest<TEmpresa>('/empresa', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPRESAS_KEY }),
  });
}
