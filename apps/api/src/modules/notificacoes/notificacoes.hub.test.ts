import { ChannelType, TipoNotificacao, type TNotificacaoHubMessage } from '@embarca/domain';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { decodeClaims, signIn } from '../../../test/helpers/sign-in';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { openDatabase } from '../../db/client';

type Socket = Awaited<ReturnType<TestApp['app']['injectWS']>>;

/** A hub client recording every message from the first frame on (listeners attached in `onInit`). */
async function connect(app: TestApp['app'], token: string) {
  const received: TNotificacaoHubMessage[] = [];
  const waiters: {
    match: (m: TNotificacaoHubMessage) => boolean;
    resolve: (m: TNotificacaoHubMessage) => void;
  }[] = [];
  const socket: Socket = await app.injectWS(
    `/hubs/usernotificationhub?access_token=${token}`,
    {},
    {
      onInit: (ws) => {
        ws.on('message', (data) => {
          const message = JSON.parse(data.toString()) as TNotificacaoHubMessage;
          const waiter = waiters.find((w) => w.match(message));
          if (!waiter) {
            received.push(message);
            return;
          }
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(message);
        });
      },
    },
  );
  /** The first message (already received or still to come) that matches. */
  const next = (match: (m: TNotificacaoHubMessage) => boolean) => {
    const seen = received.find(match);
    if (seen) {
      received.splice(received.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise<TNotificacaoHubMessage>((resolve) => waiters.push({ match, resolve }));
  };
  const join = async () => {
    socket.send(JSON.stringify({ type: 'join' }));
    await next((m) => m.type === 'joined');
    await next((m) => m.type === 'SummaryNotifications');
  };
  return { socket, received, next, join };
}

let t: TestApp;
let adminToken: string;
let adminId: string;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  await t.app.notificacoes.listening;
  adminToken = (await signIn(t.app, 'admin@embarcador.demo')).token;
  const claims = decodeClaims(adminToken);
  adminId = String(claims.sub);
  ownerId = String(claims.OwnerId);
});
afterAll(async () => t.close());

const notifyAdmin = (title: string) =>
  t.app.notificacoes.notify({
    ownerId,
    channelType: ChannelType.Carga,
    title,
    body: '<p>corpo</p>',
    tipo: TipoNotificacao.Azul,
    recipients: [adminId],
  });

describe('/hubs/usernotificationhub', () => {
  it('refuses the upgrade without a valid token (401)', async () => {
    await expect(t.app.injectWS('/hubs/usernotificationhub')).rejects.toThrow(/401/);
    await expect(t.app.injectWS('/hubs/usernotificationhub?access_token=abc.def.ghi')).rejects.toThrow(/401/);
  });

  it('answers an unknown message with an error and pushes nothing before join', async () => {
    const client = await connect(t.app, adminToken);
    client.socket.send('{"type":"ola"}');
    const error = await client.next((m) => m.type === 'error');
    expect(error).toEqual({ type: 'error', message: 'Mensagem inválida.' });
    client.socket.terminate();
  });

  it('joins, then receives NewNotification and SummaryNotifications after a notify', async () => {
    const client = await connect(t.app, adminToken);
    await client.join();
    const result = await notifyAdmin('Pelo hub');
    const created = await client.next((m) => m.type === 'NewNotification');
    expect(created).toMatchObject({
      type: 'NewNotification',
      notification: { id: result?.notificationId, title: 'Pelo hub', lida: false },
    });
    const summary = await client.next((m) => m.type === 'SummaryNotifications');
    expect(summary.type === 'SummaryNotifications' && summary.summary.unread).toBeGreaterThan(0);
    client.socket.terminate();
  });
});

describe.runIf(inject('testDatabase').kind === 'postgres')('fan-out across API processes', () => {
  it('a second app on the same database pushes the event the first one published (LISTEN/NOTIFY)', async () => {
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const database = await openDatabase({ databaseUrl: pool.options.connectionString, poolMax: 2 });
    const second = await createTestApp({ database });
    try {
      await second.app.ready();
      await second.app.notificacoes.listening;
      const client = await connect(second.app, adminToken);
      await client.join();
      // Published by the first app only.
      const result = await notifyAdmin('De outro processo');
      const created = await client.next((m) => m.type === 'NewNotification');
      expect(created).toMatchObject({
        notification: { id: result?.notificationId, title: 'De outro processo' },
      });
      await client.next((m) => m.type === 'SummaryNotifications');
      client.socket.terminate();
    } finally {
      await second.app.close();
      await database.close();
    }
  });
});
