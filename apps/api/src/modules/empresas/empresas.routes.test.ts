import {
  cnpjCheckDigits,
  documentAlreadyExistsMessage,
  invalidDocumentMessage,
  MESSAGES,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { signIn } from '../../../test/helpers/sign-in';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
let operador: Record<string, string>;
let carrier: Record<string, string>;
let free: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@embarcador.demo')).headers;
  operador = (await signIn(t.app, 'operador@embarcador.demo')).headers;
  carrier = (await signIn(t.app, 'admin@transportadora.demo')).headers;
  free = (await signIn(t.app, 'free@embarcador.demo')).headers;
});
afterAll(async () => t.close());

const cnpj = (base: string) => `${base}${cnpjCheckDigits(base)}`;
/** In the local CNPJ registry, registered by no demo tenant (seed/consulta-seed.ts). */
const MERCADO_PAULISTANO = cnpj('313233340001');

async function countEmpresas(): Promise<number> {
  const rows = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from empresas`);
  const result = rows as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

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
    const byCnpj = await t.app.inject({
      method: 'GET',
      url: `/api/consulta/cnpj?cnpj=${MERCADO_PAULISTANO}`,
      headers: admin,
    });
    expect(byCnpj.statusCode).toBe(200);
    expect(byCnpj.json()).toMatchObject({
      nome: 'Mercado Central Paulistano Comércio de Alimentos Ltda',
      cep: '04578910',
    });

    const byCep = await t.app.inject({ method: 'GET', url: '/api/cep/04578-910', headers: admin });
    expect(byCep.statusCode).toBe(200);
    expect(byCep.json()).toMatchObject({
      cidade: 'São Paulo',
      uf: 'SP',
      logradouro: 'Avenida das Nações Unidas',
    });
  });

  it('answers 404 "CEP não encontrado!" for an unknown CEP and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/cep/69999999', headers: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.cepNotFound);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/cep/123', headers: admin });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses an invalid CNPJ with "CNPJ inválido" and needs a session', async () => {
    const invalid = await t.app.inject({
      method: 'GET',
      url: '/api/consulta/cnpj?cnpj=11111111111111',
      headers: admin,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(invalidDocumentMessage('CNPJ'));
    expect((await t.app.inject({ method: 'GET', url: '/api/cep/01310200' })).statusCode).toBe(401);
  });
});

describe('/api/empresa', () => {
  it('creates a client company, finds it by search, reads and updates it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/empresa',
      headers: admin,
      payload: empresaBody(),
    });
    expect(created.statusCode).toBe(201);
    const empresa = created.json();
    expect(empresa).toMatchObject({
      cnpj: MERCADO_PAULISTANO,
      email: 'recebimento@mercadopaulistano.com.br',
      telefone: '1132145566',
      cep: '04578910',
      ativo: true,
    });

    const search = await t.app.inject({
      method: 'POST',
      url: '/api/empresa/search',
      headers: operador,
      payload: { page: 1, ordem: 'nome', direcao: 0, qtdItem: 10, filtro: 'paulistano' },
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().items.map((e: { id: string }) => e.id)).toContain(empresa.id);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/empresa/${empresa.id}`,
      headers: admin,
      payload: empresaBody({ nomeFantasia: 'Mercadão Paulistano' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().nomeFantasia).toBe('Mercadão Paulistano');
  });

  it('refuses a CNPJ the company already has (409) and writes nothing', async () => {
    const before = await countEmpresas();
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/empresa',
      headers: admin,
      payload: empresaBody({ cnpj: cnpj('112233440001'), nome: 'Outra' }),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('O CNPJ informado já está cadastrado no sistema!');
    expect(duplicate.json().message).toBe(documentAlreadyExistsMessage('CNPJ'));
    expect(await countEmpresas()).toBe(before);
  });

  it('lets another tenant register the same CNPJ as its own partner (rows never shared)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/empresa',
      headers: carrier,
      payload: empresaBody(),
    });
    expect(created.statusCode).toBe(201);
  });

  it('answers 400 with the catalogue messages for an invalid CNPJ, e-mail and phone', async () => {
    const before = await countEmpresas();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/empresa',
      headers: admin,
      payload: empresaBody({ cnpj: '12.345.678/0001-00', email: 'sem-arroba', telefone: '123' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual(
      expect.arrayContaining([invalidDocumentMessage('CNPJ'), MESSAGES.invalidEmail, MESSAGES.invalidFormat]),
    );
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/empresa',
      headers: admin,
      payload: { cnpj: MERCADO_PAULISTANO },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages).toContain('Razão social é obrigatório!');
    expect(await countEmpresas()).toBe(before);
  });

  it('answers 404 for another tenant’s company on every call, and hides it from lists', async () => {
    const own = (
      await t.app.inject({ method: 'GET', url: '/api/empresa/getByOwnerId', headers: admin })
    ).json();
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
    const carrierList = (await t.app.inject({ method: 'GET', url: '/api/empresa', headers: carrier })).json();
    expect(carrierList.map((e: { id: string }) => e.id)).not.toContain(own.id);
  });

  it('requires Administrador to delete or deactivate, and denies the Free licence the drawer', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/empresa', headers: admin })).json();
    const any = list.find((e: { tipoVinculo: number }) => e.tipoVinculo === 1);
    const byOperador = await t.app.inject({
      method: 'PATCH',
      url: `/api/empresa/${any.id}/desativar`,
      headers: operador,
    });
    expect(byOperador.statusCode).toBe(403);
    expect(byOperador.json().message).toBe(MESSAGES.forbidden);
    const byFree = await t.app.inject({
      method: 'POST',
      url: '/api/empresa',
      headers: free,
      payload: empresaBody(),
    });
    expect(byFree.statusCode).toBe(403);
  });

  it('refuses to delete a company loads use, and the own company, with "O registro não pode ser alterado"', async () => {
    const rows = (await t.database.db.execute(sql`
      select e.id from empresas e join owners o on o.id = e.owner_id
      where o.nome = 'Embarcadora Demo' and e.tipo_vinculo <> 5
        and exists (select 1 from carga_rotas r where r.empresa_id = e.id) limit 1`)) as unknown as {
      rows: { id: string }[];
    };
    const used = rows.rows[0]?.id;
    expect(used).toBeDefined();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/empresa/${used}`, headers: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.recordLocked);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/empresa/${used}`, headers: admin })).statusCode,
    ).toBe(200);

    const own = (
      await t.app.inject({ method: 'GET', url: '/api/empresa/getByOwnerId', headers: admin })
    ).json();
    const deactivateOwn = await t.app.inject({
      method: 'PATCH',
      url: `/api/empresa/${own.id}/desativar`,
      headers: admin,
    });
    expect(deactivateOwn.statusCode).toBe(409);
  });

  it('deactivates, filters by situation and deletes an unused company', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/empresa',
        headers: admin,
        payload: empresaBody({
          cnpj: cnpj('353637380001'),
          nome: 'Campineira Embalagens Industriais Ltda',
          tipo: 2,
          tipoVinculo: 3,
        }),
      })
    ).json();
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/empresa/${created.id}/desativar`,
      headers: admin,
    });
    expect(off.json().message).toBe('Empresa desativada com sucesso!');
    const ativas = (
      await t.app.inject({
        method: 'POST',
        url: '/api/empresa/search-ativas',
        headers: operador,
        payload: { filtro: 'Campineira' },
      })
    ).json();
    expect(ativas.map((e: { id: string }) => e.id)).not.toContain(created.id);
    const inativas = (
      await t.app.inject({ method: 'GET', url: '/api/empresa/search?ativos=false', headers: operador })
    ).json();
    expect(inativas.map((e: { id: string }) => e.id)).toContain(created.id);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/empresa/${created.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/empresa/${created.id}`, headers: admin })).statusCode,
    ).toBe(404);
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
    const linked = await t.app.inject({
      method: 'GET',
      url: '/api/parceiro?apenasVinculados=true',
      headers: admin,
    });
    expect(linked.statusCode).toBe(200);
    const partners = linked.json() as { id: string; name: string }[];
    const carrierPartner = partners.find((p) => p.name === 'Transportadora Demo');
    expect(carrierPartner).toBeDefined();
    expect(partners.map((p) => p.name)).not.toContain('Embarcadora Trial');

    const found = await t.app.inject({
      method: 'POST',
      url: '/api/parceiro/find',
      headers: admin,
      payload: { ids: [carrierPartner?.id], apenasVinculados: true },
    });
    expect(found.json()).toEqual([carrierPartner]);
  });
});
