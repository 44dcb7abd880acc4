import type { TUsuario } from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USUARIOS_KEY } from './usuarios.keys';

/** GET /api/usuario/pesquisar?query&ativos: the company's users matching the search (paged on screen). */
export function useUsuariosSearch(filtro: string, ativos: boolean | null) {
  const params = new URLSearchParams();
  if (filtro) params.set('query', filtro);
  if (ativos !== null) params.set('ativos', String(ativos));
  const search = params.toString();
  return useQuery({
    queryKey: [...USUARIOS_KEY, search],
    queryFn: ({ signal }) =>
      apiRequest<TUsuario[]>(`/usuario/pesquisar${search ? `?${search}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
