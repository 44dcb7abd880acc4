import type { TCaracteristica, TCaracteristicaRequest } from '@embarca/domain';
import { useSaveMutation } from '../../../lib/crud-mutations';
import { CARACTERISTICAS_KEY } from './caracteristicas.keys';

/** POST /api/caracteristica or PUT /api/caracteristica/{id}. */
export const useSaveCaracteristica = () =>
  useSaveMutation<TCaracteristicaRequest, TCaracteristica>('/caracteristica', CARACTERISTICAS_KEY);
