import type { TUnidadeNegocioDetalhe, TUnidadeNegocioRequest } from '@embarca/domain';
import { useSaveMutation } from '../../../lib/crud-mutations';
import { UNIDADES_KEY } from './unidades.keys';

/** POST /api/unidade-negocio (create) or PUT /api/unidade-negocio/{id} (update). */
export const useSaveUnidade = () =>
  useSaveMutation<TUnidadeNegocioRequest, TUnidadeNegocioDetalhe>('/unidade-negocio', UNIDADES_KEY);
