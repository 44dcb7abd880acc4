import { MESSAGES } from '@embarca/domain';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { makeTokenObject } from '../../test/jwt.fixtures';
import { ApiError, apiRequest, configureSessionHandlers, type TSessionHandlers } from '../api-client';
import { BUSINESS_UNIT_STORAGE_KEYS } from '../business-unit.storage';
import { getSession, SESSION_STORAGE_KEY, saveSessionToken, USER_STORAGE_KEY } from '../session';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const expiredBody = { message: MESSAGES.invalidToken, tokenExpirado: true };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function bearerOf(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

let restore: () => void;
let handlers: { [K in keyof TSessionHandlers]: Mock<() => void> };

beforeEach(() => {
  handlers = {
    onSessionEnded: vi.fn<() => void>(),
    onBusinessUnitForbidden: vi.fn<() => void>(),
    onForbidden: vi.fn<() => void>(),
  };
  // onSessionEnded keeps its real effect (clearing the session) so the tests see the logout.
  restore = configureSessionHandlers({
    onBusinessUnitForbidden: handlers.onBusinessUnitForbidden,
    onForbidden: handlers.onForbidden,
  });
});

afterEach(() => {
  restore();
});

describe('apiRequest: expired token (01 §4, §8)', () => {
  it('runs ONE refresh for two concurrent 401 "tokenExpirado" and retries both with the new token', async () => {
    const old = makeTokenObject({ sub: USER_ID, role: 'Operador', nome: 'Antigo' });
    const renewed = makeTokenObject({ sub: USER_ID, role: 'Operador', nome: 'Novo' });
    saveSessionToken({ ...old, refreshToken: 'refresh-1' });

    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/token') {
        await refreshGate;
        return json(200, renewed);
      }
      if (bearerOf(init) === `Bearer ${renewed.token}`) return json(200, { url });
      return json(401, expiredBody);
    });
    vi.stubGlobal('fetch', fetchMock);

    const first = apiRequest<{ url: string }>('/a');
    const second = apiRequest<{ url: string }>('/b');
    // Both requests are answered 401 and wait on the same refresh.
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/token')).toHaveLength(1),
    );
    releaseRefresh();

    await expect(first).resolves.toEqual({ url: '/api/a' });
    await expect(second).resolves.toEqual({ url: '/api/b' });
    const refreshCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/token');
    expect(refreshCalls).toHaveLength(1);
    const refreshInit = refreshCalls[0]?.[1] as RequestInit;
    expect(JSON.parse(String(refreshInit.body))).toEqual({
      grantType: 'refresh_token',
      userId: USER_ID,
      token: 'refresh-1',
    });
    expect(bearerOf(refreshInit)).toBeUndefined();
    // Each request went out twice: once with the old token, once retried with the new one.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/a')).toHaveLength(2);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/b')).toHaveLength(2);
    expect(getSession()?.token.token).toBe(renewed.token);
    expect(handlers.onForbidden).not.toHaveBeenCalled();
  });

  it('does not refresh again for a late 401 of a request sent before the refresh finished', async () => {
    const old = makeTokenObject({ sub: USER_ID, role: 'Operador', nome: 'Antigo' });
    const renewed = makeTokenObject({ sub: USER_ID, role: 'Operador', nome: 'Novo' });
    saveSessionToken(old);
    let answerLate: () => void = () => {};
    const late = new Promise<void>((resolve) => {
      answerLate = resolve;
    });
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/token') return json(200, renewed);
      if (bearerOf(init) === `Bearer ${renewed.token}`) return json(200, { ok: url });
      if (url === '/api/late') await late;
      return json(401, expiredBody);
    });
    vi.stubGlobal('fetch', fetchMock);

    const slow = apiRequest('/late');
    await expect(apiRequest('/fast')).resolves.toEqual({ ok: '/api/fast' });
    answerLate();
    await expect(slow).resolves.toEqual({ ok: '/api/late' });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/token')).toHaveLength(1);
  });

  it('logs out when the refresh fails, and the waiting request fails with 401', async () => {
    saveSessionToken(makeTokenObject({ sub: USER_ID, role: 'Operador' }));
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: USER_ID }));
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/auth/token'
        ? json(401, { message: 'Sessão expirada. Entre novamente.' })
        : json(401, expiredBody),
    );
    vi.stubGlobal('fetch', fetchMock);

    const error = await apiRequest('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/x')).toHaveLength(1);
  });

  it('logs out without a refresh on a 401 that is not an expired token', async () => {
    saveSessionToken(makeTokenObject({ sub: USER_ID, role: 'Operador' }));
    const fetchMock = vi.fn(async () => json(401, { message: MESSAGES.invalidToken }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
  });

  it('logs out when the retried request is refused again', async () => {
    saveSessionToken(makeTokenObject({ sub: USER_ID, role: 'Operador', nome: 'A' }));
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/auth/token'
        ? json(200, makeTokenObject({ sub: USER_ID, role: 'Operador', nome: 'B' }))
        : json(401, { message: MESSAGES.invalidToken, tokenExpirado: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/x')).toHaveLength(2);
    expect(getSession()).toBeNull();
  });

  it('leaves sign-in answers alone (anonymous requests never refresh nor log out)', async () => {
    saveSessionToken(makeTokenObject({ sub: USER_ID, role: 'Operador' }));
    const fetchMock = vi.fn(async () => json(401, expiredBody));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/auth/login', { method: 'POST', anonymous: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession()).not.toBeNull();
  });
});

describe('apiRequest: 403 (01 §8)', () => {
  it('clears the unit and reloads when the business-unit scope is refused', async () => {
    saveSessionToken(makeTokenObject({ sub: USER_ID, role: 'Operador' }));
    localStorage.setItem(BUSINESS_UNIT_STORAGE_KEYS.selectedUnit, 'u-old');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { message: MESSAGES.forbidden, unidadeNegocioSemAcesso: true })),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 403, message: MESSAGES.forbidden });
    expect(handlers.onBusinessUnitForbidden).toHaveBeenCalledTimes(1);
    expect(handlers.onForbidden).not.toHaveBeenCalled();
    expect(getSession()).not.toBeNull();
  });

  it('goes home on any other 403, keeping the session', async () => {
    saveSessionToken(makeTokenObject({ sub: USER_ID, role: 'Operador' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { message: MESSAGES.forbidden })),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 403 });
    expect(handlers.onForbidden).toHaveBeenCalledTimes(1);
    expect(handlers.onBusinessUnitForbidden).not.toHaveBeenCalled();
    expect(getSession()).not.toBeNull();
  });

  it('the default business-unit handler forgets the selected unit and the filter', async () => {
    restore();
    const reload = vi.fn();
    const restoreDefault = configureSessionHandlers({});
    vi.stubGlobal('location', { ...window.location, reload });
    localStorage.setItem(BUSINESS_UNIT_STORAGE_KEYS.selectedUnit, 'u-old');
    localStorage.setItem(BUSINESS_UNIT_STORAGE_KEYS.filter, 'u-old,u-2');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { message: MESSAGES.forbidden, unidadeNegocioSemAcesso: true })),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem(BUSINESS_UNIT_STORAGE_KEYS.selectedUnit)).toBeNull();
    expect(localStorage.getItem(BUSINESS_UNIT_STORAGE_KEYS.filter)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    restoreDefault();
    restore = () => {};
  });
});
