import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EMPRESAS_KEY } from './empresas.keys';

/** PATCH /api/empresa/{id}/ativar | desativar. */
export function useToggleEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ativar }: { id: string; ativar: boolean }) =>
      apiRequest<unknown>(`/empresa/${id}/${ativar ? 'ativar' : 'desativar'}`, { method: 'PATCH' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPRESAS_KEY }),
  });
}
