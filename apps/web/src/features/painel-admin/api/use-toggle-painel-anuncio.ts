import type { TAnuncioAdmin } from '@embarca/domain';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/crud-mutations';
import { PAINEL_ANUNCIOS_KEY } from './painel-anuncios.keys';

/** PATCH /api/painel-admin/anuncios/{id}/exibir: shows or hides an announcement. */
export const useTogglePainelAnuncio = () =>
  useInvalidatingMutation(PAINEL_ANUNCIOS_KEY, ({ id, exibir }: { id: string; exibir: boolean }) =>
    apiRequest<TAnuncioAdmin>(`/painel-admin/anuncios/${id}/exibir`, { method: 'PATCH', body: { exibir } }),
  );
