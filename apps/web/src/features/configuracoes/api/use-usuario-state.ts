import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/crud-mutations';
import { USUARIOS_KEY } from './usuarios.keys';

/** The four state changes of a user (01 §4): PATCH /api/user/{id}/ativar|desativar|bloquear|desbloquear. */
export type TUsuarioStateAction = 'ativar' | 'desativar' | 'bloquear' | 'desbloquear';

export const useUsuarioState = () =>
  useInvalidatingMutation(USUARIOS_KEY, ({ id, action }: { id: string; action: TUsuarioStateAction }) =>
    apiRequest<unknown>(`/user/${id}/${action}`, { method: 'PATCH' }),
  );
