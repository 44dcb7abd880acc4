import type { TCriarLoteBodyInput, TCriarLoteResponse } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { CARGAS_KEY } from '../../api/cargas.keys';

/** POST /api/cargalote/criarlote: one load per collection day from a template; the board refreshes. */
export function useCriarLote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCriarLoteBodyInput) =>
      apiRequest<TCriarLoteResponse>('/cargalote/criarlote', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARGAS_KEY }),
  });
}
