import { GrupoQuadro, type TCargaQuadroCard } from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import type { TQuadroPages } from '../api/use-quadro-grupo';
import {
  applyQuadroChange,
  cardsDoGrupo,
  cardsPorEtapa,
  compareCards,
  SEM_ETAPA,
  totaisDaEtapa,
} from '../quadro-state';
import { makeCard, makeEtapa } from './quadro-fixtures';

const A = GrupoQuadro.AguardandoAlocacao;

function pages(...lists: Array<{ items: TCargaQuadroCard[]; nextCursor: string | null }>): TQuadroPages {
  return {
    pages: lists.map((list) => ({ grupo: A, ...list })),
    pageParams: lists.map((_, index) => (index === 0 ? null : `c${index}`)),
  };
}

const ids = (data: TQuadroPages | undefined) => cardsDoGrupo(data).map((card) => card.codigo);

const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}T10:00:00.000Z`;

describe('applyQuadroChange (live updates and optimistic moves)', () => {
  const c1 = makeCard({ codigo: 1, dhColeta: day(1) });
  const c3 = makeCard({ codigo: 3, dhColeta: day(3) });
  const c5 = makeCard({ codigo: 5, dhColeta: day(5) });
  const c7 = makeCard({ codigo: 7, dhColeta: day(7) });

  it('inserts a new card of the group at its sorted place, marked active', () => {
    const data = pages({ items: [c1, c5], nextCursor: null });
    const novo = makeCard({ codigo: 3, dhColeta: day(3) });
    const next = applyQuadroChange(data, A, { tipo: 'upsert', card: novo, ativo: true });
    expect(ids(next)).toEqual([1, 3, 5]);
    expect(cardsDoGrupo(next).find((card) => card.id === novo.id)?._active).toBe(true);
    expect(ids(data)).toEqual([1, 5]); // pure: the input is untouched
  });

  it('appends after the last card only when every page is loaded', () => {
    const late = makeCard({ codigo: 9, dhColeta: day(9) });
    expect(
      ids(applyQuadroChange(pages({ items: [c1, c5], nextCursor: null }), A, { tipo: 'upsert', card: late })),
    ).toEqual([1, 5, 9]);
    // more pages to come: the keyset cursor is before it, a later page brings it
    expect(
      ids(applyQuadroChange(pages({ items: [c1, c5], nextCursor: 'x' }), A, { tipo: 'upsert', card: late })),
    ).toEqual([1, 5]);
  });

  it('inserts across pages', () => {
    const data = pages({ items: [c1, c3], nextCursor: 'p2' }, { items: [c5, c7], nextCursor: null });
    const novo = makeCard({ codigo: 6, dhColeta: day(6) });
    const next = applyQuadroChange(data, A, { tipo: 'upsert', card: novo });
    expect(next?.pages[0]?.items.map((card) => card.codigo)).toEqual([1, 3]);
    expect(next?.pages[1]?.items.map((card) => card.codigo)).toEqual([5, 6, 7]);
  });

  it('replaces a re-fetched card in place (its new stage, fields and highlight)', () => {
    const data = pages({ items: [c1, c3, c5], nextCursor: 'more' });
    const updated = { ...c5, etapa: 'etapa-2', valor: '10.00' };
    const next = applyQuadroChange(data, A, { tipo: 'upsert', card: updated, ativo: true });
    expect(ids(next)).toEqual([1, 3, 5]);
    const card = cardsDoGrupo(next).find((item) => item.id === c5.id);
    expect(card?.etapa).toBe('etapa-2');
    expect(card?.valor).toBe('10.00');
    expect(card?._active).toBe(true);
  });

  it('moves a card whose collection date changed to its new place', () => {
    const data = pages({ items: [c1, c3, c5], nextCursor: null });
    const next = applyQuadroChange(data, A, { tipo: 'upsert', card: { ...c1, dhColeta: day(4) } });
    expect(ids(next)).toEqual([3, 1, 5]);
  });

  it('removes a card whose situacao now belongs to another group', () => {
    const data = pages({ items: [c1, c3], nextCursor: null });
    const emAndamento = { ...c3, situacao: 2 };
    expect(ids(applyQuadroChange(data, A, { tipo: 'upsert', card: emAndamento }))).toEqual([1]);
    // …and the in-progress group, with every page loaded, gains it
    const outro = {
      pages: [{ grupo: GrupoQuadro.EmAndamento, items: [], nextCursor: null }],
      pageParams: [null],
    };
    expect(
      ids(applyQuadroChange(outro, GrupoQuadro.EmAndamento, { tipo: 'upsert', card: emAndamento })),
    ).toEqual([3]);
  });

  it('removes a card (load deactivated, 404 on re-fetch, out of the filters)', () => {
    const data = pages({ items: [c1, c3], nextCursor: 'p2' }, { items: [c5], nextCursor: null });
    expect(ids(applyQuadroChange(data, A, { tipo: 'remover', cargaId: c5.id }))).toEqual([1, 3]);
    expect(applyQuadroChange(data, A, { tipo: 'remover', cargaId: 'unknown' })).toBe(data);
  });

  it('changes only the stage on an optimistic move, and clears the highlight', () => {
    const data = pages({ items: [{ ...c1, _active: true } as TCargaQuadroCard, c3], nextCursor: null });
    const moved = applyQuadroChange(data, A, { tipo: 'etapa', cargaId: c3.id, etapaId: 'e9' });
    expect(cardsDoGrupo(moved).map((card) => card.etapa)).toEqual([null, 'e9']);
    const faded = applyQuadroChange(moved, A, { tipo: 'inativar', cargaId: c1.id });
    expect(cardsDoGrupo(faded)[0]?._active).toBe(false);
  });

  it('leaves a group not loaded yet alone', () => {
    expect(applyQuadroChange(undefined, A, { tipo: 'upsert', card: c1 })).toBeUndefined();
  });
});

describe('board helpers', () => {
  it('orders by collection date, loads without one last, then id', () => {
    const sem = makeCard({ dhColeta: null });
    const cedo = makeCard({ dhColeta: day(1) });
    const tarde = makeCard({ dhColeta: day(2) });
    expect([sem, tarde, cedo].sort(compareCards)).toEqual([cedo, tarde, sem]);
  });

  it("puts each card in its stage, or the group's first stage when its own is elsewhere", () => {
    const e1 = makeEtapa({ id: 'e1', descricao: 'Primeira', grupoEtapa: A, ordem: 2 });
    const e0 = makeEtapa({ id: 'e0', descricao: 'Zero', grupoEtapa: A, ordem: 1 });
    const outra = makeEtapa({ id: 'x', descricao: 'Outra', grupoEtapa: GrupoQuadro.Entregue, ordem: 1 });
    const a = makeCard({ etapa: 'e1' });
    const b = makeCard({ etapa: null });
    const c = makeCard({ etapa: 'x' });
    const columns = cardsPorEtapa([a, b, c], A, [e1, e0, outra]);
    expect(columns.get('e1')).toEqual([a]);
    expect(columns.get('e0')).toEqual([b, c]);
    expect(columns.has('x')).toBe(false);
    // no stage at all (the stage list failed): one column of every card
    expect(cardsPorEtapa([a, b], A, []).get(SEM_ETAPA)).toEqual([a, b]);
  });

  it('sums the column totals over the loaded cards (m³ and litres apart)', () => {
    const totals = totaisDaEtapa([
      makeCard({ peso: '1000.5', volume: '2.5', volumeUnidade: 7, valor: '100.10', valorCarga: '1000' }),
      makeCard({ peso: null, volume: '300', volumeUnidade: 5, valor: '0.20', valorCarga: null }),
    ]);
    expect(totals).toEqual({
      quantidadeCargas: 2,
      peso: 1000.5,
      volumeM3: 2.5,
      volumeLitros: 300,
      valor: 100.3,
      valorCarga: 1000,
    });
  });
});
