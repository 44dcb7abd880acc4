import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as demo from '../../../test/factories/demo';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { openTestDatabase } from '../../../test/helpers/test-database';
import type { DatabaseHandle } from '../../db/client';
import { createJobs, type JobRole, type Jobs } from '../../lib/jobs/jobs';
import { registerLeadsModule } from './leads.module';
import { createLeadsOutbox, enfileirarLead } from './leads.outbox';
import { createLeadSender, FILA_ENVIO_LEAD, motivoDaFalha, varrerLeadsSemTarefa } from './leads.worker';

/**
 * The lead form outbox on the job layer, on the demo database, against a local HTTP server standing in for
 * the marketing service: queued (row + job) only for trial companies, only with a URL and only if the
 * register's transaction commits; POSTed as JSON by queue leads.envio, retried with pg-boss's backoff, put
 * in the dead letters after the last attempt, never POSTed twice by two processes.
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
const abertos: Jobs[] = [];
const silent = { info: () => undefined, warn: () => undefined };

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
  await database.db.execute(sql`delete from pgboss.job where name like 'leads.%'`);
});
afterEach(async () => {
  for (const jobs of abertos.splice(0)) await jobs.stop({ graceful: false });
});

/** A job layer on the file's database; with `enviar`, it sends leads to the local server. */
async function iniciar(role: JobRole, { enviar = false } = {}): Promise<Jobs> {
  const jobs = createJobs({ db: database.db, role, log: silent, shutdownTimeoutMs: 5_000 });
  abertos.push(jobs);
  if (enviar) {
    jobs.work(FILA_ENVIO_LEAD, createLeadSender({ db: database.db, url, timeoutMs: 2_000 }), {
      pollingIntervalSeconds: 0.5,
    });
  } else {
    jobs.define(FILA_ENVIO_LEAD);
  }
  await jobs.start();
  return jobs;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const envios = () =>
  rows<{
    id: string;
    tentativas: number;
    enviado_em: Date | string | null;
    desistido_em: Date | string | null;
    ultimo_erro: string | null;
    tarefa_id: string | null;
  }>(sql`select id, tentativas, enviado_em, desistido_em, ultimo_erro, tarefa_id from lead_envios
    order by created_at`);
const tarefas = () =>
  rows<{ id: string; state: string; data: unknown; retry_count: number; espera: number }>(
    sql`select id, state::text as state, data, retry_count,
      extract(epoch from start_after - now())::float8 as espera
      from pgboss.job where name = ${FILA_ENVIO_LEAD.name} order by created_on`,
  );

describe('enfileirarLead', () => {
  it('queues nothing when MARKETING_LEAD_URL is unset', async () => {
    const jobs = await iniciar('web');
    const outbox = createLeadsOutbox({ jobs, url: undefined });
    expect(await database.db.transaction((tx) => outbox.enfileirar(tx, trial))).toBe(false);
    expect(await envios()).toEqual([]);
    expect(await tarefas()).toEqual([]);
  });

  it('queues nothing for a company whose licence is not trial', async () => {
    const jobs = await iniciar('web');
    expect(await enfileirarLead(database.db, jobs, cliente)).toBe(false);
    expect(await envios()).toEqual([]);
    expect(await tarefas()).toEqual([]);
  });

  it('queues nothing when the load or the user is another company\u2019s', async () => {
    const jobs = await iniciar('web');
    expect(await enfileirarLead(database.db, jobs, { ...trial, cargaId: cliente.cargaId })).toBe(false);
    expect(await enfileirarLead(database.db, jobs, { ...trial, usuarioId: cliente.usuarioId })).toBe(false);
    expect(await envios()).toEqual([]);
  });

  it('writes the row and its job in the register transaction: both or neither', async () => {
    const jobs = await iniciar('web');
    const outbox = createLeadsOutbox({ jobs, url });
    await expect(
      database.db.transaction(async (tx) => {
        expect(await outbox.enfileirar(tx, trial)).toBe(true);
        throw new Error('cadastro falhou');
      }),
    ).rejects.toThrow('cadastro falhou');
    expect(await envios()).toEqual([]);
    expect(await tarefas()).toEqual([]);

    expect(await database.db.transaction((tx) => outbox.enfileirar(tx, trial))).toBe(true);
    const [envio] = await envios();
    const [tarefa] = await tarefas();
    expect(tarefa).toMatchObject({ state: 'created', data: { leadEnvioId: envio?.id } });
    expect(envio?.tarefa_id).toBe(tarefa?.id);
  });
});

describe('the lead sender (queue leads.envio)', () => {
  it("POSTs the trial company's lead form as JSON once and marks it sent", async () => {
    const jobs = await iniciar('all', { enviar: true });
    expect(await enfileirarLead(database.db, jobs, trial)).toBe(true);

    const [envio] = await eventually(envios, ([e]) => Boolean(e?.enviado_em));
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
    expect(envio).toMatchObject({ tentativas: 1, ultimo_erro: null, desistido_em: null });
    const [tarefa] = await eventually(tarefas, ([t]) => t?.state === 'completed');
    expect(tarefa?.state).toBe('completed');

    // The same job delivered again (a worker died before pg-boss recorded the completion): no second POST.
    const enviar = createLeadSender({ db: database.db, url });
    await enviar([
      {
        id: tarefa!.id,
        data: { leadEnvioId: envio!.id },
        retryCount: 1,
        retryLimit: 7,
        createdOn: new Date(),
      },
    ]);
    expect(recebidos).toHaveLength(1);
  });

  it('records a failure on the row and retries after 30–60 s (doubling), then delivers', async () => {
    respostas = [500];
    const jobs = await iniciar('all', { enviar: true });
    await enfileirarLead(database.db, jobs, trial);

    const [tarefa] = await eventually(tarefas, ([t]) => t?.state === 'retry');
    expect(tarefa?.state).toBe('retry');
    // pg-boss's backoff: retryDelay × 2^n / 2 plus as much again at random; the first wait is 30–60 s.
    expect(tarefa?.espera).toBeGreaterThan(25);
    expect(tarefa?.espera).toBeLessThanOrEqual(60);
    const [falhou] = await envios();
    expect(falhou).toMatchObject({
      tentativas: 1,
      ultimo_erro: 'HTTP 500',
      enviado_em: null,
      desistido_em: null,
    });

    // Skip the wait: the job is due at once.
    await database.db.execute(sql`update pgboss.job set start_after = now() where id = ${tarefa!.id}`);
    const [envio] = await eventually(envios, ([e]) => Boolean(e?.enviado_em));
    expect(envio).toMatchObject({ tentativas: 2, ultimo_erro: null });
    expect(recebidos).toHaveLength(2);
  });

  it('gives up after the 8th attempt into the dead letters; support sends it again', async () => {
    respostas = [503, 503];
    const jobs = await iniciar('all', { enviar: true });
    await enfileirarLead(database.db, jobs, trial);
    const [tarefa] = await eventually(tarefas, ([t]) => t?.state === 'retry');
    // Jump to the last attempt (the 8th: the first + retryLimit 7).
    await database.db.execute(
      sql`update pgboss.job set retry_count = 6, start_after = now() where id = ${tarefa!.id}`,
    );
    const [desistiu] = await eventually(envios, ([e]) => Boolean(e?.desistido_em));
    expect(desistiu).toMatchObject({ tentativas: 2, ultimo_erro: 'HTTP 503', enviado_em: null });
    expect(desistiu?.desistido_em).not.toBeNull();
    expect((await eventually(tarefas, ([t]) => t?.state === 'failed'))[0]?.state).toBe('failed');

    const [morta] = await jobs.deadLetters();
    expect(morta).toMatchObject({
      queue: 'leads.envio',
      data: { leadEnvioId: desistiu?.id },
      attempts: 8,
      error: 'Formulário de lead não enviado: HTTP 503',
    });
    expect(await jobs.retryDeadLetter(morta!.id)).toMatchObject({
      status: 'reenviada',
      queue: 'leads.envio',
    });
    const [envio] = await eventually(envios, ([e]) => Boolean(e?.enviado_em));
    expect(envio).toMatchObject({ tentativas: 3, ultimo_erro: null, desistido_em: null });
    expect(recebidos).toHaveLength(3);
  });

  it('never sends a lead twice when two processes work the queue at once', async () => {
    const [a] = [await iniciar('all', { enviar: true }), await iniciar('all', { enviar: true })];
    for (let i = 0; i < 5; i += 1) await enfileirarLead(database.db, a!, trial);
    await eventually(envios, (list) => list.every((e) => e.enviado_em));
    await eventually(tarefas, (list) => list.every((t) => t.state === 'completed'));
    expect(recebidos).toHaveLength(5);
    expect((await envios()).map((e) => e.tentativas)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('motivoDaFalha', () => {
  it('names the connection error fetch hides in its cause, and a time-out', async () => {
    const lento = createServer(() => undefined);
    await new Promise<void>((resolve) => lento.listen(0, '127.0.0.1', resolve));
    const porta = (lento.address() as AddressInfo).port;
    const fechado = createServer();
    await new Promise<void>((resolve) => fechado.listen(0, '127.0.0.1', resolve));
    const portaFechada = (fechado.address() as AddressInfo).port;
    await new Promise((resolve) => fechado.close(resolve));
    const recusado = await fetch(`http://127.0.0.1:${portaFechada}/leads`).catch((error: unknown) => error);
    expect(motivoDaFalha(recusado)).toBe('falha de conexão (ECONNREFUSED)');
    const esgotado = await fetch(`http://127.0.0.1:${porta}/`, { signal: AbortSignal.timeout(100) }).catch(
      (error: unknown) => error,
    );
    lento.closeAllConnections();
    await new Promise((resolve) => lento.close(resolve));
    expect(motivoDaFalha(esgotado)).toBe('tempo limite esgotado');
  });
});

describe('rows queued before the job layer', () => {
  it('get a job from the sweep, once', async () => {
    const jobs = await iniciar('web');
    // A row as the old polling worker left it: pending, no job.
    await database.db.execute(sql`insert into lead_envios (owner_id, carga_id, payload)
      values (${trial.ownerId}, ${trial.cargaId}, '{"email":"antigo@exemplo.com.br"}'::jsonb)`);
    expect(await varrerLeadsSemTarefa(database.db, jobs)).toBe(1);
    expect(await varrerLeadsSemTarefa(database.db, jobs)).toBe(0);
    const [envio] = await envios();
    const [tarefa] = await tarefas();
    expect(tarefa).toMatchObject({ state: 'created', data: { leadEnvioId: envio?.id } });
    expect(envio?.tarefa_id).toBe(tarefa?.id);
  });
});

describe('registerLeadsModule', () => {
  it('sends and sweeps only where jobs are worked and MARKETING_LEAD_URL is set', async () => {
    const schedule = () => rows(sql`select name, cron from pgboss.schedule where name = 'leads.varredura'`);
    await database.db.execute(sql`delete from pgboss.schedule where name = 'leads.varredura'`);
    const web = createJobs({ db: database.db, role: 'web', log: silent, shutdownTimeoutMs: 1_000 });
    abertos.push(web);
    const outbox = registerLeadsModule(web, { db: database.db, url, log: silent });
    await web.start();
    expect(await schedule()).toEqual([]);
    expect(await database.db.transaction((tx) => outbox.enfileirar(tx, trial))).toBe(true);

    const semUrl = createJobs({ db: database.db, role: 'worker', log: silent, shutdownTimeoutMs: 1_000 });
    abertos.push(semUrl);
    registerLeadsModule(semUrl, { db: database.db, url: undefined, log: silent });
    await semUrl.start();
    expect(await schedule()).toEqual([]);

    const worker = createJobs({ db: database.db, role: 'worker', log: silent, shutdownTimeoutMs: 1_000 });
    abertos.push(worker);
    registerLeadsModule(worker, { db: database.db, url, log: silent });
    await worker.start();
    expect(await schedule()).toEqual([{ name: 'leads.varredura', cron: '*/10 * * * *' }]);
    await eventually(envios, ([e]) => Boolean(e?.enviado_em));
    expect(recebidos).toHaveLength(1);
  });
});
