import { randomUUID } from 'node:crypto';
import { MESSAGES, type TPainelTarefas, type TVerificacao } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAs, usarBearers } from '../../../test/factories/sessoes';
import { httpDe } from '../../../test/helpers/http';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { usarTestApp } from '../../../test/helpers/test-app';
import { createVerificacaoRepository } from './verificacao.repository';

/**
 * The job layer for support (/api/painel-admin/tarefas, issue 17) on an app that works its jobs (role all):
 * the self-check batch runs to the end with no effect applied twice; a lead that used up its attempts is
 * listed with its error and sent again once; only support staff get in; bad ids and amounts are 400s
 * naming the field.
 */

// Port 9 (discard), one fetch refuses to call: every lead POST fails at once; nothing leaves the machine.
const t = usarTestApp({ config: { role: 'all', marketingLeadUrl: 'http://127.0.0.1:9/leads' } });
const http = httpDe(() => t.app);
const { suporte, admin } = usarBearers(t, 'suporte', 'admin');

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const painel = async () => (await http.get('/api/painel-admin/tarefas', suporte)).json<TPainelTarefas>();

describe('/api/painel-admin/tarefas/verificacao (the self-check)', () => {
  it('queues a batch of 200 jobs that all run, none with its effect applied twice', async () => {
    const criada = await http.post('/api/painel-admin/tarefas/verificacao', suporte, { quantidade: 200 });
    expect(criada.statusCode, criada.body).toBe(201);
    const { lote, enfileiradas } = criada.json<{ lote: string; enfileiradas: number }>();
    expect(enfileiradas).toBe(200);

    const ler = async () =>
      (await http.get(`/api/painel-admin/tarefas/verificacao/${lote}`, suporte)).json<TVerificacao>();
    const resultado = await eventually(ler, (r) => r.concluidas === 200);
    expect(resultado).toMatchObject({
      lote,
      enfileiradas: 200,
      concluidas: 200,
      efeitosDuplicados: 0,
      execucoesRepetidas: 0,
    });
    expect(resultado.concluidaEm).not.toBeNull();
    const fila = (await painel()).filas.find((f) => f.nome === 'sistema.verificacao');
    expect(fila).toMatchObject({
      descricao: 'Verificação da fila de tarefas',
      falhas: 0,
      aguardandoSuporte: 0,
    });
  });

  it('counts a job delivered again as a repeated execution, never as a second effect', async () => {
    const lote = randomUUID();
    const repository = createVerificacaoRepository(t.database.db);
    await repository.criarLote(lote, 3);
    const itens = [1, 2, 3].map((sequencia) => ({ lote, sequencia }));
    // Twice at once (a retry racing a worker thought dead), then once more.
    await Promise.all([repository.aplicar(itens), repository.aplicar(itens.slice(0, 2))]);
    await repository.aplicar(itens.slice(0, 1));
    expect(await repository.resumo(lote)).toMatchObject({
      enfileiradas: 3,
      concluidas: 3,
      efeitosDuplicados: 0,
      execucoesRepetidas: 3,
    });
    const linhas = await sqlRows<{ efeitos: number }>(
      t.database.db,
      sql`select efeitos from tarefas_verificacao where lote = ${lote} order by sequencia`,
    );
    expect(linhas.map((l) => l.efeitos)).toEqual([1, 1, 1]);
  });

  it('refuses an amount out of 1..10000 and a malformed or unknown batch, naming the field', async () => {
    for (const quantidade of [0, 10_001, 1.5]) {
      const response = await http.post('/api/painel-admin/tarefas/verificacao', suporte, { quantidade });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Quantidade: /);
    }
    const semCampo = await http.post('/api/painel-admin/tarefas/verificacao', suporte, {});
    expect(semCampo.statusCode).toBe(400);
    expect(semCampo.json().campos).toHaveProperty('quantidade');
    const malformado = await http.get('/api/painel-admin/tarefas/verificacao/nao-e-um-guid', suporte);
    expect(malformado.statusCode).toBe(400);
    expect(malformado.json().message).toBe(`Lote: ${MESSAGES.invalidFormat}`);
    const desconhecido = await http.get(`/api/painel-admin/tarefas/verificacao/${randomUUID()}`, suporte);
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json().message).toBe('Lote de verificação não encontrado.');
  });
});

describe('/api/painel-admin/tarefas (queues and dead letters)', () => {
  it('lists a lead that used up its attempts and sends it again once', async () => {
    // A trial company's load queues its lead form; the marketing service is unreachable.
    const trial = await signInAs(t.app, 'trial@embarcador.demo');
    const cadastro = await t.app.inject({
      method: 'POST',
      url: '/api/carga-mongo/cadastrar',
      headers: trial.naUnidade(trial.units[0]!.id),
      payload: {
        carga: { tipoFrete: 1, modalidade: 1, pesoBruto: 1000 },
        origemDestino: [
          { rota: 1, cidade: 'Campinas', uf: 'SP', dhInicio: '2030-06-10T11:00:00.000Z' },
          { rota: 3, cidade: 'Curitiba', uf: 'PR', dhInicio: '2030-06-11T11:00:00.000Z' },
        ],
        visibilidade: 1,
      },
    });
    expect(cadastro.statusCode, cadastro.body).toBe(201);
    const jobs = () =>
      sqlRows<{ id: string; state: string }>(
        t.database.db,
        sql`select j.id, j.state::text as state from pgboss.job j
          join lead_envios l on l.tarefa_id = j.id where j.name = 'leads.envio'`,
      );
    const [tarefa] = await eventually(jobs, ([j]) => j?.state === 'retry');
    expect(tarefa?.state).toBe('retry');
    // Jump to its last attempt (the 8th).
    await t.database.db.execute(
      sql`update pgboss.job set retry_count = 6, start_after = now() where id = ${tarefa!.id}`,
    );
    // The figures and the dead letters are read side by side while the job fails: wait for both to see it.
    const lista = await eventually(
      painel,
      (p) =>
        p.falhas.length > 0 &&
        p.filas.some((f) => f.nome === 'leads.envio' && f.falhas === 1 && f.aguardandoSuporte === 1),
    );
    const fila = lista.filas.find((f) => f.nome === 'leads.envio');
    expect(fila).toMatchObject({ descricao: 'Envio do formulário de lead', falhas: 1, aguardandoSuporte: 1 });
    expect(lista.papel).toBe('all');
    const [falha] = lista.falhas;
    expect(falha).toMatchObject({
      fila: 'leads.envio',
      descricaoFila: 'Envio do formulário de lead',
      tentativas: 8,
    });
    expect(falha?.resumo).toMatch(/^Formulário de lead \(envio [0-9a-f-]{36}\)$/);
    expect(falha?.ultimoErro).toMatch(/^Formulário de lead não enviado: /);
    expect(Number.isNaN(Date.parse(falha!.falhouEm))).toBe(false);

    const reprocessada = await http.post(`/api/painel-admin/tarefas/${falha!.id}/reprocessar`, suporte);
    expect(reprocessada.statusCode, reprocessada.body).toBe(200);
    expect(reprocessada.json()).toMatchObject({
      message: 'Tarefa reenviada para a fila.',
      fila: 'leads.envio',
    });
    const novaTarefa = reprocessada.json<{ tarefaId: string }>().tarefaId;
    const [nova] = await sqlRows<{ data: unknown }>(
      t.database.db,
      sql`select data from pgboss.job where id = ${novaTarefa} and name = 'leads.envio'`,
    );
    expect(nova?.data).toEqual({ leadEnvioId: expect.any(String) });
    expect((await painel()).falhas.map((f) => f.id)).not.toContain(falha!.id);

    const deNovo = await http.post(`/api/painel-admin/tarefas/${falha!.id}/reprocessar`, suporte);
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json().message).toBe('Esta tarefa já foi reprocessada.');
  });

  it('answers 404 for an unknown job and 400 naming the id for a malformed one', async () => {
    const desconhecida = await http.post(`/api/painel-admin/tarefas/${randomUUID()}/reprocessar`, suporte);
    expect(desconhecida.statusCode).toBe(404);
    expect(desconhecida.json().message).toBe('Tarefa não encontrada.');
    const malformada = await http.post('/api/painel-admin/tarefas/123/reprocessar', suporte);
    expect(malformada.statusCode).toBe(400);
    expect(malformada.json().message).toBe(`Id: ${MESSAGES.invalidFormat}`);
  });

  it('refuses anyone but support staff (403), a company administrator included, writing nothing', async () => {
    const antes = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from tarefas_verificacao`,
    );
    const chamadas = [
      http.get('/api/painel-admin/tarefas', admin),
      http.post(`/api/painel-admin/tarefas/${randomUUID()}/reprocessar`, admin),
      http.post('/api/painel-admin/tarefas/verificacao', admin, { quantidade: 5 }),
      http.get(`/api/painel-admin/tarefas/verificacao/${randomUUID()}`, admin),
    ];
    for (const response of await Promise.all(chamadas)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.forbidden);
    }
    const depois = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from tarefas_verificacao`,
    );
    expect(depois).toEqual(antes);
    expect((await http.get('/api/painel-admin/tarefas')).statusCode).toBe(401);
  });
});
