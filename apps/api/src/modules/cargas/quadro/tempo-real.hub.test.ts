import crypto from 'node:crypto';
import { MESSAGES, type TCargasHubMessage } from '@embarca/domain';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as demo from '../../../../test/factories/demo';
import { signInAs } from '../../../../test/factories/sessoes';
import { negarModulos } from '../../../../test/helpers/carga-registros';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { openDatabase } from '../../../db/client';

type App = TestApp['app'];

/**
 * A hub client that records every message in order from the first frame on (listeners attached in
 * `onInit`, DEPENDENCIES.md's WebSocket pitfall). `next()` is the next message, whatever it is: a test
 * proves an event was NOT delivered by publishing a later sentinel and seeing the sentinel come first.
 */
async function connect(app: App, token: string) {
  const queue: TCargasHubMessage[] = [];
  const waiters: ((message: TCargasHubMessage) => void)[] = [];
  const socket = await app.injectWS(
    `/hubs/cargashub?access_token=${token}`,
    {},
    {
      onInit: (ws) => {
        ws.on('message', (data) => {
          const message = JSON.parse(data.toString()) as TCargasHubMessage;
          const waiter = waiters.shift();
          if (waiter) waiter(message);
          else queue.push(message);
        });
      },
    },
  );
  const next = () => {
    const queued = queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise<TCargasHubMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('nenhuma mensagem do hub em 5 s')), 5_000);
      waiters.push((message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  };
  const send = (message: unknown) => socket.send(JSON.stringify(message));
  const join = async (empresaId: string) => {
    send({ type: 'join', empresaId });
    expect(await next()).toEqual({ type: 'joined' });
  };
  return { socket, next, send, join };
}

interface Account {
  token: string;
  headers: Record<string, string>;
  userId: string;
  ownerId: string;
  units: string[];
}

async function account(app: App, email: string): Promise<Account> {
  const { token, bearer, userId, ownerId, units } = await signInAs(app, email);
  return { token, headers: bearer, userId, ownerId, units: units.map((unit) => unit.id) };
}

async function unitsOf(app: TestApp, ownerId: string): Promise<Record<string, string>> {
  const rows = await demo.unidades(app.database.db, ownerId);
  return Object.fromEntries(rows.map((row) => [row.descricao, row.id]));
}

let t: TestApp;
let shipper: Account;
let operador: Account;
let carrier: Account;
let trial: Account;
/** Embarcadora Demo's units (the operator has the first two). */
let units: { matriz: string; campinas: string; curitiba: string };
let carrierUnit: string;
let trialUnit: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  await t.app.cargasEvents.listening;
  shipper = await account(t.app, 'admin@embarcador.demo');
  operador = await account(t.app, 'operador@embarcador.demo');
  carrier = await account(t.app, 'admin@transportadora.demo');
  trial = await account(t.app, 'trial@embarcador.demo');
  const shipperUnits = Object.values(await unitsOf(t, shipper.ownerId));
  const [matriz, campinas] = [...operador.units].sort() as [string, string];
  const curitiba = shipperUnits.find((id) => id !== matriz && id !== campinas) as string;
  units = { matriz, campinas, curitiba };
  carrierUnit = Object.values(await unitsOf(t, carrier.ownerId))[0] as string;
  trialUnit = Object.values(await unitsOf(t, trial.ownerId))[0] as string;
});
afterAll(async () => t.close());

const loadAt = (ownerId: string, unidadeNegocioId: string, extra = {}) => ({
  cargaId: crypto.randomUUID(),
  ownerId,
  unidadeNegocioId,
  ...extra,
});

const post = (url: string, who: Account) => t.app.inject({ method: 'POST', url, headers: who.headers });

describe('/hubs/cargashub: connection', () => {
  it('refuses the upgrade without a valid token (401)', async () => {
    await expect(t.app.injectWS('/hubs/cargashub')).rejects.toThrow(/401/);
    await expect(t.app.injectWS('/hubs/cargashub?access_token=abc.def.ghi')).rejects.toThrow(/401/);
  });

  it('refuses the upgrade without the Cargas module (403)', async () => {
    await negarModulos(t.database.db, 'free@embarcador.demo', ['cargas']);
    const withoutModule = await account(t.app, 'free@embarcador.demo');
    await expect(t.app.injectWS(`/hubs/cargashub?access_token=${withoutModule.token}`)).rejects.toThrow(
      /403/,
    );
    const refused = await post(`/api/cargashub/subscribe_refresh`, withoutModule);
    expect(refused.statusCode).toBe(403);
  });

  it('answers a bad message or another company id with an error, and joins with its own company', async () => {
    const client = await connect(t.app, shipper.token);
    client.socket.send('não é json');
    expect(await client.next()).toEqual({ type: 'error', message: 'Mensagem inválida.' });
    client.send({ type: 'join' });
    expect(await client.next()).toEqual({ type: 'error', message: 'Mensagem inválida.' });
    client.send({ type: 'join', empresaId: trial.ownerId });
    expect(await client.next()).toEqual({ type: 'error', message: MESSAGES.forbidden });
    // Not joined: nothing is pushed. A joined witness proves the event went through this process first.
    const witness = await connect(t.app, shipper.token);
    await witness.join(shipper.ownerId);
    const beforeJoin = loadAt(shipper.ownerId, units.matriz);
    await t.app.cargasEvents.cargaPronta(beforeJoin);
    expect(await witness.next()).toEqual({ type: 'CargaPronta', cargaId: beforeJoin.cargaId });
    await client.join(shipper.ownerId.toUpperCase());
    const sentinel = loadAt(shipper.ownerId, units.matriz);
    await t.app.cargasEvents.cargaPronta(sentinel);
    expect(await client.next()).toEqual({ type: 'CargaPronta', cargaId: sentinel.cargaId });
    client.socket.terminate();
    witness.socket.terminate();
  });
});

describe('/hubs/cargashub: routing', () => {
  it("delivers a shipper's load events to its connections on that unit, never to another tenant", async () => {
    const client = await connect(t.app, shipper.token);
    await client.join(shipper.ownerId);
    const other = await connect(t.app, trial.token);
    await other.join(trial.ownerId);

    const pronta = loadAt(shipper.ownerId, units.campinas);
    await t.app.cargasEvents.cargaPronta(pronta);
    expect(await client.next()).toEqual({ type: 'CargaPronta', cargaId: pronta.cargaId });
    const desativada = loadAt(shipper.ownerId, units.curitiba);
    await t.app.cargasEvents.cargaDesativada(desativada);
    expect(await client.next()).toEqual({ type: 'CargaDesativada', cargaId: desativada.cargaId });

    const own = loadAt(trial.ownerId, trialUnit);
    await t.app.cargasEvents.cargaPronta(own);
    expect(await other.next()).toEqual({ type: 'CargaPronta', cargaId: own.cargaId });
    client.socket.terminate();
    other.socket.terminate();
  });

  it('follows only the units subscribed: unsubscribe/subscribe apply to every open connection of the user', async () => {
    const first = await connect(t.app, shipper.token);
    await first.join(shipper.ownerId);
    const second = await connect(t.app, shipper.token);
    await second.join(shipper.ownerId);

    expect((await post(`/api/cargashub/unsubscribe/${units.matriz}`, shipper)).statusCode).toBe(204);
    await t.app.cargasEvents.cargaPronta(loadAt(shipper.ownerId, units.matriz));
    const other = loadAt(shipper.ownerId, units.campinas);
    await t.app.cargasEvents.cargaPronta(other);
    for (const client of [first, second]) {
      expect(await client.next()).toEqual({ type: 'CargaPronta', cargaId: other.cargaId });
    }

    expect((await post(`/api/cargashub/subscribe/${units.matriz}`, shipper)).statusCode).toBe(204);
    const back = loadAt(shipper.ownerId, units.matriz);
    await t.app.cargasEvents.cargaPronta(back);
    for (const client of [first, second]) {
      expect(await client.next()).toEqual({ type: 'CargaPronta', cargaId: back.cargaId });
    }
    first.socket.terminate();
    second.socket.terminate();
  });

  it("starts with the user's units only, and refuses a unit the user may not access (403)", async () => {
    const client = await connect(t.app, operador.token);
    await client.join(operador.ownerId);
    await t.app.cargasEvents.cargaPronta(loadAt(operador.ownerId, units.curitiba));
    const visible = loadAt(operador.ownerId, units.matriz);
    await t.app.cargasEvents.cargaPronta(visible);
    expect(await client.next()).toEqual({ type: 'CargaPronta', cargaId: visible.cargaId });

    for (const url of [
      `/api/cargashub/subscribe/${units.curitiba}`,
      `/api/cargashub/unsubscribe/${trialUnit}`,
    ]) {
      const refused = await post(url, operador);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.forbidden);
    }
    // Still not following Curitiba.
    await t.app.cargasEvents.cargaPronta(loadAt(operador.ownerId, units.curitiba));
    const sentinel = loadAt(operador.ownerId, units.campinas);
    await t.app.cargasEvents.cargaPronta(sentinel);
    expect(await client.next()).toEqual({ type: 'CargaPronta', cargaId: sentinel.cargaId });
    client.socket.terminate();
  });

  it('delivers to a carrier the loads directed to it or hired from it, and nothing else', async () => {
    const client = await connect(t.app, carrier.token);
    await client.join(carrier.ownerId);
    // A shipper's load not directed to this carrier.
    await t.app.cargasEvents.cargaPronta(loadAt(shipper.ownerId, units.matriz));
    const offered = loadAt(shipper.ownerId, units.matriz, {
      transportadoraOwnerIds: [trial.ownerId, carrier.ownerId],
    });
    await t.app.cargasEvents.cargaPronta(offered);
    expect(await client.next()).toEqual({ type: 'CargaPronta', cargaId: offered.cargaId });
    const hired = loadAt(shipper.ownerId, units.curitiba, { contratacaoOwnerId: carrier.ownerId });
    await t.app.cargasEvents.cargaDesativada(hired);
    expect(await client.next()).toEqual({ type: 'CargaDesativada', cargaId: hired.cargaId });

    // The hired carrier's unit, when the event names it, follows the carrier's subscriptions.
    expect((await post(`/api/cargashub/unsubscribe/${carrierUnit}`, carrier)).statusCode).toBe(204);
    await t.app.cargasEvents.cargaPronta(
      loadAt(shipper.ownerId, units.matriz, {
        contratacaoOwnerId: carrier.ownerId,
        contratacaoUnidadeNegocioId: carrierUnit,
        transportadoraOwnerIds: [carrier.ownerId],
      }),
    );
    const stillOffered = loadAt(shipper.ownerId, units.matriz, { transportadoraOwnerIds: [carrier.ownerId] });
    await t.app.cargasEvents.cargaPronta(stillOffered);
    expect(await client.next()).toEqual({ type: 'CargaPronta', cargaId: stillOffered.cargaId });
    client.socket.terminate();
  });

  it('sends AtualizarQuadro only to connections that asked for it', async () => {
    const client = await connect(t.app, shipper.token);
    await client.join(shipper.ownerId);
    await t.app.cargasEvents.atualizarQuadro({ ownerId: shipper.ownerId });
    const sentinel = loadAt(shipper.ownerId, units.matriz);
    await t.app.cargasEvents.cargaPronta(sentinel);
    expect(await client.next()).toEqual({ type: 'CargaPronta', cargaId: sentinel.cargaId });

    expect((await post('/api/cargashub/subscribe_refresh', shipper)).statusCode).toBe(204);
    await t.app.cargasEvents.atualizarQuadro({ ownerId: trial.ownerId });
    await t.app.cargasEvents.atualizarQuadro({ ownerId: shipper.ownerId });
    expect(await client.next()).toEqual({ type: 'AtualizarQuadro' });

    expect((await post('/api/cargashub/unsubscribe_refresh', shipper)).statusCode).toBe(204);
    await t.app.cargasEvents.atualizarQuadro({ ownerId: shipper.ownerId });
    const after = loadAt(shipper.ownerId, units.matriz);
    await t.app.cargasEvents.cargaPronta(after);
    expect(await client.next()).toEqual({ type: 'CargaPronta', cargaId: after.cargaId });
    client.socket.terminate();
  });
});

describe('/api/cargashub', () => {
  it('requires a session (401) and a unit id (400)', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/cargashub/subscribe/${units.matriz}` });
    expect(anonymous.statusCode).toBe(401);
    const badId = await post('/api/cargashub/subscribe/abc', shipper);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain(MESSAGES.invalidFormat);
  });
});

describe.runIf(inject('testDatabase').kind === 'postgres')('fan-out across API processes', () => {
  it('a second app pushes the events and applies the subscription calls the first one received', async () => {
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const database = await openDatabase({ databaseUrl: pool.options.connectionString, poolMax: 2 });
    const second = await createTestApp({ database });
    try {
      await second.app.ready();
      await second.app.cargasEvents.listening;
      const client = await connect(second.app, shipper.token);
      await client.join(shipper.ownerId);

      // Published by the first app only.
      const pronta = loadAt(shipper.ownerId, units.matriz);
      await t.app.cargasEvents.cargaPronta(pronta);
      expect(await client.next()).toEqual({ type: 'CargaPronta', cargaId: pronta.cargaId });

      // Unsubscribed through the first app: the socket held by the second app stops following Matriz.
      expect((await post(`/api/cargashub/unsubscribe/${units.matriz}`, shipper)).statusCode).toBe(204);
      expect((await post('/api/cargashub/subscribe_refresh', shipper)).statusCode).toBe(204);
      await t.app.cargasEvents.cargaPronta(loadAt(shipper.ownerId, units.matriz));
      await t.app.cargasEvents.atualizarQuadro({ ownerId: shipper.ownerId });
      expect(await client.next()).toEqual({ type: 'AtualizarQuadro' });
      client.socket.terminate();
    } finally {
      await second.app.close();
      await database.close();
    }
  });
});
