import crypto from 'node:crypto';
import zlib from 'node:zlib';
import {
  formatPlate,
  MESSAGES,
  MONITORAMENTO_MESSAGES,
  POSICOES_RETENCAO_DIAS,
  SituacaoCarga,
  type TMonitoramento,
  type TTokenIntegracaoCriado,
  ZMonitoramento,
  ZTokenIntegracaoList,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../../../../test/factories/demo';
import { criarVeiculo } from '../../../../test/factories/frota';
import { type SignedIn, signInAs } from '../../../../test/factories/sessoes';
import { negarModulos } from '../../../../test/helpers/carga-registros';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { podarPosicoes } from './monitoramento.jobs';
import { registrarPosicoes } from './registrar-posicoes';
import { simularPosicoes } from './simulador-posicoes';

/**
 * Issue 18, positions and the monitoring map, on the demo database: integration tokens (administrators),
 * ingestion by token (single, batch, validation naming `posicoes[i].campo`, another company's vehicle,
 * newer-only latest position), the prune job, and the map read (filters, unit scope, module).
 */

type Headers = Record<string, string>;
let t: TestApp;
let admin: SignedIn;
let operador: SignedIn;
let carrier: SignedIn;
let token: string;

const HORA = 3_600_000;
const agoIso = (ms: number) => new Date(Date.now() - ms).toISOString();
const db = () => t.database.db;

const posicoesDoOwner = async (ownerId: string) =>
  Number(
    (
      await sqlRows<{ n: string }>(
        db(),
        sql`select count(*) as n from veiculo_posicoes where owner_id = ${ownerId}`,
      )
    )[0]!.n,
  );
const ultima = async (veiculoId: string) =>
  (
    await sqlRows<{ latitude: number; longitude: number; dh_posicao: string | Date; origem: number }>(
      db(),
      sql`select latitude, longitude, dh_posicao, origem from veiculo_ultimas_posicoes where veiculo_id = ${veiculoId}`,
    )
  )[0];

const ingest = (payload: unknown, bearer: string | null = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/frota/posicoes',
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    payload: payload as object,
  });

/** The map built now (`no-cache`: these tests change positions and loads between reads). */
const mapa = async (headers: Headers, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/frota/monitoramento${query}`,
    headers: { ...headers, 'cache-control': 'no-cache' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<TMonitoramento>();
  expect(ZMonitoramento.safeParse(body).success).toBe(true);
  return body;
};

async function criarToken(headers: Headers, nome = 'Gateway do rastreador') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/frota/integracao/tokens',
    headers,
    payload: { nome },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TTokenIntegracaoCriado>();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, 'admin@embarcador.demo');
  operador = await signInAs(t.app, 'operador@embarcador.demo');
  carrier = await signInAs(t.app, 'admin@transportadora.demo');
  token = (await criarToken(admin.headers)).token;
});
afterAll(async () => t.close());

describe('integration tokens (/api/frota/integracao/tokens)', () => {
  it('creates a token shown once (prefix kept, SHA-256 stored), lists and revokes it', async () => {
    const criado = await criarToken(admin.headers, 'Integração Omnilink');
    expect(criado.token).toMatch(/^emb_pos_[A-Za-z0-9_-]{32}$/);
    expect(criado.prefixo).toBe(criado.token.slice(0, 12));
    expect(criado.message).toBe(MONITORAMENTO_MESSAGES.tokenCriado);
    const [row] = await sqlRows<{ token_hash: string; owner_id: string; criado_por: string }>(
      db(),
      sql`select token_hash, owner_id, criado_por from integracao_tokens where id = ${criado.id}`,
    );
    expect(row!.token_hash).toBe(crypto.createHash('sha256').update(criado.token).digest('hex'));
    expect(row!.owner_id).toBe(admin.ownerId);
    expect(row!.criado_por).toBe(admin.userId);

    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/frota/integracao/tokens',
      headers: admin.headers,
    });
    expect(lista.statusCode).toBe(200);
    expect(ZTokenIntegracaoList.safeParse(lista.json()).success).toBe(true);
    expect(lista.body).not.toContain(criado.token);
    expect(lista.json().find((item: { id: string }) => item.id === criado.id)).toMatchObject({
      nome: 'Integração Omnilink',
      revogadoEm: null,
    });

    expect(
      (await ingest({ placa: 'AAA0A00', latitude: 0, longitude: 0, dhPosicao: agoIso(0) }, criado.token))
        .statusCode,
    ).toBe(404);
    const revogado = await t.app.inject({
      method: 'DELETE',
      url: `/api/frota/integracao/tokens/${criado.id}`,
      headers: admin.headers,
    });
    expect(revogado.statusCode).toBe(200);
    expect(revogado.json().message).toBe(MONITORAMENTO_MESSAGES.tokenRevogado);
    const recusado = await ingest(
      { placa: 'AAA0A00', latitude: 0, longitude: 0, dhPosicao: agoIso(0) },
      criado.token,
    );
    expect(recusado.statusCode).toBe(401);
    expect(recusado.json().message).toBe(MONITORAMENTO_MESSAGES.tokenInvalido);
  });

  it("refuses a non-administrator (403), another company's token (404) and a nameless token (400)", async () => {
    for (const [method, url] of [
      ['GET', '/api/frota/integracao/tokens'],
      ['POST', '/api/frota/integracao/tokens'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: operador.headers, payload: { nome: 'x' } });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(MESSAGES.forbidden);
    }
    const doEmbarcador = await criarToken(admin.headers, 'Outro');
    const alheio = await t.app.inject({
      method: 'DELETE',
      url: `/api/frota/integracao/tokens/${doEmbarcador.id}`,
      headers: carrier.headers,
    });
    expect(alheio.statusCode).toBe(404);
    const [row] = await sqlRows<{ revogado_em: unknown }>(
      db(),
      sql`select revogado_em from integracao_tokens where id = ${doEmbarcador.id}`,
    );
    expect(row!.revogado_em).toBeNull();
    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/frota/integracao/tokens',
      headers: carrier.headers,
    });
    expect(lista.json()).toEqual([]);

    const antes = await sqlRows(db(), sql`select id from integracao_tokens`);
    const semNome = await t.app.inject({
      method: 'POST',
      url: '/api/frota/integracao/tokens',
      headers: admin.headers,
      payload: { nome: '  ' },
    });
    expect(semNome.statusCode).toBe(400);
    expect(semNome.json().message).toContain('Nome');
    expect((await sqlRows(db(), sql`select id from integracao_tokens`)).length).toBe(antes.length);
  });
});

describe('POST /api/frota/posicoes', () => {
  it('refuses a missing, unknown or malformed token (401), writing nothing', async () => {
    const antes = await posicoesDoOwner(admin.ownerId);
    const corpo = { placa: 'AAA0A00', latitude: -23.5, longitude: -46.6, dhPosicao: agoIso(0) };
    for (const bearer of [null, 'emb_pos_desconhecido', admin.token]) {
      const response = await ingest(corpo, bearer);
      expect(response.statusCode, String(bearer)).toBe(401);
      expect(response.json().message).toBe(MONITORAMENTO_MESSAGES.tokenInvalido);
    }
    expect(await posicoesDoOwner(admin.ownerId)).toBe(antes);
  });

  it('stores one position by plate (either format), updates the latest and the token use', async () => {
    const veiculo = await criarVeiculo(db(), { ownerId: admin.ownerId, placa: 'POS1D23' });
    const dh = agoIso(60_000);
    const response = await ingest({
      placa: 'pos-1d23',
      latitude: -23.55,
      longitude: -46.63,
      dhPosicao: dh,
      velocidadeKmh: 72.5,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ registradas: 1 });
    const serie = await sqlRows<{ origem: number; velocidade_kmh: number }>(
      db(),
      sql`select origem, velocidade_kmh from veiculo_posicoes where veiculo_id = ${veiculo.id}`,
    );
    expect(serie).toEqual([{ origem: 1, velocidade_kmh: 72.5 }]);
    const latest = await ultima(veiculo.id);
    expect(latest).toMatchObject({ latitude: -23.55, longitude: -46.63, origem: 1 });
    expect(new Date(latest!.dh_posicao).toISOString()).toBe(dh);
    const usados = await sqlRows<{ ultimo_uso_em: unknown }>(
      db(),
      sql`select ultimo_uso_em from integracao_tokens where owner_id = ${admin.ownerId} and ultimo_uso_em is not null`,
    );
    expect(usados.length).toBeGreaterThan(0);

    const antiga = await criarVeiculo(db(), { ownerId: admin.ownerId, placa: 'POS1234' });
    expect(
      (await ingest({ placa: 'POS-1234', latitude: 1, longitude: 2, dhPosicao: agoIso(0) })).statusCode,
    ).toBe(201);
    expect(await ultima(antiga.id)).toMatchObject({ latitude: 1, longitude: 2 });
  });

  it('stores a batch by plate, id and tracker device in one go; the latest is the newest', async () => {
    const a = await criarVeiculo(db(), { ownerId: admin.ownerId });
    const b = await criarVeiculo(db(), { ownerId: admin.ownerId, rastreadorDispositivo: 'OMNI-778899' });
    const response = await ingest({
      posicoes: [
        { placa: formatPlate(a.placa), latitude: -22.9, longitude: -47.06, dhPosicao: agoIso(3 * 60_000) },
        { veiculoId: a.id.toUpperCase(), latitude: -22.8, longitude: -47.0, dhPosicao: agoIso(60_000) },
        { placa: a.placa, latitude: -22.85, longitude: -47.03, dhPosicao: agoIso(2 * 60_000) },
        { dispositivo: 'OMNI-778899', latitude: -25.4, longitude: -49.27, dhPosicao: agoIso(0) },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ registradas: 4 });
    expect(
      (await sqlRows(db(), sql`select id from veiculo_posicoes where veiculo_id = ${a.id}`)).length,
    ).toBe(3);
    expect(await ultima(a.id)).toMatchObject({ latitude: -22.8, longitude: -47.0 });
    expect(await ultima(b.id)).toMatchObject({ latitude: -25.4, longitude: -49.27 });
  });

  it('replaces the latest position only with a newer one (an older one joins the history only)', async () => {
    const veiculo = await criarVeiculo(db(), { ownerId: admin.ownerId });
    expect(
      (await ingest({ veiculoId: veiculo.id, latitude: 10, longitude: 10, dhPosicao: agoIso(60_000) }))
        .statusCode,
    ).toBe(201);
    expect(
      (await ingest({ veiculoId: veiculo.id, latitude: 20, longitude: 20, dhPosicao: agoIso(HORA) }))
        .statusCode,
    ).toBe(201);
    expect(await ultima(veiculo.id)).toMatchObject({ latitude: 10, longitude: 10 });
    expect(
      (await ingest({ veiculoId: veiculo.id, latitude: 30, longitude: 30, dhPosicao: agoIso(0) })).statusCode,
    ).toBe(201);
    expect(await ultima(veiculo.id)).toMatchObject({ latitude: 30, longitude: 30 });
    expect(
      (await sqlRows(db(), sql`select id from veiculo_posicoes where veiculo_id = ${veiculo.id}`)).length,
    ).toBe(3);
  });

  it('answers 400 naming the field with its index, writing nothing of the batch', async () => {
    const veiculo = await criarVeiculo(db(), { ownerId: admin.ownerId });
    const boa = { veiculoId: veiculo.id, latitude: -23, longitude: -46, dhPosicao: agoIso(0) };
    const casos: [unknown, string][] = [
      [
        { posicoes: [boa, boa, boa, { ...boa, latitude: 95 }] },
        'posicoes[3].latitude: Latitude deve estar entre -90 e 90.',
      ],
      [{ posicoes: [boa, { ...boa, longitude: 'abc' }] }, 'posicoes[1].longitude'],
      [
        { posicoes: [{ ...boa, dhPosicao: new Date(Date.now() + 2 * HORA).toISOString() }] },
        `posicoes[0].dhPosicao: ${MONITORAMENTO_MESSAGES.dataNoFuturo}`,
      ],
      [
        { posicoes: [boa, { ...boa, dhPosicao: agoIso((POSICOES_RETENCAO_DIAS + 1) * 24 * HORA) }] },
        `posicoes[1].dhPosicao: ${MONITORAMENTO_MESSAGES.dataAntigaDemais}`,
      ],
      [
        { posicoes: [{ latitude: 1, longitude: 1, dhPosicao: agoIso(0) }] },
        `posicoes[0].placa: ${MONITORAMENTO_MESSAGES.veiculoIdentificacao}`,
      ],
      [{ posicoes: [{ ...boa, placa: 'XX' }] }, 'posicoes[0].placa'],
      [{ posicoes: [] }, MONITORAMENTO_MESSAGES.loteVazio],
      [{ posicoes: Array.from({ length: 1001 }, () => boa) }, MONITORAMENTO_MESSAGES.loteGrande],
      [{ ...boa, latitude: undefined }, 'Latitude é obrigatória!'],
      [{ ...boa, dhPosicao: 'ontem' }, 'dhPosicao'],
    ];
    const antes = await posicoesDoOwner(admin.ownerId);
    for (const [corpo, mensagem] of casos) {
      const response = await ingest(corpo);
      expect(response.statusCode, JSON.stringify(corpo).slice(0, 120)).toBe(400);
      expect(response.json().message).toContain(mensagem);
    }
    expect(await posicoesDoOwner(admin.ownerId)).toBe(antes);
    expect(await ultima(veiculo.id)).toBeUndefined();
  });

  it("answers 404 naming the plate of another company's (or an unknown) vehicle, writing nothing", async () => {
    const meu = await criarVeiculo(db(), { ownerId: admin.ownerId });
    const alheio = await criarVeiculo(db(), { ownerId: carrier.ownerId });
    const antes = await posicoesDoOwner(admin.ownerId);
    const response = await ingest({
      posicoes: [
        { veiculoId: meu.id, latitude: 1, longitude: 1, dhPosicao: agoIso(0) },
        { placa: alheio.placa, latitude: 1, longitude: 1, dhPosicao: agoIso(0) },
      ],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MONITORAMENTO_MESSAGES.veiculoNaoEncontrado(alheio.placa));
    const porId = await ingest({ veiculoId: alheio.id, latitude: 1, longitude: 1, dhPosicao: agoIso(0) });
    expect(porId.statusCode).toBe(404);
    expect(await posicoesDoOwner(admin.ownerId)).toBe(antes);
    expect(await posicoesDoOwner(carrier.ownerId)).toBeGreaterThan(0);
    expect(await ultima(meu.id)).toBeUndefined();
    expect(await ultima(alheio.id)).toBeUndefined();
  });
});

describe('pruning (frota.posicoes.poda)', () => {
  it('deletes the positions older than the retention, in batches, and keeps the rest', async () => {
    const veiculo = await criarVeiculo(db(), { ownerId: admin.ownerId });
    const agora = new Date();
    const dia = 24 * HORA;
    await registrarPosicoes(db(), {
      ownerId: admin.ownerId,
      origem: 1,
      posicoes: [
        ...[1, 2, 3, 4, 5].map((n) => ({
          veiculoId: veiculo.id,
          latitude: n,
          longitude: n,
          dhPosicao: new Date(agora.getTime() - (POSICOES_RETENCAO_DIAS + n) * dia),
          velocidadeKmh: null,
        })),
        {
          veiculoId: veiculo.id,
          latitude: 9,
          longitude: 9,
          dhPosicao: new Date(agora.getTime() - (POSICOES_RETENCAO_DIAS - 1) * dia),
          velocidadeKmh: null,
        },
      ],
    });
    const velhas = async () =>
      (
        await sqlRows(
          db(),
          sql`select id from veiculo_posicoes where dh_posicao < ${new Date(agora.getTime() - POSICOES_RETENCAO_DIAS * dia).toISOString()}::timestamptz`,
        )
      ).length;
    expect(await velhas()).toBeGreaterThanOrEqual(5);
    const total = await velhas();
    expect(await podarPosicoes(db(), { agora, lote: 2 })).toBe(total);
    expect(await velhas()).toBe(0);
    const restantes = await sqlRows<{ latitude: number }>(
      db(),
      sql`select latitude from veiculo_posicoes where veiculo_id = ${veiculo.id}`,
    );
    expect(restantes).toEqual([{ latitude: 9 }]);
    // The latest position is not history: it stays.
    expect(await ultima(veiculo.id)).toMatchObject({ latitude: 9 });
  });
});

describe('GET /api/frota/monitoramento', () => {
  it("lists the company's vehicles with their latest position, in use and the current load", async () => {
    const body = await mapa(admin.headers);
    const proprios = new Set(
      (await demo.veiculos(db(), admin.ownerId, { inclusiveInativos: true })).map((v) => v.id),
    );
    expect(body.veiculos.length).toBeGreaterThan(3);
    for (const v of body.veiculos) expect(proprios.has(v.id), v.placa).toBe(true);
    // The demo seed gave every vehicle a position.
    const demoVeiculos = body.veiculos.filter(
      (v) => !v.placa.startsWith('TST') && !v.placa.startsWith('POS'),
    );
    expect(demoVeiculos.every((v) => v.localizacao !== null)).toBe(true);
    const emUso = await sqlRows<{ veiculo_id: string; id: string; codigo: number }>(
      db(),
      sql`select c.veiculo_id, c.id, c.codigo from cargas c join veiculos v on v.id = c.veiculo_id
          where c.owner_id = ${admin.ownerId} and v.owner_id = ${admin.ownerId}
            and c.situacao in (${SituacaoCarga.EmAndamento}, ${SituacaoCarga.Ocorrencia})`,
    );
    expect(emUso.length).toBeGreaterThan(0);
    for (const uso of emUso) {
      const v = body.veiculos.find((item) => item.id === uso.veiculo_id);
      expect(v?.emUso, uso.veiculo_id).toBe(true);
      expect(v?.carga?.codigo === undefined || emUso.some((u) => u.codigo === v.carga?.codigo)).toBe(true);
    }
    expect(body.veiculos.some((v) => v.carga !== null && v.motorista !== null)).toBe(true);
    expect(body.veiculos.some((v) => !v.emUso)).toBe(true);
    expect(body.tiposVeiculo.length).toBeGreaterThan(0);
  });

  it('filters by in use, vehicle type, business unit and part of the plate', async () => {
    const todos = (await mapa(admin.headers)).veiculos;
    const usados = (await mapa(admin.headers, '?emUso=true')).veiculos;
    expect(usados.length).toBe(todos.filter((v) => v.emUso).length);
    expect(usados.every((v) => v.emUso)).toBe(true);
    expect((await mapa(admin.headers, '?emUso=false')).veiculos.every((v) => !v.emUso)).toBe(true);

    const tipo = todos.find((v) => v.tipoVeiculoValor !== null)!.tipoVeiculoValor!;
    const doTipo = (await mapa(admin.headers, `?tipoVeiculo=${tipo}`)).veiculos;
    expect(doTipo.length).toBe(todos.filter((v) => v.tipoVeiculoValor === tipo).length);

    const comCarga = todos.find((v) => v.carga?.unidadeNegocioId)!;
    const unidade = comCarga.carga!.unidadeNegocioId!;
    const daUnidade = (await mapa(admin.headers, `?unidadeNegocioId=${unidade}`)).veiculos;
    expect(daUnidade.map((v) => v.id)).toContain(comCarga.id);
    expect(daUnidade.every((v) => v.carga?.unidadeNegocioId === unidade)).toBe(true);

    const alvo = todos[0]!;
    const porPlaca = (
      await mapa(admin.headers, `?placa=${formatPlate(alvo.placa).slice(0, 5).toLowerCase()}`)
    ).veiculos;
    expect(porPlaca.map((v) => v.id)).toContain(alvo.id);
    expect(porPlaca.every((v) => v.placa.startsWith(alvo.placa.slice(0, 3)))).toBe(true);

    const ruim = await t.app.inject({
      method: 'GET',
      url: '/api/frota/monitoramento?tipoVeiculo=abc',
      headers: admin.headers,
    });
    expect(ruim.statusCode).toBe(400);
  });

  it("shows a load only within the request's business units (the vehicle stays in use)", async () => {
    const todos = (await mapa(admin.headers)).veiculos;
    const comCarga = todos.find((v) => v.carga?.unidadeNegocioId)!;
    const outra = admin.units.find((u) => u.id !== comCarga.carga!.unidadeNegocioId)!;
    const escopo = await mapa(admin.naUnidade(outra.id, [outra.id]));
    const mesmo = escopo.veiculos.find((v) => v.id === comCarga.id)!;
    expect(mesmo.emUso).toBe(true);
    expect(mesmo.carga).toBeNull();
    expect(escopo.veiculos.every((v) => v.carga === null || v.carga.unidadeNegocioId === outra.id)).toBe(
      true,
    );
  });

  it("counts a vehicle carried as equipment, or by another company's load, as in use (not a load off the road)", async () => {
    const equipamento = (await criarVeiculo(db(), { ownerId: admin.ownerId, placa: 'EQP1A23' })).id;
    const alugado = (await criarVeiculo(db(), { ownerId: admin.ownerId, placa: 'ALG1A23' })).id;
    const deOutro = await sqlRows<{ id: string; veiculo_id: string | null; equipamento_ids: string[] }>(
      db(),
      sql`select id, veiculo_id, equipamento_ids from cargas where owner_id <> ${admin.ownerId}
            and situacao = ${SituacaoCarga.EmAndamento} order by codigo limit 1`,
    );
    const finalizada = await sqlRows<{ id: string; equipamento_ids: string[] }>(
      db(),
      sql`select id, equipamento_ids from cargas where owner_id = ${admin.ownerId}
            and situacao not in (${SituacaoCarga.EmAndamento}, ${SituacaoCarga.Ocorrencia}) order by codigo limit 1`,
    );
    expect(deOutro.length * finalizada.length).toBe(1);
    const [carga] = deOutro as [(typeof deOutro)[number]];
    const [fim] = finalizada as [(typeof finalizada)[number]];
    const emUso = async () =>
      new Map((await mapa(admin.headers)).veiculos.map((v) => [v.id, v.emUso] as const));
    try {
      // The carrier's in-progress load carries one as its vehicle and the other as equipment.
      await db().execute(
        sql`update cargas set veiculo_id = ${alugado}, equipamento_ids = array[${equipamento}]::uuid[] where id = ${carga.id}`,
      );
      let usos = await emUso();
      expect(usos.get(alugado)).toBe(true);
      expect(usos.get(equipamento)).toBe(true);
      // Only on a load not in progress (awaiting, delivered, finished…): free.
      await db().execute(
        sql`update cargas set veiculo_id = ${carga.veiculo_id}, equipamento_ids = ${sql.param(carga.equipamento_ids)}::uuid[] where id = ${carga.id}`,
      );
      await db().execute(
        sql`update cargas set equipamento_ids = array[${equipamento}]::uuid[] where id = ${fim.id}`,
      );
      usos = await emUso();
      expect(usos.get(alugado)).toBe(false);
      expect(usos.get(equipamento)).toBe(false);
    } finally {
      await db().execute(
        sql`update cargas set veiculo_id = ${carga.veiculo_id}, equipamento_ids = ${sql.param(carga.equipamento_ids)}::uuid[] where id = ${carga.id}`,
      );
      await db().execute(
        sql`update cargas set equipamento_ids = ${sql.param(fim.equipamento_ids)}::uuid[] where id = ${fim.id}`,
      );
    }
  });

  it('serves one build for a while per company, scope and filters; no-cache builds again; br and gzip', async () => {
    const alvo = (await criarVeiculo(db(), { ownerId: admin.ownerId, placa: 'MPC1A23' })).id;
    await registrarPosicoes(db(), {
      ownerId: admin.ownerId,
      origem: 1,
      posicoes: [
        {
          veiculoId: alvo,
          latitude: -10,
          longitude: -50,
          dhPosicao: new Date(Date.now() - HORA),
          velocidadeKmh: null,
        },
      ],
    });
    const ler = async (headers: Headers, query = '') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/frota/monitoramento${query}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const latitude = (body: TMonitoramento) =>
      body.veiculos.find((v) => v.id === alvo)?.localizacao?.latitude;
    // Built now (the earlier tests' no-cache reads keep their builds too), then kept.
    const antes = (await ler({ ...admin.headers, 'cache-control': 'no-cache' })).json<TMonitoramento>();
    expect(ZMonitoramento.safeParse(antes).success).toBe(true);
    expect(latitude(antes)).toBe(-10);
    await registrarPosicoes(db(), {
      ownerId: admin.ownerId,
      origem: 1,
      posicoes: [
        { veiculoId: alvo, latitude: -11, longitude: -50, dhPosicao: new Date(), velocidadeKmh: null },
      ],
    });
    // The same build, within MAPA_CACHE_SEGUNDOS: the same answer, with when it was built.
    const deNovo = (await ler(admin.headers)).json<TMonitoramento>();
    expect(deNovo.geradoEm).toBe(antes.geradoEm);
    expect(latitude(deNovo)).toBe(-10);
    // Another filter is another map, built now.
    expect(latitude((await ler(admin.headers, '?placa=MPC1A23')).json<TMonitoramento>())).toBe(-11);
    // no-cache builds it again, and the next reader gets the new build.
    expect(latitude((await ler({ ...admin.headers, 'cache-control': 'no-cache' })).json())).toBe(-11);
    const novo = await ler(admin.headers);
    expect(latitude(novo.json())).toBe(-11);
    // Compressed by Accept-Encoding, the same JSON.
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const comprimida = await ler({ ...admin.headers, 'accept-encoding': encoding });
      expect(comprimida.headers['content-encoding']).toBe(encoding);
      expect(comprimida.headers.vary).toContain('accept-encoding');
      expect(decode(comprimida.rawPayload).toString()).toBe(novo.body);
    }
    // Another company's session never reads this build.
    expect((await ler(carrier.headers)).json<TMonitoramento>().veiculos.some((v) => v.id === alvo)).toBe(
      false,
    );
  });

  it("never lists another company's vehicles; needs a session (401) and the Frota module (403)", async () => {
    const doCarrier = (await mapa(carrier.headers)).veiculos;
    const proprios = new Set(
      (await demo.veiculos(db(), carrier.ownerId, { inclusiveInativos: true })).map((v) => v.id),
    );
    expect(doCarrier.every((v) => proprios.has(v.id))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/frota/monitoramento' })).statusCode).toBe(401);
    await negarModulos(db(), 'operador@embarcador.demo', ['frota']);
    const semFrota = await signInAs(t.app, 'operador@embarcador.demo');
    const recusado = await t.app.inject({
      method: 'GET',
      url: '/api/frota/monitoramento',
      headers: semFrota.headers,
    });
    expect(recusado.statusCode).toBe(403);
    await negarModulos(db(), 'operador@embarcador.demo', []);
  });
});

describe('the demo position simulator (frota.posicoes.simulador)', () => {
  it("moves the demo companies' vehicles on in-progress loads along their routes (origem Simulador)", async () => {
    const agora = new Date(Date.now() + 30_000);
    const escritas = await simularPosicoes(db(), agora);
    expect(escritas).toBeGreaterThan(0);
    const movidos = await sqlRows<{
      veiculo_id: string;
      latitude: number;
      longitude: number;
      carga_id: string;
    }>(
      db(),
      sql`select u.veiculo_id, u.latitude, u.longitude, c.id as carga_id
          from veiculo_ultimas_posicoes u
          join cargas c on c.veiculo_id = u.veiculo_id and c.situacao in (${SituacaoCarga.EmAndamento}, ${SituacaoCarga.Ocorrencia})
          where u.origem = 3 and u.dh_posicao = ${agora.toISOString()}::timestamptz`,
    );
    expect(new Set(movidos.map((m) => m.veiculo_id)).size).toBe(escritas);
    // Each one stands within its load's route (the box of its points).
    const [primeiro] = movidos;
    const pontos = await sqlRows<{ latitude: number; longitude: number }>(
      db(),
      sql`select latitude, longitude from carga_rotas where carga_id = ${primeiro!.carga_id} and latitude is not null`,
    );
    const lats = pontos.map((p) => p.latitude);
    const lngs = pontos.map((p) => p.longitude);
    expect(primeiro!.latitude).toBeGreaterThanOrEqual(Math.min(...lats) - 1e-9);
    expect(primeiro!.latitude).toBeLessThanOrEqual(Math.max(...lats) + 1e-9);
    expect(primeiro!.longitude).toBeGreaterThanOrEqual(Math.min(...lngs) - 1e-9);
    expect(primeiro!.longitude).toBeLessThanOrEqual(Math.max(...lngs) + 1e-9);
  });
});
