import type { TKanbanEtapa, TKanbanEtapaCreateBody, TKanbanEtapaUpdateBody } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/api-client';
import { ETAPAS_KEY } from '../../../api/cargas.keys';

export type TSaveEtapaInput =
  | { id: string; body: TKanbanEtapaUpdateBody }
  | { id?: undefined; body: TKanbanEtapaCreateBody };

/**
 * PUT /api/kanbanpipecargas/{id} {descricao, cor} renames or recolours a stage; without an id,
 * POST /api/kanbanpipecargas creates one at the end of its group. The stage lists refresh after either.
 */
export function useSaveEtapa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSaveEtapaInput) =>
      input.id
        ? apiRequest<TKanbanEtapa>(`/kanbanpipecargas/${encodeURIComponent(input.id)}`, {
            method: 'PUT',
            body: input.body,
          })
        : apiRequest<TKanbanEtapa>('/kanbanpipecargas', { method: 'POST', body: input.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ETAPAS_KEY }),
  });
}
