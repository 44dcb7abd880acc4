import { useActivationMutation } from '../../../lib/crud-mutations';
import { EMPRESAS_KEY } from './empresas.keys';

/** PATCH /api/empresa/{id}/ativar | desativar. */
export const useToggleEmpresa = () => useActivationMutation('/empresa', EMPRESAS_KEY);
