import {
  boardGroupOfSituacao,
  etapaDoCartao,
  type TCargaQuadroCard,
  type TGrupoQuadro,
  type TKanbanEtapa,
  type TQuadroCargaFiltros,
  type TTotaisEtapa as TTotaisEtapaExatos,
  totaisDaEtapa as totaisExatosDaEtapa,
} from '@embarca/domain';
import type { TQuadroPages } from './api/use-quadro-grupo';

/**
 * The board's state is the cached pages of each group (TanStack infinite query). Every local change — a
 * live update, an optimistic move — goes through `applyQuadroChange`, a pure function of those pages.
 */

/** A card as the board keeps it: the API's card plus the local-only `_active` flag (02 §3). */
export type TCardQuadro = TCargaQuadroCard & { _active?: boolean };

export type TQuadroChange =
  /** A re-fetched card ('load ready', or the server's answer to a move): put, replace or drop it. */
  | { tipo: 'upsert'; card: TCargaQuadroCard; ativo?: boolean }
  /** 'load deactivated', a 404 on re-fetch, or a card no longer matching the filters. */
  | { tipo: 'remover'; cargaId: string }
  /** Optimistic move to another stage (the card keeps its place in the list). */
  | { tipo: 'etapa'; cargaId: string; etapaId: string }
  /** The highlight of a live update has faded. */
  | { tipo: 'inativar'; cargaId: string };

/** Decimal strings of the API (money, kg, m³) as numbers for display and sums; null when absent. */
export function decimal(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function coletaTime(card: Pick<TCargaQuadroCard, 'dhColeta'>): number | null {
  if (!card.dhColeta) return null;
  const time = Date.parse(card.dhColeta);
  return Number.isNaN(time) ? null : time;
}

/** The API's order within a group: collection date ascending (loads without one last), then id. */
export function compareCards(
  a: Pick<TCargaQuadroCard, 'dhColeta' | 'id'>,
  b: Pick<TCargaQuadroCard, 'dhColeta' | 'id'>,
): number {
  const ta = coletaTime(a);
  const tb = coletaTime(b);
  if (ta !== tb) {
    if (ta === null) return 1;
    if (tb === null) return -1;
    return ta - tb;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function mapPages(data: TQuadroPages, map: (items: TCardQuadro[]) => TCardQuadro[]): TQuadroPages {
  let changed = false;
  const pages = data.pages.map((page) => {
    const items = map(page.items);
    if (items === page.items) return page;
    changed = true;
    return { ...page, items };
  });
  return changed ? { ...data, pages } : data;
}

function updateCard(
  data: TQuadroPages,
  cargaId: string,
  update: (card: TCardQuadro) => TCardQuadro,
): TQuadroPages {
  return mapPages(data, (items) =>
    items.some((item) => item.id === cargaId)
      ? items.map((item) => (item.id === cargaId ? update(item) : item))
      : items,
  );
}

function removeCard(data: TQuadroPages, cargaId: string): TQuadroPages {
  return mapPages(data, (items) =>
    items.some((item) => item.id === cargaId) ? items.filter((item) => item.id !== cargaId) : items,
  );
}

/**
 * Inserts a card at its sorted place among the loaded pages. A card sorting after every loaded card while
 * more pages remain is left out: the keyset cursor is before it, so it arrives with a later page.
 */
function insertSorted(data: TQuadroPages, card: TCardQuadro): TQuadroPages {
  const pages = data.pages.map((page) => ({ ...page, items: [...page.items] }));
  for (const page of pages) {
    const index = page.items.findIndex((item) => compareCards(card, item) < 0);
    if (index >= 0) {
      page.items.splice(index, 0, card);
      return { ...data, pages };
    }
  }
  const last = pages.at(-1);
  if (!last) {
    return data;
  }
  if (last.nextCursor !== null) return data;
  last.items.push(card);
  return { ...data, pages };
}

/**
 * Applies one change to the cached pages of `grupo`. A card whose situacao belongs to another group is
 * removed from this one (the change is applied to each group's pages). `undefined` (nothing loaded yet)
 * stays undefined: the first fetch brings the current state.
 */
export function applyQuadroChange(
  data: TQuadroPages | undefined,
  grupo: TGrupoQuadro,
  change: TQuadroChange,
): TQuadroPages | undefined {
  if (!data) return data;
  switch (change.tipo) {
    case 'remover':
      return removeCard(data, change.cargaId);
    case 'etapa':
      return updateCard(data, change.cargaId, (card) => ({ ...card, etapa: change.etapaId }));
    case 'inativar':
      return updateCard(data, change.cargaId, (card) => (card._active ? { ...card, _active: false } : card));
    case 'upsert': {
      const { card } = change;
      const next: TCardQuadro = change.ativo ? { ...card, _active: true } : { ...card };
      if (boardGroupOfSituacao(card.situacao) !== grupo) return removeCard(data, card.id);
      const current = data.pages.flatMap((page) => page.items).find((item) => item.id === card.id);
      // Same sort key: replaced where it is (a move or an edit keeps the card's place).
      if (current && compareCards(current, card) === 0) {
        return updateCard(data, card.id, (old) => ({ ...next, _active: next._active || old._active }));
      }
      return insertSorted(current ? removeCard(data, card.id) : data, next);
    }
  }
}

/** The loaded cards of a group in order, each once (a live insert and a later page may overlap). */
export function cardsDoGrupo(data: TQuadroPages | undefined): TCardQuadro[] {
  if (!data) return [];
  const seen = new Set<string>();
  const cards: TCardQuadro[] = [];
  for (const page of data.pages) {
    for (const card of page.items) {
      if (seen.has(card.id)) continue;
      seen.add(card.id);
      cards.push(card);
    }
  }
  return cards;
}

/** The column of cards whose group has no stage (the stages failed to load, or none exists). */
export const SEM_ETAPA = '__sem-etapa__';

/** The group's cards by stage id (`etapaDoCartao`: its own stage, else the group's first). */
export function cardsPorEtapa(
  cards: readonly TCardQuadro[],
  grupo: TGrupoQuadro,
  etapas: readonly TKanbanEtapa[],
): Map<string, TCardQuadro[]> {
  const columns = new Map<string, TCardQuadro[]>();
  for (const etapa of etapas) if (etapa.grupoEtapa === grupo) columns.set(etapa.id, []);
  for (const card of cards) {
    const etapa = etapaDoCartao(card.etapa, grupo, etapas);
    const key = etapa?.id ?? SEM_ETAPA;
    let column = columns.get(key);
    if (!column) {
      column = [];
      columns.set(key, column);
    }
    column.push(card);
  }
  return columns;
}

/** The stages of a group in board order. */
export function etapasDoGrupo(etapas: readonly TKanbanEtapa[], grupo: TGrupoQuadro): TKanbanEtapa[] {
  return etapas.filter((etapa) => etapa.grupoEtapa === grupo).sort((a, b) => a.ordem - b.ordem);
}

/** A stage column's totals as numbers for display (the sums are the domain's, exact). */
export type TTotaisEtapa = { [K in keyof TTotaisEtapaExatos]: number };

/** The sums a stage column's header shows (the layout's `totals`), over the loaded cards. */
export function totaisDaEtapa(cards: readonly TCargaQuadroCard[]): TTotaisEtapa {
  const exatos = totaisExatosDaEtapa(cards);
  return {
    quantidadeCargas: exatos.quantidadeCargas,
    peso: Number(exatos.peso),
    volumeM3: Number(exatos.volumeM3),
    volumeLitros: Number(exatos.volumeLitros),
    valor: Number(exatos.valor),
    valorCarga: Number(exatos.valorCarga),
  };
}

/** True when some board filter has a value (the live update then asks the server whether a card matches). */
export function temFiltroAtivo(filtros: TQuadroCargaFiltros): boolean {
  return Object.values(filtros).some(
    (value) =>
      value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
  );
}
