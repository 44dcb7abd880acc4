import { useDeleteMutation } from '../../../lib/crud-mutations';
import { PAINEL_NOVIDADES_KEY } from './painel-anuncios.keys';

/** DELETE /api/painel-admin/novidades/{id}. */
export const useDeletePainelNovidade = () =>
  useDeleteMutation<{ message: string }>('/painel-admin/novidades', PAINEL_NOVIDADES_KEY);
