import type { TEditarPerfilRequest } from '@embarca/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/usuario/editarPerfil {name, telefone}: the signed-in user's own profile. */
export function useEditarPerfil() {
  return useMutation({
    mutationFn: (body: TEditarPerfilRequest) =>
      apiRequest<unknown>('/usuario/editarPerfil', { method: 'PUT', body }),
  });
}
