import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { openTestDatabase } from '../../../test/helpers/test-database';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import {
  createJobs,
  defineQueue,
  errorMessage,
  type Job,
  type JobRole,
  type Jobs,
  type QueueOptions,
} from './jobs';
import { sqlExecutorFor } from './sql-executor';

/**
 * The job layer on the file's own database (PGlite, or PostgreSQL with TEST_DATABASE_URL): a job round
 * trip, a send that rolls back with its transaction, retries with backoff into the dead letters and back,
 * crons and workers only in the roles that run them, and a stop that waits for the job in hand.
 */

let database: DatabaseHandle;
const opened: Jobs[] = [];
const silent = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  for (const jobs of opened.splice(0)) await jobs.stop({ graceful: false });
});
afterAll(async () => {
  await database.close();
});

const rows = <T extends Record<string, unknown>>(query: SQL) => sqlRows<T>(database.db, query);

function jobsAs(role: JobRole, shutdownTimeoutMs = 5_000): Jobs {
  const jobs = createJobs({
    db: database.db,
    role,
    log: silent,
    shutdownTimeoutMs,
    timings: { maintenanceIntervalSeconds: 1, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
  });
  opened.push(jobs);
  return jobs;
}

/** A queue of this test's own (pg-boss queues live as long as the database). */
const fila = <T extends object>(options: Partial<QueueOptions> = {}) =>
  defineQueue<T>(`teste.${randomUUID().slice(0, 8)}`, {
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 30,
    ...options,
  });

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const jobsOf = (name: string) =>
  rows<{ id: string; state: string; data: unknown; output: unknown; retry_count: number }>(
    sql`select id, state::text as state, data, output, retry_count from pgboss.job where name = ${name}
      order by created_on`,
  );

describe('the job layer', () => {
  it('sends and works jobs, one at a time and in batches', async () => {
    const jobs = jobsAs('all');
    const simples = fila<{ n: number }>();
    const lote = fila<{ n: number }>();
    const vistos: number[] = [];
    const lotes: number[] = [];
    jobs.work(
      simples,
      async ([job]) => {
        vistos.push(job!.data.n);
      },
      { pollingIntervalSeconds: 0.5 },
    );
    jobs.work(
      lote,
      async (batch) => {
        lotes.push(batch.length);
      },
      { batchSize: 3, pollingIntervalSeconds: 0.5 },
    );
    expect(jobs.isRunning()).toBe(false);
    await jobs.start();
    expect(jobs.isRunning()).toBe(true);

    const id = await jobs.send(simples, { n: 7 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await jobs.sendMany(
      lote,
      [1, 2, 3, 4, 5].map((n) => ({ n })),
    );

    await eventually(
      async () => vistos,
      (v) => v.length === 1,
    );
    expect(vistos).toEqual([7]);
    await eventually(
      async () => lotes,
      (l) => l.reduce((a, b) => a + b, 0) === 5,
    );
    expect(lotes[0]).toBe(3);
    expect(lotes.reduce((a, b) => a + b, 0)).toBe(5);
    const states = await eventually(
      () => jobsOf(lote.name),
      (list) => list.every((job) => job.state === 'completed'),
    );
    expect(states.map((job) => job.state)).toEqual(Array(5).fill('completed'));
  });

  it("writes a job in the caller's transaction: rolled back with it, committed with it", async () => {
    const jobs = jobsAs('web');
    const q = fila<{ pedido: string }>();
    jobs.define(q);
    await jobs.start();

    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send(q, { pedido: 'desfeito' }, { db: tx });
        await jobs.sendMany(q, [{ pedido: 'desfeito-2' }], { db: tx });
        // Inside the transaction the jobs exist…
        const dentro = await sqlRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from pgboss.job where name = ${q.name}`,
        );
        expect(dentro[0]?.n).toBe(2);
        throw new Error('cadastro falhou');
      }),
    ).rejects.toThrow('cadastro falhou');
    // …and not after the rollback.
    expect(await jobsOf(q.name)).toEqual([]);

    await database.db.transaction(async (tx) => {
      await jobs.send(q, { pedido: 'feito' }, { db: tx });
    });
    expect((await jobsOf(q.name)).map((job) => job.data)).toEqual([{ pedido: 'feito' }]);
  });

  it('retries with a doubling wait, then puts the job in the dead letters; support sends it again', async () => {
    const jobs = jobsAs('all');
    const q = fila<{ pedido: string }>({ retryLimit: 2, retryDelay: 1, retryBackoff: true });
    const tentativas: { em: number; job: Job<{ pedido: string }> }[] = [];
    let falhar = true;
    jobs.work(
      q,
      async ([job]) => {
        tentativas.push({ em: Date.now(), job: job! });
        if (falhar) throw new Error('Destino recusou o envio (HTTP 503).');
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await jobs.start();
    await jobs.send(q, { pedido: 'P-1' });

    // Each failure puts the next attempt retryDelay × 2^(n−1) seconds away, up to twice that (jitter).
    const esperas: number[] = [];
    for (const tentativa of [1, 2]) {
      const [job] = await eventually(
        () => jobsOf(q.name),
        (list) => tentativas.length === tentativa && list[0]?.state === 'retry',
      );
      expect(job?.state).toBe('retry');
      const [{ espera }] = (await rows<{ espera: number }>(
        sql`select extract(epoch from start_after)::float8 * 1000 as espera from pgboss.job where id = ${job!.id}`,
      )) as [{ espera: number }];
      esperas.push((espera - tentativas[tentativa - 1]!.em) / 1000);
      // Skip the wait (the test's clock): the job is due at once.
      await database.db.execute(sql`update pgboss.job set start_after = now() where id = ${job!.id}`);
    }
    expect(esperas[0]).toBeGreaterThanOrEqual(0.9);
    expect(esperas[0]).toBeLessThanOrEqual(2.2);
    expect(esperas[1]).toBeGreaterThanOrEqual(1.9);
    expect(esperas[1]).toBeLessThanOrEqual(4.2);

    const [falhou] = await eventually(
      () => jobsOf(q.name),
      (list) => list[0]?.state === 'failed',
    );
    expect(falhou?.state).toBe('failed');
    expect(tentativas.map((t) => t.job.retryCount)).toEqual([0, 1, 2]);
    expect(tentativas[2]?.job.retryLimit).toBe(2);

    const mortas = await jobs.deadLetters();
    expect(mortas).toHaveLength(1);
    expect(mortas[0]).toMatchObject({
      queue: q.name,
      data: { pedido: 'P-1' },
      attempts: 3,
      error: 'Destino recusou o envio (HTTP 503).',
    });
    expect(mortas[0]?.failedOn).toBeInstanceOf(Date);
    const depths = await jobs.depths();
    expect(depths.find((d) => d.queue === q.name)).toMatchObject({ failed: 1, created: 0, retry: 0 });
    expect(depths.find((d) => d.queue === q.deadLetter)).toMatchObject({ created: 1 });

    falhar = false;
    const reenvio = await jobs.retryDeadLetter(mortas[0]!.id);
    expect(reenvio).toMatchObject({ status: 'reenviada', queue: q.name });
    await eventually(
      async () => tentativas,
      (list) => list.length === 4,
    );
    expect(tentativas[3]?.job).toMatchObject({ data: { pedido: 'P-1' }, retryCount: 0 });
    expect(await jobs.deadLetters()).toEqual([]);
    expect(await jobs.retryDeadLetter(mortas[0]!.id)).toEqual({ status: 'ja-reprocessada' });
    expect(await jobs.retryDeadLetter(randomUUID())).toBeNull();
  });

  it('registers crons and works jobs only in roles all and worker; a web process only sends', async () => {
    const q = fila<{ origem: string }>();
    const web = jobsAs('web');
    const vistosNoWeb: string[] = [];
    web.work(
      q,
      async ([job]) => {
        vistosNoWeb.push(job!.data.origem);
      },
      { pollingIntervalSeconds: 0.5 },
    );
    web.schedule(q, '* * * * *', { origem: 'cron' });
    await web.start();
    await web.send(q, { origem: 'web' });
    expect(web.works).toBe(false);
    expect(await rows(sql`select name from pgboss.schedule where name = ${q.name}`)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(vistosNoWeb).toEqual([]);
    expect((await jobsOf(q.name)).map((job) => job.state)).toEqual(['created']);

    const worker = jobsAs('worker');
    const vistos: string[] = [];
    worker.work(
      q,
      async ([job]) => {
        vistos.push(job!.data.origem);
      },
      { pollingIntervalSeconds: 0.5 },
    );
    worker.schedule(q, '* * * * *', { origem: 'cron' });
    await worker.start();
    expect(
      await rows(sql`select name, cron, timezone, data from pgboss.schedule where name = ${q.name}`),
    ).toEqual([{ name: q.name, cron: '* * * * *', timezone: 'America/Sao_Paulo', data: { origem: 'cron' } }]);
    // The job the web process sent, and the cron's first one (checked every second here).
    await eventually(
      async () => vistos,
      (list) => list.includes('web') && list.includes('cron'),
    );
    expect(vistos).toContain('web');
    expect(vistos).toContain('cron');
    expect(vistosNoWeb).toEqual([]);
  });

  it('stops after the running job ends; past the timeout it fails the job for a later retry', async () => {
    const q = fila<{ n: number }>({ retryLimit: 1, retryDelay: 0 });
    const jobs = jobsAs('all');
    let entrou = 0;
    let liberar: () => void = () => undefined;
    const gate = () =>
      new Promise<void>((resolve) => {
        liberar = resolve;
      });
    jobs.work(
      q,
      async () => {
        entrou += 1;
        await gate();
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await jobs.start();
    await jobs.send(q, { n: 1 });
    await eventually(
      async () => entrou,
      (n) => n === 1,
    );

    let parou = false;
    const parando = jobs.stop({ timeoutMs: 10_000 }).then(() => {
      parou = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(parou).toBe(false);
    liberar();
    expect(jobs.isRunning()).toBe(false);
    await parando;
    expect((await jobsOf(q.name)).map((job) => job.state)).toEqual(['completed']);

    // A job longer than the shutdown timeout: failed with the reason, due again for another process.
    const apressado = jobsAs('all', 1_000);
    apressado.work(
      q,
      async () => {
        entrou += 1;
        await gate();
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await apressado.start();
    await apressado.send(q, { n: 2 });
    await eventually(
      async () => entrou,
      (n) => n === 2,
    );
    const inicio = Date.now();
    await apressado.stop();
    expect(Date.now() - inicio).toBeLessThan(5_000);
    const segundo = (await jobsOf(q.name)).find((job) => (job.data as { n: number }).n === 2);
    expect(segundo?.state).toBe('retry');
    expect(errorMessage(segundo?.output)).toBe('O processo foi encerrado durante a execução.');
    liberar();
  });
});

describe('a database away at start-up', () => {
  it('keeps trying in the background; a send fails with the real error; stop ends the retries', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const away = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/embarca`,
      connectionTimeoutMillis: 1_000,
      reconnectWindowMillis: 0,
    });
    const avisos: string[] = [];
    const jobs = createJobs({
      db: away.db,
      role: 'all',
      log: { info: () => undefined, warn: (_obj, msg) => avisos.push(msg) },
      shutdownTimeoutMs: 1_000,
    });
    const q = fila<{ n: number }>();
    jobs.work(q, async () => undefined);
    try {
      await jobs.start({ retryEveryMs: 100 });
      await eventually(
        async () => avisos.length,
        (n) => n >= 2,
        5_000,
      );
      expect(avisos[0]).toBe('fila de tarefas indisponível; nova tentativa em instantes');
      expect(jobs.isRunning()).toBe(false);
      await expect(jobs.send(q, { n: 1 })).rejects.toThrow(/ECONNREFUSED|connect/);
    } finally {
      await jobs.stop();
      await away.close();
    }
    const depois = avisos.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(avisos.length).toBe(depois);
  });
});

describe('pg-boss SQL on both drivers', () => {
  it('rolls back a failed BEGIN…COMMIT block, leaving the connection usable', async () => {
    const executor = sqlExecutorFor(database.db);
    await expect(executor.executeSql('BEGIN; SELECT 1; SELECT 1/0; COMMIT;')).rejects.toThrow();
    for (let i = 0; i < 6; i += 1) {
      const { rows: answer } = await executor.executeSql('SELECT $1::int AS n', [i]);
      expect(answer[0]?.n).toBe(i);
    }
    const { rows: plain } = await executor.executeSql('SELECT 2 AS n');
    expect(Number(plain[0]?.n)).toBe(2);
  });
});
