import { vi } from 'vitest';

/** A JSON answer; a route that needs bytes or headers answers a ready `Response` instead. */
export type TFakeAnswer = { status?: number; body?: unknown };
export type TFakeRoutes = Record<
  string,
  TFakeAnswer | ((init: RequestInit | undefined) => TFakeAnswer | Response)
>;

/**
 * Stubs `fetch` with answers per 'METHOD /api/path' (the path without the query string). An unknown call
 * answers 404, so a test sees what it did not expect. Returns the mock to inspect the calls.
 */
export function stubApi(routes: TFakeRoutes) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const route = routes[key];
    const answer =
      typeof route === 'function' ? route(init) : (route ?? { status: 404, body: { message: key } });
    if (answer instanceof Response) return answer;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one 'METHOD /api/path'. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: string): (RequestInit | undefined)[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key)
    .map(([, init]) => init);
}

/** The JSON body a mocked call received. */
export function requestBody(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body ?? 'null'));
}
