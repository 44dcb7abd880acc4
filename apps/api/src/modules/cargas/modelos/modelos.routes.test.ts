import {
  amanhaEmSaoPaulo,
  CADASTRO_CARGA_MESSAGES,
  diaEmSaoPaulo,
  MESSAGES,
  requiredMessage,
  rotuloDoCampo,
  somarDias,
  type TModeloCargaDadosResponse,
  type TModeloCargaListaItem,
  ZModeloCargaListaResponse,
} from '@embarca/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cadastroDeCarga } from '../../../../test/factories/cadastro';
import * as demo from '../../../../test/factories/demo';
import { type SignedIn, signInAs, signInDemo } from '../../../../test/factories/sessoes';
import { linhasDoOwner, modeloDeCarga } from '../../../../test/helpers/carga-registros';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

/**
 * Cargo templates over HTTP (/api/carga-modelo) on the demo database: create, list, open in the form,
 * update, delete (soft); what is cleared; tenancy, licence and bad input.
 */

let t: TestApp;
type Viewer = SignedIn;
let admin: Viewer;
let operador: Viewer;
let trial: Viewer;
let empresas: readonly [demo.Empresa, demo.Empresa];
const DIA = '2026-03-10';

/** A template's register data: the route between the two companies, collected on DIA. */
const payload = (rota: readonly { id: string }[], dia: string, overrides = {}) =>
  cadastroDeCarga({ empresas: rota, dia, ...overrides });
const count = (table: 'carga_modelos', ownerId: string) => linhasDoOwner(t.database.db, table, ownerId);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Viewer, body?: unknown) =>
  t.app.inject({
    method,
    url: `/api/carga-modelo${url}`,
    headers: who.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });

async function criar(descricao: string, who: Viewer = admin) {
  const response = await call('POST', '', who, { descricao, model: payload(empresas, DIA) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ message: string; id: string }>();
}

async function lista(who: Viewer = admin): Promise<TModeloCargaListaItem[]> {
  const response = await call('GET', '', who);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<TModeloCargaListaItem[]>();
  expect(ZModeloCargaListaResponse.safeParse(body).success).toBe(true);
  return body;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, operador, trial } = await signInDemo(t.app, 'admin', 'operador', 'trial'));
  empresas = await demo.empresasDaRota(t.database.db, admin.ownerId);
});
afterAll(async () => t.close());

describe('saving a template', () => {
  it('saves the payload without the documents’ identifiers and lists it as {descricao, id, model}', async () => {
    const { message, id } = await criar('Coleta diária São Paulo → Curitiba', operador);
    expect(message).toBe('Modelo de carga cadastrado com sucesso!');
    const item = (await lista()).find((modelo) => modelo.id === id);
    expect(Object.keys(item ?? {}).sort()).toEqual(['descricao', 'id', 'model']);
    expect(item?.descricao).toBe('Coleta diária São Paulo → Curitiba');
    expect(item?.model.carga).toMatchObject({ pesoBruto: 12500, codIdentificador: 'ROTA-SUL-01' });
    expect(item?.model.pagamento).toMatchObject({ valorFrete: 3500, impostoSuspenso: true });
    expect(item?.model.documentos).toEqual([
      {
        descricao: 'Peças',
        numero: '',
        itens: [{ codigo: 'SKU-1', descricao: 'Parafuso', quantidade: 100 }],
      },
    ]);
    // Each route point carries its company's name (01 §3 "origemDestino: empresa, localidade").
    expect(item?.model.origemDestino.map((p) => p.empresa)).toEqual([
      empresas[0].nome,
      null,
      empresas[1].nome,
    ]);
    const stored = await modeloDeCarga(t.database.db, id);
    expect(JSON.stringify(stored?.model)).not.toMatch(/ROM-98765|998877|REM-77|3524051234/);
    expect(stored).toMatchObject({ createdBy: operador.userId, ativo: true });
  });

  it('lists by description, and only the caller’s company’s templates', async () => {
    await criar('Zeta transferência');
    await criar('Alfa coleta');
    const descricoes = (await lista()).map((modelo) => modelo.descricao);
    expect(descricoes).toEqual([...descricoes].sort((a, b) => a.localeCompare(b)));
    expect(descricoes).toEqual(expect.arrayContaining(['Alfa coleta', 'Zeta transferência']));
    expect((await lista(trial)).map((modelo) => modelo.descricao)).not.toContain('Alfa coleta');
  });
});

describe('opening a template in the register form', () => {
  it('re-bases the route on tomorrow, keeping each time of day and the days between points', async () => {
    const { id } = await criar('Para abrir');
    const response = await call('GET', `/recuperarCarga?id=${id}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TModeloCargaDadosResponse>();
    const amanha = amanhaEmSaoPaulo(new Date());
    const depois = somarDias(amanha, 2);
    expect(body.dados.origemDestino.map((p) => [p.dhInicio, p.dhFim])).toEqual([
      [`${amanha}T11:00:00.000Z`, `${amanha}T12:30:00.000Z`],
      [`${amanha}T17:30:00.000Z`, undefined],
      [`${depois}T20:00:00.000Z`, undefined],
    ]);
    expect(diaEmSaoPaulo(body.dados.origemDestino[0]?.dhInicio as string)).toBe(amanha);
    expect(body.entregas).toEqual([
      { ordem: 1, empresaId: empresas[0].id, nome: empresas[0].nome },
      { ordem: 3, empresaId: empresas[1].id, nome: empresas[1].nome },
    ]);
    expect(body.descricao).toBe('Para abrir');
  });

  it('answers 404 for another company’s template and 400 for a malformed id', async () => {
    const { id } = await criar('Só do embarcador');
    expect((await call('GET', `/recuperarCarga?id=${id}`, trial)).statusCode).toBe(404);
    const malformado = await call('GET', '/recuperarCarga?id=abc', admin);
    expect(malformado.statusCode).toBe(400);
    expect(malformado.json().message).toBe(`${rotuloDoCampo('id')}: ${MESSAGES.invalidFormat}`);
  });
});

describe('updating and deleting', () => {
  it('updates the description and the data', async () => {
    const { id } = await criar('Antes');
    const novo = payload(empresas, DIA, { distancia: 1000 });
    const response = await call('PUT', `/${id}`, admin, { descricao: 'Depois', model: novo });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Modelo de carga atualizado com sucesso!', id });
    const item = (await lista()).find((modelo) => modelo.id === id);
    expect(item).toMatchObject({ descricao: 'Depois', model: { distancia: 1000 } });
  });

  it('deletes softly: the template leaves the list and cannot be opened or changed', async () => {
    const { id } = await criar('Para excluir');
    const response = await call('DELETE', `/${id}`, operador);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Modelo de carga excluído com sucesso!');
    expect((await lista()).map((modelo) => modelo.id)).not.toContain(id);
    const row = await modeloDeCarga(t.database.db, id);
    expect(row?.ativo).toBe(false);
    expect((await call('GET', `/recuperarCarga?id=${id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/${id}`, admin)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/${id}`, admin, { descricao: 'X', model: payload(empresas, DIA) })).statusCode,
    ).toBe(404);
  });

  it('another company can neither change nor delete it (404, nothing changed)', async () => {
    const { id } = await criar('Intocável');
    expect(
      (await call('PUT', `/${id}`, trial, { descricao: 'Tomado', model: payload([], DIA) })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/${id}`, trial)).statusCode).toBe(404);
    const item = (await lista()).find((modelo) => modelo.id === id);
    expect(item?.descricao).toBe('Intocável');
  });
});

describe('bad input and access', () => {
  it('400 with the catalogue’s texts, nothing saved', async () => {
    const antes = await count('carga_modelos', admin.ownerId);
    const semDescricao = await call('POST', '', admin, { descricao: ' ', model: payload(empresas, DIA) });
    expect(semDescricao.statusCode).toBe(400);
    expect(semDescricao.json().messages).toContain(requiredMessage(rotuloDoCampo('descricao')));
    const semRota = await call('POST', '', admin, {
      descricao: 'Sem rota',
      model: { ...payload(empresas, DIA), origemDestino: [] },
    });
    expect(semRota.statusCode).toBe(400);
    const semRotaMensagem = `${rotuloDoCampo('origemDestino')}: ${CADASTRO_CARGA_MESSAGES.rotaMinima}`;
    expect(semRota.json().messages).toContain(semRotaMensagem);
    expect(semRota.json().campos).toMatchObject({ 'model.origemDestino': semRotaMensagem });
    expect(await count('carga_modelos', admin.ownerId)).toBe(antes);
  });

  it('refuses another company’s companies in the route (400, nothing saved)', async () => {
    const deOutro = (await demo.empresasDeOutraConta(t.database.db, admin.ownerId)).slice(0, 2);
    const antes = await count('carga_modelos', admin.ownerId);
    const response = await call('POST', '', admin, { descricao: 'Alheio', model: payload(deOutro, DIA) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CADASTRO_CARGA_MESSAGES.empresaInvalida);
    expect(await count('carga_modelos', admin.ownerId)).toBe(antes);
    // The list never names another company's company either.
    expect(JSON.stringify(await lista())).not.toContain(deOutro[0]?.nome);
  });

  it('is denied to the Free licence and to a carrier (403), and to callers without a session (401)', async () => {
    const free = await signInAs(t.app, 'free@embarcador.demo');
    expect((await call('GET', '', free)).statusCode).toBe(403);
    const carrier = await signInAs(t.app, 'admin@transportadora.demo');
    expect((await call('GET', '', carrier)).statusCode).toBe(403);
    expect((await call('POST', '', carrier, { descricao: 'X', model: payload([], DIA) })).statusCode).toBe(
      403,
    );
    const anonimo = await t.app.inject({ method: 'GET', url: '/api/carga-modelo' });
    expect(anonimo.statusCode).toBe(401);
  });
});
