import type { TCargaQuadroCard, TQuadroCargaResponse } from '@embarca/domain';
import type { Database } from '../../src/db/client';
import { escopoDaSessao } from '../../src/modules/cargas/carga.access';
import { createCargaReadModel } from '../../src/modules/cargas/carga.read-model';
import type { RequestSession } from '../../src/plugins/authenticate';
import type { TestApp } from './test-app';

/** The board's test helpers: the freight key, page reads, and the read model's cards. */
export const QUADRO_TEST_KEY = 'chave-de-teste';

type Headers = Record<string, string>;

/** A GET of the freight board API (`/api/frete…`) with the test key. */
export function boardRequest(t: TestApp, path: string, headers: Headers) {
  const separator = path.includes('?') ? '&' : '?';
  return t.app.inject({
    method: 'GET',
    url: `/api/frete${path}${separator}key=${QUADRO_TEST_KEY}`,
    headers,
  });
}

/** Every card of a group (one page of 200: the demo data has 48 loads) with the given filters. */
export async function boardCards(
  t: TestApp,
  viewer: { headers: Headers },
  grupo: string,
  filters: Record<string, string> = {},
): Promise<TCargaQuadroCard[]> {
  const query = new URLSearchParams({ limit: '200', ...filters }).toString();
  const response = await boardRequest(t, `/quadro/carga/${grupo}?${query}`, viewer.headers);
  if (response.statusCode !== 200) {
    throw new Error(`board ${grupo}?${query}: ${response.statusCode} ${response.body}`);
  }
  const page = response.json<TQuadroCargaResponse>();
  if (page.nextCursor !== null) throw new Error('more than one page of demo loads');
  return page.items;
}

export const idsOf = (cards: { id: string }[]) => cards.map((card) => card.id).sort();

/** The read model's cards under the viewer's visibility (what the board's getCards answered). */
export function cardsOf(db: Database) {
  const readModel = createCargaReadModel(db);
  const getCards = (session: RequestSession, ids: string[]) => readModel.cards(escopoDaSessao(session), ids);
  return {
    getCards,
    getCard: async (session: RequestSession, id: string) => (await getCards(session, [id]))[0] ?? null,
  };
}
