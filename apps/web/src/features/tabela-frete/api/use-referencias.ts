import type { TAliquotasIcmsRequest, TCoeficienteAntt, TCoeficientesAnttRequest } from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/crud-mutations';
import { TABELA_FRETE_API, TABELA_FRETE_KEY } from './tabela-frete.keys';

/**
 * The reference tables support keeps (issue 19): the ANTT floor coefficients by validity and the ICMS rates
 * by UF pair. Reading needs the freight-table guard (support passes it); writing is support only.
 */
const REFERENCIAS_KEY = [...TABELA_FRETE_KEY, 'referencias'] as const;
export const COEFICIENTES_ANTT_KEY = [...REFERENCIAS_KEY, 'coeficientes-antt'] as const;
export const ALIQUOTAS_ICMS_KEY = [...REFERENCIAS_KEY, 'aliquotas-icms'] as const;

const COEFICIENTES = `${TABELA_FRETE_API}/antt/coeficientes`;
const ALIQUOTAS = `${TABELA_FRETE_API}/aliquotas-icms`;

/** One ICMS rate as the API sends it ('12.00'). */
export interface TAliquotaIcms {
  ufOrigem: string;
  ufDestino: string;
  aliquota: string;
}

/** GET /api/tabela-frete/antt/coeficientes?data=yyyy-MM-dd: the coefficients in force on the day. */
export function useCoeficientesAntt(data: string) {
  return useQuery({
    queryKey: [...COEFICIENTES_ANTT_KEY, data],
    queryFn: ({ signal }) =>
      apiRequest<TCoeficienteAntt[]>(`${COEFICIENTES}?data=${encodeURIComponent(data)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/tabela-frete/antt/coeficientes (support): a new set from its date; answers `{ message }`. */
export const useRegistrarCoeficientesAntt = () =>
  useInvalidatingMutation(COEFICIENTES_ANTT_KEY, (body: TCoeficientesAnttRequest) =>
    apiRequest<{ message: string }>(COEFICIENTES, { method: 'POST', body }),
  );

/** GET /api/tabela-frete/aliquotas-icms: the 27 × 27 rates. */
export function useAliquotasIcms() {
  return useQuery({
    queryKey: ALIQUOTAS_ICMS_KEY,
    queryFn: ({ signal }) => apiRequest<TAliquotaIcms[]>(ALIQUOTAS, { signal }),
  });
}

/** PUT /api/tabela-frete/aliquotas-icms (support): the changed pairs only; answers `{ message }`. */
export const useSalvarAliquotasIcms = () =>
  useInvalidatingMutation(ALIQUOTAS_ICMS_KEY, (body: TAliquotasIcmsRequest) =>
    apiRequest<{ message: string }>(ALIQUOTAS, { method: 'PUT', body }),
  );
