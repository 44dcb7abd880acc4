import { useDeleteMutation } from '../../../../lib/crud-mutations';
import { MODELOS_CARGA_KEY } from './modelos.keys';

/** DELETE /api/carga-modelo/{id}: the template leaves the lists (lots made with it keep their loads). */
export const useExcluirModeloCarga = () =>
  useDeleteMutation<{ message: string }>('/carga-modelo', MODELOS_CARGA_KEY);
