import {
  ComportamentoOferecimento,
  SituacaoOferecimento,
  SituacaoOfertaCarga,
  TipoOferta,
} from '@embarca/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCarga } from '../../../test/factories/cargas';
import * as demo from '../../../test/factories/demo';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { openTestDatabase } from '../../../test/helpers/test-database';
import type { DatabaseHandle } from '../../db/client';
import { cargaOferecimentos, cargaOfertas, usuarios } from '../../db/schema';
import { createJobs, type Jobs } from '../../lib/jobs/jobs';
import type { Notify } from '../notificacoes/notificacoes.service';
import { avancarCascata } from './cascata';
import { FILA_PRAZO_OFERTA } from './oferecimento.filas';
import { registerOferecimentoJobs } from './prazos.jobs';

/**
 * The offer deadlines on the job layer (issue 20), with two worker "processes" on one database: each
 * offer's job wakes the sweep; every waterfall past its deadline takes exactly one next step (no offer made
 * twice, none lost) even with both workers taking jobs at once and each job delivered twice; the
 * notifications go out after the commit.
 */
let database: DatabaseHandle;
const abertos: Jobs[] = [];
const silent = { info: () => undefined, warn: () => undefined };
const avisos: string[] = [];
const notify: Notify = async (input) => {
  avisos.push(input.title);
  return null;
};
let ownerId: string;
let unidadeId: string;
let transportadoras: { id: string }[];

async function worker(): Promise<Jobs> {
  const jobs = createJobs({ db: database.db, role: 'worker', log: silent, shutdownTimeoutMs: 2_000 });
  abertos.push(jobs);
  registerOferecimentoJobs(jobs, { db: database.db, log: silent }).usarNotify(notify);
  await jobs.start();
  return jobs;
}

async function esperar(condicao: () => Promise<boolean>, ms = 30_000) {
  const fim = Date.now() + ms;
  while (Date.now() < fim) {
    if (await condicao()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('tempo esgotado');
}

beforeAll(async () => {
  database = await openTestDatabase();
  const [admin] = await database.db
    .select()
    .from(usuarios)
    .where(eq(usuarios.email, 'admin@embarcador.demo'));
  ownerId = admin!.ownerId;
  unidadeId = (await demo.unidades(database.db, ownerId))[0]!.id;
  // Two carriers on the platform: Transportadora Demo and Expresso Sul.
  transportadoras = (await demo.empresas(database.db, ownerId)).filter(
    (e) => e.linkedOwnerId && e.tipo === 1,
  );
  expect(transportadoras.length).toBeGreaterThanOrEqual(2);
}, 60_000);

afterAll(async () => {
  for (const jobs of abertos) await jobs.stop({ graceful: false, timeoutMs: 1_000 }).catch(() => undefined);
  await database?.close();
});

describe('offer deadlines as durable jobs', () => {
  it('steps each waterfall exactly once when two workers take the deadline jobs, each sent twice', async () => {
    const [a, b] = [await worker(), await worker()];
    const quantidade = 12;
    const tenders: string[] = [];
    for (let i = 0; i < quantidade; i += 1) {
      const carga = await criarCarga(database.db, { ownerId, unidadeNegocioId: unidadeId });
      const [tender] = await database.db
        .insert(cargaOferecimentos)
        .values({
          ownerId,
          cargaId: carga.id,
          comportamento: ComportamentoOferecimento.Automatico,
          tipo: TipoOferta.Restrita,
          valorAlvo: '1000',
          prazoMinutos: 30,
          maxRodadas: 2,
          ordem: transportadoras.slice(0, 2).map((t) => t.id),
        })
        .returning();
      tenders.push(tender!.id);
      // The first offer goes out (no job layer: its deadline is set in the past below).
      await database.db.transaction((tx) =>
        avancarCascata(tx, { send: async () => null }, tender!.id, new Date()),
      );
    }
    const primeiras = await database.db
      .update(cargaOfertas)
      .set({ prazoResposta: new Date(Date.now() - 1000) })
      .where(inArray(cargaOfertas.oferecimentoId, tenders))
      .returning({ id: cargaOfertas.id });
    expect(primeiras).toHaveLength(quantidade);
    // Each deadline job sent twice, from both "processes": at least once delivery.
    for (const oferta of primeiras) {
      await a.send(FILA_PRAZO_OFERTA, { ofertaId: oferta.id });
      await b.send(FILA_PRAZO_OFERTA, { ofertaId: oferta.id });
    }
    await esperar(async () => {
      const [row] = await sqlRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from carga_ofertas where oferecimento_id = any(${sql.param(tenders)}::uuid[]) and situacao = ${SituacaoOfertaCarga.Expirada}`,
      );
      return row!.n === quantidade;
    });
    // Every tender took exactly one step: the second carrier offered once, round 2, its own deadline job.
    const ofertas = await database.db
      .select()
      .from(cargaOfertas)
      .where(inArray(cargaOfertas.oferecimentoId, tenders));
    expect(ofertas).toHaveLength(quantidade * 2);
    const segundas = ofertas.filter((o) => o.rodada === 2);
    expect(segundas).toHaveLength(quantidade);
    expect(segundas.every((o) => o.situacao === SituacaoOfertaCarga.Ofertada)).toBe(true);
    const estado = await database.db
      .select()
      .from(cargaOferecimentos)
      .where(inArray(cargaOferecimentos.id, tenders));
    expect(estado.every((t) => t.rodadaAtual === 2 && t.situacao === SituacaoOferecimento.EmAndamento)).toBe(
      true,
    );
    const [jobs] = await sqlRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'oferecimento.prazo' and data->>'ofertaId' = any(${sql.param(segundas.map((o) => o.id))}::text[])`,
    );
    expect(jobs!.n).toBe(quantidade);
    await esperar(async () => avisos.some((titulo) => titulo.startsWith('Oferta expirada')));
  }, 90_000);
});
