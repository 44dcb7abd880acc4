import { FormatoEtiqueta, TipoFrete } from '@embarca/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { criarCarga } from '../../../test/factories/cargas';
import { DEMO, type Headers, type SignedIn, signInAs, signInDemo } from '../../../test/factories/sessoes';
import { negarModulos } from '../../../test/helpers/carga-registros';
import { usarTestApp } from '../../../test/helpers/test-app';

/**
 * Load formation's one gate and guards on every route of /api/formacao (issue 21), walked from the app's
 * route table so a new route without a case fails: another company's order, draft, plan, print or load is 404
 * on every route taking its id; a row of a unit outside the user's is 403; without the route's module
 * (Formação de cargas, Roteirizador, Impressão de etiquetas) every route is 403.
 */
const t = usarTestApp();
let admin: SignedIn;
let operador: SignedIn;
let trial: SignedIn;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Id = 'pedido' | 'minuta' | 'plano' | 'impressao' | 'carga';
interface Caso {
  modulo: 'formacao' | 'roteirizador' | 'impressao-etiquetas';
  id?: Id;
  /** The second id of the path (`:pedidoId`, `:unidadeId`). */
  payload?: () => object;
}

const ids: Record<Id, string> = { pedido: '', minuta: '', plano: '', impressao: '', carga: '' };
/** The same kinds of rows of the admin's company in CD Curitiba (outside the operador's units). */
const emCuritiba: Record<Id, string> = { pedido: '', minuta: '', plano: '', impressao: '', carga: '' };
let matriz = '';
/** The rows the call being made is about (payloads that repeat the path's id read it). */
let alvoAtual = ids;

const pedido = () => ({
  codigo: `ACC-${Math.random().toString(36).slice(2, 10)}`,
  tipoFrete: TipoFrete.CIF,
  dhColeta: new Date(Date.now() + 86_400_000).toISOString(),
  pesoTotal: 100,
  origem: { cidade: 'São Paulo', uf: 'SP' },
  destino: { cidade: 'Campinas', uf: 'SP' },
});
const planejar = () => ({
  deposito: { latitude: -23.55, longitude: -46.63 },
  paradas: [{ id: 'a', latitude: -22.9, longitude: -47.06 }],
  veiculos: [{ nome: 'V1' }],
});

const ROTAS: Record<string, Caso> = {
  'POST /api/formacao/pedido/xlsx': { modulo: 'formacao' },
  'GET /api/formacao/pedido/listar': { modulo: 'formacao' },
  'GET /api/formacao/pedido/lote/:id/totalizadores': { modulo: 'formacao', id: 'pedido' },
  'GET /api/formacao/pedido/carga/:id': { modulo: 'formacao', id: 'carga' },
  'POST /api/formacao/pedido/search': { modulo: 'formacao', payload: () => ({}) },
  'GET /api/formacao/pedido/totalizador/unidade-negocio': { modulo: 'formacao' },
  'POST /api/formacao/pedido/delete-many': { modulo: 'formacao', payload: () => ({ ids: [ids.pedido] }) },
  'POST /api/formacao/pedido': { modulo: 'formacao', payload: pedido },
  'GET /api/formacao/pedido/:id': { modulo: 'formacao', id: 'pedido' },
  'PUT /api/formacao/pedido/:id': { modulo: 'formacao', id: 'pedido', payload: pedido },
  'DELETE /api/formacao/pedido/:id': { modulo: 'formacao', id: 'pedido' },
  'POST /api/formacao/pedido/:id/subdivisao': {
    modulo: 'formacao',
    id: 'pedido',
    payload: () => ({ pesoTotal: 1 }),
  },
  'PUT /api/formacao/pedido/:id/ativar': {
    modulo: 'formacao',
    id: 'pedido',
    payload: () => ({ id: alvoAtual.pedido }),
  },
  'PUT /api/formacao/pedido/:id/desativar': {
    modulo: 'formacao',
    id: 'pedido',
    payload: () => ({ id: alvoAtual.pedido }),
  },
  'PATCH /api/formacao/pedido/:id/alterar-unidade/:unidadeId': { modulo: 'formacao', id: 'pedido' },
  'POST /api/formacao/pedido/:id/imprimir': {
    modulo: 'formacao',
    id: 'pedido',
    payload: () => ({ formato: FormatoEtiqueta.Zpl }),
  },
  'GET /api/formacao/pedido/:id/caracteristica-utilizada': { modulo: 'formacao', id: 'pedido' },
  'GET /api/formacao/minuta': { modulo: 'formacao' },
  'POST /api/formacao/minuta': { modulo: 'formacao' },
  'POST /api/formacao/minuta/sugerir': { modulo: 'formacao', payload: () => ({ pedidoIds: [] }) },
  'POST /api/formacao/minuta/confirmar': { modulo: 'formacao', payload: () => ({ minutaIds: [ids.minuta] }) },
  'GET /api/formacao/minuta/:id': { modulo: 'formacao', id: 'minuta' },
  'PUT /api/formacao/minuta/:id': { modulo: 'formacao', id: 'minuta', payload: () => ({ exibindo: true }) },
  'DELETE /api/formacao/minuta/:id': { modulo: 'formacao', id: 'minuta' },
  'POST /api/formacao/minuta/:id/limpar': { modulo: 'formacao', id: 'minuta' },
  'PUT /api/formacao/minuta/:id/ordenacao': {
    modulo: 'formacao',
    id: 'minuta',
    payload: () => ({ pedidoIds: [ids.pedido] }),
  },
  'POST /api/formacao/minuta/:id/agrupar': {
    modulo: 'formacao',
    id: 'minuta',
    payload: () => ({ pedidoIds: [ids.pedido], agrupador: 'X' }),
  },
  'POST /api/formacao/minuta/:id/pedido/:pedidoId': { modulo: 'formacao', id: 'minuta' },
  'DELETE /api/formacao/minuta/:id/pedido/:pedidoId': { modulo: 'formacao', id: 'minuta' },
  'POST /api/formacao/roteirizador/planejar': { modulo: 'roteirizador', payload: planejar },
  'GET /api/formacao/roteirizador/planos': { modulo: 'roteirizador' },
  'POST /api/formacao/roteirizador/planos': {
    modulo: 'roteirizador',
    payload: () => ({ nome: 'P', entrada: planejar(), resultado: resultadoPlanejado }),
  },
  'GET /api/formacao/roteirizador/planos/:id': { modulo: 'roteirizador', id: 'plano' },
  'POST /api/formacao/etiquetas/impressao': {
    modulo: 'impressao-etiquetas',
    payload: () => ({ pedidoIds: [ids.pedido], formato: FormatoEtiqueta.Zpl }),
  },
  'GET /api/formacao/etiquetas/impressao': { modulo: 'impressao-etiquetas' },
  'POST /api/formacao/etiquetas/impressao/:id/reimprimir': { modulo: 'impressao-etiquetas', id: 'impressao' },
};
let resultadoPlanejado: object = {};

const rotas = () =>
  t.app.routeTable
    .filter((route) => route.url.startsWith('/api/formacao/') && route.method !== 'HEAD')
    // Each plugin registers its root path twice ('/api/formacao/minuta' and '/api/formacao/minuta/').
    .filter((route) => !route.url.endsWith('/'))
    .map((route) => ({
      chave: `${route.method} ${route.url}`,
      method: route.method as Method,
      url: route.url,
    }));

function chamar(method: Method, url: string, caso: Caso, headers: Headers, alvo: Record<Id, string> = ids) {
  alvoAtual = alvo;
  const id = caso.id ? alvo[caso.id] : '';
  const path = url.replace(':id', id).replace(':pedidoId', alvo.pedido).replace(':unidadeId', matriz);
  return t.app.inject({ method, url: path, headers, ...(caso.payload ? { payload: caso.payload() } : {}) });
}

async function criarLinhas(quem: SignedIn, unidadeId: string, alvo: Record<Id, string>) {
  const headers = quem.naUnidade(unidadeId);
  const criado = await t.app.inject({
    method: 'POST',
    url: '/api/formacao/pedido',
    headers,
    payload: pedido(),
  });
  expect(criado.statusCode, criado.body).toBe(201);
  alvo.pedido = criado.json().pedido.id;
  alvo.minuta = (await t.app.inject({ method: 'POST', url: '/api/formacao/minuta', headers })).json().id;
  const planejado = await t.app.inject({
    method: 'POST',
    url: '/api/formacao/roteirizador/planejar',
    headers,
    payload: planejar(),
  });
  expect(planejado.statusCode, planejado.body).toBe(200);
  resultadoPlanejado = planejado.json();
  const plano = await t.app.inject({
    method: 'POST',
    url: '/api/formacao/roteirizador/planos',
    headers,
    payload: { nome: 'Plano', entrada: planejar(), resultado: resultadoPlanejado },
  });
  expect(plano.statusCode, plano.body).toBe(201);
  alvo.plano = plano.json().plano.id;
  const impressao = await t.app.inject({
    method: 'POST',
    url: '/api/formacao/etiquetas/impressao',
    headers,
    payload: { pedidoIds: [alvo.pedido], formato: FormatoEtiqueta.Zpl },
  });
  expect(impressao.statusCode, impressao.body).toBe(201);
  alvo.impressao = impressao.json().id;
  alvo.carga = (await criarCarga(t.database.db, { ownerId: quem.ownerId, unidadeNegocioId: unidadeId })).id;
}

beforeAll(async () => {
  ({ admin, operador, trial } = await signInDemo(t.app, 'admin', 'operador', 'trial'));
  matriz = admin.unidade('Matriz São Paulo');
  await criarLinhas(admin, matriz, ids);
  await criarLinhas(admin, admin.unidade('CD Curitiba'), emCuritiba);
});

describe('the formation gate, on every route of /api/formacao', () => {
  it('has a case for every route', () => {
    const registradas = rotas().map((rota) => rota.chave);
    expect(registradas.filter((chave) => !(chave in ROTAS))).toEqual([]);
    expect(Object.keys(ROTAS).filter((chave) => !registradas.includes(chave))).toEqual([]);
  });

  it('answers 404 to another company on every route that takes an id', async () => {
    const outra = trial.naUnidade(trial.units[0]!.id);
    for (const { chave, method, url } of rotas()) {
      const caso = ROTAS[chave] as Caso;
      if (!caso.id) continue;
      const response = await chamar(method, url, caso, outra);
      expect({ chave, status: response.statusCode }).toEqual({ chave, status: 404 });
    }
  });

  it('answers 403 for a row of a unit outside the user, on every route that takes a unit-bound id', async () => {
    const headers = operador.naUnidade(matriz);
    for (const { chave, method, url } of rotas()) {
      const caso = ROTAS[chave] as Caso;
      // A print belongs to the company (no unit); a load answers through the cargas gate (403 or 404).
      if (!caso.id || caso.id === 'impressao') continue;
      const response = await chamar(method, url, caso, headers, emCuritiba);
      if (caso.id === 'carga') expect([403, 404]).toContain(response.statusCode);
      else expect({ chave, status: response.statusCode }).toEqual({ chave, status: 403 });
    }
  });

  it('answers 403 on every route without its module', async () => {
    await negarModulos(t.database.db, DEMO.operador, ['formacao', 'roteirizador', 'impressao-etiquetas']);
    try {
      const headers = (await signInAs(t.app, DEMO.operador)).naUnidade(matriz);
      for (const { chave, method, url } of rotas()) {
        const response = await chamar(method, url, ROTAS[chave] as Caso, headers);
        expect({ chave, status: response.statusCode }).toEqual({ chave, status: 403 });
      }
    } finally {
      await negarModulos(t.database.db, DEMO.operador, []);
    }
  });

  it('lets each module alone open its own routes', async () => {
    await negarModulos(t.database.db, DEMO.operador, ['roteirizador', 'impressao-etiquetas']);
    try {
      const headers = (await signInAs(t.app, DEMO.operador)).naUnidade(matriz);
      const lista = await t.app.inject({ method: 'GET', url: '/api/formacao/minuta', headers });
      expect(lista.statusCode).toBe(200);
      const planos = await t.app.inject({ method: 'GET', url: '/api/formacao/roteirizador/planos', headers });
      expect(planos.statusCode).toBe(403);
      const historico = await t.app.inject({
        method: 'GET',
        url: '/api/formacao/etiquetas/impressao',
        headers,
      });
      expect(historico.statusCode).toBe(403);
    } finally {
      await negarModulos(t.database.db, DEMO.operador, []);
    }
  });
});
