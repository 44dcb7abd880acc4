import type {
  TCancelarOfertaBody,
  TGrupoTransportadoras,
  TGrupoTransportadorasRequest,
  TOferecimentoDaCarga,
  TOfertaDetalhe,
  TQuadroOferecimento,
  TQuadroOfertasRecebidas,
  TSugestaoOferecimento,
} from '@embarca/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useDeleteMutation, useSaveMutation } from '../../../lib/crud-mutations';
import { CARGAS_KEY } from '../../cargas/api/cargas.keys';
import type { TOfertarCargaEnvio, TResponderEnvio } from '../ofertar-form.values';
import {
  CARGAS_OFERECIMENTO_KEY,
  GRUPOS_KEY,
  OFERECIMENTO_API,
  OFERECIMENTO_KEY,
  OFERTAS_KEY,
  QUADRO_REFETCH_MS,
  QUADROS_KEY,
} from './oferecimento.keys';

/** An answer `{ message }` of the writes. */
export interface TMensagem {
  message: string;
}

/** The query string of a board: only the filters given. */
export function consultaDoQuadro(filtros: {
  busca?: string;
  transportadoraEmpresaId?: string | null;
}): string {
  const params = new URLSearchParams();
  if (filtros.busca?.trim()) params.set('busca', filtros.busca.trim());
  if (filtros.transportadoraEmpresaId) params.set('transportadoraEmpresaId', filtros.transportadoraEmpresaId);
  const texto = params.toString();
  return texto ? `?${texto}` : '';
}

/** GET /api/oferecimento/quadro/embarcador: the shipper's loads on offer, by column. */
export function useQuadroEmbarcador(filtros: { busca: string; transportadoraEmpresaId?: string | null }) {
  const consulta = consultaDoQuadro(filtros);
  return useQuery({
    queryKey: [...QUADROS_KEY, 'embarcador', consulta],
    queryFn: ({ signal }) =>
      apiRequest<TQuadroOferecimento>(`${OFERECIMENTO_API}/quadro/embarcador${consulta}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: QUADRO_REFETCH_MS,
  });
}

/** GET /api/oferecimento/quadro/transportadora: the offers the carrier received, by column. */
export function useQuadroTransportadora(filtros: { busca: string }) {
  const consulta = consultaDoQuadro(filtros);
  return useQuery({
    queryKey: [...QUADROS_KEY, 'transportadora', consulta],
    queryFn: ({ signal }) =>
      apiRequest<TQuadroOfertasRecebidas>(`${OFERECIMENTO_API}/quadro/transportadora${consulta}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: QUADRO_REFETCH_MS,
  });
}

/** GET /api/oferecimento/cargas/{cargaId}: the load, its tender and every offer with its thread. */
export function useOferecimentoDaCarga(cargaId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...CARGAS_OFERECIMENTO_KEY, cargaId],
    queryFn: ({ signal }) =>
      apiRequest<TOferecimentoDaCarga>(`${OFERECIMENTO_API}/cargas/${cargaId}`, { signal }),
    enabled: Boolean(cargaId) && (options.enabled ?? true),
    refetchInterval: QUADRO_REFETCH_MS,
  });
}

/** GET /api/oferecimento/cargas/{cargaId}/sugestao: target value, ANTT floor, behaviour and ranked carriers. */
export function useSugestaoOferecimento(cargaId: string | null, enabled = true) {
  return useQuery({
    queryKey: [...CARGAS_OFERECIMENTO_KEY, cargaId, 'sugestao'],
    queryFn: ({ signal }) =>
      apiRequest<TSugestaoOferecimento>(`${OFERECIMENTO_API}/cargas/${cargaId}/sugestao`, { signal }),
    enabled: Boolean(cargaId) && enabled,
    staleTime: 60_000,
  });
}

/** GET /api/oferecimento/ofertas/{ofertaId}: one offer and its load (a carrier: only its own). */
export function useOferta(ofertaId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...OFERTAS_KEY, ofertaId],
    queryFn: ({ signal }) =>
      apiRequest<TOfertaDetalhe>(`${OFERECIMENTO_API}/ofertas/${ofertaId}`, { signal }),
    enabled: Boolean(ofertaId) && (options.enabled ?? true),
    refetchInterval: QUADRO_REFETCH_MS,
  });
}

/**
 * A write of the module: on success every offering read (boards, loads, offers) and the loads board's
 * details read again — an award changes the load too.
 */
function useEscritaDoOferecimento<TVariaveis, TResultado>(
  fn: (variaveis: TVariaveis) => Promise<TResultado>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: OFERECIMENTO_KEY }),
        queryClient.invalidateQueries({ queryKey: CARGAS_KEY }),
      ]);
    },
  });
}

/** POST …/cargas/{cargaId}/oferecer → 201 { message, oferecimento }. */
export const useOfertarCarga = () =>
  useEscritaDoOferecimento(({ cargaId, body }: { cargaId: string; body: TOfertarCargaEnvio }) =>
    apiRequest<TMensagem & { oferecimento: TOferecimentoDaCarga }>(
      `${OFERECIMENTO_API}/cargas/${cargaId}/oferecer`,
      {
        method: 'POST',
        body,
      },
    ),
  );

/** POST …/cargas/{cargaId}/interromper (stop the waterfall) or …/assumir (take over, manual from now). */
export const useControlarCascata = () =>
  useEscritaDoOferecimento(({ cargaId, acao }: { cargaId: string; acao: 'interromper' | 'assumir' }) =>
    apiRequest<TMensagem>(`${OFERECIMENTO_API}/cargas/${cargaId}/${acao}`, { method: 'POST' }),
  );

/** POST …/ofertas/{ofertaId}/responder: accept, counter-propose or decline (the side whose turn it is). */
export const useResponderOferta = () =>
  useEscritaDoOferecimento(({ ofertaId, body }: { ofertaId: string; body: TResponderEnvio }) =>
    apiRequest<TMensagem & { oferta: TOfertaDetalhe }>(`${OFERECIMENTO_API}/ofertas/${ofertaId}/responder`, {
      method: 'POST',
      body,
    }),
  );

/** POST …/ofertas/{ofertaId}/cancelar: the shipper withdraws one open offer. */
export const useCancelarOferta = () =>
  useEscritaDoOferecimento(({ ofertaId, body }: { ofertaId: string; body: TCancelarOfertaBody }) =>
    apiRequest<TMensagem>(`${OFERECIMENTO_API}/ofertas/${ofertaId}/cancelar`, { method: 'POST', body }),
  );

/** GET …/grupos: the company's saved carrier groups. */
export function useGrupos(enabled = true) {
  return useQuery({
    queryKey: GRUPOS_KEY,
    queryFn: ({ signal }) => apiRequest<TGrupoTransportadoras[]>(`${OFERECIMENTO_API}/grupos`, { signal }),
    enabled,
  });
}

/** POST …/grupos or PUT …/grupos/{id}. */
export const useSalvarGrupo = () =>
  useSaveMutation<TGrupoTransportadorasRequest, TGrupoTransportadoras>(
    `${OFERECIMENTO_API}/grupos`,
    GRUPOS_KEY,
  );

/** DELETE …/grupos/{id}. */
export const useExcluirGrupo = () => useDeleteMutation<TMensagem>(`${OFERECIMENTO_API}/grupos`, GRUPOS_KEY);
