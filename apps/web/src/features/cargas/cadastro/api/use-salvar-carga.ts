import type { TCadastroCarga, TCadastroCargaResponse, TEditarCarga } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { CARGAS_KEY } from '../../api/cargas.keys';

export type TSalvarCarga =
  | { cargaId?: undefined; body: TCadastroCarga }
  | { cargaId: string; body: TEditarCarga };

/**
 * POST /api/carga-mongo/cadastrar (new) or PUT /api/carga-mongo/{id}/editar (edit, with version and
 * ofertaCargaId). Afterwards every load query refreshes: the board, its totals, the card and details.
 */
export function useSalvarCarga() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cargaId, body }: TSalvarCarga) =>
      cargaId
        ? apiRequest<TCadastroCargaResponse>(`/carga-mongo/${encodeURIComponent(cargaId)}/editar`, {
            method: 'PUT',
            body,
          })
        : apiRequest<TCadastroCargaResponse>('/carga-mongo/cadastrar', { method: 'POST', body }),
    // Not awaited: the drawer closes at once and the board refreshes behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CARGAS_KEY });
    },
  });
}
