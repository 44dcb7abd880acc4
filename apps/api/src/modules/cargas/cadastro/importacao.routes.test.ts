import {
  CADASTRO_CARGA_MESSAGES,
  CARGA_ACAO_MESSAGES,
  CARGA_IMPORT_COLUMNS,
  CARGA_IMPORT_MAX_ROWS,
  MESSAGES,
  type TCargaImportResponse,
} from '@embarca/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { decodeClaims, signIn } from '../../../../test/helpers/sign-in';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

/**
 * POST /api/carga-mongo/imports on the demo database: preview and import of good and bad rows (each bad
 * row listed with its spreadsheet row and column, nothing of it saved), directed loads by carrier CNPJ, the
 * importer's notification, roles and bad files.
 */

type Headers = Record<string, string>;
type Cell = string | number | Date | null;

let t: TestApp;
let admin: Headers;
let carrier: Headers;
let free: Headers;
let adminId: string;
let shipperOwnerId: string;
let carrierOwnerId: string;
let matrizId: string;
let clientes: { cnpj: string; id: string }[];
let carrierCnpj: string;
let caracteristica: string;

const rows = <T extends Record<string, unknown>>(query: SQL) => sqlRows<T>(t.database.db, query);

beforeAll(async () => {
  t = await createTestApp();
  const a = await signIn(t.app, 'admin@embarcador.demo');
  const claims = decodeClaims(a.token);
  adminId = claims.sub as string;
  shipperOwnerId = claims.OwnerId as string;
  const units = (
    await t.app.inject({ method: 'GET', url: '/api/unidade-negocio/listwithaccess', headers: a.headers })
  ).json<{ id: string; descricao: string }[]>();
  matrizId = units.find((u) => u.descricao === 'Matriz São Paulo')!.id;
  admin = { ...a.headers, businessunitid: matrizId };
  const c = await signIn(t.app, 'admin@transportadora.demo');
  carrierOwnerId = decodeClaims(c.token).OwnerId as string;
  carrier = { ...c.headers };
  const f = await signIn(t.app, 'free@embarcador.demo');
  free = { ...f.headers };
  clientes = await rows(
    sql`select cnpj, id from empresas where owner_id = ${shipperOwnerId} and ativo and tipo_vinculo = 1
        and cnpj is not null order by nome limit 2`,
  );
  const [transportadora] = await rows<{ cnpj: string }>(
    sql`select cnpj from empresas where owner_id = ${shipperOwnerId} and linked_owner_id = ${carrierOwnerId}`,
  );
  carrierCnpj = transportadora!.cnpj;
  const [car] = await rows<{ descricao: string }>(
    sql`select descricao from caracteristicas where owner_id = ${shipperOwnerId} and tipo = 1 and not desativada
        order by descricao limit 1`,
  );
  caracteristica = car!.descricao;
});
afterAll(async () => t.close());

const HEADER = [
  CARGA_IMPORT_COLUMNS.codIdentificador,
  ` ${CARGA_IMPORT_COLUMNS.tipoFrete} `,
  CARGA_IMPORT_COLUMNS.modalidade.toUpperCase(),
  CARGA_IMPORT_COLUMNS.pesoBruto,
  CARGA_IMPORT_COLUMNS.valorCarga,
  CARGA_IMPORT_COLUMNS.origemCnpj,
  CARGA_IMPORT_COLUMNS.origemCidade,
  CARGA_IMPORT_COLUMNS.origemUf,
  CARGA_IMPORT_COLUMNS.dataColeta,
  CARGA_IMPORT_COLUMNS.destinoCidade,
  CARGA_IMPORT_COLUMNS.destinoUf,
  CARGA_IMPORT_COLUMNS.dataEntrega,
  CARGA_IMPORT_COLUMNS.transportadoras,
  CARGA_IMPORT_COLUMNS.caracteristica,
  CARGA_IMPORT_COLUMNS.numeroNf,
];

/** A row in HEADER's order; dates as date cells (wall time in São Paulo). */
function linha(over: Partial<Record<string, Cell>> = {}): Cell[] {
  const base: Record<string, Cell> = {
    codIdentificador: 'IMP-1',
    tipoFrete: 'CIF',
    modalidade: 'Fracionada',
    pesoBruto: 1250.5,
    valorCarga: '10.500,75',
    origemCnpj: clientes[0]!.cnpj,
    origemCidade: 'São Paulo',
    origemUf: 'SP',
    dataColeta: new Date(Date.UTC(2030, 6, 1, 8, 0)),
    destinoCidade: 'Curitiba',
    destinoUf: 'PR',
    dataEntrega: '02/07/2030 17:30',
    transportadoras: null,
    caracteristica,
    numeroNf: 998877,
    ...over,
  };
  return Object.keys(base).map((key) => base[key] ?? null);
}

async function workbook(data: Cell[][], header = HEADER): Promise<Buffer> {
  const toCells = (row: Cell[]) =>
    row.map((value) =>
      value === null
        ? null
        : value instanceof Date
          ? { value, type: Date, format: 'dd/mm/yyyy hh:mm' }
          : { value },
    );
  return writeXlsxFile(
    [
      { sheet: 'Instruções', data: [[{ value: 'Preencha a aba Dados' }]] },
      { sheet: 'Dados', data: [toCells(header), ...data.map(toCells)] },
    ] as never,
    {},
  ).toBuffer();
}

function multipart(file: Buffer) {
  const boundary = '----embarca-teste-cargas';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cargas.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function importar(headers: Headers, file: Buffer, modo: 'preview' | 'importar') {
  const body = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: `/api/carga-mongo/imports?modo=${modo}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

interface Contagens extends Record<string, unknown> {
  cargas: number;
  rotas: number;
  documentos: number;
  ofertas: number;
  historico: number;
}

async function contagens() {
  const [row] = await rows<Contagens>(
    sql`select (select count(*)::int from cargas) as cargas,
          (select count(*)::int from carga_rotas) as rotas,
          (select count(*)::int from carga_documentos) as documentos,
          (select count(*)::int from carga_ofertas) as ofertas,
          (select count(*)::int from carga_historico) as historico`,
  );
  return row!;
}

/** Two good rows (one directed to the demo carrier) and three bad ones, with a blank row in between. */
async function planilhaMista() {
  return workbook([
    linha(),
    linha({ codIdentificador: 'IMP-2', transportadoras: `${carrierCnpj}`, numeroNf: null }),
    [null, null, null, null, null, null, null, null, null, null, null, null, null, null, null],
    linha({ tipoFrete: 'Aéreo', pesoBruto: 'pesado', dataColeta: null }),
    linha({ origemCnpj: '11.111.111/0001-11', transportadoras: clientes[1]!.cnpj }),
    linha({ caracteristica: 'Inexistente', dataEntrega: '30/06/2030 10:00' }),
  ]);
}

describe('POST /api/carga-mongo/imports', () => {
  it('previews: counts and per-row errors naming the column, nothing written', async () => {
    const antes = await contagens();
    const response = await importar(admin, await planilhaMista(), 'preview');
    expect(response.statusCode).toBe(200);
    const body = response.json<TCargaImportResponse>();
    expect(body).toMatchObject({
      modo: 'preview',
      aba: 'Dados',
      total: 5,
      validas: 2,
      importadas: 0,
      cargas: [],
    });
    expect(body.erros).toEqual([
      {
        linha: 5,
        mensagens: expect.arrayContaining([
          `Tipo de frete: ${MESSAGES.invalidValue}`,
          `Peso bruto (kg): ${MESSAGES.invalidValue}`,
          'Data de coleta: Data prevista é obrigatório!',
        ]),
      },
      {
        linha: 6,
        mensagens: [
          `CNPJ da origem: ${CADASTRO_CARGA_MESSAGES.empresaInvalida}`,
          `Transportadoras (CNPJ): ${CARGA_ACAO_MESSAGES.transportadoraInvalida}`,
        ],
      },
      {
        linha: 7,
        mensagens: [
          `Característica: ${CADASTRO_CARGA_MESSAGES.caracteristicaInvalida}`,
          `Data de entrega: ${CADASTRO_CARGA_MESSAGES.dataAnterior}`,
        ],
      },
    ]);
    expect(await contagens()).toEqual(antes);
  });

  it('imports the good rows as Excel-origin loads, leaves the bad ones out, notifies the importer', async () => {
    const antes = await contagens();
    const response = await importar(admin, await planilhaMista(), 'importar');
    expect(response.statusCode).toBe(200);
    const body = response.json<TCargaImportResponse>();
    expect(body).toMatchObject({ modo: 'importar', total: 5, validas: 2, importadas: 2 });
    expect(body.erros.map((e) => e.linha)).toEqual([5, 6, 7]);
    expect(body.cargas.map((c) => c.linha)).toEqual([2, 3]);
    const [primeira, segunda] = body.cargas;
    expect(segunda!.codigo).toBe(primeira!.codigo + 1);

    const depois = await contagens();
    expect(depois.cargas - antes.cargas).toBe(2);
    expect(depois.rotas - antes.rotas).toBe(4);
    expect(depois.documentos - antes.documentos).toBe(1);
    expect(depois.ofertas - antes.ofertas).toBe(1);

    const [carga] = await rows<Record<string, unknown>>(
      sql`select origem_carga, situacao, unidade_negocio_id, tipo_frete, modalidade, peso, valor_carga,
            codigo_identificador, dh_coleta, dh_entrega, visibilidade, created_by
          from cargas where id = ${primeira!.id}`,
    );
    expect(carga).toMatchObject({
      origem_carga: 2,
      situacao: 1,
      unidade_negocio_id: matrizId,
      tipo_frete: 1,
      modalidade: 3,
      peso: '1250.500',
      valor_carga: '10500.75',
      codigo_identificador: 'IMP-1',
      visibilidade: 1,
      created_by: adminId,
    });
    expect(new Date(carga!.dh_coleta as string).toISOString()).toBe('2030-07-01T11:00:00.000Z');
    expect(new Date(carga!.dh_entrega as string).toISOString()).toBe('2030-07-02T20:30:00.000Z');
    const [origem] = await rows<{ empresa_id: string }>(
      sql`select empresa_id from carga_rotas where carga_id = ${primeira!.id} and ordem = 1`,
    );
    expect(origem!.empresa_id).toBe(clientes[0]!.id);
    const [historico] = await rows<{ descricao: string }>(
      sql`select descricao from carga_historico where carga_id = ${primeira!.id}`,
    );
    expect(historico!.descricao).toBe(
      `Carga ${primeira!.codigo} importada de planilha por Mariana Costa Ribeiro`,
    );

    // The directed row reaches the demo carrier.
    const [oferta] = await rows<{ transportadora_owner_id: string; tipo: number }>(
      sql`select transportadora_owner_id, tipo from carga_ofertas where carga_id = ${segunda!.id}`,
    );
    expect(oferta).toEqual({ transportadora_owner_id: carrierOwnerId, tipo: 2 });
    const lida = await t.app.inject({
      method: 'GET',
      url: `/api/carga-mongo/${segunda!.id}`,
      headers: { ...carrier, businessunitid: await unidadeDe(carrier) },
    });
    expect(lida.statusCode).toBe(200);

    const [aviso] = await rows<{
      title: string;
      body: string;
      channel_type: string;
      channel_code: string;
      tipo: number;
    }>(
      sql`select n.title, n.body, n.channel_type, n.channel_code, n.tipo from notificacoes n
          join notificacao_destinatarios d on d.notificacao_id = n.id
          where d.usuario_id = ${adminId} and n.channel_type = 'INTEGRACAO' order by n.created_at desc limit 1`,
    );
    expect(aviso).toEqual({
      title: 'Importação de cargas concluída',
      body: '2 de 5 linha(s) da aba "Dados" importada(s) como cargas; 3 linha(s) com erros.',
      channel_type: 'INTEGRACAO',
      channel_code: 'IMPORTACAO',
      tipo: 1,
    });
  });

  it('refuses carriers and the Free licence (403), a file that is not a spreadsheet, no file, too many rows (400)', async () => {
    const antes = await contagens();
    const arquivo = await workbook([linha()]);
    expect(
      (await importar({ ...carrier, businessunitid: await unidadeDe(carrier) }, arquivo, 'importar'))
        .statusCode,
    ).toBe(403);
    expect(
      (await importar({ ...free, businessunitid: await unidadeDe(free) }, arquivo, 'importar')).statusCode,
    ).toBe(403);

    const lixo = await importar(admin, Buffer.from('não é xlsx'), 'importar');
    expect(lixo.statusCode).toBe(400);
    expect(lixo.json().message).toBe(MESSAGES.invalidFormat);
    const vazio = await importar(admin, await workbook([]), 'importar');
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().message).toBe(MESSAGES.noResults);
    const muitas = await importar(
      admin,
      await workbook(Array.from({ length: CARGA_IMPORT_MAX_ROWS + 1 }, () => linha())),
      'preview',
    );
    expect(muitas.statusCode).toBe(400);
    expect(muitas.json().message).toBe(`${MESSAGES.maxValue}${CARGA_IMPORT_MAX_ROWS}`);
    const semArquivo = await t.app.inject({
      method: 'POST',
      url: '/api/carga-mongo/imports?modo=importar',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: {},
    });
    expect(semArquivo.statusCode).toBe(415);
    expect(await contagens()).toEqual(antes);
  });
});

async function unidadeDe(headers: Headers): Promise<string> {
  const units = (
    await t.app.inject({ method: 'GET', url: '/api/unidade-negocio/listwithaccess', headers })
  ).json<{ id: string }[]>();
  return units[0]!.id;
}
