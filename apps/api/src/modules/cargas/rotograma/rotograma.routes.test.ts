import {
  CADASTRO_CARGA_MESSAGES,
  compararSugestoesDaFrota,
  distanciaRodoviariaEstimada,
  MESSAGES,
  ROTAS_MESSAGES,
  rotuloDoCampo,
  type TCargaVeiculo,
  type TRota,
  type TRotogramaResponse,
  type TSugestaoVeiculos,
  ZCargaVeiculo,
  ZRota,
  ZSugestaoVeiculos,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../../../../test/factories/demo';
import { DEMO, type SignedIn, signInAs, signInDemo } from '../../../../test/factories/sessoes';
import {
  colunasDaCarga,
  historicoDaCarga,
  negarModulos,
  rotasDaCarga,
} from '../../../../test/helpers/carga-registros';
import { type OuvinteDoHub, ouvirCargasHub } from '../../../../test/helpers/cargas-hub';
import { httpDe } from '../../../../test/helpers/http';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { rotogramaDescricao } from './rotograma.service';

/**
 * The route and vehicle calls over HTTP on the demo database: route estimates from given, company and city
 * coordinates; the spec's 'Não foi possível determinar uma rota para a carga.'; the stored rotograma
 * (distance, time, version, history, live event); the load's vehicle; the fleet suggestions (busy
 * vehicles, capacity, ranking); tenancy, unit scope and the carrier's 403.
 */

type Headers = Record<string, string>;

let t: TestApp;
const http = httpDe(() => t.app);
let sessoes: Record<'admin' | 'operador' | 'carrier' | 'trial', SignedIn>;
let admin: Headers;
let operador: Headers;
let carrier: Headers;
let trial: Headers;
let shipperOwnerId: string;
let adminNome: string;
let hub: OuvinteDoHub;

const SAO_PAULO = { latitude: -23.5505, longitude: -46.6333 };
const CAMPINAS = { latitude: -22.9056, longitude: -47.0608 };

const url = (path: string) => `/api/carga-mongo${path}`;
const get = (path: string, headers: Headers) => http.get(url(path), headers);
const patch = (path: string, headers: Headers) => http.patch(url(path), headers);
const recuperar = (payload: unknown, headers: Headers = admin) =>
  http.post(url('/recuperar-rota'), headers, payload as object);

/** A demo shipper load (the first by code matching the filter, or the `skip`-th after it). */
const carga = (filtro: Omit<demo.FiltroDeCarga, 'ownerId'>, skip = 0) =>
  demo.carga(t.database.db, { ownerId: shipperOwnerId, ...filtro }, skip);

const estado = (id: string) => colunasDaCarga(t.database.db, id, ['distancia', 'tempo', 'version']);

const historico = (id: string) => historicoDaCarga(t.database.db, id, 'rotograma');

beforeAll(async () => {
  t = await createTestApp();
  hub = await ouvirCargasHub(t.database);
  sessoes = await signInDemo(t.app, 'admin', 'operador', 'carrier', 'trial');
  admin = sessoes.admin.headers;
  operador = sessoes.operador.headers;
  carrier = sessoes.carrier.headers;
  trial = sessoes.trial.headers;
  shipperOwnerId = sessoes.admin.ownerId;
  adminNome = (await demo.usuario(t.database.db, 'admin@embarcador.demo')).nome;
});
afterAll(async () => {
  await hub.close();
  await t.close();
});

// First: on the demo data as seeded (later tests move points and recalculate).
describe('one distance and time for a load (issue 16)', () => {
  it('the details answer the figures the route map computes, for every demo load (load 1002 first)', async () => {
    const codigos = await sqlRows<{ id: string; codigo: number }>(
      t.database.db,
      sql`select id, codigo from cargas where owner_id = ${shipperOwnerId} and situacao in (1, 2, 3, 4, 7, 8)
          order by (codigo = 1002) desc, codigo`,
    );
    expect(codigos[0]?.codigo).toBe(1002);
    for (const { id, codigo } of codigos) {
      const details = await get(`/${id}/details`, admin);
      const rota = await get(`/${id}/rotograma`, admin);
      // Loads outside the admin's request scope answer 404 to both.
      if (details.statusCode === 404) continue;
      expect(details.statusCode, `carga ${codigo}`).toBe(200);
      expect(rota.statusCode, `carga ${codigo}`).toBe(200);
      const { distancia, tempo } = rota.json<TRota>();
      expect(
        { distancia: details.json().distancia, tempo: details.json().tempo },
        `carga ${codigo}: Detalhes × Rotograma`,
      ).toEqual({ distancia, tempo });
    }
  });
});

describe('POST /carga-mongo/recuperar-rota', () => {
  it('estimates São Paulo → Campinas from the given coordinates (≈ 84 km straight, ≈ 101 km by road)', async () => {
    const response = await recuperar({
      pontos: [
        { rota: 1, cidade: 'São Paulo', uf: 'SP', ...SAO_PAULO },
        { rota: 3, cidade: 'Campinas', uf: 'sp', ...CAMPINAS },
      ],
    });
    expect(response.statusCode).toBe(200);
    const rota = ZRota.parse(response.json());
    expect(rota.distanciaLinhaReta).toBeGreaterThan(83_000);
    expect(rota.distanciaLinhaReta).toBeLessThan(85_000);
    expect(rota.distancia).toBe(distanciaRodoviariaEstimada(SAO_PAULO, CAMPINAS));
    expect(rota.distancia / 1000).toBeCloseTo(100.8, 0);
    expect(rota.tempo).toBe(101);
    expect(rota).toMatchObject({ fatorDesvio: 1.2, velocidadeMediaKmH: 60 });
    expect(rota.pontos.map((p) => [p.ordem, p.rota, p.uf, p.fonteCoordenada])).toEqual([
      [1, 1, 'SP', 'informada'],
      [2, 3, 'SP', 'informada'],
    ]);
    expect(rota.pontos[1]).toMatchObject({ distanciaDoAnterior: rota.distancia, tempoDoAnterior: 101 });
    expect(rota.polyline).toEqual([
      [SAO_PAULO.latitude, SAO_PAULO.longitude],
      [CAMPINAS.latitude, CAMPINAS.longitude],
    ]);
  });

  it('locates a point by its company, else by its city (any case, without accents)', async () => {
    const [empresa] = await demo.empresas(t.database.db, shipperOwnerId, {
      comCoordenadas: true,
      inclusiveInativas: true,
    });
    const [cidade] = await sqlRows<{ lat: number; lng: number }>(
      t.database.db,
      sql`select avg(latitude)::float8 as lat, avg(longitude)::float8 as lng from consulta_ceps
          where cidade = 'São Paulo' and uf = 'SP'`,
    );
    const response = await recuperar({
      pontos: [
        { empresaId: empresa!.id, cidade: 'Qualquer', uf: 'SP' },
        { cidade: '  SAO  paulo ', uf: 'sp' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const rota = response.json<TRota>();
    expect(rota.pontos[0]).toMatchObject({
      fonteCoordenada: 'empresa',
      empresa: { id: empresa!.id, nome: empresa!.nome },
      latitude: empresa!.latitude,
      longitude: empresa!.longitude,
    });
    expect(rota.pontos[1]?.fonteCoordenada).toBe('cidade');
    expect(rota.pontos[1]?.latitude).toBeCloseTo(cidade!.lat, 6);
    expect(rota.pontos[1]?.longitude).toBeCloseTo(cidade!.lng, 6);
  });

  it('answers the spec’s message when a point cannot be located, naming it', async () => {
    const response = await recuperar({
      pontos: [
        { cidade: 'Campinas', uf: 'SP', ...CAMPINAS },
        { cidade: 'Cidade Que Não Existe', uf: 'SP' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Não foi possível determinar uma rota para a carga.',
      pontosSemCoordenada: [{ ordem: 2, cidade: 'Cidade Que Não Existe', uf: 'SP' }],
    });
  });

  it('answers the spec’s message for a single point, and pt-BR messages for bad input', async () => {
    const um = await recuperar({ pontos: [{ cidade: 'Campinas', uf: 'SP', ...CAMPINAS }] });
    expect(um.statusCode).toBe(400);
    expect(um.json().message).toBe(`${rotuloDoCampo('pontos')}: ${MESSAGES.routeNotFound}`);

    const uf = await recuperar({
      pontos: [
        { cidade: 'Campinas', uf: 'S' },
        { cidade: 'Campinas', uf: 'SP' },
      ],
    });
    expect(uf.statusCode).toBe(400);
    expect(uf.json().messages).toContain(`${rotuloDoCampo('uf')}: ${MESSAGES.invalidFormat}`);
    expect(uf.json().campos).toMatchObject({
      'pontos.0.uf': `${rotuloDoCampo('uf')}: ${MESSAGES.invalidFormat}`,
    });

    const meia = await recuperar({
      pontos: [
        { cidade: 'Campinas', uf: 'SP', latitude: -22.9 },
        { cidade: 'Campinas', uf: 'SP' },
      ],
    });
    expect(meia.statusCode).toBe(400);
    expect(meia.json().messages).toContain(ROTAS_MESSAGES.coordenadaIncompleta);
  });

  it('refuses another tenant’s company (400) and needs a session (401)', async () => {
    const [alheia] = await demo.empresasDeOutraConta(t.database.db, shipperOwnerId);
    const response = await recuperar({
      pontos: [
        { empresaId: alheia!.id, cidade: 'Campinas', uf: 'SP' },
        { cidade: 'Campinas', uf: 'SP', ...CAMPINAS },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CADASTRO_CARGA_MESSAGES.empresaInvalida);

    const anonima = await http.post(url('/recuperar-rota'), undefined, { pontos: [] });
    expect(anonima.statusCode).toBe(401);
  });
});

describe('GET and PATCH /carga-mongo/{id}/rotograma', () => {
  it('reads the stored load’s route without writing', async () => {
    const alvo = await carga({ situacao: 1 });
    const antes = await estado(alvo.id);
    const response = await get(`/${alvo.id}/rotograma`, admin);
    expect(response.statusCode).toBe(200);
    const rota = ZRota.parse(response.json());
    const pontos = await rotasDaCarga(t.database.db, alvo.id);
    expect(rota.pontos.map((p) => [p.ordem, p.latitude, p.longitude])).toEqual(
      pontos.map((p) => [p.ordem, p.latitude, p.longitude]),
    );
    expect(rota.pontos[0]?.dhPrevista).toEqual(expect.any(String));
    expect(await estado(alvo.id)).toEqual(antes);
  });

  it('stores the distance and time with a history row and a live event; again changes nothing', async () => {
    const alvo = await carga({ situacao: 2 });
    await t.database.db.execute(sql`update cargas set distancia = 1, tempo = 1 where id = ${alvo.id}`);
    const antes = await estado(alvo.id);
    hub.mensagens.length = 0;

    const response = await patch(`/${alvo.id}/rotograma`, operador);
    expect(response.statusCode).toBe(200);
    const body = response.json<TRotogramaResponse>();
    expect(body.message).toBe('Rotograma atualizado com sucesso!');
    const depois = await estado(alvo.id);
    expect(depois).toEqual({
      distancia: body.rota.distancia,
      tempo: body.rota.tempo,
      version: antes.version + 1,
    });
    expect(body.rota.distancia).toBeGreaterThan(1000);
    const [linha] = await historico(alvo.id);
    expect(linha?.dados).toEqual({
      distanciaAnterior: 1,
      tempoAnterior: 1,
      distancia: body.rota.distancia,
      tempo: body.rota.tempo,
    });
    expect(linha?.descricao).toMatch(/^Rota recalculada por .+: [\d.]+,\d{2} km e .+ \(estimativa\)\.$/);
    await hub.eventos(alvo.id);
    expect(hub.mensagens).toContainEqual(expect.objectContaining({ type: 'CargaPronta', cargaId: alvo.id }));

    const again = await patch(`/${alvo.id}/rotograma`, admin);
    expect(again.statusCode).toBe(200);
    expect(await estado(alvo.id)).toEqual(depois);
    expect(await historico(alvo.id)).toHaveLength(1);
  });

  it('writes the user’s name in the history text', async () => {
    const alvo = await carga({ situacao: 1 }, 1);
    await t.database.db.execute(sql`update cargas set distancia = null, tempo = null where id = ${alvo.id}`);
    const response = await patch(`/${alvo.id}/rotograma`, admin);
    expect(response.statusCode).toBe(200);
    const { rota } = response.json<TRotogramaResponse>();
    expect((await historico(alvo.id))[0]?.descricao).toBe(
      rotogramaDescricao(adminNome, rota.distancia, rota.tempo),
    );
  });

  it('answers the spec’s message when a stored point cannot be located, and changes nothing', async () => {
    const alvo = await carga({ situacao: 1 }, 2);
    await t.database.db.execute(
      sql`update carga_rotas set latitude = null, longitude = null, empresa_id = null, cidade = 'Lugar Nenhum'
          where carga_id = ${alvo.id} and ordem = 1`,
    );
    const antes = await estado(alvo.id);
    const response = await patch(`/${alvo.id}/rotograma`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: MESSAGES.routeNotFound,
      pontosSemCoordenada: [{ ordem: 1, cidade: 'Lugar Nenhum' }],
    });
    expect(await estado(alvo.id)).toEqual(antes);
    expect((await get(`/${alvo.id}/rotograma`, admin)).statusCode).toBe(400);
  });

  it('locates a stored point without coordinates by its city', async () => {
    const alvo = await carga({ situacao: 1 }, 3);
    await t.database.db.execute(
      sql`update carga_rotas set latitude = null, longitude = null, empresa_id = null, cidade = 'campinas', uf = 'SP'
          where carga_id = ${alvo.id} and ordem = 1`,
    );
    const response = await get(`/${alvo.id}/rotograma`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json<TRota>().pontos[0]).toMatchObject({ fonteCoordenada: 'cidade', cidade: 'campinas' });
  });

  it('keeps a finished load’s route (400, nothing changed)', async () => {
    const alvo = await carga({ situacao: 4 });
    const antes = await estado(alvo.id);
    const response = await patch(`/${alvo.id}/rotograma`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ROTAS_MESSAGES.rotogramaBloqueado);
    expect(await estado(alvo.id)).toEqual(antes);
  });

  it('hides another tenant’s load (404), out-of-scope units (404); a carrier that sees it may not change it (403)', async () => {
    const alvo = await carga({ situacao: 1 });
    expect((await get(`/${alvo.id}/rotograma`, trial)).statusCode).toBe(404);
    expect((await patch(`/${alvo.id}/rotograma`, trial)).statusCode).toBe(404);

    const semAcesso = await carga({ situacao: 1, unidadeNegocioId: sessoes.admin.unidade('CD Curitiba') });
    const operadorUnidades = operador.businessunitfilter?.split(',') ?? [];
    expect(operadorUnidades).not.toContain(semAcesso.unidadeNegocioId);
    expect((await get(`/${semAcesso.id}/rotograma`, operador)).statusCode).toBe(404);

    const direcionada = await carga({ situacao: 1, visibilidade: 2, direcionadaA: sessoes.carrier.ownerId });
    expect((await get(`/${direcionada.id}/rotograma`, carrier)).statusCode).toBe(200);
    const recusa = await patch(`/${direcionada.id}/rotograma`, carrier);
    expect(recusa.statusCode).toBe(403);
    expect(recusa.json().message).toBe(MESSAGES.forbidden);

    expect((await get('/nao-e-um-guid/rotograma', admin)).statusCode).toBe(400);
  });
});

describe('GET /carga-mongo/{id}/veiculo', () => {
  it('answers the allocated vehicle with its type, body, capacity and driver; no position is reported yet', async () => {
    const alvo = await carga({ situacao: 2, comVeiculo: true, comMotorista: true });
    const response = await get(`/${alvo.id}/veiculo`, admin);
    expect(response.statusCode).toBe(200);
    const body = ZCargaVeiculo.parse(response.json());
    const veiculo = await demo.veiculo(t.database.db, alvo.veiculoId as string);
    const motorista = await demo.motorista(t.database.db, alvo.motoristaId as string);
    const esperado = { placa: veiculo.placa, capacidade_kg: veiculo.capacidadeKg, nome: motorista.nome };
    expect(body.veiculo).toMatchObject({
      placa: esperado.placa,
      capacidadeKg: Number(esperado.capacidade_kg),
    });
    expect(body.veiculo?.tipoVeiculo).toEqual(expect.any(String));
    expect(body.veiculo?.tipoCarroceria).toEqual(expect.any(String));
    expect(body.motorista?.nome).toBe(esperado.nome);
    expect(body.posicao).toBeNull();
  });

  it('answers nulls for a load without a vehicle, and 404 to another tenant', async () => {
    const alvo = await carga({ situacao: 1, semVeiculo: true });
    expect((await get(`/${alvo.id}/veiculo`, admin)).json<TCargaVeiculo>()).toEqual({
      veiculo: null,
      motorista: null,
      posicao: null,
    });
    expect((await get(`/${alvo.id}/veiculo`, trial)).statusCode).toBe(404);
  });
});

describe('GET /carga-mongo/veiculo/{id}/sugerir', () => {
  it('suggests the free vehicles with capacity, nearest to the origin first, and says why', async () => {
    const alvo = await carga({ situacao: 1, comDatas: true }, 4);
    // The vehicles that carry a load (equipment — the demo semi-trailers — is never suggested on its own).
    const todos = (await demo.veiculosAtivos(t.database.db, shipperOwnerId)).filter(
      (v) => v.tipoEquipamento === null,
    );
    // By capacity, those with a known one (a tractor without its set has none: it is never refused for it).
    const frota = todos
      .filter((v) => v.capacidadeKg !== null)
      .sort((a, b) => Number(a.capacidadeKg) - Number(b.capacidadeKg));
    // The load weighs more than the smallest vehicle takes…
    const menor = frota[0]!;
    await t.database.db.execute(
      sql`update cargas set peso = ${Number(menor.capacidadeKg) + 1}, volume = 1, volume_unidade = 7
          where id = ${alvo.id}`,
    );
    // …and the largest is on another load on the road over the same window.
    const maior = frota.at(-1)!;
    const outra = await carga({ situacao: 2 }, 1);
    await t.database.db.execute(
      sql`update cargas set veiculo_id = ${maior.id},
            dh_coleta = (select dh_coleta from cargas where id = ${alvo.id}),
            dh_entrega = (select dh_entrega from cargas where id = ${alvo.id})
          where id = ${outra.id}`,
    );

    const response = await get(`/veiculo/${alvo.id}/sugerir`, admin);
    expect(response.statusCode).toBe(200);
    const body = ZSugestaoVeiculos.parse(response.json());
    expect(body.carga).toMatchObject({ id: alvo.id, codigo: alvo.codigo, volumeM3: 1 });
    expect(body.descartados).toEqual({ ocupados: 1, semCapacidade: 1, indisponiveis: 0 });
    const placas = body.veiculos.map((v) => v.placa);
    expect(placas).not.toContain(menor.placa);
    expect(placas).not.toContain(maior.placa);
    expect(placas).toHaveLength(todos.length - 2);
    const semirreboques = (await demo.veiculosAtivos(t.database.db, shipperOwnerId)).filter(
      (v) => v.tipoEquipamento !== null,
    );
    expect(semirreboques.length).toBeGreaterThan(0);
    expect(placas.filter((placa) => semirreboques.some((v) => v.placa === placa))).toEqual([]);
    for (const veiculo of body.veiculos) {
      expect(veiculo.motivos[0]).toBe('Livre entre a coleta e a entrega da carga.');
      expect(veiculo.motivos.some((m) => m.startsWith('Capacidade de '))).toBe(true);
    }
    // Ranked (issue 18): the best capacity fit band first, then the nearest by the latest position, then
    // the last trip's place; each with its reasons.
    const ranking = body.veiculos.map((v) => ({
      ...v,
      ajuste: v.ajustePercentual === null ? null : v.ajustePercentual / 100,
    }));
    expect([...ranking].sort(compararSugestoesDaFrota).map((v) => v.placa)).toEqual(placas);
    for (const veiculo of body.veiculos) {
      expect(veiculo).toMatchObject({
        disponivel: true,
        razoes: { disponibilidade: 'Livre na agenda no período da carga' },
      });
    }
    // The demo's own-fleet trips give some vehicles a last known place: its distance to the origin.
    const comPosicao = body.veiculos.find((v) => v.ultimaPosicao);
    const origem = body.carga.origem;
    expect(comPosicao?.ultimaPosicao).toBeDefined();
    expect(origem?.latitude).toEqual(expect.any(Number));
    expect(comPosicao?.distanciaAteOrigem).toBe(
      distanciaRodoviariaEstimada(comPosicao!.ultimaPosicao!, {
        latitude: origem!.latitude!,
        longitude: origem!.longitude!,
      }),
    );
    expect(comPosicao?.motivos[1]).toMatch(
      /^Última entrega em .+\/[A-Z]{2}, a cerca de [\d.,]+ k?m da origem \(estimativa\)\.$/,
    );
  });

  it('ranks by fit band, then by the distance of the latest position (km, haversine), no position last', async () => {
    const alvo = await carga({ situacao: 1, comDatas: true }, 6);
    await t.database.db.execute(sql`update cargas set peso = 1, volume = null where id = ${alvo.id}`);
    // The demo seed's positions (the monitoring map's) out of the way: this test places its own two.
    await t.database.db.execute(sql`delete from veiculo_ultimas_posicoes where owner_id = ${shipperOwnerId}`);
    const antes = ZSugestaoVeiculos.parse((await get(`/veiculo/${alvo.id}/sugerir`, admin)).json());
    const origem = antes.carga.origem!;
    // Two vehicles of the same fit band (a 1 kg load: band 0): one 10 km from the origin, one ~100 km.
    const [perto, longe] = antes.veiculos.filter((v) => v.ajustePercentual === 0).slice(-2);
    expect(perto && longe).toBeTruthy();
    const posicao = (veiculoId: string, deltaLat: number) =>
      t.database.db.execute(sql`insert into veiculo_ultimas_posicoes
          (veiculo_id, owner_id, latitude, longitude, dh_posicao, origem)
        values (${veiculoId}, ${shipperOwnerId}, ${origem.latitude! + deltaLat}, ${origem.longitude!}, now(), 3)
        on conflict (veiculo_id) do update
          set latitude = excluded.latitude, longitude = excluded.longitude, dh_posicao = excluded.dh_posicao`);
    await posicao(longe!.id, 0.9);
    await posicao(perto!.id, 0.09);
    const body = ZSugestaoVeiculos.parse((await get(`/veiculo/${alvo.id}/sugerir`, admin)).json());
    const banda0 = body.veiculos.filter((v) => v.ajustePercentual === 0);
    expect(banda0[0]?.id).toBe(perto!.id);
    expect(banda0[1]?.id).toBe(longe!.id);
    expect(banda0[0]?.distanciaKm).toBeCloseTo(10, 0);
    expect(banda0[0]?.razoes.distancia).toMatch(/^A 10,\d{2} km da origem \(última posição\)$/);
    expect(banda0[0]?.posicaoAtual).toMatchObject({ latitude: origem.latitude! + 0.09 });
    expect(banda0.slice(2).every((v) => v.distanciaKm === null)).toBe(true);
    await t.database.db.execute(
      sql`delete from veiculo_ultimas_posicoes where veiculo_id in (${perto!.id}, ${longe!.id})`,
    );
  });

  it('frees a vehicle whose other load ends before this one’s collection', async () => {
    const alvo = await carga({ situacao: 1, comDatas: true }, 5);
    const [veiculo] = await demo.veiculosAtivos(t.database.db, shipperOwnerId);
    const outra = await carga({ situacao: 2 }, 2);
    await t.database.db.execute(
      sql`update cargas set peso = 1, volume = null, veiculo_id = null where id = ${alvo.id}`,
    );
    await t.database.db.execute(
      sql`update cargas set veiculo_id = ${veiculo!.id},
            dh_coleta = (select dh_coleta - interval '3 days' from cargas where id = ${alvo.id}),
            dh_entrega = (select dh_coleta - interval '1 day' from cargas where id = ${alvo.id})
          where id = ${outra.id}`,
    );
    const body = (await get(`/veiculo/${alvo.id}/sugerir`, admin)).json<TSugestaoVeiculos>();
    const sugerido = body.veiculos.find((v) => v.placa === veiculo!.placa);
    expect(sugerido).toBeDefined();
    // Its last known place is that load's final destination.
    const destino = (await rotasDaCarga(t.database.db, outra.id)).at(-1);
    expect(sugerido?.ultimaPosicao).toMatchObject({ cargaCodigo: outra.codigo, cidade: destino!.cidade });

    // Equipment counts too: the same vehicle as a trailer of a load over the window is busy.
    await t.database.db.execute(
      sql`update cargas set equipamento_ids = array[${veiculo!.id}]::uuid[],
            dh_coleta = (select dh_coleta from cargas where id = ${alvo.id}),
            dh_entrega = (select dh_entrega from cargas where id = ${alvo.id}), veiculo_id = null
          where id = ${outra.id}`,
    );
    const depois = (await get(`/veiculo/${alvo.id}/sugerir`, admin)).json<TSugestaoVeiculos>();
    expect(depois.veiculos.map((v) => v.placa)).not.toContain(veiculo!.placa);
  });

  it('is gated like the other load reads', async () => {
    const alvo = await carga({ situacao: 1 });
    expect((await get(`/veiculo/${alvo.id}/sugerir`, trial)).statusCode).toBe(404);
    expect((await get('/veiculo/123/sugerir', admin)).statusCode).toBe(400);
    expect((await get('/veiculo/00000000-0000-4000-8000-000000000000/sugerir', admin)).statusCode).toBe(404);
  });
});

describe('GET /carga-mongo/veiculo/{id}/sugerir: audit (issue 18)', () => {
  it('names the id on a malformed one (400), needs a session (401) and the Cargas module (403)', async () => {
    const alvo = await carga({ situacao: 1 });
    const ruim = await get('/veiculo/123/sugerir', admin);
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toContain(`${rotuloDoCampo('id')}: ${MESSAGES.invalidFormat}`);
    expect((await http.get(url(`/veiculo/${alvo.id}/sugerir`))).statusCode).toBe(401);
    await negarModulos(t.database.db, DEMO.operador, ['cargas']);
    try {
      const semCargas = (await signInAs(t.app, DEMO.operador)).headers;
      const response = await get(`/veiculo/${alvo.id}/sugerir`, semCargas);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.forbidden);
    } finally {
      await negarModulos(t.database.db, DEMO.operador, []);
    }
    expect((await get(`/veiculo/${alvo.id}/sugerir`, operador)).statusCode).toBe(200);
  });
});
