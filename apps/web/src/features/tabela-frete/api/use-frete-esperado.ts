import { Modulo, Role, type TFreteEsperado } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { canAccessRoute } from '../../../lib/access';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { freteEsperadoKey, TABELA_FRETE_API } from './tabela-frete.keys';

/** Who reads the freight tables (and so a load's expected freight): an Operador of Oferecimento or Formação. */
export const ACESSO_TABELA_FRETE = {
  anyOfModules: [Modulo.Oferecimento, Modulo.Formacao],
  role: Role.Operador,
} as const;

/**
 * GET /api/tabela-frete/cargas/{id}/frete-esperado: the price frozen on the load at award, or null. Asked
 * only by a session with the freight tables' modules (another would be refused with 403).
 */
export function useFreteEsperado(cargaId: string) {
  const session = useSession();
  const permitido = canAccessRoute(ACESSO_TABELA_FRETE, session);
  return useQuery({
    queryKey: freteEsperadoKey(cargaId),
    queryFn: ({ signal }) =>
      apiRequest<{ freteEsperado: TFreteEsperado | null }>(
        `${TABELA_FRETE_API}/cargas/${cargaId}/frete-esperado`,
        { signal },
      ),
    enabled: permitido,
    retry: false,
    staleTime: 60_000,
  });
}
