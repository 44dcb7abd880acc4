import {
  CADASTRO_CARGA_MESSAGES,
  CARGA_ACAO_MESSAGES,
  CARGA_IMPORT_COLUMNS,
  CARGA_IMPORT_MAX_ROWS,
  MESSAGES,
  type TCargaImportResponse,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import * as demo from '../../../../test/factories/demo';
import { signInDemo } from '../../../../test/factories/sessoes';
import {
  colunasDaCarga,
  historicoDaCarga,
  linhasDasCargas,
  ofertasDaCarga,
  rotasDaCarga,
} from '../../../../test/helpers/carga-registros';
import { httpDe } from '../../../../test/helpers/http';
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
const http = httpDe(() => t.app);
let admin: Headers;
/** The carrier and the Free shipper with their first unit selected. */
let carrier: Headers;
let free: Headers;
let adminId: string;
let shipperOwnerId: string;
let carrierOwnerId: string;
let matrizId: string;
let clientes: { cnpj: string; id: string }[];
let carrierCnpj: string;
let caracteristica: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const s = await signInDemo(t.app, 'admin', 'carrier', 'free');
  adminId = s.admin.userId;
  shipperOwnerId = s.admin.ownerId;
  matrizId = s.admin.unidade('Matriz São Paulo');
  admin = s.admin.naUnidade(matrizId);
  carrierOwnerId = s.carrier.ownerId;
  carrier = s.carrier.naUnidade(s.carrier.units[0]!.id);
  free = s.free.naUnidade(s.free.units[0]!.id);
  clientes = (await demo.empresas(db, shipperOwnerId, { vinculo: 1, comCnpj: true }))
    .slice(0, 2)
    .map((empresa) => ({ cnpj: empresa.cnpj!, id: empresa.id }));
  carrierCnpj = (await demo.empresaDaTransportadora(db, shipperOwnerId, carrierOwnerId)).cnpj!;
  caracteristica = (await demo.caracteristicasDeCarga(db, shipperOwnerId))[0]!.descricao;
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
  return http.post(`/api/carga-mongo/imports?modo=${modo}`, { ...headers, ...body.headers }, body.payload);
}

const contagens = () => linhasDasCargas(t.database.db);

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
          'Data de coleta: Data prevista é obrigatória!',
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

    const db = t.database.db;
    const carga = await colunasDaCarga(db, primeira!.id, [
      'origemCarga',
      'situacao',
      'unidadeNegocioId',
      'tipoFrete',
      'modalidade',
      'peso',
      'valorCarga',
      'codigoIdentificador',
      'dhColeta',
      'dhEntrega',
      'visibilidade',
      'createdBy',
    ]);
    expect(carga).toMatchObject({
      origemCarga: 2,
      situacao: 1,
      unidadeNegocioId: matrizId,
      tipoFrete: 1,
      modalidade: 3,
      peso: '1250.500',
      valorCarga: '10500.75',
      codigoIdentificador: 'IMP-1',
      visibilidade: 1,
      createdBy: adminId,
    });
    expect(carga.dhColeta?.toISOString()).toBe('2030-07-01T11:00:00.000Z');
    expect(carga.dhEntrega?.toISOString()).toBe('2030-07-02T20:30:00.000Z');
    const [origem] = await rotasDaCarga(db, primeira!.id);
    expect(origem!.empresaId).toBe(clientes[0]!.id);
    const [historico] = await historicoDaCarga(db, primeira!.id);
    expect(historico!.descricao).toBe(
      `Carga ${primeira!.codigo} importada de planilha por Mariana Costa Ribeiro`,
    );

    // The directed row reaches the demo carrier.
    const [oferta] = await ofertasDaCarga(db, segunda!.id);
    expect({ transportadoraOwnerId: oferta?.transportadoraOwnerId, tipo: oferta?.tipo }).toEqual({
      transportadoraOwnerId: carrierOwnerId,
      tipo: 2,
    });
    const lida = await http.get(`/api/carga-mongo/${segunda!.id}`, carrier);
    expect(lida.statusCode).toBe(200);

    const [aviso] = await sqlRows<{
      title: string;
      body: string;
      channel_type: string;
      channel_code: string;
      tipo: number;
    }>(
      db,
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
    expect((await importar(carrier, arquivo, 'importar')).statusCode).toBe(403);
    expect((await importar(free, arquivo, 'importar')).statusCode).toBe(403);

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
    const semArquivo = await http.post(
      '/api/carga-mongo/imports?modo=importar',
      { ...admin, 'content-type': 'application/json' },
      {},
    );
    expect(semArquivo.statusCode).toBe(415);
    expect(await contagens()).toEqual(antes);
  });
});
