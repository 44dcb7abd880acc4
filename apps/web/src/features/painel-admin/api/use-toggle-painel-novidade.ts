import type { TReleasePostAdmin } from '@embarca/domain';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/crud-mutations';
import { PAINEL_NOVIDADES_KEY } from './painel-anuncios.keys';

/** PATCH /api/painel-admin/novidades/{id}/publicar: publishes or unpublishes a release post. */
export const useTogglePainelNovidade = () =>
  useInvalidatingMutation(PAINEL_NOVIDADES_KEY, ({ id, publicado }: { id: string; publicado: boolean }) =>
    apiRequest<TReleasePostAdmin>(`/painel-admin/novidades/${id}/publicar`, {
      method: 'PATCH',
      body: { publicado },
    }),
  );
