import { useActivationMutation } from '../../../lib/crud-mutations';
import { UNIDADES_KEY } from './unidades.keys';

/** PATCH /api/unidade-negocio/{id}/ativar | desativar. */
export const useToggleUnidade = () => useActivationMutation('/unidade-negocio', UNIDADES_KEY);
