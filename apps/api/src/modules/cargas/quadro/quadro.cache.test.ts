import { type TQuadroCargaResponse, ZQuadroCargaQuery } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionOf } from '../../../../test/factories/sessoes';
import { rotasDaCarga } from '../../../../test/helpers/carga-registros';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { RequestSession } from '../../../plugins/authenticate';
import { createQuadroRepository, type QuadroRepository } from './quadro.repository';
import { createQuadroService, type QuadroService } from './quadro.service';
import { createQuadroPageCache } from './quadro-page-cache';

/**
 * The board page cache (quadro-page-cache.ts): a page is served again only while its owner's board version
 * (quadro_versoes, bumped by triggers, migration 0012) is unchanged — any committed write to a table the
 * card reads shows on the next read; carriers' boards are never cached.
 */
let t: TestApp;
let service: QuadroService;
let builds: number;
let counts: number;
let shipper: RequestSession;
let carrier: RequestSession;

async function page(
  session: RequestSession,
  grupo: 'aguardando-alocacao' | 'entregue' = 'aguardando-alocacao',
) {
  const result = await service.listGroup(session, grupo, ZQuadroCargaQuery.parse({ limit: 200 }));
  return JSON.parse(result.body.toString()) as TQuadroCargaResponse;
}

const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

beforeAll(async () => {
  t = await createTestApp();
  const repository = createQuadroRepository(t.database.db);
  // Counts the page builds (listPage) while every other call goes through.
  const counted: QuadroRepository = {
    ...repository,
    listPage: async (q) => {
      builds += 1;
      return repository.listPage(q);
    },
    countBySituacao: async (scope) => {
      counts += 1;
      return repository.countBySituacao(scope);
    },
  };
  service = createQuadroService({
    db: t.database.db,
    repository: counted,
    pageCache: createQuadroPageCache({ maxBytes: 8 * 1024 * 1024 }),
  });
  shipper = await sessionOf(t.app, 'admin@embarcador.demo');
  carrier = await sessionOf(t.app, 'admin@transportadora.demo');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  builds = 0;
  counts = 0;
});

describe('board page cache', () => {
  it('serves the same page again without building it while nothing changed', async () => {
    const first = await page(shipper);
    const second = await page(shipper);
    expect(second).toEqual(first);
    expect(builds).toBe(1);
    // Another group, another unit scope: other pages.
    await page(shipper, 'entregue');
    await page({ ...shipper, escopoUnidadeIds: shipper.escopoUnidadeIds.slice(0, 1) });
    expect(builds).toBe(3);
  });

  it('shows a committed change of the load on the next read', async () => {
    const before = await page(shipper);
    builds = 0;
    const card = before.items[0]!;
    await exec(sql`update cargas set peso = 4321.5 where id = ${card.id}`);
    const after = await page(shipper);
    expect(builds).toBe(1);
    expect(after.items.find((item) => item.id === card.id)?.peso).toBe('4321.500');
  });

  it('shows changes of the other tables the card reads (route company name, documents, offers)', async () => {
    const before = await page(shipper);
    builds = 0;
    const card = before.items.find((item) => item.origem?.empresa)!;
    const rota = (await rotasDaCarga(t.database.db, card.id)).find((r) => r.rota === 1 && r.empresaId);
    await exec(sql`update empresas set nome = 'Empresa Renomeada Ltda' where id = ${rota!.empresaId}`);
    expect((await page(shipper)).items.find((item) => item.id === card.id)?.origem?.empresa).toBe(
      'Empresa Renomeada Ltda',
    );
    await exec(
      sql`insert into carga_documentos (carga_id, owner_id, numero, numero_nf)
        values (${card.id}, ${shipper.ownerId}, 'DOC-CACHE', '987654')`,
    );
    expect((await page(shipper)).items.find((item) => item.id === card.id)?.numerosNF).toContain('987654');
    await exec(sql`delete from carga_documentos where numero = 'DOC-CACHE'`);
    expect((await page(shipper)).items.find((item) => item.id === card.id)?.numerosNF).not.toContain(
      '987654',
    );
    expect(builds).toBe(3);
  });

  it("does not let another owner's writes evict the page", async () => {
    await page(shipper);
    builds = 0;
    await exec(sql`update cargas set peso = peso where owner_id = ${carrier.ownerId}`);
    await exec(sql`update empresas set nome = nome where owner_id = ${carrier.ownerId}`);
    await page(shipper);
    expect(builds).toBe(0);
  });

  it("never caches a carrier's board (it spans other owners' loads)", async () => {
    await page(carrier);
    await page(carrier);
    expect(builds).toBe(2);
  });

  it('bumps the owner version once per statement, whatever the row count', async () => {
    const versao = async () =>
      Number(
        (
          await sqlRows<{ versao: string }>(
            t.database.db,
            sql`select versao from quadro_versoes where owner_id = ${shipper.ownerId}`,
          )
        )[0]?.versao ?? 0,
      );
    const v0 = await versao();
    await exec(sql`update cargas set peso = peso where owner_id = ${shipper.ownerId}`);
    expect(await versao()).toBe(v0 + 1);
  });

  it('keeps the totals (totalizadores) under the same version: counted again only after a write', async () => {
    const first = await service.totalizadores(shipper, 1);
    expect(await service.totalizadores(shipper, 1)).toEqual(first);
    expect(counts).toBe(1);
    // Another unit scope: other totals.
    await service.totalizadores({ ...shipper, escopoUnidadeIds: shipper.escopoUnidadeIds.slice(0, 1) }, 1);
    expect(counts).toBe(2);
    // A load changes situacao: the next totals show it.
    const card = (await page(shipper)).items[0]!;
    const de = card.situacao;
    const para = first.porSituacao.find((row) => row.situacao !== de)!.situacao;
    const quantos = (totals: typeof first, situacao: number) =>
      totals.porSituacao.find((row) => row.situacao === situacao)?.quantidade ?? 0;
    await exec(sql`update cargas set situacao = ${para} where id = ${card.id}`);
    const after = await service.totalizadores(shipper, 1);
    expect(counts).toBe(3);
    expect(quantos(after, de)).toBe(quantos(first, de) - 1);
    expect(quantos(after, para)).toBe(quantos(first, para) + 1);
    await exec(sql`update cargas set situacao = ${de} where id = ${card.id}`);
    expect(await service.totalizadores(shipper, 1)).toEqual(first);
    // A carrier's totals span other owners: always counted.
    counts = 0;
    await service.totalizadores(carrier, 1);
    await service.totalizadores(carrier, 1);
    expect(counts).toBe(2);
  });
});
