import { NOTIFICACOES } from '@embarca/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session';
import { stubApi } from '../../../test/fetch-routes';
import { makeTokenObject } from '../../../test/jwt.fixtures';
import { connectNotificacoesHub, hubUrl } from '../api/notificacoes-hub';
import { FakeWebSocket } from './fake-web-socket';
import { notificacao, signInAs, USER_ID } from './fixtures';

const handlers = () => ({ onNotification: vi.fn(), onSummary: vi.fn() });
let disconnect: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  disconnect?.();
  disconnect = undefined;
  vi.useRealTimers();
});

/** Lets partysocket's timers and promises run for `ms`. */
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('hubUrl', () => {
  it('points at /hubs/usernotificationhub on this host with the token in the query', () => {
    expect(hubUrl('a.b c', { protocol: 'https:', host: 'app.embarca.com.br' })).toBe(
      'wss://app.embarca.com.br/hubs/usernotificationhub?access_token=a.b%20c',
    );
    expect(hubUrl('t', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/hubs/usernotificationhub?access_token=t',
    );
  });
});

describe('connectNotificacoesHub', () => {
  it('connects with the session token, joins on open and hands NewNotification and SummaryNotifications over', async () => {
    const token = signInAs();
    const on = handlers();
    disconnect = connectNotificacoesHub(on);
    await elapse(0);
    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = FakeWebSocket.last;
    expect(socket.url).toContain(`/hubs/usernotificationhub?access_token=${encodeURIComponent(token)}`);

    socket.serverOpen();
    expect(socket.sent).toEqual([JSON.stringify({ type: 'join' })]);

    const summary = { unread: 3, total: 8, ultima: '2026-03-10T13:45:00.000Z' };
    socket.serverSend({ type: 'joined' });
    socket.serverSend({ type: 'SummaryNotifications', summary });
    socket.serverSend({ type: 'NewNotification', notification: notificacao() });
    socket.serverSend({ type: 'error', message: 'Mensagem inválida.' });
    socket.dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    expect(on.onSummary).toHaveBeenCalledExactlyOnceWith(summary);
    expect(on.onNotification).toHaveBeenCalledExactlyOnceWith(notificacao());
  });

  it('retries every 3 s while the hub is unreachable and stops after 10 attempts', async () => {
    signInAs();
    disconnect = connectNotificacoesHub(handlers());
    await elapse(0);
    expect(FakeWebSocket.instances).toHaveLength(1);

    for (let attempt = 1; attempt <= NOTIFICACOES.hubMaxAttempts; attempt += 1) {
      FakeWebSocket.last.serverDrop();
      await elapse(NOTIFICACOES.hubRetryIntervalMs - 1);
      expect(FakeWebSocket.instances, `before attempt ${attempt}`).toHaveLength(attempt);
      await elapse(1);
      expect(FakeWebSocket.instances, `attempt ${attempt}`).toHaveLength(attempt + 1);
    }

    // The 10th retry failed too: nothing more, however long we wait.
    FakeWebSocket.last.serverDrop();
    await elapse(10 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(1 + NOTIFICACOES.hubMaxAttempts);
  });

  it('rejoins after a successful reconnection and starts counting again from zero', async () => {
    signInAs();
    disconnect = connectNotificacoesHub(handlers());
    await elapse(0);
    FakeWebSocket.last.serverOpen();

    // Seven failed attempts, then the eighth connects: it joins again.
    FakeWebSocket.last.serverDrop();
    for (let attempt = 1; attempt < 8; attempt += 1) {
      await elapse(NOTIFICACOES.hubRetryIntervalMs);
      FakeWebSocket.last.serverDrop();
    }
    await elapse(NOTIFICACOES.hubRetryIntervalMs);
    const reconnected = FakeWebSocket.last;
    expect(FakeWebSocket.instances).toHaveLength(9);
    reconnected.serverOpen();
    await elapse(0);
    expect(reconnected.sent).toEqual([JSON.stringify({ type: 'join' })]);

    // After that success, a full run of 10 attempts is allowed again.
    reconnected.serverDrop();
    for (let attempt = 1; attempt <= NOTIFICACOES.hubMaxAttempts; attempt += 1) {
      await elapse(NOTIFICACOES.hubRetryIntervalMs);
      expect(FakeWebSocket.instances).toHaveLength(9 + attempt);
      FakeWebSocket.last.serverDrop();
    }
    await elapse(60_000);
    expect(FakeWebSocket.instances).toHaveLength(9 + NOTIFICACOES.hubMaxAttempts);
  });

  it('never retries after a deliberate disconnect (sign-out)', async () => {
    signInAs();
    const stop = connectNotificacoesHub(handlers());
    await elapse(0);
    const socket = FakeWebSocket.last;
    socket.serverOpen();
    stop();
    expect(socket.closedByClient).toBe(true);
    await elapse(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('renews an expired token before connecting', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    saveSessionToken(makeTokenObject({ sub: USER_ID, role: 'Operador', exp: past }));
    const renewed = makeTokenObject({ sub: USER_ID, role: 'Operador' });
    stubApi({ 'POST /api/auth/token': { body: renewed } });
    disconnect = connectNotificacoesHub(handlers());
    await elapse(0);
    expect(FakeWebSocket.last.url).toContain(`access_token=${encodeURIComponent(renewed.token)}`);
  });
});
