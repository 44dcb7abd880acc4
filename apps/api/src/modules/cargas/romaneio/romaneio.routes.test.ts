import {
  MESSAGES,
  ROMANEIO_MESSAGES,
  type TRomaneioDetalhes,
  type TRomaneioUnificado,
} from '@embarca/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeClaims, signIn } from '../../../../test/helpers/sign-in';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
let carrier: Record<string, string>;
let trial: Record<string, string>;
let shipperOwnerId: string;
let carrierOwnerId: string;

async function unitsOf(headers: Record<string, string>) {
  return (await t.app.inject({ method: 'GET', url: '/api/unidade-negocio/listwithaccess', headers })).json<
    { id: string }[]
  >();
}

/** The bearer headers with the first unit selected and the filter widened to every unit (as the board). */
async function scoped(email: string) {
  const session = await signIn(t.app, email);
  const units = await unitsOf(session.headers);
  return {
    ownerId: decodeClaims(session.token).OwnerId as string,
    headers: {
      ...session.headers,
      businessunitid: units[0]!.id,
      businessunitfilter: units.map((u) => u.id).join(','),
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const shipper = await scoped('admin@embarcador.demo');
  admin = shipper.headers;
  shipperOwnerId = shipper.ownerId;
  const carrierSession = await scoped('admin@transportadora.demo');
  carrier = carrierSession.headers;
  carrierOwnerId = carrierSession.ownerId;
  trial = (await scoped('trial@embarcador.demo')).headers;
});
afterAll(async () => t.close());

const detalhes = (cargaId: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/carga-mongo/${cargaId}/romaneio-detalhes`, headers });
const unificado = (query: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/carga-mongo/romaneio-unificado?${query}`, headers });

/** Ids of the shipper's active loads on the board matching a SQL condition, by code. */
async function cargas(where: SQL, limit = 1): Promise<string[]> {
  const rows = await sqlRows<{ id: string }>(
    t.database.db,
    sql`select c.id from cargas c where c.owner_id = ${shipperOwnerId} and c.ativo
        and c.situacao in (1, 2, 3, 4, 7, 8) and ${where} order by c.codigo limit ${limit}`,
  );
  if (rows.length < limit) throw new Error('cargas de teste não encontradas');
  return rows.map((row) => row.id);
}

const hiredByCarrier = () =>
  sql`c.contratacao_owner_id = ${carrierOwnerId} and c.veiculo_id is not null and c.motorista_id is not null`;
const directedNotHired = () =>
  sql`c.contratacao_owner_id is null and exists (select 1 from carga_ofertas o where o.carga_id = c.id
      and o.tipo = 2 and o.situacao in (1, 2) and o.transportadora_owner_id = ${carrierOwnerId})`;
const notOffered = () => sql`not exists (select 1 from carga_ofertas o where o.carga_id = c.id)`;

/**
 * Replaces a load's documents with known ones (this file's own database copy): two documents, the first
 * with two items, the second without a quantity (counts as one unit).
 */
async function documentosConhecidos(cargaId: string) {
  const db = t.database.db;
  await db.execute(sql`delete from carga_documentos where carga_id = ${cargaId}`);
  await db.execute(sql`update cargas set volume_unidade = 7 where id = ${cargaId}`);
  const [primeiro] = await sqlRows<{ id: string }>(
    db,
    sql`insert into carga_documentos (carga_id, owner_id, ordem, codigo, descricao, numero, quantidade,
          tipo_acondicionamento, peso, cubagem, valor, numero_nf)
        values (${cargaId}, ${shipperOwnerId}, 1, 'CX-01', 'Caixas de papelão', 'DOC-1', 12, 'Caixa',
          25.5, 0.125, 1999.90, '900001')
        returning id`,
  );
  await db.execute(
    sql`insert into carga_documentos (carga_id, owner_id, ordem, codigo, descricao, numero, quantidade,
          peso, cubagem, valor, numero_nf)
        values (${cargaId}, ${shipperOwnerId}, 2, 'PL-02', 'Palete de bobinas', 'DOC-2', null,
          1200.125, 1.5, 0.10, '900002')`,
  );
  await db.execute(
    sql`insert into carga_documento_itens (carga_documento_id, owner_id, ordem, codigo, descricao, quantidade,
          peso, valor)
        values (${primeiro!.id}, ${shipperOwnerId}, 2, 'IT-2', 'Fita adesiva', 2.5, 0.3, 15.00),
               (${primeiro!.id}, ${shipperOwnerId}, 1, 'IT-1', 'Caixa 40x30', 10, 2.125, 120.50)`,
  );
}

describe('GET /api/carga-mongo/{id}/romaneio-detalhes', () => {
  it("returns the load's header, route and documents as the database has them", async () => {
    const [id] = await cargas(hiredByCarrier());
    const response = await detalhes(id!, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<TRomaneioDetalhes>();
    const [row] = await sqlRows<{
      codigo: number;
      empresa: string;
      cnpj: string;
      placa: string;
      motorista: string;
      transportadora: string;
      rotas: number;
      documentos: number;
    }>(
      t.database.db,
      sql`select c.codigo, e.nome as empresa, e.cnpj, v.placa, m.nome as motorista, tc.nome as transportadora,
            (select count(*)::int from carga_rotas r where r.carga_id = c.id) as rotas,
            (select count(*)::int from carga_documentos d where d.carga_id = c.id) as documentos
          from cargas c join owners o on o.id = c.owner_id join empresas e on e.id = o.empresa_id
          join veiculos v on v.id = c.veiculo_id join motoristas m on m.id = c.motorista_id
          join empresas tc on tc.id = c.transportadora_empresa_id
          where c.id = ${id}`,
    );
    expect(body).toMatchObject({
      id,
      codigo: row!.codigo,
      embarcador: { nome: row!.empresa, documento: row!.cnpj },
      transportadora: { nome: row!.transportadora },
      veiculo: { placa: row!.placa },
      motorista: { nome: row!.motorista },
    });
    expect(body.rotas).toHaveLength(row!.rotas);
    expect(body.rotas.map((ponto) => ponto.ordem)).toEqual(
      [...body.rotas.map((p) => p.ordem)].sort((a, b) => a - b),
    );
    expect(body.documentos).toHaveLength(row!.documentos);
    expect(body.unidadeNegocio.nome.length).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(body.emitidoEm))).toBe(false);
  });

  it('computes the totals exactly and lists each document’s items in order', async () => {
    const [id] = await cargas(notOffered());
    await documentosConhecidos(id!);
    const response = await detalhes(id!, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<TRomaneioDetalhes>();
    expect(body.totais).toEqual({
      // 12 × 25,5 + 1 × 1200,125
      peso: '1506.125',
      // 12 × 0,125 + 1 × 1,5
      volume: '3.000',
      volumeUnidade: 7,
      valor: '2000.00',
      quantidade: 12,
      documentos: 2,
      itens: 2,
    });
    expect(body.documentos.map((d) => d.numero)).toEqual(['DOC-1', 'DOC-2']);
    expect(body.documentos[0]!.itens).toEqual([
      expect.objectContaining({ ordem: 1, codigo: 'IT-1', descricao: 'Caixa 40x30', quantidade: '10.000' }),
      expect.objectContaining({
        ordem: 2,
        codigo: 'IT-2',
        quantidade: '2.500',
        peso: '0.300',
        valor: '15.00',
      }),
    ]);
    expect(body.documentos[1]!.itens).toEqual([]);
  });

  it("answers 404 for another tenant's load, an unknown id, and 400 for a malformed id", async () => {
    const [id] = await cargas(notOffered());
    expect((await detalhes(id!, trial)).statusCode).toBe(404);
    expect((await detalhes(id!, carrier)).statusCode).toBe(404);
    expect((await detalhes('0b3c0b5e-7a2f-4f7e-9a43-0d1c2b3a4f5e', admin)).statusCode).toBe(404);
    const malformed = await detalhes('abc', admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MESSAGES.notFound);
  });

  it('answers 401 without a session and 400 without a business unit', async () => {
    const [id] = await cargas(notOffered());
    expect((await detalhes(id!, {})).statusCode).toBe(401);
    const { authorization } = admin;
    expect((await detalhes(id!, { authorization: authorization! })).statusCode).toBe(400);
  });

  it('shows the hired carrier its load with the vehicle and driver', async () => {
    const [id] = await cargas(hiredByCarrier());
    const response = await detalhes(id!, carrier);
    expect(response.statusCode).toBe(200);
    const body = response.json<TRomaneioDetalhes>();
    expect(body.veiculo?.placa).toMatch(/^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$/);
    expect(body.motorista?.nome.length).toBeGreaterThan(0);
    expect(body.transportadora).not.toBeNull();
  });

  it('shows a carrier a load directed to it, without the hiring', async () => {
    const [id] = await cargas(directedNotHired());
    const response = await detalhes(id!, carrier);
    expect(response.statusCode).toBe(200);
    const body = response.json<TRomaneioDetalhes>();
    expect(body.id).toBe(id);
    expect(body.embarcador.nome.length).toBeGreaterThan(0);
    expect(body.veiculo).toBeNull();
    expect(body.motorista).toBeNull();
  });
});

describe('GET /api/carga-mongo/romaneio-unificado', () => {
  it('returns the manifests in the order asked and their grand totals', async () => {
    const ids = await cargas(sql`exists (select 1 from carga_documentos d where d.carga_id = c.id)`, 3);
    const asked = [ids[2]!, ids[0]!, ids[1]!];
    const response = await unificado(`cargaIds=${asked.join(',')}`, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<TRomaneioUnificado>();
    expect(body.romaneios.map((r) => r.id)).toEqual(asked);
    const [somas] = await sqlRows<{ peso: string; valor: string; documentos: number }>(
      t.database.db,
      sql`select sum(d.peso * coalesce(d.quantidade, 1))::numeric(14, 3)::text as peso,
            sum(coalesce(d.valor, 0))::numeric(14, 2)::text as valor, count(*)::int as documentos
          from carga_documentos d where d.carga_id in (${sql.join(
            asked.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
    expect(body.totais.peso).toBe(somas!.peso);
    expect(body.totais.valor).toBe(somas!.valor);
    expect(body.totais.documentos).toBe(somas!.documentos);
  });

  it('answers 404 when any load is not visible to the caller', async () => {
    const [mine] = await cargas(notOffered());
    const [directed] = await cargas(directedNotHired());
    expect((await unificado(`cargaIds=${directed},${mine}`, carrier)).statusCode).toBe(404);
    expect((await unificado(`cargaIds=${directed}`, carrier)).statusCode).toBe(200);
    expect((await unificado(`cargaIds=${mine}`, trial)).statusCode).toBe(404);
  });

  it('refuses no ids, malformed ids and more than 50 (400), in pt-BR', async () => {
    const none = await unificado('cargaIds=', admin);
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain(ROMANEIO_MESSAGES.cargaIdsObrigatorio);
    expect((await unificado('cargaIds=abc', admin)).statusCode).toBe(400);
    const many = Array.from(
      { length: 51 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    ).join(',');
    const tooMany = await unificado(`cargaIds=${many}`, admin);
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain(ROMANEIO_MESSAGES.maxCargas(50));
  });
});
