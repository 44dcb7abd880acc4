import { useActivationMutation } from '../../../lib/crud-mutations';
import { CARACTERISTICAS_KEY } from './caracteristicas.keys';

/** PATCH /api/caracteristica/{id}/ativar | desativar. */
export const useToggleCaracteristica = () => useActivationMutation('/caracteristica', CARACTERISTICAS_KEY);
