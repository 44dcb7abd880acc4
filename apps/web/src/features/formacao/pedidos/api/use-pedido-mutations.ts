import type {
  TEtiquetasImpressao,
  TFormatoEtiqueta,
  TPedidoCadastro,
  TPedidoDeleteManyResposta,
  TPedidoSalvo,
  TPedidoSubdivisao,
} from '@embarca/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/crud-mutations';
import { FORMACAO_KEY, PEDIDO_API } from './pedidos.keys';

export interface TMensagem {
  message: string;
}

/** POST /api/formacao/pedido (in the selected business unit) → 201 { message, pedido }. */
export const useCriarPedido = () =>
  useInvalidatingMutation(FORMACAO_KEY, (body: TPedidoCadastro) =>
    apiRequest<TPedidoSalvo>(PEDIDO_API, { method: 'POST', body }),
  );

/** PUT /api/formacao/pedido/{id} → { message, pedido } (409 when the order is in a draft or a load). */
export const useAtualizarPedido = () =>
  useInvalidatingMutation(FORMACAO_KEY, ({ id, body }: { id: string; body: TPedidoCadastro }) =>
    apiRequest<TPedidoSalvo>(`${PEDIDO_API}/${id}`, { method: 'PUT', body }),
  );

/** DELETE /api/formacao/pedido/{id} → { message }. */
export const useExcluirPedido = () =>
  useInvalidatingMutation(FORMACAO_KEY, (id: string) =>
    apiRequest<TMensagem>(`${PEDIDO_API}/${id}`, { method: 'DELETE' }),
  );

/**
 * POST /api/formacao/pedido/delete-many { ids } → the deleted and the failures. No refresh per call: the
 * bulk dialog sends chunks and refreshes the lists once at the end.
 */
export const useExcluirVariosPedidos = () =>
  useMutation({
    mutationFn: (ids: readonly string[]) =>
      apiRequest<TPedidoDeleteManyResposta>(`${PEDIDO_API}/delete-many`, {
        method: 'POST',
        body: { ids },
      }),
  });

/** POST /api/formacao/pedido/{id}/subdivisao → 201 { message, pedido (the new one) }. */
export const useSubdividirPedido = () =>
  useInvalidatingMutation(FORMACAO_KEY, ({ id, body }: { id: string; body: TPedidoSubdivisao }) =>
    apiRequest<TPedidoSalvo>(`${PEDIDO_API}/${id}/subdivisao`, { method: 'POST', body }),
  );

/** PUT /api/formacao/pedido/{id}/ativar or /desativar, body { id } → { message, pedido }. */
export const useAtivacaoPedido = () =>
  useInvalidatingMutation(FORMACAO_KEY, ({ id, ativar }: { id: string; ativar: boolean }) =>
    apiRequest<TPedidoSalvo>(`${PEDIDO_API}/${id}/${ativar ? 'ativar' : 'desativar'}`, {
      method: 'PUT',
      body: { id },
    }),
  );

/** PATCH /api/formacao/pedido/{id}/alterar-unidade/{unidadeId} → { message, pedido }. */
export const useAlterarUnidadePedido = () =>
  useInvalidatingMutation(FORMACAO_KEY, ({ id, unidadeId }: { id: string; unidadeId: string }) =>
    apiRequest<TPedidoSalvo>(`${PEDIDO_API}/${id}/alterar-unidade/${unidadeId}`, { method: 'PATCH' }),
  );

/** POST /api/formacao/pedido/{id}/imprimir { formato } → the order's volume labels (the print is recorded). */
export const useImprimirEtiquetasPedido = () =>
  useMutation({
    mutationFn: ({ id, formato }: { id: string; formato: TFormatoEtiqueta }) =>
      apiRequest<TEtiquetasImpressao>(`${PEDIDO_API}/${id}/imprimir`, { method: 'POST', body: { formato } }),
  });
