import { GrupoQuadro, type TQuadroCargaFiltros } from '@embarca/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../../../test/fetch-routes';
import { FRETE_CHAVE_KEY } from '../../api/cargas.keys';
import { quadroGrupoKey, type TQuadroPages } from '../api/use-quadro-grupo';
import { cardsDoGrupo } from '../quadro-state';
import { useQuadroLiveUpdates } from '../use-quadro-live-updates';
import { makeCard, makeCargaMongo } from './quadro-fixtures';

const A = GrupoQuadro.AguardandoAlocacao;
const B = GrupoQuadro.EmAndamento;

function setup(filtros: TQuadroCargaFiltros, board: Partial<Record<typeof A | typeof B, TQuadroPages>>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(FRETE_CHAVE_KEY, 'chave');
  for (const [grupo, data] of Object.entries(board)) {
    queryClient.setQueryData(quadroGrupoKey(grupo as typeof A, filtros), data);
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useQuadroLiveUpdates(filtros), { wrapper });
  const codigos = (grupo: typeof A | typeof B) =>
    cardsDoGrupo(queryClient.getQueryData<TQuadroPages>(quadroGrupoKey(grupo, filtros))).map(
      (card) => card.codigo,
    );
  return { handlers: result.current, codigos, queryClient };
}

const page = (grupo: typeof A | typeof B, items: ReturnType<typeof makeCard>[]): TQuadroPages => ({
  pages: [{ grupo, items, nextCursor: null }],
  pageParams: [null],
});

describe('useQuadroLiveUpdates', { timeout: 20_000 }, () => {
  it("'load ready' moves a re-fetched card to its new group, highlighted", async () => {
    const card = makeCard({ codigo: 11, situacao: 1 });
    stubApi({
      [`GET /api/carga-mongo/${card.id}`]: { body: makeCargaMongo({ ...card, situacao: 2 }) },
    });
    const { handlers, codigos, queryClient } = setup({}, { [A]: page(A, [card]), [B]: page(B, []) });
    handlers.onCargaPronta(card.id);
    await waitFor(() => expect(codigos(B)).toEqual([11]));
    expect(codigos(A)).toEqual([]);
    const moved = cardsDoGrupo(queryClient.getQueryData<TQuadroPages>(quadroGrupoKey(B, {})))[0];
    expect(moved?._active).toBe(true);
  });

  it("'load ready' removes the card when the re-fetch answers 404", async () => {
    const card = makeCard({ codigo: 12 });
    stubApi({
      [`GET /api/carga-mongo/${card.id}`]: { status: 404, body: { message: 'Requisição não encontrada' } },
    });
    const { handlers, codigos } = setup({}, { [A]: page(A, [card]) });
    handlers.onCargaPronta(card.id);
    await waitFor(() => expect(codigos(A)).toEqual([]));
  });

  it('with filters on, asks the board whether the card still matches them', async () => {
    const card = makeCard({ codigo: 13 });
    const fetchMock = stubApi({
      [`GET /api/carga-mongo/${card.id}`]: { body: makeCargaMongo({ ...card, valor: '1.00' }) },
      // the filtered board no longer lists it
      [`GET /api/frete/quadro/carga/${A}`]: { body: { grupo: A, items: [], nextCursor: null } },
    });
    const filtros: TQuadroCargaFiltros = { origem: 'Campinas' };
    const { handlers, codigos } = setup(filtros, { [A]: page(A, [card]) });
    handlers.onCargaPronta(card.id);
    await waitFor(() => expect(codigos(A)).toEqual([]));
    const [url] =
      fetchMock.mock.calls.find(([u]) => String(u).startsWith(`/api/frete/quadro/carga/${A}`)) ?? [];
    const params = new URL(String(url), 'http://x').searchParams;
    expect(params.get('origem')).toBe('Campinas');
    expect(params.get('codigo')).toBe('13');
    expect(params.get('key')).toBe('chave');
    expect(callsTo(fetchMock, `GET /api/carga-mongo/${card.id}`)).toHaveLength(1);
  });

  it("'load deactivated' removes the card at once", () => {
    const card = makeCard({ codigo: 14 });
    const other = makeCard({ codigo: 15 });
    const { handlers, codigos } = setup({}, { [A]: page(A, [card, other]) });
    handlers.onCargaDesativada(card.id);
    expect(codigos(A)).toEqual([15]);
  });
});
