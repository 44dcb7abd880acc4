import { CARGAS_HUB_PATH, HubStatus } from '@embarca/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSessionToken } from '../../../../lib/session';
import { makeTokenObject } from '../../../../test/jwt.fixtures';
import { cargasHubReconnectDelay, cargasHubUrl, useCargasHub } from '../api/use-cargas-hub';

const OWNER_ID = '22222222-2222-4222-8222-222222222222';
const USER_ID = '11111111-1111-4111-8111-111111111111';

/** A WebSocket the test drives: `open()`, `receive()`, `drop()` play the server's part. */
class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];
  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  binaryType = 'blob';
  sent: unknown[] = [];

  constructor(url: string) {
    super();
    this.url = url;
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code: 1000, reason: '' }));
  }
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  receive(message: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  /** The server (or the network) ends the connection. */
  drop() {
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code: 1006, reason: '' }));
  }
}

const sockets = () => FakeWebSocket.instances;
const last = () => sockets()[sockets().length - 1] as FakeWebSocket;
const tokenOf = (socket: FakeWebSocket) => new URL(socket.url).searchParams.get('access_token');

/** Lets partysocket's timers and promises run (fake timers). */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function signIn(claims: Record<string, unknown> = {}) {
  const token = makeTokenObject({ sub: USER_ID, OwnerId: OWNER_ID, ...claims });
  saveSessionToken(token);
  return token.token;
}

function renderHub() {
  const handlers = {
    onCargaPronta: vi.fn<(id: string) => void>(),
    onCargaDesativada: vi.fn<(id: string) => void>(),
    onAtualizarQuadro: vi.fn<() => void>(),
    onJoined: vi.fn<() => void>(),
  };
  const view = renderHook(() => useCargasHub(handlers));
  return { handlers, view, status: () => view.result.current.status };
}

/** The current socket opens and the server accepts the join. */
async function openAndJoin() {
  const socket = last();
  act(() => socket.open());
  act(() => socket.receive({ type: 'joined' }));
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cargasHubUrl / cargasHubReconnectDelay', () => {
  it('builds the hub address on this host with the token', () => {
    expect(cargasHubUrl('a.b c', { protocol: 'https:', host: 'embarca.com.br' })).toBe(
      `wss://embarca.com.br${CARGAS_HUB_PATH}?access_token=a.b%20c`,
    );
    expect(cargasHubUrl('t', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      `ws://localhost:5173${CARGAS_HUB_PATH}?access_token=t`,
    );
  });

  it('waits 0, 2, 10, 30, 60 s, then every 3 s', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(cargasHubReconnectDelay)).toEqual([
      0, 2_000, 10_000, 30_000, 60_000, 3_000, 3_000,
    ]);
  });
});

describe('useCargasHub', () => {
  it('connects with the token, joins with the company id and goes online', async () => {
    const token = signIn();
    const { status, handlers } = renderHub();
    expect(status()).toBe(HubStatus.Connecting);
    await advance(0);
    expect(sockets()).toHaveLength(1);
    expect(last().url).toBe(cargasHubUrl(token));
    act(() => last().open());
    expect(last().sent).toEqual([{ type: 'join', empresaId: OWNER_ID }]);
    expect(status()).toBe(HubStatus.Connecting);
    act(() => last().receive({ type: 'joined' }));
    expect(status()).toBe(HubStatus.Online);
    expect(handlers.onJoined).toHaveBeenCalledTimes(1);
  });

  it('batches load-ready ids (10 ms), reports deactivations at once and AtualizarQuadro', async () => {
    signIn();
    const { handlers } = renderHub();
    await advance(0);
    const socket = await openAndJoin();
    act(() => {
      socket.receive({ type: 'CargaPronta', cargaId: 'c1' });
      socket.receive({ type: 'CargaPronta', cargaId: 'c2' });
      socket.receive({ type: 'CargaPronta', cargaId: 'c1' });
      socket.receive({ type: 'CargaPronta', cargaId: 'c3' });
      socket.receive({ type: 'CargaDesativada', cargaId: 'c3' });
    });
    expect(handlers.onCargaDesativada).toHaveBeenCalledWith('c3');
    expect(handlers.onCargaPronta).not.toHaveBeenCalled();
    await advance(10);
    expect(handlers.onCargaPronta.mock.calls).toEqual([['c2'], ['c1']]);

    act(() => socket.receive({ type: 'AtualizarQuadro' }));
    expect(handlers.onAtualizarQuadro).toHaveBeenCalledTimes(1);
    // More than 10 distinct loads in one burst: one board re-read instead of losing some.
    act(() => {
      for (let i = 0; i < 11; i++) socket.receive({ type: 'CargaPronta', cargaId: `x${i}` });
    });
    await advance(10);
    expect(handlers.onAtualizarQuadro).toHaveBeenCalledTimes(2);
    expect(handlers.onCargaPronta).toHaveBeenCalledTimes(2);
  });

  it('goes offline on a drop, reconnects with the spec delays and a fresh token, and rejoins', async () => {
    signIn();
    const { status, handlers } = renderHub();
    await advance(0);
    await openAndJoin();

    act(() => last().drop());
    expect(status()).toBe(HubStatus.Offline);
    const refreshed = signIn({ nome: 'token novo' });
    await advance(0);
    expect(sockets()).toHaveLength(2);
    expect(tokenOf(last())).toBe(refreshed);

    // This attempt fails: the following ones wait 2, 10, 30, 60 s, then 3 s.
    for (const wait of [2_000, 10_000, 30_000, 60_000, 3_000, 3_000]) {
      const before = sockets().length;
      act(() => last().drop());
      await advance(wait - 1);
      expect(sockets()).toHaveLength(before);
      await advance(1);
      expect(sockets()).toHaveLength(before + 1);
    }

    const socket = await openAndJoin();
    expect(socket.sent).toEqual([{ type: 'join', empresaId: OWNER_ID }]);
    expect(status()).toBe(HubStatus.Online);
    expect(handlers.onJoined).toHaveBeenCalledTimes(2);
    // After a successful join the sequence starts over: the next drop reconnects at once.
    act(() => socket.drop());
    await advance(0);
    expect(sockets()).toHaveLength(9);
  });

  it('renews an expired token before reconnecting', async () => {
    signIn();
    const { status } = renderHub();
    await advance(0);
    await openAndJoin();
    signIn({ exp: Math.floor(Date.now() / 1000) - 10 });
    const renewed = makeTokenObject({ sub: USER_ID, OwnerId: OWNER_ID, nome: 'renovado' });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(renewed), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    act(() => last().drop());
    await advance(0);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/token', expect.objectContaining({ method: 'POST' }));
    expect(tokenOf(last())).toBe(renewed.token);
    expect(status()).toBe(HubStatus.Offline);
  });

  it('stays offline without a session, and closes without reconnecting on sign-out', async () => {
    const { status } = renderHub();
    await advance(0);
    expect(status()).toBe(HubStatus.Offline);
    expect(sockets()).toHaveLength(0);

    act(() => {
      signIn();
    });
    await advance(0);
    const socket = await openAndJoin();
    expect(status()).toBe(HubStatus.Online);
    act(() => clearSession());
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    expect(status()).toBe(HubStatus.Offline);
    await advance(120_000);
    expect(sockets()).toHaveLength(1);
  });

  it('stays offline when the join is refused', async () => {
    signIn();
    const { status } = renderHub();
    await advance(0);
    act(() => last().open());
    act(() => last().receive({ type: 'error', message: 'Sem permissão de acesso' }));
    expect(status()).toBe(HubStatus.Offline);
  });
});
