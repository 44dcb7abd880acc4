import { useDeleteMutation } from '../../../lib/crud-mutations';
import { PAINEL_ANUNCIOS_KEY } from './painel-anuncios.keys';

/** DELETE /api/painel-admin/anuncios/{id} (its read marks and events go with it). */
export const useDeletePainelAnuncio = () =>
  useDeleteMutation<{ message: string }>('/painel-admin/anuncios', PAINEL_ANUNCIOS_KEY);
