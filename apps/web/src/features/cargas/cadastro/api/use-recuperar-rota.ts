import type { TCadastroCargaRotaPontoInput, TRecuperarRotaPonto, TRota } from '@embarca/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** The fields of the form's route points that locate them (recuperar-rota needs no dates). */
function pontoDaRota(ponto: TCadastroCargaRotaPontoInput): TRecuperarRotaPonto {
  return {
    rota: ponto.rota,
    empresaId: ponto.empresaId,
    localidade: ponto.localidade ?? undefined,
    cidade: ponto.cidade,
    uf: ponto.uf,
    latitude: ponto.latitude,
    longitude: ponto.longitude,
  };
}

/**
 * POST /api/carga-mongo/recuperar-rota {pontos} with the route points in order: the route's distance (m)
 * and travel time (min). A 4xx means no route could be found ('Não foi possível determinar uma rota…').
 */
export function useRecuperarRota() {
  return useMutation({
    mutationFn: (origemDestino: TCadastroCargaRotaPontoInput[]) =>
      apiRequest<TRota>('/carga-mongo/recuperar-rota', {
        method: 'POST',
        body: { pontos: origemDestino.map(pontoDaRota) },
      }),
  });
}
