import type { TVeiculo } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { VEICULOS_KEY } from './veiculos.keys';

/** GET /api/frota/veiculos/{id}: the drawer's vehicle (with its set and documents). */
export function useVeiculo(id: string | null) {
  return useQuery({
    queryKey: [...VEICULOS_KEY, 'um', id],
    queryFn: ({ signal }) => apiRequest<TVeiculo>(`/frota/veiculos/${id}`, { signal }),
    enabled: Boolean(id),
  });
}
