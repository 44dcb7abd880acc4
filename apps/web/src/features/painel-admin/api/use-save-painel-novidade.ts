import type { TReleasePostAdmin, TReleasePostRequest } from '@embarca/domain';
import { useSaveMutation } from '../../../lib/crud-mutations';
import { PAINEL_NOVIDADES_KEY } from './painel-anuncios.keys';

/** POST /api/painel-admin/novidades (no id) or PUT /api/painel-admin/novidades/{id}. */
export const useSavePainelNovidade = () =>
  useSaveMutation<TReleasePostRequest, TReleasePostAdmin>('/painel-admin/novidades', PAINEL_NOVIDADES_KEY);
