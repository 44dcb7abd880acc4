import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as demo from '../../../test/factories/demo';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { openTestDatabase } from '../../../test/helpers/test-database';
import type { DatabaseHandle } from '../../db/client';
import { enfileirarLead } from './leads.outbox';
import { createLeadsWorker, esperaAposFalha } from './leads.worker';

/**
 * The lead form outbox on the demo database, against a local HTTP server standing in for the marketing
 * service: queued only for trial companies and only with a URL, POSTed as JSON, retried with backoff on
 * failure, given up after the last attempt, never sent twice by two workers.
 */

interface Recebido {
  body: unknown;
  contentType: string | undefined;
}

let database: DatabaseHandle;
let server: Server;
let url: string;
const recebidos: Recebido[] = [];
/** The answers the server gives, in order; 200 once they run out. */
let respostas: number[] = [];
let trial: {
  ownerId: string;
  usuarioId: string;
  cargaId: string;
  codigo: number;
  email: string;
  nome: string;
};
let cliente: { ownerId: string; usuarioId: string; cargaId: string };

const rows = <T extends Record<string, unknown>>(query: SQL) => sqlRows<T>(database.db, query);

async function lerCorpo(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  database = await openTestDatabase();
  server = createServer((request, response) => {
    void lerCorpo(request).then((body) => {
      recebidos.push({ body: JSON.parse(body), contentType: request.headers['content-type'] });
      response.statusCode = respostas.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;

  /** The user and the owner's first load (by code). */
  const loadOf = async (email: string) => {
    const usuario = await demo.usuario(database.db, email);
    const carga = await demo.carga(database.db, { ownerId: usuario.ownerId });
    return {
      ownerId: usuario.ownerId,
      usuarioId: usuario.id,
      cargaId: carga.id,
      codigo: carga.codigo,
      email: usuario.email,
      nome: usuario.nome,
    };
  };
  trial = await loadOf('trial@embarcador.demo');
  const { ownerId, usuarioId, cargaId } = await loadOf('admin@embarcador.demo');
  cliente = { ownerId, usuarioId, cargaId };
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});
beforeEach(async () => {
  recebidos.length = 0;
  respostas = [];
  await database.db.execute(sql`delete from lead_envios`);
});

const envios = () =>
  rows<{
    tentativas: number;
    enviado_em: Date | string | null;
    proximo_envio: Date | string | null;
    ultimo_erro: string | null;
  }>(sql`select tentativas, enviado_em, proximo_envio, ultimo_erro from lead_envios order by created_at`);

/**
 * The test's clock: a second ahead of the database's, since a lead is due from the database's now() when
 * queued (a real clock skew between the API and PostgreSQL only delays a lead by that much).
 */
const agoraDepois = () => new Date(Date.now() + 1_000);

/** A worker on a clock the test moves. */
function worker(relogio: { agora: Date }, options: { url?: string; maxTentativas?: number } = {}) {
  return createLeadsWorker({
    db: database.db,
    url: options.url ?? url,
    now: () => relogio.agora,
    backoffBaseMs: 1_000,
    backoffMaxMs: 60_000,
    timeoutMs: 2_000,
    ...(options.maxTentativas ? { maxTentativas: options.maxTentativas } : {}),
  });
}

describe('enfileirarLead', () => {
  it('queues nothing when MARKETING_LEAD_URL is unset', async () => {
    expect(await enfileirarLead(database.db, trial, { marketingLeadUrl: undefined })).toBe(false);
    expect(await envios()).toEqual([]);
  });

  it('queues nothing for a company whose licence is not trial', async () => {
    expect(await enfileirarLead(database.db, cliente, { marketingLeadUrl: url })).toBe(false);
    expect(await envios()).toEqual([]);
  });

  it('queues nothing when the load or the user is another company\u2019s', async () => {
    const cruzado = { ...trial, cargaId: cliente.cargaId };
    expect(await enfileirarLead(database.db, cruzado, { marketingLeadUrl: url })).toBe(false);
    expect(
      await enfileirarLead(
        database.db,
        { ...trial, usuarioId: cliente.usuarioId },
        { marketingLeadUrl: url },
      ),
    ).toBe(false);
    expect(await envios()).toEqual([]);
  });

  it('is rolled back with the transaction that published the load', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        expect(await enfileirarLead(tx, trial, { marketingLeadUrl: url })).toBe(true);
        throw new Error('cadastro falhou');
      }),
    ).rejects.toThrow('cadastro falhou');
    expect(await envios()).toEqual([]);
  });
});

describe('the leads worker', () => {
  it("POSTs the trial company's lead form as JSON once and marks it sent", async () => {
    const relogio = { agora: agoraDepois() };
    expect(await enfileirarLead(database.db, trial, { marketingLeadUrl: url })).toBe(true);

    expect(await worker(relogio).processarPendentes()).toEqual({ enviados: 1, falhas: 0 });

    const empresa = (await demo.owner(database.db, trial.ownerId)).nome;
    const { cnpj } = await demo.empresaPropria(database.db, trial.ownerId);
    expect(recebidos).toEqual([
      {
        contentType: 'application/json',
        body: {
          email: trial.email,
          name: trial.nome,
          company: empresa,
          identifier: cnpj,
          cargoCode: trial.codigo,
        },
      },
    ]);
    const [envio] = await envios();
    expect(envio).toMatchObject({ tentativas: 1, proximo_envio: null, ultimo_erro: null });
    expect(envio?.enviado_em).not.toBeNull();
    // Nothing is sent again.
    expect(await worker(relogio).processarPendentes()).toEqual({ enviados: 0, falhas: 0 });
    expect(recebidos).toHaveLength(1);
  });

  it('retries a failing endpoint with exponential backoff, then delivers', async () => {
    const relogio = { agora: agoraDepois() };
    respostas = [500, 503];
    await enfileirarLead(database.db, trial, { marketingLeadUrl: url });
    const w = worker(relogio);

    expect(await w.processarPendentes()).toEqual({ enviados: 0, falhas: 1 });
    let [envio] = await envios();
    expect(envio).toMatchObject({ tentativas: 1, ultimo_erro: 'HTTP 500', enviado_em: null });
    expect(new Date(envio!.proximo_envio!).getTime()).toBe(relogio.agora.getTime() + 1_000);

    // Not due yet: nothing is sent.
    expect(await w.processarPendentes()).toEqual({ enviados: 0, falhas: 0 });
    relogio.agora = new Date(relogio.agora.getTime() + 1_000);
    expect(await w.processarPendentes()).toEqual({ enviados: 0, falhas: 1 });
    [envio] = await envios();
    expect(envio).toMatchObject({ tentativas: 2, ultimo_erro: 'HTTP 503' });
    expect(new Date(envio!.proximo_envio!).getTime()).toBe(relogio.agora.getTime() + 2_000);

    relogio.agora = new Date(relogio.agora.getTime() + 2_000);
    expect(await w.processarPendentes()).toEqual({ enviados: 1, falhas: 0 });
    [envio] = await envios();
    expect(envio).toMatchObject({ tentativas: 3, ultimo_erro: null, proximo_envio: null });
    expect(recebidos).toHaveLength(3);
  });

  it('gives up after the last attempt and keeps the error; an unreachable endpoint counts as a failure', async () => {
    const relogio = { agora: agoraDepois() };
    await enfileirarLead(database.db, trial, { marketingLeadUrl: url });
    // Nothing listens on port 9 of localhost (discard): the connection is refused.
    const w = worker(relogio, { url: 'http://127.0.0.1:9/leads', maxTentativas: 2 });
    expect(await w.processarPendentes()).toEqual({ enviados: 0, falhas: 1 });
    relogio.agora = new Date(relogio.agora.getTime() + 60_000);
    expect(await w.processarPendentes()).toEqual({ enviados: 0, falhas: 1 });
    const [envio] = await envios();
    expect(envio).toMatchObject({ tentativas: 2, proximo_envio: null, enviado_em: null });
    expect(envio?.ultimo_erro).toBeTruthy();
    relogio.agora = new Date(relogio.agora.getTime() + 3_600_000);
    expect(await w.processarPendentes()).toEqual({ enviados: 0, falhas: 0 });
  });

  it('never sends a lead twice when two workers run at once', async () => {
    const relogio = { agora: agoraDepois() };
    for (let i = 0; i < 5; i += 1) await enfileirarLead(database.db, trial, { marketingLeadUrl: url });
    const [a, b] = await Promise.all([
      worker(relogio).processarPendentes(),
      worker(relogio).processarPendentes(),
    ]);
    expect(a.enviados + b.enviados).toBe(5);
    expect(recebidos).toHaveLength(5);
  });

  it('starts and stops with its timer', async () => {
    const relogio = { agora: agoraDepois() };
    await enfileirarLead(database.db, trial, { marketingLeadUrl: url });
    const w = createLeadsWorker({ db: database.db, url, now: () => relogio.agora, intervalMs: 10 });
    w.start();
    const deadline = Date.now() + 5_000;
    while (recebidos.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await w.stop();
    expect(recebidos).toHaveLength(1);
  });

  it('doubles the wait after each failure up to the maximum', () => {
    expect([1, 2, 3, 4, 10].map((n) => esperaAposFalha(n, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000,
    ]);
  });
});
