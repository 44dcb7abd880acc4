import type { TCargaAcaoResponse } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { aplicarResultadoNoQuadro, invalidarCargas } from '../../api/use-carga-acao';

export interface TRegistrarRealizadoRequest {
  cargaId: string;
  rotaId: string;
  /** ISO instant. */
  dhRealizada: string;
}

/**
 * PATCH /api/carga-mongo/{id}/rotas/{rotaId}/realizado: a route point's event registered as done. Like a
 * load action, the answer goes to the board at once and every load query re-reads (details, history, card
 * counters).
 */
export function useRegistrarRealizado() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cargaId, rotaId, dhRealizada }: TRegistrarRealizadoRequest) =>
      apiRequest<TCargaAcaoResponse>(
        `/carga-mongo/${encodeURIComponent(cargaId)}/rotas/${encodeURIComponent(rotaId)}/realizado`,
        { method: 'PATCH', body: { dhRealizada } },
      ),
    onSuccess: (result) => {
      aplicarResultadoNoQuadro(queryClient, result);
      void invalidarCargas(queryClient);
    },
  });
}
