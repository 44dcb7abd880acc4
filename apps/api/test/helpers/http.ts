import type { App } from '../../src/app';

type Headers = Record<string, string>;
type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A test's calls to the API through `inject`, one line each: `http.post(url, headers, payload)`. The app is
 * read at each call (test files build it in `beforeAll`).
 */
export function httpDe(app: () => App) {
  const call = (method: Metodo) => (url: string, headers?: Headers, payload?: unknown) =>
    app().inject({
      method,
      url,
      ...(headers === undefined ? {} : { headers }),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
  };
}
