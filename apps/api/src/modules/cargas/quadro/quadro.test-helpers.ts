import type { TCargaQuadroCard, TQuadroCargaResponse } from '@embarca/domain';
import { signIn } from '../../../../test/helpers/sign-in';
import type { TestApp } from '../../../../test/helpers/test-app';

/** Shared by the board's test files: the freight key, a signed-in viewer with its units, page reads. */
export const QUADRO_TEST_KEY = 'chave-de-teste';

export interface Viewer {
  /** Bearer + BusinessUnitId (first unit) + BusinessUnitFilter (every unit). */
  headers: Record<string, string>;
  units: { id: string; descricao: string }[];
}

export async function signInViewer(t: TestApp, email: string): Promise<Viewer> {
  const { headers } = await signIn(t.app, email);
  const units = (
    await t.app.inject({ method: 'GET', url: '/api/unidade-negocio/listwithaccess', headers })
  ).json<{ id: string; descricao: string }[]>();
  return {
    units,
    headers: {
      ...headers,
      businessunitid: units[0]?.id ?? '',
      businessunitfilter: units.map((u) => u.id).join(','),
    },
  };
}

export function boardRequest(t: TestApp, path: string, headers: Record<string, string>) {
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
  viewer: Viewer,
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
