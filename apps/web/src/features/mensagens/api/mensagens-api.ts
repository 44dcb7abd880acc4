import type {
  TConversa,
  TConversaDetalhe,
  TConversaSearchResponse,
  TEnviarMensagemRequest,
  TMensagem,
  TMotoristaDaConversa,
  TNaoLidasResponse,
} from '@embarca/domain';
import { MENSAGENS } from '@embarca/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useBusinessUnitScopeKey } from '../../../lib/use-business-unit-scope';

export const MENSAGENS_KEY = ['mensagens'] as const;
export const NAO_LIDAS_KEY = [...MENSAGENS_KEY, 'nao-lidas'] as const;

const BASE = '/conversacarga';

/** POST /api/conversacarga/search: one page of the inbox (10 loads). */
export function useConversas(skip: number, query: string) {
  const escopo = useBusinessUnitScopeKey();
  return useQuery({
    queryKey: [...MENSAGENS_KEY, 'search', skip, query, escopo],
    queryFn: ({ signal }) =>
      apiRequest<TConversaSearchResponse>(`${BASE}/search`, {
        method: 'POST',
        body: { skip, take: MENSAGENS.pageSize, query: query || null },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/conversacarga/nao-lidas: the badge (the hub's new-message notifications refresh it). */
export function useNaoLidas(enabled = true) {
  const escopo = useBusinessUnitScopeKey();
  return useQuery({
    queryKey: [...NAO_LIDAS_KEY, escopo],
    queryFn: ({ signal }) => apiRequest<TNaoLidasResponse>(`${BASE}/nao-lidas`, { signal }),
    enabled,
    staleTime: 30_000,
  });
}

/** GET /api/conversacarga/details/{id}/conversa: the thread (read again now and then: colleagues' messages). */
export function useConversaDetalhe(id: string | undefined) {
  return useQuery({
    queryKey: [...MENSAGENS_KEY, 'conversa', id],
    queryFn: ({ signal }) => apiRequest<TConversaDetalhe>(`${BASE}/details/${id}/conversa`, { signal }),
    enabled: Boolean(id),
    refetchInterval: MENSAGENS.pollingConversaMs,
  });
}

export function useMarcarLidas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`${BASE}/${id}/lidas`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: NAO_LIDAS_KEY });
      void queryClient.invalidateQueries({ queryKey: [...MENSAGENS_KEY, 'search'] });
    },
  });
}

export function useEnviarMensagem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEnviarMensagemRequest) =>
      apiRequest<TMensagem>(`${BASE}/${id}/mensagens`, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...MENSAGENS_KEY, 'conversa', id] });
      void queryClient.invalidateQueries({ queryKey: [...MENSAGENS_KEY, 'search'] });
    },
  });
}

/** GET /api/conversacarga/porMotorista?filtro: the company's active drivers (the new conversation's picker). */
export function useMotoristasDaConversa(filtro: string, enabled: boolean) {
  return useQuery({
    queryKey: [...MENSAGENS_KEY, 'motoristas', filtro],
    queryFn: ({ signal }) =>
      apiRequest<TMotoristaDaConversa[]>(`${BASE}/porMotorista?filtro=${encodeURIComponent(filtro)}`, {
        signal,
      }),
    enabled,
  });
}

export function useAbrirConversa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cargaId, motoristaId }: { cargaId: string; motoristaId: string }) =>
      apiRequest<TConversa>(`${BASE}/${cargaId}/${motoristaId}`, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MENSAGENS_KEY }),
  });
}

/** The photo of a message through the session (never a public URL). */
export function buscarFotoDaMensagem(mensagemId: string, signal?: AbortSignal): Promise<Blob> {
  return apiRequest<Blob>(`${BASE}/mensagens/${mensagemId}/anexo`, { responseType: 'blob', signal });
}
