import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface TModuloLicenciado {
  id: string;
  nome: string;
}

/** GET /api/usuario/modulos: the modules of the company's licence, with pt-BR names. */
export function useModulosLicenciados() {
  return useQuery({
    queryKey: ['configuracoes', 'modulos-licenciados'],
    queryFn: ({ signal }) => apiRequest<TModuloLicenciado[]>('/usuario/modulos', { signal }),
    staleTime: 5 * 60_000,
  });
}
