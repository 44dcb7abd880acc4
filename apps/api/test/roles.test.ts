import type { TVerificacao } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { signIn } from './helpers/sign-in';
import { sqlRows } from './helpers/sql-rows';
import { testConfig } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';

/**
 * EMBARCA_ROLE (issue 17) on one database: a `web` process serves the API and queues jobs without working
 * them; a `worker` process works them and serves nothing but its health check.
 */
let database: DatabaseHandle;
let web: App;
let worker: App;

beforeAll(async () => {
  database = await openTestDatabase();
  web = await buildApp({ config: testConfig({ role: 'web' }), database, logger: false });
  worker = await buildApp({ config: testConfig({ role: 'worker' }), database, logger: false });
  await Promise.all([web.ready(), worker.ready()]);
});
afterAll(async () => {
  await Promise.all([web?.close(), worker?.close()]);
  await database?.close();
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('process roles', () => {
  it('a worker serves only its health check: no API, no docs, no web app', async () => {
    expect(worker.jobs.works).toBe(true);
    const health = await worker.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'ok', role: 'worker' });
    for (const [method, url] of [
      ['POST', '/api/auth/login'],
      ['GET', '/api/painel-admin/tarefas'],
      ['GET', '/api/docs/json'],
      ['GET', '/'],
    ] as const) {
      expect((await worker.inject({ method, url })).statusCode, url).toBe(404);
    }
  });

  it('the web process queues a self-check batch, the worker process runs it', async () => {
    expect(web.jobs.works).toBe(false);
    const { headers } = await signIn(web, 'suporte@embarca.demo');
    const criada = await web.inject({
      method: 'POST',
      url: '/api/painel-admin/tarefas/verificacao',
      headers,
      payload: { quantidade: 120 },
    });
    expect(criada.statusCode, criada.body).toBe(201);
    const { lote } = criada.json<{ lote: string }>();
    const ler = async () =>
      (
        await web.inject({ method: 'GET', url: `/api/painel-admin/tarefas/verificacao/${lote}`, headers })
      ).json<TVerificacao>();
    const resultado = await eventually(ler, (r) => r.concluidas === 120);
    expect(resultado).toMatchObject({ enfileiradas: 120, concluidas: 120, efeitosDuplicados: 0 });
    const painel = await web.inject({ method: 'GET', url: '/api/painel-admin/tarefas', headers });
    expect(painel.json()).toMatchObject({ papel: 'web' });
  });

  it('registers the crons only from the worker', async () => {
    const crons = await sqlRows<{ name: string; cron: string; timezone: string }>(
      database.db,
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    // The fleet's prune and expiry notices (issue 18); the demo position simulator is off in tests.
    expect(crons).toEqual([
      { name: 'frota.posicoes.poda', cron: '30 3 * * *', timezone: 'America/Sao_Paulo' },
      { name: 'frota.vencimentos.avisos', cron: '0 7 * * *', timezone: 'America/Sao_Paulo' },
      // The offer deadlines' safety-net sweep (issue 20).
      { name: 'oferecimento.varredura', cron: '* * * * *', timezone: 'America/Sao_Paulo' },
      { name: 'sistema.verificacao.limpeza', cron: '0 3 * * *', timezone: 'America/Sao_Paulo' },
    ]);
  });

  it('stops the job layer when the app closes', async () => {
    const outro = await buildApp({ config: testConfig({ role: 'worker' }), database, logger: false });
    await outro.ready();
    await outro.close();
    await expect(outro.jobs.start()).rejects.toThrow('jobs: a fila de tarefas foi encerrada');
  });
});
