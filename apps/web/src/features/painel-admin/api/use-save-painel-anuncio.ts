import type { TAnuncioAdmin, TAnuncioRequest } from '@embarca/domain';
import { useSaveMutation } from '../../../lib/crud-mutations';
import { PAINEL_ANUNCIOS_KEY } from './painel-anuncios.keys';

/** POST /api/painel-admin/anuncios (no id) or PUT /api/painel-admin/anuncios/{id}. */
export const useSavePainelAnuncio = () =>
  useSaveMutation<TAnuncioRequest, TAnuncioAdmin>('/painel-admin/anuncios', PAINEL_ANUNCIOS_KEY);
