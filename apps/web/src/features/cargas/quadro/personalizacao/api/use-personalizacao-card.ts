import {
  PERSONALIZACAO_CARD_CARGA,
  PERSONALIZACAO_CARD_PADRAO,
  personalizacaoCardOuPadrao,
  type TPersonalizacaoCardCarga,
  type TPreferencia,
} from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/api-client';
import { PERSONALIZACAO_CARD_KEY } from '../../../api/cargas.keys';

/**
 * GET /api/owner-preferences/preferencia/PersonalizacaoCardCarga: the owner's card layout. Nothing stored
 * (`valor: null`) or a value that no longer parses gives PERSONALIZACAO_CARD_PADRAO; a failure is logged and
 * the default is used (02 §8: a card-customisation load failure is logged only and ignored).
 */
export async function fetchPersonalizacaoCard(signal?: AbortSignal): Promise<TPersonalizacaoCardCarga> {
  try {
    const preferencia = await apiRequest<TPreferencia>(
      `/owner-preferences/preferencia/${PERSONALIZACAO_CARD_CARGA}`,
      signal ? { signal } : {},
    );
    return personalizacaoCardOuPadrao(preferencia.valor);
  } catch (error) {
    console.error('Falha ao carregar a personalização do cartão de carga.', error);
    return PERSONALIZACAO_CARD_PADRAO;
  }
}

export function usePersonalizacaoCard() {
  return useQuery({
    queryKey: PERSONALIZACAO_CARD_KEY,
    queryFn: ({ signal }) => fetchPersonalizacaoCard(signal),
    staleTime: 5 * 60_000,
  });
}
