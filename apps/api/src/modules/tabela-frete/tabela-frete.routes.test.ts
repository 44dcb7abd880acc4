import {
  CalculoComponente,
  Modalidade,
  ModoIcms,
  StatusTabelaFrete,
  TABELA_FRETE_MESSAGES,
  type TCotacaoFreteResponse,
  type TCotacaoFreteSalva,
  type TImportacaoTabelaPrevia,
  TipoComponenteFrete,
  TipoLocalFrete,
  TipoTarifa,
  type TTabelaFrete,
  ZCotacaoFreteResponse,
  ZTabelaFrete,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { cadastroDeCarga } from '../../../test/factories/cadastro';
import { criarCarga } from '../../../test/factories/cargas';
import * as demo from '../../../test/factories/demo';
import { DEMO, type Headers, type SignedIn, signInAs } from '../../../test/factories/sessoes';
import { negarModulos } from '../../../test/helpers/carga-registros';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { usarTestApp } from '../../../test/helpers/test-app';

/**
 * /api/tabela-frete (issue 19) on a real database: regions, rules, tables and their versions, the
 * spreadsheet, the quote with the ANTT floor, saved quotes and the expected freight frozen at allocation.
 * Another company's ids are 404, bad input is 400 naming the field with nothing written, a draft-only
 * change of an active table is 409, and the module is required (403).
 */
const t = usarTestApp();
let admin: SignedIn;
let carrier: Headers;
let suporte: Headers;
let carrierEmpresaId: string;

const BASE = '/api/tabela-frete';
const SAO_PAULO = '3550308';
const CURITIBA = '4106902';

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function contar(tabela: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.identifier(tabela)} where ${sql.raw(tabela === 'tabela_frete_linhas' ? 'true' : 'owner_id is not null')}`,
  );
  return row!.n;
}

const cabecalho = (extra: Record<string, unknown> = {}) => ({
  nome: `Tabela ${Math.random().toString(36).slice(2, 8)}`,
  transportadoraEmpresaId: carrierEmpresaId,
  modalidade: Modalidade.Lotacao,
  tipoTarifa: TipoTarifa.Fixo,
  vigenciaInicio: '2020-01-01',
  ...extra,
});

const linha = (extra: Record<string, unknown> = {}) => ({
  origemTipo: TipoLocalFrete.Uf,
  origemValor: 'SP',
  destinoTipo: TipoLocalFrete.Uf,
  destinoValor: 'PR',
  valor: '2500',
  ...extra,
});

async function criarTabela(body: Record<string, unknown>): Promise<TTabelaFrete> {
  const response = await call('POST', '/tabelas', admin.bearer, body);
  expect(response.statusCode, response.body).toBe(201);
  const tabela = response.json<TTabelaFrete>();
  expect(ZTabelaFrete.safeParse(tabela).success).toBe(true);
  return tabela;
}

async function ativar(id: string): Promise<TTabelaFrete> {
  const response = await call('POST', `/tabelas/${id}/ativar`, admin.bearer);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TTabelaFrete>();
}

/** An .xlsx with the import's columns. */
async function planilha(rows: (string | number | null)[][]): Promise<Buffer> {
  const header = [
    'Origem tipo',
    'Origem',
    'Destino tipo',
    'Destino',
    'Tipo de veículo',
    'Peso inicial (kg)',
    'Peso final (kg)',
    'Valor',
    'Excedente por kg',
    'Prazo (dias)',
  ];
  const cell = (value: string | number | null) =>
    value === null ? null : typeof value === 'number' ? { value, type: Number } : { value, type: String };
  return writeXlsxFile(
    [{ sheet: 'Dados', data: [header.map(cell), ...rows.map((row) => row.map(cell))] }] as never,
    {},
  ).toBuffer();
}

function multipart(file: Buffer) {
  const boundary = '----embarca-teste-tabela';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="tabela.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function enviar(url: string, file: Buffer) {
  const { payload, contentType } = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: `${BASE}${url}`,
    headers: { ...admin.bearer, 'content-type': contentType },
    payload,
  });
}

beforeAll(async () => {
  admin = await signInAs(t.app, DEMO.admin);
  const c = await signInAs(t.app, DEMO.carrier);
  carrier = c.bearer;
  suporte = (await signInAs(t.app, DEMO.suporte)).bearer;
  carrierEmpresaId = (await demo.empresaDaTransportadora(t.database.db, admin.ownerId, c.ownerId)).id;
});

describe('regions and calculation rules', () => {
  it('keeps a region of UFs, municipalities and CEP ranges; another company cannot see it', async () => {
    const response = await call('POST', '/regioes', admin.bearer, {
      nome: 'Sul e capital paulista',
      itens: [
        { tipo: TipoLocalFrete.Uf, valor: 'pr' },
        { tipo: TipoLocalFrete.Municipio, valor: 'São Paulo/SP' },
        { tipo: TipoLocalFrete.FaixaCep, valor: '80000-000-82999-999' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const regiao = response.json();
    expect(regiao.itens).toEqual([
      { tipo: 2, valor: 'PR', descricao: 'PR' },
      { tipo: 3, valor: SAO_PAULO, descricao: 'São Paulo/SP' },
      { tipo: 4, valor: '80000000-82999999', descricao: 'CEP 80000-000 a 82999-999' },
    ]);
    expect((await call('GET', `/regioes/${regiao.id}`, carrier)).statusCode).toBe(404);
    expect((await call('DELETE', `/regioes/${regiao.id}`, carrier)).statusCode).toBe(404);
  });

  it('refuses a bad UF, an unknown municipality and a reversed CEP range, writing nothing', async () => {
    const antes = await contar('regioes_frete');
    const response = await call('POST', '/regioes', admin.bearer, {
      nome: 'Inválida',
      itens: [
        { tipo: TipoLocalFrete.Uf, valor: 'XX' },
        { tipo: TipoLocalFrete.Municipio, valor: 'Atlantis/SP' },
        { tipo: TipoLocalFrete.FaixaCep, valor: '82999999-80000000' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual([
      'Item 1: Informe uma UF válida.',
      'Item 2: Município (IBGE) inválido',
      'Item 3: CEP final: Valor mínimo: 82999999',
    ]);
    expect(await contar('regioes_frete')).toBe(antes);
  });

  it('keeps a rule with its components; a component with a negative value is 400 naming it', async () => {
    const ok = await call('POST', '/regras', admin.bearer, {
      nome: 'Regra do teste',
      modoIcms: ModoIcms.Adicionado,
      componentes: [
        {
          tipo: TipoComponenteFrete.AdValorem,
          calculo: CalculoComponente.PercentualMercadoria,
          valor: '0.3',
          minimo: '50',
        },
        {
          tipo: TipoComponenteFrete.Gris,
          calculo: CalculoComponente.PercentualMercadoria,
          valor: '0.1',
          minimo: '20',
        },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().componentes).toHaveLength(2);
    const bad = await call('POST', '/regras', admin.bearer, {
      nome: 'Negativa',
      modoIcms: ModoIcms.Incluso,
      componentes: [{ tipo: TipoComponenteFrete.Gris, calculo: CalculoComponente.ValorFixo, valor: '-1' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Valor do componente');
  });
});

describe('tables and versions', () => {
  it('creates a draft with lines, activates it, refuses editing it (409) and makes a new version that keeps the old one', async () => {
    const tabela = await criarTabela({
      ...cabecalho(),
      linhas: [linha(), linha({ destinoValor: 'SC', valor: '2700' })],
    });
    expect(tabela).toMatchObject({
      status: StatusTabelaFrete.Rascunho,
      versao: 1,
      qtdLinhas: 2,
      transportadoraNome: expect.any(String),
    });
    const ativa = await ativar(tabela.id);
    expect(ativa.status).toBe(StatusTabelaFrete.Ativa);
    const put = await call('PUT', `/tabelas/${tabela.id}`, admin.bearer, cabecalho());
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(TABELA_FRETE_MESSAGES.somenteRascunho);
    expect((await call('DELETE', `/tabelas/${tabela.id}`, admin.bearer)).statusCode).toBe(409);

    const nova = await call('POST', `/tabelas/${tabela.id}/nova-versao`, admin.bearer);
    expect(nova.statusCode, nova.body).toBe(200);
    const v2 = nova.json<TTabelaFrete>();
    expect(v2).toMatchObject({
      familiaId: tabela.id,
      versao: 2,
      status: StatusTabelaFrete.Rascunho,
      qtdLinhas: 2,
    });
    await ativar(v2.id);
    const v1 = (await call('GET', `/tabelas/${tabela.id}`, admin.bearer)).json<TTabelaFrete>();
    expect(v1.status).toBe(StatusTabelaFrete.Expirada);
    expect(v1.versoes.map((v) => v.versao)).toEqual([2, 1]);

    const linhas = (await call('GET', `/tabelas/${v2.id}/linhas?page=1&qtdItem=10`, admin.bearer)).json();
    expect(linhas.total).toBe(2);
    expect(linhas.items[0]).toMatchObject({
      origemDescricao: 'SP',
      destinoDescricao: 'PR',
      valor: '2500.0000',
    });
  });

  it('refuses overlapping bands, a band with start above its end, an unknown city and a reversed validity, writing nothing', async () => {
    const tabelas = await contar('tabelas_frete');
    const linhas = await contar('tabela_frete_linhas');
    const response = await call('POST', '/tabelas', admin.bearer, {
      ...cabecalho({ modalidade: Modalidade.Fracionada }),
      linhas: [
        linha({ pesoInicialKg: '0', pesoFinalKg: '100', valor: '80' }),
        linha({ pesoInicialKg: '50', pesoFinalKg: '200', valor: '120' }),
        linha({ destinoValor: 'SC', pesoInicialKg: '300', pesoFinalKg: '100' }),
        linha({ destinoTipo: TipoLocalFrete.Municipio, destinoValor: '9999999' }),
      ],
    });
    expect(response.statusCode).toBe(400);
    const messages: string[] = response.json().messages;
    expect(messages).toContain('Linha 2: Faixa de peso sobreposta à linha 1');
    expect(messages).toContain('Linha 3: Peso final (kg): Valor mínimo: 300');
    expect(messages).toContain('Linha 4: Destino: Município (IBGE) inválido');
    const vigencia = await call('POST', '/tabelas', admin.bearer, cabecalho({ vigenciaFim: '2019-12-31' }));
    expect(vigencia.statusCode).toBe(400);
    expect(vigencia.json().message).toBe(TABELA_FRETE_MESSAGES.vigenciaInvalida);
    const zero = await call('POST', '/tabelas', admin.bearer, {
      ...cabecalho(),
      linhas: [linha({ valor: '0' })],
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('Valor deve ser maior que zero!');
    expect(await contar('tabelas_frete')).toBe(tabelas);
    expect(await contar('tabela_frete_linhas')).toBe(linhas);
  });

  it("answers 404 for another company's table on every call and 403 without the modules", async () => {
    const tabela = await criarTabela(cabecalho());
    for (const [method, url] of [
      ['GET', `/tabelas/${tabela.id}`],
      ['GET', `/tabelas/${tabela.id}/linhas`],
      ['POST', `/tabelas/${tabela.id}/ativar`],
      ['POST', `/tabelas/${tabela.id}/nova-versao`],
      ['GET', `/tabelas/${tabela.id}/exportacao`],
      ['DELETE', `/tabelas/${tabela.id}`],
    ] as const) {
      expect((await call(method, url, carrier)).statusCode, `${method} ${url}`).toBe(404);
    }
    await negarModulos(t.database.db, DEMO.operador, ['oferecimento', 'formacao']);
    try {
      const operador = await signInAs(t.app, DEMO.operador);
      expect((await call('POST', '/tabelas/search', operador.bearer, {})).statusCode).toBe(403);
      expect((await call('POST', '/cotacao', operador.bearer, {})).statusCode).toBe(403);
    } finally {
      await negarModulos(t.database.db, DEMO.operador, []);
    }
  });
});

describe('spreadsheet', () => {
  it('previews every row with its errors, imports all or nothing, and exports what it imported', async () => {
    const tabela = await criarTabela(cabecalho({ modalidade: Modalidade.Fracionada }));
    const ruim = await planilha([
      ['UF', 'SP', 'Município', 'Curitiba/PR', null, 0, 100, 90, null, 2],
      ['UF', 'SP', 'Município', 'Curitiba/PR', null, 101, 500, 210, 0.4, 2],
      ['UF', 'SP', 'Município', 'Gotham/PR', null, 0, 100, 90, null, 2],
      ['UF', 'SP', 'UF', 'PR', null, 500, 100, -5, null, 2],
    ]);
    const previa = await enviar(`/tabelas/${tabela.id}/importacao/previa`, ruim);
    expect(previa.statusCode, previa.body).toBe(200);
    const corpo = previa.json<TImportacaoTabelaPrevia>();
    expect(corpo).toMatchObject({ totalLinhas: 4, totalErros: 2 });
    expect(corpo.linhas.find((l) => l.linha === 4)?.erros).toEqual(['Destino: Município (IBGE) inválido']);
    expect(corpo.linhas.find((l) => l.linha === 5)?.erros[0]).toContain('Valor');
    const recusada = await enviar(`/tabelas/${tabela.id}/importacao`, ruim);
    expect(recusada.statusCode).toBe(400);
    expect(recusada.json().messages[0]).toMatch(/^Linha 4: /);
    expect((await call('GET', `/tabelas/${tabela.id}`, admin.bearer)).json().qtdLinhas).toBe(0);

    const boa = await planilha([
      ['UF', 'SP', 'Município', 'Curitiba/PR', null, 0, 100, 90, null, 2],
      ['UF', 'SP', 'Município', '4106902', null, 100.001, 500, 210, 0.4, 2],
    ]);
    const importada = await enviar(`/tabelas/${tabela.id}/importacao`, boa);
    expect(importada.statusCode, importada.body).toBe(200);
    expect(importada.json().tabela.qtdLinhas).toBe(2);
    const exportada = await call('GET', `/tabelas/${tabela.id}/exportacao`, admin.bearer);
    expect(exportada.statusCode).toBe(200);
    expect(exportada.headers['content-type']).toContain('spreadsheetml');
    // What was exported imports again unchanged (into a new version's draft).
    const v2 = (await call('POST', `/tabelas/${tabela.id}/nova-versao`, admin.bearer)).json<TTabelaFrete>();
    const reimportada = await enviar(`/tabelas/${v2.id}/importacao`, exportada.rawPayload);
    expect(reimportada.statusCode, reimportada.body).toBe(200);
    expect(reimportada.json().tabela.qtdLinhas).toBe(2);
    const modelo = await call('GET', '/importacao/modelo', admin.bearer);
    expect(modelo.statusCode).toBe(200);
  });
});

describe('demo data', () => {
  it('quotes São Paulo → Curitiba for 12 t on 5 axles with the demo tables, the floor flagged, and imports the example file into the demo draft', async () => {
    const response = await call('POST', '/cotacao', admin.bearer, {
      origemIbge: SAO_PAULO,
      destinoIbge: CURITIBA,
      pesoKg: '12000',
      eixos: 5,
    });
    expect(response.statusCode, response.body).toBe(200);
    const cotacao = response.json<TCotacaoFreteResponse>();
    const porNome = new Map(cotacao.precos.map((p) => [p.tabelaNome, p]));
    expect(porNome.get('Transportadora Demo — Lotação Sul/Sudeste')?.abaixoDoPiso).toBe(false);
    expect(porNome.get('Rodoviário Sul — Lotação por tonelada')).toMatchObject({
      abaixoDoPiso: true,
      bloqueadaPeloPiso: true,
    });
    expect(porNome.get('Frota própria — Lotação por km')).toMatchObject({
      abaixoDoPiso: true,
      bloqueadaPeloPiso: false,
    });
    expect(porNome.get('Expresso Nordeste — Fracionado')?.piso).toBeNull();

    const rascunho = (
      await call('POST', '/tabelas/search', admin.bearer, {
        filtro: 'Lotação 2027',
        status: StatusTabelaFrete.Rascunho,
      })
    ).json().items[0];
    const exemplo = await call('GET', '/importacao/exemplo', admin.bearer);
    expect(exemplo.statusCode).toBe(200);
    const previa = (
      await enviar(`/tabelas/${rascunho.id}/importacao/previa`, exemplo.rawPayload)
    ).json<TImportacaoTabelaPrevia>();
    expect(previa).toMatchObject({ totalLinhas: 24, totalErros: 0 });
  });
});

describe('quote and ANTT floor', () => {
  let barata: TTabelaFrete;
  let cara: TTabelaFrete;

  beforeAll(async () => {
    const regra = (
      await call('POST', '/regras', admin.bearer, {
        nome: 'Cotação teste',
        modoIcms: ModoIcms.Adicionado,
        componentes: [
          {
            tipo: TipoComponenteFrete.Gris,
            calculo: CalculoComponente.PercentualMercadoria,
            valor: '0.1',
            minimo: '30',
          },
          { tipo: TipoComponenteFrete.Pedagio, calculo: CalculoComponente.PorEixo, valor: '20' },
        ],
      })
    ).json();
    barata = await criarTabela({
      ...cabecalho({ nome: 'Barata SP-PR' }),
      regraId: regra.id,
      linhas: [linha({ valor: '2000' })],
    });
    cara = await criarTabela({
      ...cabecalho({
        nome: 'Cara SP-Curitiba',
        tipoTarifa: TipoTarifa.PorTonelada,
        transportadoraEmpresaId: null,
      }),
      linhas: [linha({ destinoTipo: TipoLocalFrete.Municipio, destinoValor: CURITIBA, valor: '350' })],
    });
    await ativar(barata.id);
    await ativar(cara.id);
  });

  it('ranks every applicable table with its components, ICMS and the floor flagged below it', async () => {
    const response = await call('POST', '/cotacao', admin.bearer, {
      origemIbge: SAO_PAULO,
      destinoIbge: CURITIBA,
      pesoKg: 12000,
      valorMercadoria: '100000',
      eixos: 5,
      tipoCargaAntt: 5,
      distanciaKm: '400',
      data: '2026-01-15',
    });
    expect(response.statusCode, response.body).toBe(200);
    const cotacao = response.json<TCotacaoFreteResponse>();
    expect(ZCotacaoFreteResponse.safeParse(cotacao).success).toBe(true);
    // Table A, carga geral, 5 axles: 400 × 6.0112 + 610.08.
    expect(cotacao.pisoAntt).toMatchObject({ valor: '3014.56', ccd: '6.0112', cc: '610.08', eixos: 5 });
    const nomes = cotacao.precos.map((p) => p.tabelaNome);
    expect(nomes.indexOf('Barata SP-PR')).toBeLessThan(nomes.indexOf('Cara SP-Curitiba'));
    const b = cotacao.precos.find((p) => p.tabelaId === barata.id)!;
    // Frete-peso 2000, GRIS 0.1 % of 100,000 = 100, toll 5 × 20 = 100; ICMS SP→PR 12 % added by gross-up.
    expect(b.componentes.map((c) => [c.nome, c.valor])).toEqual([
      ['Frete-peso', '2000.00'],
      ['GRIS', '100.00'],
      ['Pedágio', '100.00'],
    ]);
    expect(b.subtotal).toBe('2200.00');
    expect(b.icms).toMatchObject({ aliquota: '12.00', valor: '300.00' });
    expect(b.total).toBe('2500.00');
    // The floor compares the freight without ICMS and toll: 2100 < 3014.56.
    expect(b).toMatchObject({ abaixoDoPiso: true, diferencaParaPiso: '914.56', bloqueadaPeloPiso: false });
    const c = cotacao.precos.find((p) => p.tabelaId === cara.id)!;
    expect(c).toMatchObject({ total: '4200.00', abaixoDoPiso: false, transportadoraNome: 'Frota própria' });
  });

  it('matches a CEP-range lane only when the CEP is given, and prefers it to the UF lane of the same table', async () => {
    const tabela = await criarTabela({
      ...cabecalho({ nome: 'Por CEP' }),
      linhas: [
        linha({ valor: '5000' }),
        linha({ origemTipo: TipoLocalFrete.FaixaCep, origemValor: '01000000-05999999', valor: '1800' }),
      ],
    });
    await ativar(tabela.id);
    const cotar = async (origemCep?: string) =>
      (
        await call('POST', '/cotacao', admin.bearer, {
          origemIbge: SAO_PAULO,
          destinoIbge: CURITIBA,
          pesoKg: '1000',
          ...(origemCep ? { origemCep } : {}),
        })
      )
        .json<TCotacaoFreteResponse>()
        .precos.find((p) => p.tabelaId === tabela.id);
    expect((await cotar())?.componentes[0]?.valor).toBe('5000.00');
    expect((await cotar('01310-100'))?.componentes[0]?.valor).toBe('1800.00');
    expect((await cotar('08000-000'))?.componentes[0]?.valor).toBe('5000.00');
  });

  it("prices by the band of the weight and the vehicle type's lines first, with the excess above the last band", async () => {
    const tabela = await criarTabela({
      ...cabecalho({ nome: 'Faixas', modalidade: Modalidade.Fracionada }),
      linhas: [
        linha({ destinoValor: 'SC', pesoInicialKg: '0', pesoFinalKg: '100', valor: '90' }),
        linha({
          destinoValor: 'SC',
          pesoInicialKg: '100.001',
          pesoFinalKg: '500',
          valor: '210',
          excedentePorKg: '0.4',
        }),
        linha({
          destinoValor: 'SC',
          tipoVeiculoId: 1,
          pesoInicialKg: '0',
          pesoFinalKg: '1000',
          valor: '500',
        }),
      ],
    });
    await ativar(tabela.id);
    const fretePeso = async (pesoKg: string, tipoVeiculoId?: number) =>
      (
        await call('POST', '/cotacao', admin.bearer, {
          origemIbge: SAO_PAULO,
          destinoIbge: '4205407',
          pesoKg,
          ...(tipoVeiculoId ? { tipoVeiculoId } : {}),
        })
      )
        .json<TCotacaoFreteResponse>()
        .precos.find((p) => p.tabelaId === tabela.id)?.componentes[0]?.valor;
    expect(await fretePeso('50')).toBe('90.00');
    expect(await fretePeso('800')).toBe('330.00');
    expect(await fretePeso('800', 1)).toBe('500.00');
    expect(await fretePeso('2000', 1)).toBe('810.00');
  });

  it('answers 400 naming the field for an unknown municipality and for a zero weight', async () => {
    const cidade = await call('POST', '/cotacao', admin.bearer, {
      origemIbge: '0000000',
      destinoIbge: CURITIBA,
      pesoKg: 10,
    });
    expect(cidade.statusCode).toBe(400);
    expect(cidade.json().message).toBe(`Origem: ${TABELA_FRETE_MESSAGES.municipioDesconhecido}`);
    const peso = await call('POST', '/cotacao', admin.bearer, {
      origemIbge: SAO_PAULO,
      destinoIbge: CURITIBA,
      pesoKg: 0,
    });
    expect(peso.statusCode).toBe(400);
    expect(peso.json().message).toContain('Peso (kg) deve ser maior que zero!');
  });

  it('saves a quote as priced then, lists and reads it; another company gets 404', async () => {
    const salva = await call('POST', '/cotacoes', admin.bearer, {
      entrada: { origemIbge: SAO_PAULO, destinoIbge: CURITIBA, pesoKg: '12000', eixos: 5 },
    });
    expect(salva.statusCode, salva.body).toBe(201);
    const cotacao = salva.json<TCotacaoFreteSalva>();
    expect(cotacao.numero).toBeGreaterThan(0);
    expect(cotacao.resultado.precos.length).toBeGreaterThan(0);
    const lista = (await call('POST', '/cotacoes/search', admin.bearer, {})).json();
    expect(lista.items[0]).toMatchObject({ id: cotacao.id, origem: 'São Paulo/SP', destino: 'Curitiba/PR' });
    expect((await call('GET', `/cotacoes/${cotacao.id}`, admin.bearer)).statusCode).toBe(200);
    expect((await call('GET', `/cotacoes/${cotacao.id}`, carrier)).statusCode).toBe(404);
  });

  it('lets only support record new ANTT coefficients, in force from their date', async () => {
    const corpo = {
      vigenciaInicio: '2030-01-01',
      fonte: 'Teste',
      coeficientes: [{ tabela: 'A', tipoCarga: 5, eixos: 5, ccd: '7.0000', cc: '700.00' }],
    };
    expect((await call('POST', '/antt/coeficientes', admin.bearer, corpo)).statusCode).toBe(403);
    expect((await call('POST', '/antt/coeficientes', suporte, corpo)).statusCode).toBe(200);
    const antes = (await call('GET', '/antt/coeficientes?data=2029-12-31', admin.bearer)).json();
    const depois = (await call('GET', '/antt/coeficientes?data=2030-01-02', admin.bearer)).json();
    const a5 = (lista: { tabela: string; tipoCarga: number; eixos: number; ccd: string }[]) =>
      lista.find((c) => c.tabela === 'A' && c.tipoCarga === 5 && c.eixos === 5)?.ccd;
    expect(a5(antes)).toBe('6.0112');
    expect(a5(depois)).toBe('7.0000');
  });

  it('lets support read both reference tables and change an ICMS rate; an admin reads them but may not change one', async () => {
    type TAliquota = { ufOrigem: string; ufDestino: string; aliquota: string };
    const spPr = (lista: TAliquota[]) =>
      lista.find((item) => item.ufOrigem === 'SP' && item.ufDestino === 'PR')?.aliquota;
    const coeficientes = await call('GET', '/antt/coeficientes?data=2026-01-15', suporte);
    expect(coeficientes.statusCode, coeficientes.body).toBe(200);
    expect(coeficientes.json().length).toBeGreaterThan(0);
    const lida = await call('GET', '/aliquotas-icms', suporte);
    expect(lida.statusCode, lida.body).toBe(200);
    const aliquotas = lida.json<TAliquota[]>();
    expect(aliquotas).toHaveLength(27 * 27);
    const original = spPr(aliquotas);
    expect(original).toBeDefined();

    const corpo = { aliquotas: [{ ufOrigem: 'SP', ufDestino: 'PR', aliquota: '7.5' }] };
    expect((await call('GET', '/aliquotas-icms', admin.bearer)).statusCode).toBe(200);
    expect((await call('PUT', '/aliquotas-icms', admin.bearer, corpo)).statusCode).toBe(403);
    expect(spPr((await call('GET', '/aliquotas-icms', suporte)).json())).toBe(original);
    try {
      const gravada = await call('PUT', '/aliquotas-icms', suporte, corpo);
      expect(gravada.statusCode, gravada.body).toBe(200);
      expect(gravada.json().message).toBe(TABELA_FRETE_MESSAGES.aliquotasSalvas);
      expect(spPr((await call('GET', '/aliquotas-icms', admin.bearer)).json())).toBe('7.50');
    } finally {
      const volta = { aliquotas: [{ ufOrigem: 'SP', ufDestino: 'PR', aliquota: original }] };
      expect((await call('PUT', '/aliquotas-icms', suporte, volta)).statusCode).toBe(200);
    }
  });
});

describe('expected freight frozen at allocation', () => {
  it('freezes the table the load was quoted with (not the cheapest) and refuses an unknown table on register', async () => {
    const db = t.database.db;
    const cotada = await criarTabela({
      ...cabecalho({ nome: 'Frota própria cotada', transportadoraEmpresaId: null }),
      linhas: [linha({ valor: '2800' })],
    });
    await ativar(cotada.id);
    const unidade = admin.units[0]!.id;
    const registrar = (tabelaFreteId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/carga-mongo/cadastrar',
        headers: admin.naUnidade(unidade),
        payload: {
          ...cadastroDeCarga({ dia: '2028-02-10' }),
          pagamento: {
            valorFrete: 2800,
            impostoSuspenso: false,
            tipoTarifa: TipoTarifa.TabelaFrete,
            tabelaFreteId,
          },
        } as object,
      });
    const antes = await contar('cargas');
    const recusada = await registrar('00000000-0000-4000-8000-000000000000');
    expect(recusada.statusCode).toBe(400);
    expect(recusada.json().message).toBe('Tabela de frete: Informe um valor válido.');
    expect(await contar('cargas')).toBe(antes);

    const registrada = await registrar(cotada.id);
    expect(registrada.statusCode, registrada.body).toBe(201);
    const cargaId: string = registrada.json().carga?.id ?? registrada.json().id;
    const veiculo = (await demo.veiculosAtivos(db, admin.ownerId)).find((v) => v.tipoEquipamento === null)!;
    const motorista = (await demo.motoristasAtivos(db, admin.ownerId))[1]!;
    const alocada = await t.app.inject({
      method: 'POST',
      url: `/api/carga-mongo/${cargaId}/alocar`,
      headers: admin.naUnidade(unidade),
      payload: { tipoAlocacao: 1, veiculoId: veiculo.id, motoristaId: motorista.id, equipamentos: [] },
    });
    expect(alocada.statusCode, alocada.body).toBe(200);
    const { freteEsperado } = (await call('GET', `/cargas/${cargaId}/frete-esperado`, admin.bearer)).json();
    // The demo's own-fleet table per km (≈ R$ 2,650) is cheaper; the quoted one is what was agreed.
    expect(freteEsperado.preco).toMatchObject({ tabelaId: cotada.id, total: '2800.00' });
  });

  it('prices an own-fleet allocation with the own-fleet tables and keeps it when the table changes', async () => {
    const db = t.database.db;
    const tabela = await criarTabela({
      ...cabecalho({ nome: 'Frota própria SP-PR', transportadoraEmpresaId: null }),
      linhas: [linha({ valor: '1500' })],
    });
    await ativar(tabela.id);
    const veiculo = (await demo.veiculosAtivos(db, admin.ownerId)).find((v) => v.tipoEquipamento === null)!;
    const motorista = (await demo.motoristasAtivos(db, admin.ownerId))[0]!;
    const carga = await criarCarga(db, {
      ownerId: admin.ownerId,
      unidadeNegocioId: admin.units[0]!.id,
      peso: '12000',
      dhColeta: new Date(Date.now() + 500 * 86_400_000),
      dhEntrega: new Date(Date.now() + 502 * 86_400_000),
      rotas: [
        { cidade: 'São Paulo', uf: 'SP' },
        { cidade: 'Curitiba', uf: 'PR' },
      ],
    });
    const alocada = await t.app.inject({
      method: 'POST',
      url: `/api/carga-mongo/${carga.id}/alocar`,
      headers: admin.naUnidade(admin.units[0]!.id),
      payload: { tipoAlocacao: 1, veiculoId: veiculo.id, motoristaId: motorista.id, equipamentos: [] },
    });
    expect(alocada.statusCode, alocada.body).toBe(200);
    const lido = await call('GET', `/cargas/${carga.id}/frete-esperado`, admin.bearer);
    expect(lido.statusCode).toBe(200);
    const { freteEsperado } = lido.json();
    expect(freteEsperado.preco).toMatchObject({ tabelaId: tabela.id, versao: 1, total: '1500.00' });

    // A new version at another price does not change what was agreed.
    const v2 = (await call('POST', `/tabelas/${tabela.id}/nova-versao`, admin.bearer)).json<TTabelaFrete>();
    await call('PUT', `/tabelas/${v2.id}`, admin.bearer, {
      ...cabecalho({ nome: 'Frota própria SP-PR', transportadoraEmpresaId: null }),
      linhas: [linha({ valor: '9999' })],
    });
    await ativar(v2.id);
    const depois = (await call('GET', `/cargas/${carga.id}/frete-esperado`, admin.bearer)).json();
    expect(depois.freteEsperado.preco.total).toBe('1500.00');
    expect((await call('GET', `/cargas/${carga.id}/frete-esperado`, carrier)).statusCode).toBe(404);
  });
});
