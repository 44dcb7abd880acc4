import { MESSAGES, VEICULO_ATIVIDADE_MESSAGES } from '@embarca/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithUnits } from '../../../test/helpers/sign-in';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/**
 * A contracted fleet vehicle's return time over HTTP on the demo database: registering and changing it,
 * the rules (vehicle of the load, fleet vehicle, situacao, not before the start), the hired carrier's own
 * vehicle, tenancy, scope and bad input.
 */

type Headers = Record<string, string>;

let t: TestApp;
let admin: Headers;
let operador: Headers;
let carrier: Headers;
let trial: Headers;
let shipperOwnerId: string;
let carrierOwnerId: string;
let curitiba: string;
const usadas = new Set<string>();

const rows = <T extends Record<string, unknown>>(query: SQL) => sqlRows<T>(t.database.db, query);

const session = (email: string) => signInWithUnits(t.app, email);

beforeAll(async () => {
  t = await createTestApp();
  const a = await session('admin@embarcador.demo');
  admin = a.headers;
  shipperOwnerId = a.claims.OwnerId as string;
  curitiba = a.units.find((u) => u.descricao === 'CD Curitiba')!.id;
  operador = (await session('operador@embarcador.demo')).headers;
  const c = await session('admin@transportadora.demo');
  carrier = c.headers;
  carrierOwnerId = c.claims.OwnerId as string;
  trial = (await session('trial@embarcador.demo')).headers;
});
afterAll(async () => t.close());

/** A load of the demo shipper with its allocated vehicle, picked by a SQL condition, not used before. */
async function carga(where: SQL) {
  const found = await rows<{
    id: string;
    codigo: number;
    veiculo_id: string;
    placa: string;
    unidade: string;
  }>(
    sql`select c.id, c.codigo, c.veiculo_id, v.placa, c.unidade_negocio_id as unidade
        from cargas c join veiculos v on v.id = c.veiculo_id
        where c.owner_id = ${shipperOwnerId} and ${where} order by c.codigo`,
  );
  const row = found.find((r) => !usadas.has(r.id));
  if (!row) throw new Error('carga de teste não encontrada');
  usadas.add(row.id);
  return row;
}

const inicio = async (cargaId: string) =>
  (
    await rows<{ inicio: Date | string | null }>(
      sql`select coalesce((select r.dh_realizada from carga_rotas r where r.carga_id = c.id and r.rota = 1
            order by r.ordem limit 1), c.dh_coleta) as inicio from cargas c where c.id = ${cargaId}`,
    )
  )[0]!.inicio;

/** An instant `hours` after the load's start (its collection). */
async function depoisDoInicio(cargaId: string, hours: number) {
  const start = await inicio(cargaId);
  return new Date(new Date(start ?? Date.now()).getTime() + hours * 3_600_000).toISOString();
}

const post = (veiculoId: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/frota/veiculos/${veiculoId}/atividades`, headers, payload });
const get = (veiculoId: string, headers: Headers, cargaId?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/frota/veiculos/${veiculoId}/atividades${cargaId ? `?cargaId=${cargaId}` : ''}`,
    headers,
  });

const contar = async (cargaId: string) =>
  (
    await rows<{ atividades: number; historico: number }>(
      sql`select (select count(*)::int from veiculo_atividades where carga_id = ${cargaId}) as atividades,
            (select count(*)::int from carga_historico where carga_id = ${cargaId} and acao = 'horario-retorno')
              as historico`,
    )
  )[0]!;

describe('POST /api/frota/veiculos/{id}/atividades', () => {
  it("registers the own fleet vehicle's return (201), then changes it (200), with the load's history", async () => {
    const load = await carga(sql`c.situacao = 2 and v.frota and v.owner_id = ${shipperOwnerId}
      and c.unidade_negocio_id <> ${curitiba}`);
    const dhRetorno = await depoisDoInicio(load.id, 30);

    const criado = await post(load.veiculo_id, operador, {
      cargaId: load.id,
      dhRetorno,
      observacao: '  Retorno pela BR-116  ',
    });

    expect(criado.statusCode).toBe(201);
    expect(criado.json()).toMatchObject({
      message: VEICULO_ATIVIDADE_MESSAGES.registrado,
      atividade: {
        veiculoId: load.veiculo_id,
        cargaId: load.id,
        cargaCodigo: load.codigo,
        tipo: 1,
        dhRetorno,
        observacao: 'Retorno pela BR-116',
        criadoPor: 'Rafael Almeida Santos',
      },
    });
    const start = await inicio(load.id);
    expect(criado.json().atividade.dhInicio).toBe(start ? new Date(start).toISOString() : null);
    const [historia] = await rows<{ descricao: string }>(
      sql`select descricao from carga_historico where carga_id = ${load.id} and acao = 'horario-retorno'`,
    );
    expect(historia?.descricao).toMatch(
      /^Horário de retorno do veículo [A-Z0-9-]+: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, registrado por Rafael Almeida Santos\. Observação: Retorno pela BR-116$/,
    );

    const novoRetorno = await depoisDoInicio(load.id, 36);
    const alterado = await post(load.veiculo_id, admin, { cargaId: load.id, dhRetorno: novoRetorno });
    expect(alterado.statusCode).toBe(200);
    expect(alterado.json()).toMatchObject({
      message: VEICULO_ATIVIDADE_MESSAGES.atualizado,
      atividade: { id: criado.json().atividade.id, dhRetorno: novoRetorno, observacao: null },
    });
    expect(await contar(load.id)).toEqual({ atividades: 1, historico: 2 });

    const lista = await get(load.veiculo_id, admin, load.id);
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toMatchObject({
      veiculo: { id: load.veiculo_id, placa: load.placa, frota: true },
      carga: { id: load.id, codigo: load.codigo, atividade: { id: criado.json().atividade.id } },
    });
    expect(lista.json().atividades.map((a: { cargaId: string }) => a.cargaId)).toContain(load.id);
  });

  it('refuses a return before the start, a vehicle not of the load, a non-fleet vehicle and bad input', async () => {
    const load = await carga(sql`c.situacao in (2, 7, 8) and v.frota and v.owner_id = ${shipperOwnerId}`);
    const start = await inicio(load.id);
    expect(start).not.toBeNull();
    const casos: [string, object, number, string][] = [
      [
        load.veiculo_id,
        { cargaId: load.id, dhRetorno: await depoisDoInicio(load.id, 0) },
        400,
        VEICULO_ATIVIDADE_MESSAGES.retornoAntesDaSaida,
      ],
      [load.veiculo_id, { cargaId: load.id }, 400, 'Horário de retorno é obrigatório!'],
      [load.veiculo_id, { cargaId: load.id, dhRetorno: 'logo' }, 400, MESSAGES.invalidDate],
      [
        load.veiculo_id,
        { cargaId: 'nao-e-id', dhRetorno: await depoisDoInicio(load.id, 5) },
        400,
        MESSAGES.invalidFormat,
      ],
      [
        load.veiculo_id,
        { cargaId: load.id, dhRetorno: await depoisDoInicio(load.id, 5), observacao: 'x'.repeat(501) },
        400,
        'Tamanho máximo: 500 caracteres',
      ],
    ];
    const [outroVeiculo] = await rows<{ id: string }>(
      sql`select id from veiculos where owner_id = ${shipperOwnerId} and id <> ${load.veiculo_id} limit 1`,
    );
    casos.push([
      outroVeiculo!.id,
      { cargaId: load.id, dhRetorno: await depoisDoInicio(load.id, 5) },
      400,
      VEICULO_ATIVIDADE_MESSAGES.cargaNaoAlocada,
    ]);
    for (const [veiculoId, payload, status, message] of casos) {
      const response = await post(veiculoId, admin, payload);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toContain(message);
    }

    const semFrota = await carga(sql`c.situacao in (2, 7, 8) and not v.frota`);
    const response = await post(semFrota.veiculo_id, admin, {
      cargaId: semFrota.id,
      dhRetorno: await depoisDoInicio(semFrota.id, 5),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(VEICULO_ATIVIDADE_MESSAGES.veiculoNaoFrota);
    expect(await contar(load.id)).toEqual({ atividades: 0, historico: 0 });
    expect(await contar(semFrota.id)).toEqual({ atividades: 0, historico: 0 });
  });

  it('refuses a load awaiting allocation', async () => {
    const [load] = await rows<{ id: string }>(
      sql`select id from cargas where owner_id = ${shipperOwnerId} and situacao = 1 limit 1`,
    );
    const [veiculo] = await rows<{ id: string }>(
      sql`select id from veiculos where owner_id = ${shipperOwnerId} and frota limit 1`,
    );
    await t.database.db.execute(sql`update cargas set veiculo_id = ${veiculo!.id} where id = ${load!.id}`);
    const response = await post(veiculo!.id, admin, {
      cargaId: load!.id,
      dhRetorno: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(VEICULO_ATIVIDADE_MESSAGES.situacaoNaoPermite);
  });

  it("lets the hired carrier register its own fleet vehicle's return, kept apart from the shipper's", async () => {
    const load = await carga(sql`c.situacao in (2, 7, 8) and v.frota and v.owner_id = ${carrierOwnerId}
      and c.contratacao_owner_id = ${carrierOwnerId}`);
    const dhRetorno = await depoisDoInicio(load.id, 12);
    const doCarrier = await post(load.veiculo_id, carrier, { cargaId: load.id, dhRetorno });
    expect(doCarrier.statusCode).toBe(201);
    const doShipper = await post(load.veiculo_id, admin, { cargaId: load.id, dhRetorno });
    expect(doShipper.statusCode).toBe(201);
    expect(doShipper.json().atividade.id).not.toBe(doCarrier.json().atividade.id);
    // The carrier's own list of its vehicle does not show the shipper's record, and vice versa.
    const listaCarrier = (await get(load.veiculo_id, carrier)).json();
    expect(listaCarrier.atividades.map((a: { id: string }) => a.id)).toContain(doCarrier.json().atividade.id);
    expect(listaCarrier.atividades.map((a: { id: string }) => a.id)).not.toContain(
      doShipper.json().atividade.id,
    );
    // Without the load, another company's vehicle is not visible to the shipper.
    expect((await get(load.veiculo_id, admin)).statusCode).toBe(404);
  });

  it('answers 404 to another tenant and outside the unit scope, 403 to a carrier not hired', async () => {
    const load = await carga(sql`c.situacao in (2, 7, 8) and v.frota and c.unidade_negocio_id = ${curitiba}`);
    const payload = { cargaId: load.id, dhRetorno: await depoisDoInicio(load.id, 5) };
    expect((await post(load.veiculo_id, trial, payload)).statusCode).toBe(404);
    expect((await get(load.veiculo_id, trial, load.id)).statusCode).toBe(404);
    // The operator's units are Matriz and Campinas.
    expect((await post(load.veiculo_id, operador, payload)).statusCode).toBe(404);

    // A load directed to the carrier but not hired by it: it sees the load, may not act on it.
    const [direcionada] = await rows<{ id: string }>(
      sql`select c.id from cargas c where c.owner_id = ${shipperOwnerId} and c.situacao = 1
            and exists (select 1 from carga_ofertas o where o.carga_id = c.id and o.tipo = 2
              and o.transportadora_owner_id = ${carrierOwnerId})
          limit 1`,
    );
    const [veiculo] = await rows<{ id: string }>(
      sql`select id from veiculos where owner_id = ${carrierOwnerId} and frota limit 1`,
    );
    expect(
      (await post(veiculo!.id, carrier, { cargaId: direcionada!.id, dhRetorno: new Date().toISOString() }))
        .statusCode,
    ).toBe(403);
    expect(await contar(load.id)).toEqual({ atividades: 0, historico: 0 });
  });
});
