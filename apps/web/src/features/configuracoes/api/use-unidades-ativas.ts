import type { TUnidadeNegocioDetalhe } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { UNIDADES_KEY } from './unidades.keys';

/** GET /api/unidade-negocio/list?ativos=true: the units a selector offers (deactivated ones are left out). */
export function useUnidadesAtivas() {
  return useQuery({
    queryKey: [...UNIDADES_KEY, 'ativos'],
    queryFn: ({ signal }) =>
      apiRequest<TUnidadeNegocioDetalhe[]>('/unidade-negocio/list?ativos=true', { signal }),
  });
}
