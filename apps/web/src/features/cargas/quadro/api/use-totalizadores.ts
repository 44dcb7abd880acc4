import type { TTotalizadoresResponse } from '@embarca/domain';
import { TipoQuadro } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { useBusinessUnitScopeKey } from '../../../../lib/use-business-unit-scope';
import { TOTALIZADORES_KEY } from '../../api/cargas.keys';
import { useFreteChave } from './use-frete-chave';

/** GET /api/frete/carga/totalizadores/1?key=…: load counts of the caller's scope per situacao and group. */
export function useTotalizadores(options: { enabled?: boolean } = {}) {
  const chave = useFreteChave();
  const key = chave.data;
  const escopo = useBusinessUnitScopeKey();
  return useQuery({
    // The business-unit scope in the key: another unit or filter reads the counts again.
    queryKey: [...TOTALIZADORES_KEY, TipoQuadro.Cargas, escopo],
    queryFn: ({ signal }) =>
      apiRequest<TTotalizadoresResponse>(
        `/frete/carga/totalizadores/${TipoQuadro.Cargas}?key=${encodeURIComponent(key ?? '')}`,
        { signal },
      ),
    enabled: Boolean(key) && (options.enabled ?? true),
  });
}
