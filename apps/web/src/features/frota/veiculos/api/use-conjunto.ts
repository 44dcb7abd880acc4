import type { TVeiculo } from '@embarca/domain';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/crud-mutations';
import { VEICULOS_KEY } from './veiculos.keys';

/** PUT /api/frota/veiculos/{id}/conjunto: the traction vehicle's equipment, in order. */
export const useConjunto = () =>
  useInvalidatingMutation(VEICULOS_KEY, ({ id, equipamentoIds }: { id: string; equipamentoIds: string[] }) =>
    apiRequest<TVeiculo>(`/frota/veiculos/${id}/conjunto`, { method: 'PUT', body: { equipamentoIds } }),
  );
