import type {
  TMinuta,
  TMinutaAtualizar,
  TMinutaConfirmacao,
  TMinutaSugerir,
  TMinutaSugestaoResposta,
  TMinutas,
  TPedido,
} from '@embarca/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { CARGAS_KEY } from '../../../cargas/api/cargas.keys';
import { consultaPedidosAbertos, periodoInvertido, type TFiltrosPedidos } from '../formar-cargas.rules';
import { FORMACAO_API, FORMACAO_KEY, MINUTAS_KEY, PEDIDOS_ABERTOS_KEY } from './formar-cargas.keys';

/** GET /pedido/listar's answer: at most 500 of the newest open orders, and how many there are. */
export interface TPedidosAbertos {
  items: TPedido[];
  total: number;
}

/** An answer `{ message }`. */
export interface TMensagem {
  message: string;
}

const MINUTA_API = `${FORMACAO_API}/minuta`;

/** GET /api/formacao/pedido/listar: the open orders (active, not in a draft nor in a load). */
export function usePedidosAbertos(filtros: TFiltrosPedidos, options: { enabled?: boolean } = {}) {
  const consulta = consultaPedidosAbertos(filtros);
  return useQuery({
    queryKey: [...PEDIDOS_ABERTOS_KEY, consulta],
    queryFn: ({ signal }) =>
      apiRequest<TPedidosAbertos>(`${FORMACAO_API}/pedido/listar${consulta}`, { signal }),
    enabled: (options.enabled ?? true) && !periodoInvertido(filtros),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/formacao/minuta: the open drafts, each with its orders in order, totals and tables. */
export function useMinutas(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: MINUTAS_KEY,
    queryFn: ({ signal }) => apiRequest<TMinutas>(MINUTA_API, { signal }),
    enabled: options.enabled ?? true,
  });
}

/** A write of the drafts: both lists (and any other formation read) read again when it settles. */
function useEscritaDaFormacao<TVariaveis, TResultado>(fn: (variaveis: TVariaveis) => Promise<TResultado>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FORMACAO_KEY }),
  });
}

/** POST /minuta → 201 the new empty draft (in the selected unit). */
export const useCriarMinuta = () =>
  useEscritaDaFormacao<undefined, TMinuta>(() => apiRequest<TMinuta>(MINUTA_API, { method: 'POST' }));

/** POST /minuta/{id}/pedido/{pedidoId}: links the order, or moves it from another draft. */
export const useVincularPedido = () =>
  useEscritaDaFormacao(({ minutaId, pedidoId }: { minutaId: string; pedidoId: string }) =>
    apiRequest<TMinuta>(`${MINUTA_API}/${minutaId}/pedido/${pedidoId}`, { method: 'POST' }),
  );

/** DELETE /minuta/{id}/pedido/{pedidoId}: the order goes back to the open list. */
export const useDesvincularPedido = () =>
  useEscritaDaFormacao(({ minutaId, pedidoId }: { minutaId: string; pedidoId: string }) =>
    apiRequest<TMinuta>(`${MINUTA_API}/${minutaId}/pedido/${pedidoId}`, { method: 'DELETE' }),
  );

/** PUT /minuta/{id}/ordenacao { pedidoIds }: every order of the draft in its new order. */
export const useOrdenarMinuta = () =>
  useEscritaDaFormacao(({ minutaId, pedidoIds }: { minutaId: string; pedidoIds: string[] }) =>
    apiRequest<TMinuta>(`${MINUTA_API}/${minutaId}/ordenacao`, { method: 'PUT', body: { pedidoIds } }),
  );

/** POST /minuta/{id}/agrupar { pedidoIds, agrupador }: one grouping key for the chosen orders (null: none). */
export const useAgruparPedidos = () =>
  useEscritaDaFormacao(
    ({
      minutaId,
      pedidoIds,
      agrupador,
    }: {
      minutaId: string;
      pedidoIds: string[];
      agrupador: string | null;
    }) =>
      apiRequest<TMinuta>(`${MINUTA_API}/${minutaId}/agrupar`, {
        method: 'POST',
        body: { pedidoIds, agrupador },
      }),
  );

/** POST /minuta/{id}/limpar: every order back to the list; the draft stays. */
export const useLimparMinuta = () =>
  useEscritaDaFormacao((minutaId: string) =>
    apiRequest<TMinuta>(`${MINUTA_API}/${minutaId}/limpar`, { method: 'POST' }),
  );

/** DELETE /minuta/{id}: the draft goes, its orders back to the list. */
export const useRemoverMinuta = () =>
  useEscritaDaFormacao((minutaId: string) =>
    apiRequest<TMensagem>(`${MINUTA_API}/${minutaId}`, { method: 'DELETE' }),
  );

/** PUT /minuta/{id} { veiculoConjuntoId?, tabelaFreteId?, exibindo? } (400 when the vehicle is over 100 %). */
export const useAtualizarMinuta = () =>
  useEscritaDaFormacao(({ minutaId, body }: { minutaId: string; body: TMinutaAtualizar }) =>
    apiRequest<TMinuta>(`${MINUTA_API}/${minutaId}`, { method: 'PUT', body }),
  );

/** POST /minuta/sugerir: the open orders grouped into new drafts by the drafting rules and the capacity. */
export const useSugerirMinutas = () =>
  useEscritaDaFormacao((body: Partial<TMinutaSugerir>) =>
    apiRequest<TMinutaSugestaoResposta>(`${MINUTA_API}/sugerir`, { method: 'POST', body }),
  );

/** POST /minuta/confirmar { minutaIds }: each draft becomes a load (the loads' lists read again too). */
export function useConfirmarMinutas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutaIds: string[]) =>
      apiRequest<TMinutaConfirmacao>(`${MINUTA_API}/confirmar`, { method: 'POST', body: { minutaIds } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FORMACAO_KEY }),
        queryClient.invalidateQueries({ queryKey: CARGAS_KEY }),
      ]),
  });
}
