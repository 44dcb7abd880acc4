import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { UNIDADES_KEY } from './unidades.keys';

/** PATCH /api/unidade-negocio/{id}/ativar | desativar. */
export function useToggleUnidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ativar }: { id: string; ativar: boolean }) =>
      apiRequest<unknown>(`/unidade-negocio/${id}/${ativar ? 'ativar' : 'desativar'}`, { method: 'PATCH' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UNIDADES_KEY }),
  });
}
