import { type TEmpresaResumo, TipoEmpresa } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** GET /api/empresa/search?ativos=true&tipos=1: the company's active carriers (a third party's owner). */
export function useTransportadoras() {
  return useQuery({
    queryKey: ['empresas', 'transportadoras-ativas'],
    queryFn: ({ signal }) =>
      apiRequest<TEmpresaResumo[]>(`/empresa/search?ativos=true&tipos=${TipoEmpresa.Transportadora}`, {
        signal,
      }),
    staleTime: 60_000,
  });
}
