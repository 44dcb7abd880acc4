import { MESSAGES, VEICULO_ATIVIDADE_MESSAGES } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../../../test/factories/demo';
import { signInAs } from '../../../test/factories/sessoes';
import { historicoDaCarga, rotasDaCarga } from '../../../test/helpers/carga-registros';
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
let cargas: ReturnType<typeof demo.cargasDeTeste>;

const session = (email: string) => signInAs(t.app, email);

beforeAll(async () => {
  t = await createTestApp();
  const a = await session('admin@embarcador.demo');
  admin = a.headers;
  shipperOwnerId = a.ownerId;
  curitiba = a.unidade('CD Curitiba');
  cargas = demo.cargasDeTeste(t.database.db, { ownerId: shipperOwnerId });
  operador = (await session('operador@embarcador.demo')).headers;
  const c = await session('admin@transportadora.demo');
  carrier = c.headers;
  carrierOwnerId = c.ownerId;
  trial = (await session('trial@embarcador.demo')).headers;
});
afterAll(async () => t.close());

/** A load of the demo shipper with its allocated vehicle (matching the filter), not used before. */
async function carga(filtro: Omit<demo.FiltroDeCarga, 'ownerId'>) {
  const row = await cargas.nova({ ...filtro, veiculo: filtro.veiculo ?? {} });
  const veiculo = await demo.veiculo(t.database.db, row.veiculoId as string);
  return { ...row, veiculo_id: veiculo.id, placa: veiculo.placa };
}

/** The load's start: its origin's done time, else its collection date. */
const inicio = async (cargaId: string) => {
  const origem = (await rotasDaCarga(t.database.db, cargaId)).find((r) => r.rota === 1);
  const [carga] = await demo.cargas(t.database.db, { ownerId: shipperOwnerId, id: cargaId });
  return origem?.dhRealizada ?? carga?.dhColeta ?? null;
};

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

const contar = async (cargaId: string) => ({
  atividades: (
    await sqlRows(t.database.db, sql`select id from veiculo_atividades where carga_id = ${cargaId}`)
  ).length,
  historico: (await historicoDaCarga(t.database.db, cargaId, 'horario-retorno')).length,
});

describe('POST /api/frota/veiculos/{id}/atividades', () => {
  it("registers the own fleet vehicle's return (201), then changes it (200), with the load's history", async () => {
    const load = await carga({
      situacao: 2,
      veiculo: { frota: true, ownerId: shipperOwnerId },
      foraDasUnidades: [curitiba],
    });
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
    const [historia] = await historicoDaCarga(t.database.db, load.id, 'horario-retorno');
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
    const load = await carga({ situacao: [2, 7, 8], veiculo: { frota: true, ownerId: shipperOwnerId } });
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
    const outroVeiculo = (
      await demo.veiculos(t.database.db, shipperOwnerId, { inclusiveInativos: true })
    ).find((v) => v.id !== load.veiculo_id);
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

    const semFrota = await carga({ situacao: [2, 7, 8], veiculo: { frota: false } });
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
    const load = await demo.carga(t.database.db, { ownerId: shipperOwnerId, situacao: 1 });
    const [veiculo] = await demo.veiculos(t.database.db, shipperOwnerId, {
      frota: true,
      inclusiveInativos: true,
    });
    await t.database.db.execute(sql`update cargas set veiculo_id = ${veiculo!.id} where id = ${load.id}`);
    const response = await post(veiculo!.id, admin, {
      cargaId: load.id,
      dhRetorno: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(VEICULO_ATIVIDADE_MESSAGES.situacaoNaoPermite);
  });

  it("lets the hired carrier register its own fleet vehicle's return, kept apart from the shipper's", async () => {
    const load = await carga({
      situacao: [2, 7, 8],
      veiculo: { frota: true, ownerId: carrierOwnerId },
      contratadaPor: carrierOwnerId,
    });
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
    const load = await carga({ situacao: [2, 7, 8], veiculo: { frota: true }, unidadeNegocioId: curitiba });
    const payload = { cargaId: load.id, dhRetorno: await depoisDoInicio(load.id, 5) };
    expect((await post(load.veiculo_id, trial, payload)).statusCode).toBe(404);
    expect((await get(load.veiculo_id, trial, load.id)).statusCode).toBe(404);
    // The operator's units are Matriz and Campinas.
    expect((await post(load.veiculo_id, operador, payload)).statusCode).toBe(404);

    // A load directed to the carrier but not hired by it: it sees the load, may not act on it.
    const direcionada = await demo.carga(t.database.db, {
      ownerId: shipperOwnerId,
      situacao: 1,
      direcionadaA: carrierOwnerId,
    });
    const [veiculo] = await demo.veiculos(t.database.db, carrierOwnerId, {
      frota: true,
      inclusiveInativos: true,
    });
    expect(
      (await post(veiculo!.id, carrier, { cargaId: direcionada.id, dhRetorno: new Date().toISOString() }))
        .statusCode,
    ).toBe(403);
    expect(await contar(load.id)).toEqual({ atividades: 0, historico: 0 });
  });
});
