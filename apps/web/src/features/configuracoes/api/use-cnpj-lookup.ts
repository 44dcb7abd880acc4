import { normalizeCnpj, type TConsultaCnpjResponse } from '@embarca/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/consulta/cnpj?cnpj=: the registry data of a CNPJ (name and address). */
export function useCnpjLookup() {
  return useMutation({
    mutationFn: (cnpj: string) =>
      apiRequest<TConsultaCnpjResponse>(`/consulta/cnpj?cnpj=${encodeURIComponent(normalizeCnpj(cnpj))}`),
  });
}
