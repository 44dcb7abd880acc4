import type { TLookupValor, TLookupValorCreateRequest, TLookupValorUpdateRequest } from '@embarca/domain';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/crud-mutations';
import { LOOKUP_VALORES_KEY } from './use-lookup-valores';

export type TSaveLookupValor =
  | { id: undefined; body: TLookupValorCreateRequest }
  | { id: string; body: TLookupValorUpdateRequest };

/** POST /api/tipo/valores (a company value) or PUT /api/tipo/valores/{id} (rename, deactivate, reactivate). */
export const useSaveLookupValor = () =>
  useInvalidatingMutation(LOOKUP_VALORES_KEY, (save: TSaveLookupValor) =>
    save.id
      ? apiRequest<TLookupValor>(`/tipo/valores/${save.id}`, { method: 'PUT', body: save.body })
      : apiRequest<TLookupValor>('/tipo/valores', { method: 'POST', body: save.body }),
  );
