import type { TCargaQuadroCard, TGrupoQuadro } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { describeApiError } from '../../../../lib/api-error-handler';
import { notifyFailure } from '../../../../lib/ui/notify';
import { cargaKey } from '../../api/cargas.keys';
import { applyQuadroChange } from '../quadro-state';
import { quadroGrupoPrefix, type TQuadroPages } from './use-quadro-grupo';

export interface TMoverEtapaInput {
  card: TCargaQuadroCard;
  grupo: TGrupoQuadro;
  etapaId: string;
}

/**
 * PUT /api/carga-mongo/{id}/etapa/{etapaId} → the updated card. Optimistic: the card changes column at once;
 * a refusal puts it back and says why in pt-BR.
 */
export function useMoverEtapa(options: { onMoved?: (card: TCargaQuadroCard) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ card, etapaId }: TMoverEtapaInput) =>
      apiRequest<TCargaQuadroCard>(`/carga-mongo/${card.id}/etapa/${etapaId}`, { method: 'PUT' }),
    onMutate: async ({ card, grupo, etapaId }) => {
      const prefix = quadroGrupoPrefix(grupo);
      await queryClient.cancelQueries({ queryKey: prefix });
      const previous = queryClient.getQueriesData<TQuadroPages>({ queryKey: prefix });
      queryClient.setQueriesData<TQuadroPages>({ queryKey: prefix }, (data) =>
        applyQuadroChange(data, grupo, { tipo: 'etapa', cargaId: card.id, etapaId }),
      );
      return { previous };
    },
    onError: (error, { card }, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      notifyFailure(`Não foi possível mover a carga ${card.codigo}. ${describeApiError(error).message}`);
    },
    onSuccess: (updated, { grupo }) => {
      queryClient.setQueriesData<TQuadroPages>({ queryKey: quadroGrupoPrefix(grupo) }, (data) =>
        applyQuadroChange(data, grupo, { tipo: 'upsert', card: updated }),
      );
      void queryClient.invalidateQueries({ queryKey: cargaKey(updated.id) });
      options.onMoved?.(updated);
    },
  });
}
