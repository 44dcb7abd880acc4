import { swapEtapaOrdem, type TKanbanEtapa } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/api-client';
import { describeApiError } from '../../../../../lib/api-error-handler';
import { notifyFailure } from '../../../../../lib/ui/notify';
import { ETAPAS_KEY } from '../../../api/cargas.keys';
import { kanbanEtapasKey } from './use-kanban-etapas';

export interface TSwapEtapaInput {
  etapa: TKanbanEtapa;
  destino: TKanbanEtapa;
}

/**
 * PUT /api/kanbanpipecargas/{id}/posicao {etapaDestinoId}: swaps the places of two stages of the same group
 * (02 §4). Optimistic with `swapEtapaOrdem`; a refusal restores the order and says why.
 */
export function useSwapEtapa(options: { onSwapped?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ etapa, destino }: TSwapEtapaInput) =>
      apiRequest<unknown>(`/kanbanpipecargas/${etapa.id}/posicao`, {
        method: 'PUT',
        body: { etapaDestinoId: destino.id },
      }),
    onMutate: async ({ etapa, destino }) => {
      const key = kanbanEtapasKey(etapa.tipoQuadro);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TKanbanEtapa[]>(key);
      if (previous) queryClient.setQueryData(key, swapEtapaOrdem(previous, etapa.id, destino.id));
      return { previous, key };
    },
    onError: (error, { etapa, destino }, context) => {
      if (context?.previous) queryClient.setQueryData(context.key, context.previous);
      notifyFailure(
        `Não foi possível trocar a etapa ${etapa.descricao} com ${destino.descricao}. ${describeApiError(error).message}`,
      );
    },
    onSuccess: () => options.onSwapped?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ETAPAS_KEY }),
  });
}
