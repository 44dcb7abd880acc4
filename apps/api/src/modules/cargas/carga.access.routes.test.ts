import { EMPTY_GUID, MESSAGES, type TCadastroCargaInput } from '@embarca/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/factories/sessoes';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/**
 * The loads' one access gate, route by route, from the app's own route table: every route under
 * /api/carga-mongo (and the document patch under /api/carga-documento) is called
 * - with another company's load → 404,
 * - by a carrier, with a shipper's load neither directed to it nor hired from it → 404 (403 where the
 *   route itself is the shipper's, before any load is read),
 * - by the load's company, with a load of a unit outside the request's scope (BusinessUnitFilter) → 404,
 * - with a BusinessUnitId outside the user's units → 403 (routes without a load too).
 * A route added later without a case here fails the first test: a route without the gate cannot slip in.
 */

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A load the case is about, and what else a route needs to get past its input validation to the gate. */
interface Contexto {
  cargaId: string;
  documentoId: string;
  unidadeId: string;
  etapaId: string;
}

interface Caso {
  /** The path with the load's id (and the other parameters) filled in. */
  url: (c: Contexto) => string;
  payload?: (c: Contexto) => object;
  /** The route is a shipper's: a carrier is refused before the load is read (403). */
  soEmbarcador?: boolean;
  /** The route touches no load by id (only the unit check applies). */
  semCarga?: string;
}

const AGORA = '2030-06-10T11:00:00.000Z';
const UM_ID = '0d6f1d3e-6b1a-4d1e-9a49-2f3e4b5c6d7e';
const veiculo = { veiculoId: UM_ID, motoristaId: UM_ID, equipamentos: [] };

/** A register payload without references to companies (any shipper can register it). */
function cadastro(): TCadastroCargaInput {
  return {
    carga: { tipoFrete: 1, modalidade: 1, pesoBruto: 1000, volumeUnidade: 7 },
    pagamento: { impostoSuspenso: false },
    contatos: {},
    origemDestino: [
      { rota: 1, cidade: 'São Paulo', uf: 'SP', dhInicio: AGORA },
      { rota: 3, cidade: 'Curitiba', uf: 'PR', dhInicio: '2030-06-11T11:00:00.000Z' },
    ],
    visibilidade: 1,
    transportadoras: [],
    documentos: [{ numero: 'ACESSO-1', itens: [] }],
  };
}

/** Every route under /api/carga-mongo and /api/carga-documento, by `METHOD path` as registered. */
const ROTAS: Record<string, Caso> = {
  'GET /api/carga-mongo/:id': { url: (c) => `/api/carga-mongo/${c.cargaId}` },
  'GET /api/carga-mongo/:id/details': { url: (c) => `/api/carga-mongo/${c.cargaId}/details` },
  'GET /api/carga-mongo/:id/historico': { url: (c) => `/api/carga-mongo/${c.cargaId}/historico` },
  'PUT /api/carga-mongo/:id/etapa/:etapaId': {
    url: (c) => `/api/carga-mongo/${c.cargaId}/etapa/${c.etapaId}`,
  },
  'GET /api/carga-mongo/pesquisa-rapida': {
    url: () => '/api/carga-mongo/pesquisa-rapida?termo=ACESSO',
    semCarga: 'searches the caller’s own visibility (the gate’s SQL)',
  },
  'POST /api/carga-mongo/cadastrar': {
    url: () => '/api/carga-mongo/cadastrar',
    payload: cadastro,
    soEmbarcador: true,
    semCarga: 'creates a load in the selected unit',
  },
  'POST /api/carga-mongo/imports': {
    url: () => '/api/carga-mongo/imports?modo=preview',
    soEmbarcador: true,
    semCarga: 'creates loads in the selected unit',
  },
  'GET /api/carga-mongo/:id/dadosEdicao': {
    url: (c) => `/api/carga-mongo/${c.cargaId}/dadosEdicao`,
    soEmbarcador: true,
  },
  'PUT /api/carga-mongo/:id/editar': {
    url: (c) => `/api/carga-mongo/${c.cargaId}/editar`,
    payload: (c) => ({ ...cadastro(), ofertaCargaId: c.cargaId, version: 1 }),
    soEmbarcador: true,
  },
  'PATCH /api/carga-documento/:id': {
    url: (c) => `/api/carga-documento/${c.documentoId}`,
    payload: () => ({ descricao: 'Outra' }),
    soEmbarcador: true,
  },
  'POST /api/carga-mongo/:id/alocar': {
    url: (c) => `/api/carga-mongo/${c.cargaId}/alocar`,
    payload: () => ({ tipoAlocacao: 1, ...veiculo }),
  },
  'DELETE /api/carga-mongo/:id/cancelar/:contratacaoId': {
    url: (c) => `/api/carga-mongo/${c.cargaId}/cancelar/${EMPTY_GUID}?motivo=teste`,
  },
  'DELETE /api/carga-mongo/:id/reabrir': { url: (c) => `/api/carga-mongo/${c.cargaId}/reabrir` },
  'PUT /api/carga-mongo/:id/finalizar': { url: (c) => `/api/carga-mongo/${c.cargaId}/finalizar` },
  'PUT /api/carga-mongo/:id/reverter-finalizacao': {
    url: (c) => `/api/carga-mongo/${c.cargaId}/reverter-finalizacao`,
  },
  'POST /api/carga-mongo/:id/desativar': {
    url: (c) => `/api/carga-mongo/${c.cargaId}/desativar`,
    payload: (c) => ({
      motivoId: 1,
      ofertaCargaId: c.cargaId,
      reverterFormacao: false,
      desativarLote: false,
    }),
  },
  'POST /api/carga-mongo/:id/reativar': { url: (c) => `/api/carga-mongo/${c.cargaId}/reativar` },
  'PATCH /api/carga-mongo/:id/alterar-unidade/:unitId': {
    url: (c) => `/api/carga-mongo/${c.cargaId}/alterar-unidade/${c.unidadeId}`,
  },
  'PUT /api/carga-mongo/:id/atualizar-veiculo': {
    url: (c) => `/api/carga-mongo/${c.cargaId}/atualizar-veiculo`,
    payload: () => veiculo,
  },
  'GET /api/carga-mongo/:id/desnormalizar': { url: (c) => `/api/carga-mongo/${c.cargaId}/desnormalizar` },
  'PATCH /api/carga-mongo/:id/rotas/:rotaId/realizado': {
    url: (c) => `/api/carga-mongo/${c.cargaId}/rotas/${UM_ID}/realizado`,
    payload: () => ({ dhRealizada: '2020-01-01T12:00:00.000Z' }),
  },
  'GET /api/carga-mongo/:id/entregas': { url: (c) => `/api/carga-mongo/${c.cargaId}/entregas` },
  'GET /api/carga-mongo/:id/anexo-adicional': { url: (c) => `/api/carga-mongo/${c.cargaId}/anexo-adicional` },
  'POST /api/carga-mongo/:id/anexo-adicional': {
    url: (c) => `/api/carga-mongo/${c.cargaId}/anexo-adicional`,
    payload: () => ({ nome: 'nota.pdf', anexo: 'data:application/pdf;base64,JVBERi0xLjQK' }),
  },
  'GET /api/carga-mongo/:id/anexo-adicional/:anexoId/arquivo': {
    url: (c) => `/api/carga-mongo/${c.cargaId}/anexo-adicional/${UM_ID}/arquivo`,
  },
  'DELETE /api/carga-mongo/:id/anexo-adicional/:anexoId': {
    url: (c) => `/api/carga-mongo/${c.cargaId}/anexo-adicional/${UM_ID}`,
  },
  'GET /api/carga-mongo/:id/romaneio-detalhes': {
    url: (c) => `/api/carga-mongo/${c.cargaId}/romaneio-detalhes`,
  },
  'GET /api/carga-mongo/romaneio-unificado': {
    url: (c) => `/api/carga-mongo/romaneio-unificado?cargaIds=${c.cargaId}`,
  },
  'POST /api/carga-mongo/recuperar-rota': {
    url: () => '/api/carga-mongo/recuperar-rota',
    payload: () => ({
      pontos: [
        { cidade: 'São Paulo', uf: 'SP' },
        { cidade: 'Curitiba', uf: 'PR' },
      ],
    }),
    semCarga: 'estimates a route through the points given',
  },
  'GET /api/carga-mongo/:id/rotograma': { url: (c) => `/api/carga-mongo/${c.cargaId}/rotograma` },
  'PATCH /api/carga-mongo/:id/rotograma': { url: (c) => `/api/carga-mongo/${c.cargaId}/rotograma` },
  'GET /api/carga-mongo/:id/veiculo': { url: (c) => `/api/carga-mongo/${c.cargaId}/veiculo` },
  'GET /api/carga-mongo/veiculo/:id/sugerir': { url: (c) => `/api/carga-mongo/veiculo/${c.cargaId}/sugerir` },
};

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
let carrier: Headers;
/** A load (with a document) of Embarcadora Trial: another company for the demo shipper. */
let alheia: Contexto;
/** A load of the demo shipper, registered in its second unit, directed to no carrier. */
let propria: Contexto;

async function registrar(headers: Headers): Promise<{ cargaId: string; documentoId: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/carga-mongo/cadastrar',
    headers,
    payload: cadastro(),
  });
  expect(response.statusCode).toBe(201);
  const { id } = response.json<{ id: string }>();
  const carga = await t.app.inject({ method: 'GET', url: `/api/carga-mongo/${id}`, headers });
  const [documento] = carga.json<{ documentos: { id: string }[] }>().documentos;
  return { cargaId: id, documentoId: documento?.id ?? '' };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, 'admin@embarcador.demo');
  carrier = (await signInAs(t.app, 'admin@transportadora.demo')).headers;
  const trial = await signInAs(t.app, 'trial@embarcador.demo');
  const etapas = (
    await t.app.inject({ method: 'GET', url: '/api/kanbanpipecargas', headers: admin.headers })
  ).json<{ id: string }[]>();
  const comum = { etapaId: etapas[0]?.id ?? UM_ID, unidadeId: admin.units[0]?.id ?? UM_ID };
  alheia = { ...comum, ...(await registrar(trial.headers)) };
  const segunda = admin.units[1]?.id ?? '';
  propria = {
    ...comum,
    ...(await registrar(admin.naUnidade(segunda, [segunda]))),
  };
}, 60_000);
afterAll(() => t.close());

function chamar(method: Method, caso: Caso, contexto: Contexto, headers: Headers) {
  return t.app.inject({
    method,
    url: caso.url(contexto),
    headers,
    ...(caso.payload ? { payload: caso.payload(contexto) } : {}),
  });
}

const rotas = () =>
  t.app.routeTable
    .filter((route) => /^\/api\/carga-(mongo|documento)(\/|$)/.test(route.url))
    .map((route) => ({ chave: `${route.method} ${route.url}`, method: route.method as Method }));

describe('the loads’ access gate, on every load route', () => {
  it('has a case for every route under /api/carga-mongo and /api/carga-documento', () => {
    const registradas = rotas().map((rota) => rota.chave);
    expect(registradas.length).toBeGreaterThan(30);
    expect(registradas.filter((chave) => !(chave in ROTAS))).toEqual([]);
    expect(Object.keys(ROTAS).filter((chave) => !registradas.includes(chave))).toEqual([]);
  });

  it('answers 404 for another company’s load', async () => {
    for (const { chave, method } of rotas()) {
      const caso = ROTAS[chave] as Caso;
      if (caso.semCarga) continue;
      const response = await chamar(method, caso, alheia, admin.headers);
      expect({ chave, status: response.statusCode }).toEqual({ chave, status: 404 });
    }
  });

  it('answers 404 to a carrier for a load neither directed to it nor hired from it', async () => {
    for (const { chave, method } of rotas()) {
      const caso = ROTAS[chave] as Caso;
      if (caso.semCarga) continue;
      const response = await chamar(method, caso, propria, carrier);
      expect({ chave, status: response.statusCode }).toEqual({
        chave,
        status: caso.soEmbarcador ? 403 : 404,
      });
    }
  });

  it('answers 404 for the company’s own load of a unit outside the request’s scope', async () => {
    const primeira = admin.units[0]?.id ?? '';
    const headers = admin.naUnidade(primeira, [primeira]);
    for (const { chave, method } of rotas()) {
      const caso = ROTAS[chave] as Caso;
      if (caso.semCarga) continue;
      const response = await chamar(method, caso, propria, headers);
      expect({ chave, status: response.statusCode }).toEqual({ chave, status: 404 });
    }
  });

  it('answers 403 for a business unit outside the user’s units, on every route', async () => {
    const trial = await signInAs(t.app, 'trial@embarcador.demo');
    const outra = trial.units[0]?.id ?? '';
    const headers = admin.naUnidade(outra, [outra]);
    for (const { chave, method } of rotas()) {
      const response = await chamar(method, ROTAS[chave] as Caso, propria, headers);
      expect({ chave, status: response.statusCode, message: response.json().message }).toEqual({
        chave,
        status: 403,
        message: MESSAGES.forbidden,
      });
    }
  });
});
