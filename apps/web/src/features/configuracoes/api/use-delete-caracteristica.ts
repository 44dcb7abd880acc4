import { useDeleteMutation } from '../../../lib/crud-mutations';
import { CARACTERISTICAS_KEY } from './caracteristicas.keys';

/** DELETE /api/caracteristica/{id}: refused with the server's message when the characteristic is in use. */
export const useDeleteCaracteristica = () => useDeleteMutation('/caracteristica', CARACTERISTICAS_KEY);
