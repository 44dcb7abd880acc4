import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/api-client';
import { ETAPAS_KEY } from '../../../api/cargas.keys';

/**
 * DELETE /api/kanbanpipecargas/{id}: its loads fall back to the group's first stage (the board places a
 * card whose stage is gone there too, `etapaDoCartao`). The last stage of a group is refused with 400.
 */
export function useDeleteEtapa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/kanbanpipecargas/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ETAPAS_KEY }),
  });
}
