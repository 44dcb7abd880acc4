import { useDeleteMutation } from '../../../lib/crud-mutations';
import { UNIDADES_KEY } from './unidades.keys';

/** DELETE /api/unidade-negocio/{id}. */
export const useDeleteUnidade = () => useDeleteMutation('/unidade-negocio', UNIDADES_KEY);
