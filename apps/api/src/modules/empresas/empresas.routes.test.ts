import {
  cnpjCheckDigits,
  documentAlreadyExistsMessage,
  invalidDocumentMessage,
  MESSAGES,
  rotuloDoCampo,
} from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import * as demo from '../../../test/factories/demo';
import { usarBearers } from '../../../test/factories/sessoes';
import { httpDe } from '../../../test/helpers/http';
import { usarTestApp } from '../../../test/helpers/test-app';
import { empresas } from '../../db/schema/index';

const t = usarTestApp();
const http = httpDe(() => t.app);
const { admin, operador, carrier, free } = usarBearers(t, 'admin', 'operador', 'carrier', 'free');

const cnpj = (base: string) => `${base}${cnpjCheckDigits(base)}`;
/** In the local CNPJ registry, registered by no demo tenant (seed/consulta-seed.ts). */
const MERCADO_PAULISTANO = cnpj('313233340001');

const countEmpresas = () => t.database.db.$count(empresas);

function empresaBody(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'Mercado Central Paulistano Comércio de Alimentos Ltda',
    nomeFantasia: 'Mercado Paulistano',
    cnpj: MERCADO_PAULISTANO,
    tipo: 4,
    tipoVinculo: 1,
    telefone: '(11) 3214-5566',
    email: 'Recebimento@MercadoPaulistano.com.br',
    cep: '04578-910',
    ...overrides,
  };
}

describe('CNPJ and CEP look-ups', () => {
  it('fills a company from its CNPJ and the address from its CEP (local provider)', async () => {
    const byCnpj = await http.get(`/api/consulta/cnpj?cnpj=${MERCADO_PAULISTANO}`, admin);
    expect(byCnpj.statusCode).toBe(200);
    expect(byCnpj.json()).toMatchObject({
      nome: 'Mercado Central Paulistano Comércio de Alimentos Ltda',
      cep: '04578910',
    });

    const byCep = await http.get('/api/cep/04578-910', admin);
    expect(byCep.statusCode).toBe(200);
    expect(byCep.json()).toMatchObject({
      cidade: 'São Paulo',
      uf: 'SP',
      logradouro: 'Avenida das Nações Unidas',
    });
  });

  it('answers 404 "CEP não encontrado!" for an unknown CEP and 400 for a malformed one', async () => {
    const unknown = await http.get('/api/cep/69999999', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.cepNotFound);
    const malformed = await http.get('/api/cep/123', admin);
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses an invalid CNPJ with "CNPJ inválido" and needs a session', async () => {
    const invalid = await http.get('/api/consulta/cnpj?cnpj=11111111111111', admin);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(invalidDocumentMessage('CNPJ'));
    expect((await http.get('/api/cep/01310200')).statusCode).toBe(401);
  });
});

describe('/api/empresa', () => {
  it('creates a client company, finds it by search, reads and updates it', async () => {
    const created = await http.post('/api/empresa', admin, empresaBody());
    expect(created.statusCode).toBe(201);
    const empresa = created.json();
    expect(empresa).toMatchObject({
      cnpj: MERCADO_PAULISTANO,
      email: 'recebimento@mercadopaulistano.com.br',
      telefone: '1132145566',
      cep: '04578910',
      ativo: true,
    });

    const search = await http.post('/api/empresa/search', operador, {
      page: 1,
      ordem: 'nome',
      direcao: 0,
      qtdItem: 10,
      filtro: 'paulistano',
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().items.map((e: { id: string }) => e.id)).toContain(empresa.id);

    const updated = await http.put(
      `/api/empresa/${empresa.id}`,
      admin,
      empresaBody({ nomeFantasia: 'Mercadão Paulistano' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().nomeFantasia).toBe('Mercadão Paulistano');
  });

  it('refuses a CNPJ the company already has (409) and writes nothing', async () => {
    const before = await countEmpresas();
    const duplicate = await http.post(
      '/api/empresa',
      admin,
      empresaBody({ cnpj: cnpj('112233440001'), nome: 'Outra' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('O CNPJ informado já está cadastrado no sistema!');
    expect(duplicate.json().message).toBe(documentAlreadyExistsMessage('CNPJ'));
    expect(await countEmpresas()).toBe(before);
  });

  it('lets another tenant register the same CNPJ as its own partner (rows never shared)', async () => {
    const created = await http.post('/api/empresa', carrier, empresaBody());
    expect(created.statusCode).toBe(201);
  });

  it('answers 400 with the catalogue messages for an invalid CNPJ, e-mail and phone', async () => {
    const before = await countEmpresas();
    const response = await http.post(
      '/api/empresa',
      admin,
      empresaBody({ cnpj: '12.345.678/0001-00', email: 'sem-arroba', telefone: '123' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual(
      expect.arrayContaining([
        invalidDocumentMessage('CNPJ'),
        `${rotuloDoCampo('email')}: ${MESSAGES.invalidEmail}`,
        `${rotuloDoCampo('telefone')}: ${MESSAGES.invalidFormat}`,
      ]),
    );
    expect(response.json().campos).toMatchObject({
      cnpj: invalidDocumentMessage('CNPJ'),
      email: `${rotuloDoCampo('email')}: ${MESSAGES.invalidEmail}`,
      telefone: `${rotuloDoCampo('telefone')}: ${MESSAGES.invalidFormat}`,
    });
    const missing = await http.post('/api/empresa', admin, { cnpj: MERCADO_PAULISTANO });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages).toContain('Razão social é obrigatório!');
    expect(await countEmpresas()).toBe(before);
  });

  it('answers 404 for another tenant’s company on every call, and hides it from lists', async () => {
    const own = (await http.get('/api/empresa/getByOwnerId', admin)).json();
    expect(own.tipoVinculo).toBe(5);
    for (const [method, url] of [
      ['GET', `/api/empresa/${own.id}`],
      ['PUT', `/api/empresa/${own.id}`],
      ['DELETE', `/api/empresa/${own.id}`],
      ['PATCH', `/api/empresa/${own.id}/desativar`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: carrier,
        ...(method === 'PUT' ? { payload: empresaBody() } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(MESSAGES.notFound);
    }
    const carrierList = (await http.get('/api/empresa', carrier)).json();
    expect(carrierList.map((e: { id: string }) => e.id)).not.toContain(own.id);
  });

  it('requires Administrador to delete or deactivate, and denies the Free licence the drawer', async () => {
    const list = (await http.get('/api/empresa', admin)).json();
    const any = list.find((e: { tipoVinculo: number }) => e.tipoVinculo === 1);
    const byOperador = await http.patch(`/api/empresa/${any.id}/desativar`, operador);
    expect(byOperador.statusCode).toBe(403);
    expect(byOperador.json().message).toBe(MESSAGES.forbidden);
    const byFree = await http.post('/api/empresa', free, empresaBody());
    expect(byFree.statusCode).toBe(403);
  });

  it('refuses to delete a company loads use, and the own company, with "O registro não pode ser alterado"', async () => {
    const shipperOwnerId = (await demo.usuario(t.database.db, 'admin@embarcador.demo')).ownerId;
    const used = (await demo.empresasEmRotas(t.database.db, shipperOwnerId))[0]?.id;
    expect(used).toBeDefined();
    const response = await http.delete(`/api/empresa/${used}`, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.recordLocked);
    expect((await http.get(`/api/empresa/${used}`, admin)).statusCode).toBe(200);

    const own = (await http.get('/api/empresa/getByOwnerId', admin)).json();
    const deactivateOwn = await http.patch(`/api/empresa/${own.id}/desativar`, admin);
    expect(deactivateOwn.statusCode).toBe(409);
  });

  it('deactivates, filters by situation and deletes an unused company', async () => {
    const created = (
      await http.post(
        '/api/empresa',
        admin,
        empresaBody({
          cnpj: cnpj('353637380001'),
          nome: 'Campineira Embalagens Industriais Ltda',
          tipo: 2,
          tipoVinculo: 3,
        }),
      )
    ).json();
    const off = await http.patch(`/api/empresa/${created.id}/desativar`, admin);
    expect(off.json().message).toBe('Empresa desativada com sucesso!');
    const ativas = (await http.post('/api/empresa/search-ativas', operador, { filtro: 'Campineira' })).json();
    expect(ativas.map((e: { id: string }) => e.id)).not.toContain(created.id);
    const inativas = (await http.get('/api/empresa/search?ativos=false', operador)).json();
    expect(inativas.map((e: { id: string }) => e.id)).toContain(created.id);

    const removed = await http.delete(`/api/empresa/${created.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect((await http.get(`/api/empresa/${created.id}`, admin)).statusCode).toBe(404);
  });
});

describe('POST /api/empresa/imports', () => {
  async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
    const header = ['  Razão social ', 'CNPJ', ' Tipo', 'Vínculo', 'E-mail', 'Telefone', 'CEP '];
    const toCells = (row: (string | number | null)[]) =>
      row.map((value) => (value === null ? null : { value }));
    return writeXlsxFile(
      [
        { sheet: 'Instruções', data: [[{ value: 'Preencha a aba Dados' }]] },
        { sheet: 'Dados', data: [toCells(header), ...rows.map(toCells)] },
      ],
      {},
    ).toBuffer();
  }

  function multipart(file: Buffer) {
    const boundary = '----embarca-teste';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="empresas.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return {
      payload: Buffer.concat([head, file, tail]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  const rows = [
    [
      'Importada Um Ltda',
      cnpj('600000000001'),
      'Cliente',
      'Cliente',
      'um@importada.com.br',
      '1133334444',
      '01310200',
    ],
    ['Importada Dois Ltda', cnpj('600000000002'), 4, 1, null, null, null],
    ['Linha Ruim Ltda', '12345678000100', 'Cliente', 'Cliente', 'ruim', null, null],
    ['Já Cadastrada', cnpj('112233440001'), 'Cliente', 'Cliente', null, null, null],
    ['Repetida Na Planilha', cnpj('600000000001'), 'Cliente', 'Cliente', null, null, null],
  ];

  it('previews without writing, then imports the valid rows and reports the others', async () => {
    const file = await workbook(rows);
    const before = await countEmpresas();
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/empresa/imports?modo=preview',
      ...withAuth(multipart(file)),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      modo: 'preview',
      aba: 'Dados',
      total: 5,
      validas: 2,
      importadas: 0,
    });
    const erros = preview.json().erros as { linha: number; mensagens: string[] }[];
    expect(erros.map((e) => e.linha)).toEqual([4, 5, 6]);
    expect(erros[0]?.mensagens).toEqual(
      expect.arrayContaining([invalidDocumentMessage('CNPJ'), MESSAGES.invalidEmail]),
    );
    expect(erros[1]?.mensagens).toEqual([documentAlreadyExistsMessage('CNPJ')]);
    expect(await countEmpresas()).toBe(before);

    const commit = await t.app.inject({
      method: 'POST',
      url: '/api/empresa/imports?modo=importar',
      ...withAuth(multipart(file)),
    });
    expect(commit.statusCode).toBe(200);
    expect(commit.json()).toMatchObject({ modo: 'importar', validas: 2, importadas: 2 });
    expect(await countEmpresas()).toBe(before + 2);

    const operadorTry = await t.app.inject({
      method: 'POST',
      url: '/api/empresa/imports',
      ...multipart(file),
      headers: { ...multipart(file).headers, ...operador },
    });
    expect(operadorTry.statusCode).toBe(403);
  });

  it('answers 400 for a file that is not a spreadsheet', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/empresa/imports',
      ...withAuth(multipart(Buffer.from('não é xlsx'))),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.invalidFormat);
  });

  function withAuth(request: { payload: Buffer; headers: Record<string, string> }) {
    return { payload: request.payload, headers: { ...request.headers, ...admin } };
  }
});

describe('/api/parceiro', () => {
  it('lists the linked tenants as { id, name } and finds them by id', async () => {
    const linked = await http.get('/api/parceiro?apenasVinculados=true', admin);
    expect(linked.statusCode).toBe(200);
    const partners = linked.json() as { id: string; name: string }[];
    const carrierPartner = partners.find((p) => p.name === 'Transportadora Demo');
    expect(carrierPartner).toBeDefined();
    expect(partners.map((p) => p.name)).not.toContain('Embarcadora Trial');

    const found = await http.post('/api/parceiro/find', admin, {
      ids: [carrierPartner?.id],
      apenasVinculados: true,
    });
    expect(found.json()).toEqual([carrierPartner]);
  });
});
