import { useDeleteMutation } from '../../../lib/crud-mutations';
import { USUARIOS_KEY } from './usuarios.keys';

/**
 * DELETE /api/user/{id}: refused with the server's message ('O registro não pode ser alterado') for a
 * user with history (loads they created) or for oneself.
 */
export const useDeleteUsuario = () => useDeleteMutation('/user', USUARIOS_KEY);
