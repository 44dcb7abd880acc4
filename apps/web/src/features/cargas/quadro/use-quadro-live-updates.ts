import {
  boardGroupOfSituacao,
  GrupoQuadro,
  type TCargaQuadroCard,
  type TGrupoQuadro,
  type TQuadroCargaFiltros,
} from '@embarca/domain';
import { hashKey, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { cargaKey, FRETE_CHAVE_KEY, QUADRO_KEY, TOTALIZADORES_KEY } from '../api/cargas.keys';
import { fetchCargaOuNada } from './api/use-carga';
import { fetchQuadroPage, quadroGrupoKey, type TQuadroPages } from './api/use-quadro-grupo';
import { applyQuadroChange, type TQuadroChange, temFiltroAtivo } from './quadro-state';

const GRUPOS = Object.values(GrupoQuadro);
/** How long a card stays highlighted after a live update (the CSS fade lasts as long). */
export const DESTAQUE_MS = 4_000;

/** Applies a change to the board's current pages of every group (each group keeps or drops the card). */
export function applyToQuadro(
  queryClient: QueryClient,
  filtros: TQuadroCargaFiltros,
  change: TQuadroChange,
): void {
  for (const grupo of GRUPOS) {
    queryClient.setQueryData<TQuadroPages>(quadroGrupoKey(grupo, filtros), (data) =>
      applyQuadroChange(data, grupo, change),
    );
  }
  // Cached pages of other filter sets are not on screen: they are re-read when shown again.
  const current = new Set(GRUPOS.map((grupo) => hashKey(quadroGrupoKey(grupo, filtros))));
  void queryClient.invalidateQueries({
    queryKey: QUADRO_KEY,
    predicate: (query) => !current.has(query.queryHash),
    refetchType: 'none',
  });
}

/**
 * Whether a card matches the active filters, asked to the server (the same query the board uses, narrowed
 * to the card's code), so the rule lives in one place.
 */
async function atendeFiltros(
  key: string,
  card: TCargaQuadroCard,
  grupo: TGrupoQuadro,
  filtros: TQuadroCargaFiltros,
): Promise<boolean> {
  if (filtros.codigo !== undefined && filtros.codigo !== card.codigo) return false;
  const page = await fetchQuadroPage({ key, grupo, filtros: { ...filtros, codigo: card.codigo }, limit: 50 });
  return page.items.some((item) => item.id === card.id);
}

/**
 * The board's answers to the real-time hub (02 §4): 'load ready' re-fetches the load and puts it in its
 * group and stage, highlighted (or removes it: 404, another group, out of the filters); 'load deactivated'
 * removes it; 'refresh' re-reads the board. Failures of a re-fetch are logged: the next event or refresh
 * brings the board up to date.
 */
export function useQuadroLiveUpdates(filtros: TQuadroCargaFiltros) {
  const queryClient = useQueryClient();
  const filtrosRef = useRef(filtros);
  filtrosRef.current = filtros;
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  /** The latest re-fetch per load: an older answer arriving late is ignored. */
  const sequence = useRef(new Map<string, number>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const refreshCounts = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: TOTALIZADORES_KEY }),
    [queryClient],
  );

  const onCargaPronta = useCallback(
    async (cargaId: string) => {
      const seq = (sequence.current.get(cargaId) ?? 0) + 1;
      sequence.current.set(cargaId, seq);
      const filtrosAtuais = filtrosRef.current;
      try {
        const carga = await fetchCargaOuNada(cargaId);
        let card: TCargaQuadroCard | null = null;
        if (carga) {
          const { documentos: _documentos, ...rest } = carga;
          card = rest;
          queryClient.setQueryData(cargaKey(cargaId), carga);
        }
        const grupo = card ? boardGroupOfSituacao(card.situacao) : null;
        const key = queryClient.getQueryData<string>(FRETE_CHAVE_KEY);
        let visivel = card !== null && grupo !== null;
        if (visivel && card && grupo && key && temFiltroAtivo(filtrosAtuais)) {
          visivel = await atendeFiltros(key, card, grupo, filtrosAtuais);
        }
        if (sequence.current.get(cargaId) !== seq || filtrosRef.current !== filtrosAtuais) return;
        if (!visivel || !card) {
          applyToQuadro(queryClient, filtrosAtuais, { tipo: 'remover', cargaId });
        } else {
          applyToQuadro(queryClient, filtrosAtuais, { tipo: 'upsert', card, ativo: true });
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            applyToQuadro(queryClient, filtrosRef.current, { tipo: 'inativar', cargaId });
          }, DESTAQUE_MS);
          timers.current.add(timer);
        }
        refreshCounts();
      } catch (error) {
        console.error(`Falha ao atualizar a carga ${cargaId} no quadro.`, error);
      }
    },
    [queryClient, refreshCounts],
  );

  const onCargaDesativada = useCallback(
    (cargaId: string) => {
      sequence.current.set(cargaId, (sequence.current.get(cargaId) ?? 0) + 1);
      applyToQuadro(queryClient, filtrosRef.current, { tipo: 'remover', cargaId });
      refreshCounts();
    },
    [queryClient, refreshCounts],
  );

  const onAtualizarQuadro = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: QUADRO_KEY });
    refreshCounts();
  }, [queryClient, refreshCounts]);

  const joinedOnce = useRef(false);
  /** After each (re)connection: ask for AtualizarQuadro too (the hub sends it only to who asked). */
  const onJoined = useCallback(() => {
    apiRequest<null>('/cargashub/subscribe_refresh', { method: 'POST' }).catch((error: unknown) =>
      console.error('Falha ao assinar as atualizações do quadro.', error),
    );
    // After a reconnection, events sent while offline were missed: re-read the board.
    if (joinedOnce.current) onAtualizarQuadro();
    joinedOnce.current = true;
  }, [onAtualizarQuadro]);

  return useMemo(
    () => ({
      onCargaPronta: (cargaId: string) => void onCargaPronta(cargaId),
      onCargaDesativada,
      onAtualizarQuadro,
      onJoined,
    }),
    [onCargaPronta, onCargaDesativada, onAtualizarQuadro, onJoined],
  );
}
