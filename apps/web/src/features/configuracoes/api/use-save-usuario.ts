import type { TUsuario, TUsuarioCreateRequest } from '@embarca/domain';
import { useSaveMutation } from '../../../lib/crud-mutations';
import { USUARIOS_KEY } from './usuarios.keys';

/** POST /api/user (create: the API mails 'Definição de senha') or PUT /api/user/{id}. */
export const useSaveUsuario = () => useSaveMutation<TUsuarioCreateRequest, TUsuario>('/user', USUARIOS_KEY);
