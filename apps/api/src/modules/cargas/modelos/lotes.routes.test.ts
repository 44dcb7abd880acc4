import {
  CADASTRO_CARGA_MESSAGES,
  diaEmSaoPaulo,
  MODELOS_LOTES_MESSAGES,
  rotuloDoCampo,
  somarDias,
  type TCriarLoteResponse,
  type TGradeHorariosResponse,
  type TRecuperarCargasLoteResponse,
  ZRecuperarCargasLoteResponse,
} from '@embarca/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cadastroDeCarga } from '../../../../test/factories/cadastro';
import * as demo from '../../../../test/factories/demo';
import { type SignedIn, signInAs, signInDemo } from '../../../../test/factories/sessoes';
import {
  ativarEmpresa,
  cargasDoLote as cargasDoLoteNoBanco,
  documentosDaCarga,
  historicoDaCarga,
  linhasDoOwner,
  loteDeCargas,
  rotasDaCarga,
} from '../../../../test/helpers/carga-registros';
import { httpDe } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

/**
 * Lots over HTTP (/api/cargalote) on the demo database: one load per collection day from a template or a
 * payload, all in one transaction (a refused day leaves nothing), the lot's loads, its time grid, its
 * deactivation through the load action; tenancy and bad input.
 */

let t: TestApp;
const http = httpDe(() => t.app);
type Viewer = SignedIn;
let admin: Viewer;
let trial: Viewer;
let empresas: readonly [demo.Empresa, demo.Empresa];
let modeloId: string;
const hoje = diaEmSaoPaulo(new Date());
const dia = (n: number) => somarDias(hoje, n);

const call = (method: 'GET' | 'POST', url: string, who: Viewer, body?: unknown) =>
  t.app.inject({
    method,
    url: `/api/cargalote${url}`,
    headers: who.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });

async function novoModelo(descricao: string) {
  const response = await http.post('/api/carga-modelo', admin.headers, {
    descricao,
    model: payload(empresas, '2026-03-10'),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function criarLote(datas: string[], who: Viewer = admin, id = modeloId) {
  const response = await call('POST', '/criarlote', who, { modeloId: id, datas });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TCriarLoteResponse>();
}

/** A lot's register data: the route between the two companies, collected on `dia`. */
const payload = (rota: readonly { id: string }[], dia: string) => cadastroDeCarga({ empresas: rota, dia });
const count = (table: 'cargas' | 'carga_lotes', ownerId: string) =>
  linhasDoOwner(t.database.db, table, ownerId);
const cargasDoLote = (loteId: string) => cargasDoLoteNoBanco(t.database.db, loteId);

const iso = (value: Date | string) => new Date(value).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, trial } = await signInDemo(t.app, 'admin', 'trial'));
  empresas = await demo.empresasDaRota(t.database.db, admin.ownerId);
  modeloId = await novoModelo('Coleta diária');
});
afterAll(async () => t.close());

describe('POST /criarlote', () => {
  it('creates one load per date, in the lot, with every route date moved to its day', async () => {
    const datas = [dia(5), dia(1), dia(3)];
    const body = await criarLote(datas);
    expect(body.message).toBe('Lote com 3 cargas cadastrado com sucesso!');
    expect(body.cargas.map((c) => c.data)).toEqual([dia(1), dia(3), dia(5)]);

    const cargas = await cargasDoLote(body.loteId);
    expect(cargas).toHaveLength(3);
    expect(cargas.map((c) => c.id)).toEqual(body.cargas.map((c) => c.id));
    for (const [index, carga] of cargas.entries()) {
      const diaColeta = [dia(1), dia(3), dia(5)][index] as string;
      expect(carga).toMatchObject({
        loteId: body.loteId,
        unidadeNegocioId: admin.units[0]?.id,
        situacao: 1,
        ativo: true,
        codigoIdentificador: 'ROTA-SUL-01',
      });
      // 08:00 in São Paulo on the day, delivered two days later at 17:00, as in the template.
      expect(iso(carga.dhColeta!)).toBe(`${diaColeta}T11:00:00.000Z`);
      expect(iso(carga.dhEntrega!)).toBe(`${somarDias(diaColeta, 2)}T20:00:00.000Z`);
    }
    expect(new Set(cargas.map((c) => c.codigo)).size).toBe(3);

    const rotas = await rotasDaCarga(t.database.db, cargas[0]!.id);
    expect(rotas.map((r) => iso(r.dhPrevista!))).toEqual([
      `${dia(1)}T11:00:00.000Z`,
      `${dia(1)}T17:30:00.000Z`,
      `${dia(3)}T20:00:00.000Z`,
    ]);
    expect(rotas.map((r) => r.empresaId)).toEqual([empresas[0].id, null, empresas[1].id]);
    // Documents are identified by their numbers, which no template knows: none is created.
    let docs = 0;
    for (const carga of cargas) docs += (await documentosDaCarga(t.database.db, carga.id)).length;
    expect(docs).toBe(0);

    const lote = await loteDeCargas(t.database.db, body.loteId);
    expect(lote).toMatchObject({
      modeloId,
      descricao: 'Coleta diária',
      createdBy: admin.userId,
      unidadeNegocioId: admin.units[0]?.id,
    });
    const historico = await historicoDaCarga(t.database.db, cargas[0]!.id);
    expect(historico.map((h) => h.acao)).toEqual(['cadastrar']);
  });

  it('refuses past dates, repeated dates and more than 31 dates (400, nothing created)', async () => {
    const cargasAntes = await count('cargas', admin.ownerId);
    const lotesAntes = await count('carga_lotes', admin.ownerId);
    const passado = await call('POST', '/criarlote', admin, { modeloId, datas: [dia(1), dia(-1)] });
    expect(passado.statusCode).toBe(400);
    expect(passado.json().message).toBe(MODELOS_LOTES_MESSAGES.dataPassada);
    const repetidas = await call('POST', '/criarlote', admin, { modeloId, datas: [dia(1), dia(1)] });
    expect(repetidas.statusCode).toBe(400);
    expect(repetidas.json().messages).toContain(MODELOS_LOTES_MESSAGES.datasRepetidas);
    const muitas = await call('POST', '/criarlote', admin, {
      modeloId,
      datas: Array.from({ length: 32 }, (_, i) => dia(i + 1)),
    });
    expect(muitas.statusCode).toBe(400);
    expect(muitas.json().messages).toContain(MODELOS_LOTES_MESSAGES.maxDatas);
    const semModelo = await call('POST', '/criarlote', admin, { datas: [dia(1)] });
    expect(semModelo.statusCode).toBe(400);
    expect(await count('cargas', admin.ownerId)).toBe(cargasAntes);
    expect(await count('carga_lotes', admin.ownerId)).toBe(lotesAntes);
  });

  it('is one transaction: a load refused leaves neither the lot nor any load', async () => {
    const id = await novoModelo('Com empresa que será desativada');
    await ativarEmpresa(t.database.db, empresas[1].id, false);
    try {
      const cargasAntes = await count('cargas', admin.ownerId);
      const lotesAntes = await count('carga_lotes', admin.ownerId);
      const response = await call('POST', '/criarlote', admin, { modeloId: id, datas: [dia(1), dia(2)] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(CADASTRO_CARGA_MESSAGES.empresaInvalida);
      expect(await count('cargas', admin.ownerId)).toBe(cargasAntes);
      expect(await count('carga_lotes', admin.ownerId)).toBe(lotesAntes);
    } finally {
      await ativarEmpresa(t.database.db, empresas[1].id, true);
    }
  });

  it("answers 404 for another company's template and creates nothing", async () => {
    const lotesAntes = await count('carga_lotes', trial.ownerId);
    const response = await call('POST', '/criarlote', trial, { modeloId, datas: [dia(1)] });
    expect(response.statusCode).toBe(404);
    expect(await count('carga_lotes', trial.ownerId)).toBe(lotesAntes);
  });

  it('is denied to the Free licence and to a carrier, and needs a selected business unit', async () => {
    const free = await signInAs(t.app, 'free@embarcador.demo');
    expect((await call('POST', '/criarlote', free, { modeloId, datas: [dia(1)] })).statusCode).toBe(403);
    const carrier = await signInAs(t.app, 'admin@transportadora.demo');
    expect((await call('POST', '/criarlote', carrier, { modeloId, datas: [dia(1)] })).statusCode).toBe(403);
    const semUnidade = await http.post('/api/cargalote/criarlote', admin.bearer, {
      modeloId,
      datas: [dia(1)],
    });
    expect(semUnidade.statusCode).toBe(400);
  });
});

describe('POST /criarlotenew', () => {
  it('creates the lot from the register payload, without a template and without its documents', async () => {
    const response = await call('POST', '/criarlotenew', admin, {
      carga: payload(empresas, dia(2)),
      datas: [dia(7), dia(8)],
      descricao: 'Semana que vem',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<TCriarLoteResponse>();
    expect(body.message).toBe('Lote com 2 cargas cadastrado com sucesso!');
    const cargas = await cargasDoLote(body.loteId);
    expect(cargas.map((c) => iso(c.dhColeta!))).toEqual([
      `${dia(7)}T11:00:00.000Z`,
      `${dia(8)}T11:00:00.000Z`,
    ]);
    const lote = await loteDeCargas(t.database.db, body.loteId);
    expect(lote).toMatchObject({ modeloId: null, descricao: 'Semana que vem' });
  });

  it('validates the payload as the register does (400, nothing created)', async () => {
    const antes = await count('carga_lotes', admin.ownerId);
    const response = await call('POST', '/criarlotenew', admin, {
      carga: { ...payload(empresas, dia(2)), origemDestino: [] },
      datas: [dia(7)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toContain(
      `${rotuloDoCampo('origemDestino')}: ${CADASTRO_CARGA_MESSAGES.rotaMinima}`,
    );
    expect(await count('carga_lotes', admin.ownerId)).toBe(antes);
  });
});

describe('GET /recuperarcargas and /listarGradeHorarios', () => {
  it("lists the lot's loads as board cards, by collection date", async () => {
    const lote = await criarLote([dia(10), dia(9)]);
    const response = await call('GET', `/recuperarcargas?loteId=${lote.loteId}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TRecuperarCargasLoteResponse>();
    expect(ZRecuperarCargasLoteResponse.safeParse(body).success).toBe(true);
    expect(body.items.map((card) => card.id)).toEqual(lote.cargas.map((c) => c.id));
    expect(body.items.every((card) => card.lote)).toBe(true);
    expect(body.lote).toMatchObject({ id: lote.loteId, modeloId, descricao: 'Coleta diária' });
    expect((await call('GET', `/recuperarcargas?loteId=${lote.loteId}`, trial)).statusCode).toBe(404);
    expect((await call('GET', '/recuperarcargas?loteId=x', admin)).statusCode).toBe(400);
  });

  it('gives the collection and delivery times of each day of the period', async () => {
    const response = await call(
      'GET',
      `/listarGradeHorarios?modeloId=${modeloId}&dataInicio=2026-04-01&dataFim=2026-04-03`,
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TGradeHorariosResponse>();
    expect(body.items.map(({ data, coleta, entrega }) => ({ data, coleta, entrega }))).toEqual([
      { data: '2026-04-01', coleta: '2026-04-01T11:00:00.000Z', entrega: '2026-04-03T20:00:00.000Z' },
      { data: '2026-04-02', coleta: '2026-04-02T11:00:00.000Z', entrega: '2026-04-04T20:00:00.000Z' },
      { data: '2026-04-03', coleta: '2026-04-03T11:00:00.000Z', entrega: '2026-04-05T20:00:00.000Z' },
    ]);
    expect(body.items[0]?.pontos).toHaveLength(3);
    const longo = await call(
      'GET',
      `/listarGradeHorarios?modeloId=${modeloId}&dataInicio=2026-04-01&dataFim=2026-08-01`,
      admin,
    );
    expect(longo.statusCode).toBe(400);
    expect(longo.json().messages).toContain(
      `${rotuloDoCampo('dataFim')}: ${MODELOS_LOTES_MESSAGES.periodoMaximo}`,
    );
    const alheio = await call(
      'GET',
      `/listarGradeHorarios?modeloId=${modeloId}&dataInicio=2026-04-01&dataFim=2026-04-03`,
      trial,
    );
    expect(alheio.statusCode).toBe(404);
  });
});

describe('POST /desativarLote', () => {
  it('deactivates every active load of the lot through the load action', async () => {
    const lote = await criarLote([dia(11), dia(12), dia(13)]);
    const response = await call('POST', '/desativarLote', admin, { loteId: lote.loteId, motivoId: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ message: string; cargaIds: string[] }>();
    expect(body.message).toBe('3 cargas desativadas com sucesso!');
    expect([...body.cargaIds].sort()).toEqual(lote.cargas.map((c) => c.id).sort());
    for (const carga of await cargasDoLote(lote.loteId)) {
      expect(carga).toMatchObject({ situacao: 99, ativo: false });
      const historico = await historicoDaCarga(t.database.db, carga.id);
      expect(historico[0]?.acao).toBe('desativar');
    }
    // Nothing left to deactivate.
    const again = await call('POST', '/desativarLote', admin, { loteId: lote.loteId, motivoId: 1 });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MODELOS_LOTES_MESSAGES.loteSemCargasAtivas);
    const cards = (await call('GET', `/recuperarcargas?loteId=${lote.loteId}`, admin)).json();
    expect(cards.items).toEqual([]);
  });

  it('404 for another company, 400 for a bad reason — nothing changed', async () => {
    const lote = await criarLote([dia(14)]);
    expect(
      (await call('POST', '/desativarLote', trial, { loteId: lote.loteId, motivoId: 1 })).statusCode,
    ).toBe(404);
    const semMotivo = await call('POST', '/desativarLote', admin, { loteId: lote.loteId });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().messages).toContain('Motivo é obrigatório!');
    const motivoInvalido = await call('POST', '/desativarLote', admin, {
      loteId: lote.loteId,
      motivoId: 999_999,
    });
    expect(motivoInvalido.statusCode).toBe(400);
    expect((await cargasDoLote(lote.loteId)).map((c) => c.situacao)).toEqual([1]);
  });
});
