import { onlyDigits, type TEndereco } from '@embarca/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/cep/{cep}: the address of a CEP (404 'CEP não encontrado!' when unknown). */
export function useCepLookup() {
  return useMutation({
    mutationFn: (cep: string) => apiRequest<TEndereco>(`/cep/${onlyDigits(cep)}`),
  });
}
