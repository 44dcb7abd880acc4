import type { TModeloCargaRequestInput, TModeloCargaSaveResponse } from '@embarca/domain';
import { useSaveMutation } from '../../../../lib/crud-mutations';
import { MODELOS_CARGA_KEY } from './modelos.keys';

/** POST /api/carga-modelo, or PUT /api/carga-modelo/{id} when an id is given. */
export const useSalvarModeloCarga = () =>
  useSaveMutation<TModeloCargaRequestInput, TModeloCargaSaveResponse>('/carga-modelo', MODELOS_CARGA_KEY);
