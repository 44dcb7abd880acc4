import { Modalidade, ModoIcms, TipoLocalFrete, TipoTarifa } from '@embarca/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { criarCarga } from '../../../test/factories/cargas';
import { DEMO, type Headers, type SignedIn, signInAs } from '../../../test/factories/sessoes';
import { negarModulos } from '../../../test/helpers/carga-registros';
import { usarTestApp } from '../../../test/helpers/test-app';

/**
 * The freight tables' one gate and guard, on every route of /api/tabela-frete (issue 19), walked from the
 * app's route table so a new route without a case fails: another company's region, rule, table version,
 * saved quote or load is 404 on every route taking its id; without the Oferecimento and Formação modules
 * every route is 403.
 */
const t = usarTestApp();
let admin: SignedIn;
let carrier: Headers;
const ids: Record<'regiao' | 'regra' | 'tabela' | 'cotacao' | 'carga', string> = {
  regiao: '',
  regra: '',
  tabela: '',
  cotacao: '',
  carga: '',
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Caso {
  /** The shipper's row whose id the route takes; none for routes without an id. */
  id?: keyof typeof ids;
  payload?: () => object;
  /** The spreadsheet routes take a multipart file. */
  multipart?: true;
}

const linha = {
  origemTipo: TipoLocalFrete.Uf,
  origemValor: 'SP',
  destinoTipo: TipoLocalFrete.Uf,
  destinoValor: 'PR',
  valor: '100',
};
const tabela = () => ({
  nome: 'Gate',
  modalidade: Modalidade.Lotacao,
  tipoTarifa: TipoTarifa.Fixo,
  vigenciaInicio: '2020-01-01',
  linhas: [linha],
});
const regiao = () => ({ nome: `Gate ${Math.random()}`, itens: [{ tipo: TipoLocalFrete.Uf, valor: 'PR' }] });
const regra = () => ({ nome: `Gate ${Math.random()}`, modoIcms: ModoIcms.Incluso, componentes: [] });
const cotacao = () => ({ origemIbge: '3550308', destinoIbge: '4106902', pesoKg: '1000' });

const ROTAS: Record<string, Caso> = {
  'GET /api/tabela-frete/municipios': {},
  'POST /api/tabela-frete/cotacao': { payload: cotacao },
  'GET /api/tabela-frete/importacao/modelo': {},
  'GET /api/tabela-frete/importacao/exemplo': {},
  'GET /api/tabela-frete/antt/coeficientes': {},
  'POST /api/tabela-frete/antt/coeficientes': {
    payload: () => ({
      vigenciaInicio: '2040-01-01',
      fonte: 'Gate',
      coeficientes: [{ tabela: 'A', tipoCarga: 5, eixos: 5, ccd: '1', cc: '1' }],
    }),
  },
  'GET /api/tabela-frete/aliquotas-icms': {},
  'PUT /api/tabela-frete/aliquotas-icms': {
    payload: () => ({ aliquotas: [{ ufOrigem: 'SP', ufDestino: 'SP', aliquota: '18' }] }),
  },
  'GET /api/tabela-frete/cargas/:id/frete-esperado': { id: 'carga' },
  'POST /api/tabela-frete/tabelas/search': { payload: () => ({}) },
  'POST /api/tabela-frete/tabelas': { payload: tabela },
  'GET /api/tabela-frete/tabelas/:id': { id: 'tabela' },
  'PUT /api/tabela-frete/tabelas/:id': { id: 'tabela', payload: tabela },
  'DELETE /api/tabela-frete/tabelas/:id': { id: 'tabela' },
  'GET /api/tabela-frete/tabelas/:id/linhas': { id: 'tabela' },
  'POST /api/tabela-frete/tabelas/:id/ativar': { id: 'tabela' },
  'POST /api/tabela-frete/tabelas/:id/nova-versao': { id: 'tabela' },
  'POST /api/tabela-frete/tabelas/:id/importacao/previa': { id: 'tabela', multipart: true },
  'POST /api/tabela-frete/tabelas/:id/importacao': { id: 'tabela', multipart: true },
  'GET /api/tabela-frete/tabelas/:id/exportacao': { id: 'tabela' },
  'POST /api/tabela-frete/regioes/search': { payload: () => ({}) },
  'POST /api/tabela-frete/regioes': { payload: regiao },
  'GET /api/tabela-frete/regioes/:id': { id: 'regiao' },
  'PUT /api/tabela-frete/regioes/:id': { id: 'regiao', payload: regiao },
  'DELETE /api/tabela-frete/regioes/:id': { id: 'regiao' },
  'POST /api/tabela-frete/regras/search': { payload: () => ({}) },
  'POST /api/tabela-frete/regras': { payload: regra },
  'GET /api/tabela-frete/regras/:id': { id: 'regra' },
  'PUT /api/tabela-frete/regras/:id': { id: 'regra', payload: regra },
  'DELETE /api/tabela-frete/regras/:id': { id: 'regra' },
  'POST /api/tabela-frete/cotacoes/search': { payload: () => ({}) },
  'POST /api/tabela-frete/cotacoes': { payload: () => ({ entrada: cotacao() }) },
  'GET /api/tabela-frete/cotacoes/:id': { id: 'cotacao' },
};

const rotas = () =>
  t.app.routeTable
    .filter((route) => route.url.startsWith('/api/tabela-frete/') && route.method !== 'HEAD')
    .map((route) => ({
      chave: `${route.method} ${route.url}`,
      method: route.method as Method,
      url: route.url,
    }));

function chamar(method: Method, url: string, caso: Caso, headers: Headers) {
  const path = caso.id ? url.replace(':id', ids[caso.id]) : url;
  if (caso.multipart) {
    const boundary = '----embarca-gate';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from('não é uma planilha'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method,
      url: path,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }
  return t.app.inject({ method, url: path, headers, ...(caso.payload ? { payload: caso.payload() } : {}) });
}

beforeAll(async () => {
  admin = await signInAs(t.app, DEMO.admin);
  carrier = (await signInAs(t.app, DEMO.carrier)).bearer;
  const criar = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: admin.bearer, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  ids.regiao = await criar('/api/tabela-frete/regioes', regiao());
  ids.regra = await criar('/api/tabela-frete/regras', regra());
  ids.tabela = await criar('/api/tabela-frete/tabelas', tabela());
  ids.cotacao = await criar('/api/tabela-frete/cotacoes', { entrada: cotacao() });
  ids.carga = (
    await criarCarga(t.database.db, { ownerId: admin.ownerId, unidadeNegocioId: admin.units[0]!.id })
  ).id;
});

describe('the freight tables’ gate, on every route of /api/tabela-frete', () => {
  it('has a case for every route', () => {
    const registradas = rotas().map((rota) => rota.chave);
    expect(registradas.length).toBeGreaterThan(30);
    expect(registradas.filter((chave) => !(chave in ROTAS))).toEqual([]);
    expect(Object.keys(ROTAS).filter((chave) => !registradas.includes(chave))).toEqual([]);
  });

  it('answers 404 to another company for every route that takes an id', async () => {
    for (const { chave, method, url } of rotas()) {
      const caso = ROTAS[chave] as Caso;
      if (!caso.id) continue;
      const response = await chamar(method, url, caso, carrier);
      expect({ chave, status: response.statusCode }).toEqual({ chave, status: 404 });
    }
  });

  it('answers 403 on every route without the Oferecimento and Formação modules', async () => {
    await negarModulos(t.database.db, DEMO.operador, ['oferecimento', 'formacao']);
    try {
      const operador = (await signInAs(t.app, DEMO.operador)).bearer;
      for (const { chave, method, url } of rotas()) {
        const response = await chamar(method, url, ROTAS[chave] as Caso, operador);
        expect({ chave, status: response.statusCode }).toEqual({ chave, status: 403 });
      }
    } finally {
      await negarModulos(t.database.db, DEMO.operador, []);
    }
  });
});
