import {
  AcaoCarga,
  EMPTY_GUID,
  GrupoQuadro,
  type TAlocarCargaBody,
  type TAtualizarVeiculoBody,
  type TCargaAcaoResponse,
  type TCargaQuadroCard,
  type TDesativarCargaBody,
} from '@embarca/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { quadroGrupoPrefix, type TQuadroPages } from '../quadro/api/use-quadro-grupo';
import { applyQuadroChange } from '../quadro/quadro-state';
import { CARGAS_KEY, cargaKey } from './cargas.keys';

/** One load action as the web app asks for it (02 §4 "Load actions", §7 "Load calls"). */
export type TCargaAcaoRequest =
  | { acao: typeof AcaoCarga.Alocar; cargaId: string; body: TAlocarCargaBody }
  | {
      acao: typeof AcaoCarga.Cancelar;
      cargaId: string;
      /** The hiring the caller saw (null → the all-zero GUID): another one on the server → 409. */
      contratacaoId: string | null;
      motivo: string;
      reverterRemessa: boolean;
    }
  | {
      acao:
        | typeof AcaoCarga.Reabrir
        | typeof AcaoCarga.Finalizar
        | typeof AcaoCarga.ReverterFinalizacao
        | typeof AcaoCarga.Reativar;
      cargaId: string;
    }
  | { acao: typeof AcaoCarga.Desativar; cargaId: string; body: TDesativarCargaBody }
  | { acao: typeof AcaoCarga.AlterarUnidade; cargaId: string; unitId: string }
  | { acao: typeof AcaoCarga.AtualizarVeiculo; cargaId: string; body: TAtualizarVeiculoBody };

const base = (cargaId: string) => `/carga-mongo/${encodeURIComponent(cargaId)}`;

/** Sends the action to its endpoint under /api/carga-mongo (paths verbatim) → `{ message, carga, cargaIds }`. */
export function executarCargaAcao(request: TCargaAcaoRequest): Promise<TCargaAcaoResponse> {
  const url = base(request.cargaId);
  switch (request.acao) {
    case AcaoCarga.Alocar:
      return apiRequest(`${url}/alocar`, { method: 'POST', body: request.body });
    case AcaoCarga.Cancelar: {
      const query = new URLSearchParams({
        motivo: request.motivo,
        reverterRemessa: String(request.reverterRemessa),
      });
      const contratacao = encodeURIComponent(request.contratacaoId ?? EMPTY_GUID);
      return apiRequest(`${url}/cancelar/${contratacao}?${query.toString()}`, { method: 'DELETE' });
    }
    case AcaoCarga.Reabrir:
      return apiRequest(`${url}/reabrir`, { method: 'DELETE' });
    case AcaoCarga.Finalizar:
      return apiRequest(`${url}/finalizar`, { method: 'PUT' });
    case AcaoCarga.ReverterFinalizacao:
      return apiRequest(`${url}/reverter-finalizacao`, { method: 'PUT' });
    case AcaoCarga.Desativar:
      return apiRequest(`${url}/desativar`, { method: 'POST', body: request.body });
    case AcaoCarga.Reativar:
      return apiRequest(`${url}/reativar`, { method: 'POST' });
    case AcaoCarga.AlterarUnidade:
      return apiRequest(`${url}/alterar-unidade/${encodeURIComponent(request.unitId)}`, { method: 'PATCH' });
    case AcaoCarga.AtualizarVeiculo:
      return apiRequest(`${url}/atualizar-veiculo`, { method: 'PUT', body: request.body });
  }
}

/**
 * Puts an action's answer on the board at once (every group's cached pages): the load as the caller now
 * sees it goes to its group and stage, or leaves the board (cancelled, deactivated, another unit); the
 * other loads it changed (a lot) leave too. The re-read that follows confirms it.
 */
export function aplicarResultadoNoQuadro(queryClient: QueryClient, result: TCargaAcaoResponse): void {
  const principal = result.carga;
  let card: TCargaQuadroCard | null = null;
  if (principal) {
    const { documentos: _documentos, ...rest } = principal;
    card = rest;
    queryClient.setQueryData(cargaKey(principal.id), principal);
  }
  for (const grupo of Object.values(GrupoQuadro)) {
    queryClient.setQueriesData<TQuadroPages>({ queryKey: quadroGrupoPrefix(grupo) }, (data) => {
      let next = data;
      for (const cargaId of result.cargaIds) {
        if (cargaId !== card?.id) next = applyQuadroChange(next, grupo, { tipo: 'remover', cargaId });
      }
      return card ? applyQuadroChange(next, grupo, { tipo: 'upsert', card }) : next;
    });
  }
}

/** After a change: the board, the counts, the card, the details and the history are read again. */
export function invalidarCargas(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CARGAS_KEY });
}

/** One load action (any of them): on success the board shows the answer and every load query re-reads. */
export function useCargaAcao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: executarCargaAcao,
    onSuccess: (result) => {
      aplicarResultadoNoQuadro(queryClient, result);
      void invalidarCargas(queryClient);
    },
  });
}
