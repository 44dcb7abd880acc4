import type { TMunicipio } from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MUNICIPIOS_KEY, TABELA_FRETE_API } from './tabela-frete.keys';

/** Fewest characters a city search sends. */
export const BUSCA_MUNICIPIO_MINIMO = 2;

/** GET /api/tabela-frete/municipios?busca=: municipalities by name or UF ('Curitiba', 'PR'). */
export function useMunicipios(busca: string) {
  const termo = busca.trim();
  return useQuery({
    queryKey: [...MUNICIPIOS_KEY, termo],
    queryFn: ({ signal }) =>
      apiRequest<TMunicipio[]>(`${TABELA_FRETE_API}/municipios?busca=${encodeURIComponent(termo)}`, {
        signal,
      }),
    enabled: termo.length >= BUSCA_MUNICIPIO_MINIMO,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
