import { beforeAll, describe, expect, it } from 'vitest';
import { criarCarga } from '../../../test/factories/cargas';
import { criarMotorista } from '../../../test/factories/frota';
import { bearerDoMotorista, criarConversa, PNG_1X1 } from '../../../test/factories/mensagens';
import { DEMO, type Headers, type SignedIn, signInAs } from '../../../test/factories/sessoes';
import { negarModulos } from '../../../test/helpers/carga-registros';
import { usarTestApp } from '../../../test/helpers/test-app';

/**
 * The chat's one gate and guard on every route of /api/conversacarga and /api/motorista/conversas
 * (issue 20), walked from the app's route table so a new route without a case fails: another company's
 * conversation, load, driver or message is 404 on every route taking its id; without the Oferecimento,
 * restricted-offering and Cargas modules every user route is 403; another driver's conversation or message
 * is 404 and no driver token is 401 on every driver route.
 */
const t = usarTestApp();
let admin: SignedIn;
let carrier: Headers;
const ids = { conversa: '', carga: '', motorista: '', mensagem: '' };

type Method = 'GET' | 'POST' | 'DELETE';
interface Caso {
  /** The shipper's rows whose ids the route takes, by parameter name. */
  params?: Record<string, keyof typeof ids>;
  payload?: () => object;
}

const conversa = { id: 'conversa' } as const;
const ROTAS: Record<string, Caso> = {
  'POST /api/conversacarga/search': { payload: () => ({ skip: 0, take: 10 }) },
  'GET /api/conversacarga/nao-lidas': {},
  'GET /api/conversacarga/porMotorista': {},
  'GET /api/conversacarga/mensagens/:mensagemId/anexo': { params: { mensagemId: 'mensagem' } },
  'GET /api/conversacarga/details/:id/conversa': { params: conversa },
  'GET /api/conversacarga/:id/details': { params: { id: 'carga' } },
  'POST /api/conversacarga/:ofertaCargaId/:motoristaId': {
    params: { ofertaCargaId: 'carga', motoristaId: 'motorista' },
  },
  'GET /api/conversacarga/:id': { params: conversa },
  'DELETE /api/conversacarga/:id': { params: conversa },
  'GET /api/conversacarga/:id/carga': { params: conversa },
  'POST /api/conversacarga/:id/mensagens': { params: conversa, payload: () => ({ texto: 'portão' }) },
  'POST /api/conversacarga/:id/lidas': { params: conversa },
  'GET /api/motorista/conversas': {},
  'GET /api/motorista/conversas/:id': { params: conversa },
  'POST /api/motorista/conversas/:id/mensagens': { params: conversa, payload: () => ({ texto: 'portão' }) },
  'GET /api/motorista/conversas/mensagens/:mensagemId/anexo': { params: { mensagemId: 'mensagem' } },
};

const rotas = (prefixo: string) =>
  t.app.routeTable
    .filter((route) => route.url.startsWith(prefixo) && route.method !== 'HEAD')
    .map((route) => ({
      chave: `${route.method} ${route.url}`,
      method: route.method as Method,
      url: route.url,
    }));

function chamar(method: Method, url: string, caso: Caso, headers: Headers) {
  let path = url;
  for (const [param, id] of Object.entries(caso.params ?? {})) path = path.replace(`:${param}`, ids[id]);
  return t.app.inject({ method, url: path, headers, ...(caso.payload ? { payload: caso.payload() } : {}) });
}

beforeAll(async () => {
  admin = await signInAs(t.app, DEMO.admin);
  carrier = (await signInAs(t.app, DEMO.carrier)).headers;
  const db = t.database.db;
  ids.motorista = (await criarMotorista(db, { ownerId: admin.ownerId })).id;
  ids.carga = (await criarCarga(db, { ownerId: admin.ownerId, unidadeNegocioId: admin.units[0]!.id })).id;
  ids.conversa = (
    await criarConversa(db, { ownerId: admin.ownerId, cargaId: ids.carga, motoristaId: ids.motorista })
  ).id;
  const enviada = await t.app.inject({
    method: 'POST',
    url: `/api/conversacarga/${ids.conversa}/mensagens`,
    headers: admin.headers,
    payload: { texto: 'Foto', foto: PNG_1X1 },
  });
  expect(enviada.statusCode, enviada.body).toBe(201);
  ids.mensagem = enviada.json().id;
});

describe('the chat’s gate, on every route of /api/conversacarga and /api/motorista/conversas', () => {
  const todas = () => [...rotas('/api/conversacarga'), ...rotas('/api/motorista/conversas')];

  it('has a case for every route', () => {
    const registradas = todas().map((rota) => rota.chave);
    expect(registradas.length).toBeGreaterThanOrEqual(16);
    expect(registradas.filter((chave) => !(chave in ROTAS))).toEqual([]);
    expect(Object.keys(ROTAS).filter((chave) => !registradas.includes(chave))).toEqual([]);
  });

  it('answers 404 to another company for every user route that takes an id', async () => {
    for (const { chave, method, url } of rotas('/api/conversacarga')) {
      const caso = ROTAS[chave] as Caso;
      if (!caso.params) continue;
      const response = await chamar(method, url, caso, carrier);
      expect({ chave, status: response.statusCode }).toEqual({ chave, status: 404 });
    }
  });

  it('answers 404 to another driver and 401 without the driver token on every driver route', async () => {
    const outro = await criarMotorista(t.database.db, { ownerId: admin.ownerId });
    for (const { chave, method, url } of rotas('/api/motorista/conversas')) {
      const caso = ROTAS[chave] as Caso;
      const semToken = await chamar(method, url, caso, {});
      expect({ chave, status: semToken.statusCode }).toEqual({ chave, status: 401 });
      const comUsuario = await chamar(method, url, caso, admin.bearer);
      expect({ chave, status: comUsuario.statusCode }).toEqual({ chave, status: 401 });
      if (!caso.params) continue;
      const response = await chamar(method, url, caso, bearerDoMotorista(t.app, [outro.id]));
      expect({ chave, status: response.statusCode }).toEqual({ chave, status: 404 });
    }
  });

  it('answers 403 on every user route without the Oferecimento and Cargas modules', async () => {
    await negarModulos(t.database.db, DEMO.operador, ['oferecimento', 'oferecimento-restrito', 'cargas']);
    try {
      const operador = (await signInAs(t.app, DEMO.operador)).headers;
      for (const { chave, method, url } of rotas('/api/conversacarga')) {
        const response = await chamar(method, url, ROTAS[chave] as Caso, operador);
        expect({ chave, status: response.statusCode }).toEqual({ chave, status: 403 });
      }
    } finally {
      await negarModulos(t.database.db, DEMO.operador, []);
    }
  });
});
