import {
  MAPA_FROTA_POLLING_MS,
  type TMonitoramento,
  type TMonitoramentoQuery,
  type TTokenIntegracao,
  type TTokenIntegracaoCriado,
} from '@embarca/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { useBusinessUnitScopeKey } from '../../../../lib/use-business-unit-scope';

export const MONITORAMENTO_KEY = ['frota', 'monitoramento'] as const;
export const TOKENS_INTEGRACAO_KEY = ['frota', 'integracao', 'tokens'] as const;

function querystring(filtros: TMonitoramentoQuery): string {
  const params = new URLSearchParams();
  if (filtros.emUso !== undefined) params.set('emUso', String(filtros.emUso));
  if (filtros.tipoVeiculo !== undefined) params.set('tipoVeiculo', String(filtros.tipoVeiculo));
  if (filtros.unidadeNegocioId) params.set('unidadeNegocioId', filtros.unidadeNegocioId);
  if (filtros.placa) params.set('placa', filtros.placa);
  const texto = params.toString();
  return texto ? `?${texto}` : '';
}

/**
 * GET /api/frota/monitoramento: the fleet with its latest positions, read again every
 * MAPA_FROTA_POLLING_MS (02 §9: 60 s) while the page is open; the previous answer stays on screen
 * while a new filter loads (the markers move instead of blinking).
 */
export function useMonitoramento(filtros: TMonitoramentoQuery) {
  const escopo = useBusinessUnitScopeKey();
  return useQuery({
    queryKey: [...MONITORAMENTO_KEY, escopo, filtros],
    queryFn: ({ signal }) =>
      apiRequest<TMonitoramento>(`/frota/monitoramento${querystring(filtros)}`, { signal }),
    refetchInterval: MAPA_FROTA_POLLING_MS,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/frota/integracao/tokens (administrators). */
export function useTokensIntegracao(enabled: boolean) {
  return useQuery({
    queryKey: TOKENS_INTEGRACAO_KEY,
    queryFn: ({ signal }) => apiRequest<TTokenIntegracao[]>('/frota/integracao/tokens', { signal }),
    enabled,
  });
}

export function useCriarTokenIntegracao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nome: string) =>
      apiRequest<TTokenIntegracaoCriado>('/frota/integracao/tokens', { method: 'POST', body: { nome } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TOKENS_INTEGRACAO_KEY }),
  });
}

export function useRevogarTokenIntegracao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/frota/integracao/tokens/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TOKENS_INTEGRACAO_KEY }),
  });
}
