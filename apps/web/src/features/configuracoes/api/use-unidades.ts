import type { TUnidadeNegocioDetalhe } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { UNIDADES_KEY } from './unidades.keys';

/** GET /api/unidade-negocio/list: every business unit of the company, active or not (01 §7). */
export function useUnidades() {
  return useQuery({
    queryKey: UNIDADES_KEY,
    queryFn: ({ signal }) => apiRequest<TUnidadeNegocioDetalhe[]>('/unidade-negocio/list', { signal }),
  });
}
