import type { TEmpresa, TEmpresaRequest } from '@embarca/domain';
import { useSaveMutation } from '../../../lib/crud-mutations';
import { EMPRESAS_KEY } from './empresas.keys';

/** POST /api/empresa (create) or PUT /api/empresa/{id} (update). */
export const useSaveEmpresa = () => useSaveMutation<TEmpresaRequest, TEmpresa>('/empresa', EMPRESAS_KEY);
