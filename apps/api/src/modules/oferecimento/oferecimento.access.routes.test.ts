import { ComportamentoOferecimento, TipoOferta } from '@embarca/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { criarCarga } from '../../../test/factories/cargas';
import * as demo from '../../../test/factories/demo';
import { DEMO, type Headers, type SignedIn, signInAs } from '../../../test/factories/sessoes';
import { negarModulos } from '../../../test/helpers/carga-registros';
import { usarTestApp } from '../../../test/helpers/test-app';
import { cargaOfertas } from '../../db/schema';

/**
 * The offering's one gate and guards on every route of /api/oferecimento (issue 20), walked from the app's
 * route table so a new route without a case fails: another shipper's load, offer or group is 404 on every
 * route taking its id, and so is another carrier's offer; a carrier company is 403 on the shipper's side and
 * a shipper on the carrier's; without the Oferecimento module every route is 403.
 */
const t = usarTestApp();
let admin: SignedIn;
let trial: Headers;
let carrierSul: Headers;
let carrier: Headers;
const ids = { carga: '', oferta: '', grupo: '' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Lado = 'embarcador' | 'transportadora' | 'ambos';
interface Caso {
  lado: Lado;
  id?: keyof typeof ids;
  payload?: () => object;
}

const grupo = () => ({ nome: `Gate ${Math.random()}`, transportadoraEmpresaIds: [] as string[] });
let transportadoraId = '';

const ROTAS: Record<string, Caso> = {
  'GET /api/oferecimento/quadro/embarcador': { lado: 'embarcador' },
  'GET /api/oferecimento/quadro/transportadora': { lado: 'transportadora' },
  'GET /api/oferecimento/cargas/:cargaId': { lado: 'embarcador', id: 'carga' },
  'GET /api/oferecimento/cargas/:cargaId/sugestao': { lado: 'embarcador', id: 'carga' },
  'POST /api/oferecimento/cargas/:cargaId/oferecer': {
    lado: 'embarcador',
    id: 'carga',
    payload: () => ({
      comportamento: ComportamentoOferecimento.Manual,
      tipo: TipoOferta.Restrita,
      transportadoraEmpresaIds: [transportadoraId],
      valorAlvo: '100',
      prazoResposta: new Date(Date.now() + 3_600_000).toISOString(),
    }),
  },
  'POST /api/oferecimento/cargas/:cargaId/interromper': { lado: 'embarcador', id: 'carga' },
  'POST /api/oferecimento/cargas/:cargaId/assumir': { lado: 'embarcador', id: 'carga' },
  'POST /api/oferecimento/ofertas/:ofertaId/cancelar': {
    lado: 'embarcador',
    id: 'oferta',
    payload: () => ({}),
  },
  'GET /api/oferecimento/ofertas/:ofertaId': { lado: 'ambos', id: 'oferta' },
  'POST /api/oferecimento/ofertas/:ofertaId/responder': {
    lado: 'ambos',
    id: 'oferta',
    payload: () => ({ acao: 'contrapropor', valor: '120' }),
  },
  'GET /api/oferecimento/grupos': { lado: 'embarcador' },
  'POST /api/oferecimento/grupos': {
    lado: 'embarcador',
    payload: () => ({ ...grupo(), transportadoraEmpresaIds: [transportadoraId] }),
  },
  'PUT /api/oferecimento/grupos/:id': {
    lado: 'embarcador',
    id: 'grupo',
    payload: () => ({ ...grupo(), transportadoraEmpresaIds: [transportadoraId] }),
  },
  'DELETE /api/oferecimento/grupos/:id': { lado: 'embarcador', id: 'grupo' },
  'GET /api/oferecimento/ranking': { lado: 'embarcador' },
  'GET /api/oferecimento/ranking/exportar': { lado: 'embarcador' },
};

const rotas = () =>
  t.app.routeTable
    .filter((route) => route.url.startsWith('/api/oferecimento/') && route.method !== 'HEAD')
    .map((route) => ({
      chave: `${route.method} ${route.url}`,
      method: route.method as Method,
      url: route.url,
    }));

function chamar(method: Method, url: string, caso: Caso, headers: Headers) {
  const path = url.replace(':cargaId', ids.carga).replace(':ofertaId', ids.oferta).replace(':id', ids.grupo);
  return t.app.inject({ method, url: path, headers, ...(caso.payload ? { payload: caso.payload() } : {}) });
}

beforeAll(async () => {
  admin = await signInAs(t.app, DEMO.admin);
  const carrierDemo = await signInAs(t.app, DEMO.carrier);
  carrier = carrierDemo.bearer;
  trial = (await signInAs(t.app, DEMO.trial)).headers;
  carrierSul = (await signInAs(t.app, DEMO.carrierSul)).bearer;
  transportadoraId = (await demo.empresaDaTransportadora(t.database.db, admin.ownerId, carrierDemo.ownerId))
    .id;
  ids.carga = (
    await criarCarga(t.database.db, {
      ownerId: admin.ownerId,
      unidadeNegocioId: admin.units[0]!.id,
      rotas: [
        { cidade: 'São Paulo', uf: 'SP' },
        { cidade: 'Curitiba', uf: 'PR' },
      ],
      peso: '1000',
    })
  ).id;
  const oferta = await t.app.inject({
    method: 'POST',
    url: `/api/oferecimento/cargas/${ids.carga}/oferecer`,
    headers: admin.headers,
    payload: ROTAS['POST /api/oferecimento/cargas/:cargaId/oferecer']!.payload!(),
  });
  expect(oferta.statusCode, oferta.body).toBe(201);
  const [row] = await t.database.db
    .select()
    .from(cargaOfertas)
    .where(
      and(eq(cargaOfertas.cargaId, ids.carga), eq(cargaOfertas.transportadoraEmpresaId, transportadoraId)),
    );
  ids.oferta = row!.id;
  const criado = await t.app.inject({
    method: 'POST',
    url: '/api/oferecimento/grupos',
    headers: admin.headers,
    payload: { ...grupo(), transportadoraEmpresaIds: [transportadoraId] },
  });
  expect(criado.statusCode, criado.body).toBe(201);
  ids.grupo = criado.json().id;
});

describe('the offering gate, on every route of /api/oferecimento', () => {
  it('has a case for every route', () => {
    const registradas = rotas().map((rota) => rota.chave);
    expect(registradas.filter((chave) => !(chave in ROTAS))).toEqual([]);
    expect(Object.keys(ROTAS).filter((chave) => !registradas.includes(chave))).toEqual([]);
  });

  it('answers 404 to another shipper, and to another carrier, on every route that takes an id', async () => {
    for (const { chave, method, url } of rotas()) {
      const caso = ROTAS[chave] as Caso;
      if (!caso.id) continue;
      const response = await chamar(method, url, caso, trial);
      expect({ chave, status: response.statusCode }).toEqual({ chave, status: 404 });
      if (caso.lado === 'ambos') {
        const outra = await chamar(method, url, caso, carrierSul);
        expect({ chave, outra: outra.statusCode }).toEqual({ chave, outra: 404 });
      }
    }
  });

  it('answers 403 to the wrong company type', async () => {
    for (const { chave, method, url } of rotas()) {
      const caso = ROTAS[chave] as Caso;
      if (caso.lado === 'ambos') continue;
      const headers = caso.lado === 'embarcador' ? carrier : admin.headers;
      const response = await chamar(method, url, caso, headers);
      expect({ chave, status: response.statusCode }).toEqual({ chave, status: 403 });
    }
  });

  it('answers 403 on every route without the Oferecimento module', async () => {
    await negarModulos(t.database.db, DEMO.operador, ['oferecimento']);
    try {
      const operador = (await signInAs(t.app, DEMO.operador)).headers;
      for (const { chave, method, url } of rotas()) {
        const response = await chamar(method, url, ROTAS[chave] as Caso, operador);
        expect({ chave, status: response.statusCode }).toEqual({ chave, status: 403 });
      }
    } finally {
      await negarModulos(t.database.db, DEMO.operador, []);
    }
  });
});
