import type { TCriarLoteBodyInput, TCriarLoteResponse } from '@embarca/domain';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/crud-mutations';
import { CARGAS_KEY } from '../../api/cargas.keys';

/** POST /api/cargalote/criarlote: one load per collection day from a template; the board refreshes. */
export const useCriarLote = () =>
  useInvalidatingMutation(CARGAS_KEY, (body: TCriarLoteBodyInput) =>
    apiRequest<TCriarLoteResponse>('/cargalote/criarlote', { method: 'POST', body }),
  );
