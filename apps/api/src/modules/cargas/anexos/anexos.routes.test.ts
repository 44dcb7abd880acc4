import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ANEXO_MESSAGES,
  ANEXO_TAMANHO_MAXIMO,
  base64Length,
  MESSAGES,
  requiredMessage,
} from '@embarca/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeClaims, signIn } from '../../../../test/helpers/sign-in';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { ANEXO_BODY_LIMIT } from './anexos.routes';

/**
 * Extra attachments over HTTP on the demo database, with the local storage in a folder of this file:
 * the round trip (upload → list → download the same bytes → delete), the content checks, the size
 * limit, tenancy and unit scope, the carrier's rules and who may delete.
 */

type Headers = Record<string, string>;

interface Sessao {
  headers: Headers;
  userId: string;
  ownerId: string;
  nome: string;
  unidades: string[];
}

let t: TestApp;
let dataDir: string;
let admin: Sessao;
let operador: Sessao;
let carrier: Sessao;
let trial: Sessao;
/** A shipper load directed to the demo carrier, in a unit the operator also has. */
let direcionada: { id: string; rotas: string[] };
/** A shipper load the carrier cannot see. */
let naoDirecionada: { id: string };

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from('JFIF\0rest')]);
const dataUrl = (type: string, data: Buffer) => `data:${type};base64,${data.toString('base64')}`;

const rows = <T extends Record<string, unknown>>(query: SQL) => sqlRows<T>(t.database.db, query);

async function sessao(email: string): Promise<Sessao> {
  const { token, headers } = await signIn(t.app, email);
  const units = (
    await t.app.inject({ method: 'GET', url: '/api/unidade-negocio/listwithaccess', headers })
  ).json<{ id: string }[]>();
  const claims = decodeClaims(token);
  return {
    headers: {
      ...headers,
      businessunitid: units[0]!.id,
      businessunitfilter: units.map((u) => u.id).join(','),
    },
    userId: claims.sub as string,
    ownerId: claims.OwnerId as string,
    nome: claims.nome as string,
    unidades: units.map((u) => u.id),
  };
}

const base = (cargaId: string) => `/api/carga-mongo/${cargaId}/anexo-adicional`;

function listar(cargaId: string, quem: Sessao) {
  return t.app.inject({ method: 'GET', url: base(cargaId), headers: quem.headers });
}
function enviar(cargaId: string, quem: Sessao, payload: object) {
  return t.app.inject({ method: 'POST', url: base(cargaId), headers: quem.headers, payload });
}
function baixar(cargaId: string, anexoId: string, quem: Sessao, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `${base(cargaId)}/${anexoId}/arquivo${query}`,
    headers: quem.headers,
  });
}
function excluir(cargaId: string, anexoId: string, quem: Sessao) {
  return t.app.inject({ method: 'DELETE', url: `${base(cargaId)}/${anexoId}`, headers: quem.headers });
}

async function historico(cargaId: string) {
  return rows<{ acao: string; descricao: string; usuario_id: string; owner_id: string }>(
    sql`select acao, descricao, usuario_id, owner_id from carga_historico
        where carga_id = ${cargaId} and acao like 'anexo-%' order by created_at desc, id desc`,
  );
}

async function anexoRow(id: string) {
  const [row] = await rows<{
    storage_key: string;
    tamanho: number;
    content_type: string;
    carga_rota_id: string;
  }>(sql`select storage_key, tamanho, content_type, carga_rota_id from carga_anexos where id = ${id}`);
  return row;
}

/** Every file under the storage folder (relative paths). */
async function arquivosGuardados(): Promise<string[]> {
  const dir = path.join(dataDir, 'storage');
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'embarca-anexos-'));
  t = await createTestApp({ config: { dataDir } });
  admin = await sessao('admin@embarcador.demo');
  operador = await sessao('operador@embarcador.demo');
  carrier = await sessao('admin@transportadora.demo');
  trial = await sessao('trial@embarcador.demo');

  // Directed to the carrier (an open directed offer), on the board, in one of the operator's units.
  const [carga] = await rows<{ id: string }>(
    sql`select c.id from cargas c
        where c.owner_id = ${admin.ownerId} and c.ativo and c.situacao in (1, 2)
          and c.unidade_negocio_id in (${sql.join(
            operador.unidades.map((u) => sql`${u}`),
            sql`, `,
          )})
          and exists (select 1 from carga_ofertas o where o.carga_id = c.id
            and o.transportadora_owner_id = ${carrier.ownerId} and o.tipo = 2 and o.situacao not in (4, 5))
          and (select count(*) from carga_rotas r where r.carga_id = c.id) >= 2
        order by c.codigo limit 1`,
  );
  const rotas = await rows<{ id: string }>(
    sql`select id from carga_rotas where carga_id = ${carga!.id} order by ordem`,
  );
  direcionada = { id: carga!.id, rotas: rotas.map((r) => r.id) };
  const [outra] = await rows<{ id: string }>(
    sql`select c.id from cargas c
        where c.owner_id = ${admin.ownerId} and c.ativo and c.situacao = 1
          and c.contratacao_owner_id is null
          and not exists (select 1 from carga_ofertas o where o.carga_id = c.id
            and o.transportadora_owner_id = ${carrier.ownerId})
        order by c.codigo limit 1`,
  );
  naoDirecionada = outra!;
});

afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('attachments of a load', () => {
  it('uploads a PNG, lists it, downloads the same bytes and deletes it (row, file and history)', async () => {
    const rotaId = direcionada.rotas[1]!;
    const criado = await enviar(direcionada.id, admin, {
      nome: 'Comprovante de entrega',
      ofertaCargaRotaId: rotaId,
      anexo: dataUrl('image/png', PNG),
    });
    expect(criado.statusCode).toBe(201);
    const { message, anexo } = criado.json();
    expect(message).toBe('Anexo cadastrado com sucesso!');
    expect(anexo).toMatchObject({
      nome: 'Comprovante de entrega',
      nomeArquivo: 'Comprovante de entrega.png',
      contentType: 'image/png',
      tamanho: PNG.length,
      imagem: true,
      ofertaCargaRotaId: rotaId,
      enviadoPor: { id: admin.userId, nome: admin.nome },
      podeExcluir: true,
    });

    // The bytes are in DATA_DIR/storage under a key made of ids only.
    const row = await anexoRow(anexo.id);
    expect(row?.storage_key).toBe(`owners/${admin.ownerId}/cargas/${direcionada.id}/anexos/${anexo.id}`);
    expect(await fs.readFile(path.join(dataDir, 'storage', ...row!.storage_key.split('/')))).toEqual(PNG);
    const [adicionado] = await historico(direcionada.id);
    expect(adicionado).toMatchObject({
      acao: 'anexo-adicionado',
      descricao: `Anexo "Comprovante de entrega" adicionado por ${admin.nome}.`,
      usuario_id: admin.userId,
      owner_id: admin.ownerId,
    });

    const lista = await listar(direcionada.id, admin);
    expect(lista.statusCode).toBe(200);
    expect(lista.json()[0]).toEqual(anexo);

    const arquivo = await baixar(direcionada.id, anexo.id, admin);
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.rawPayload).toEqual(PNG);
    expect(arquivo.headers['content-type']).toBe('image/png');
    expect(arquivo.headers['content-length']).toBe(String(PNG.length));
    expect(arquivo.headers['x-content-type-options']).toBe('nosniff');
    expect(arquivo.headers['content-security-policy']).toContain('sandbox');
    expect(arquivo.headers['content-disposition']).toBe(
      `attachment; filename="Comprovante de entrega.png"; filename*=UTF-8''Comprovante%20de%20entrega.png`,
    );
    const inline = await baixar(direcionada.id, anexo.id, admin, '?disposicao=inline');
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);

    const excluido = await excluir(direcionada.id, anexo.id, admin);
    expect(excluido.statusCode).toBe(200);
    expect(excluido.json()).toEqual({ message: 'Anexo excluído com sucesso!' });
    expect(await anexoRow(anexo.id)).toBeUndefined();
    expect(await arquivosGuardados()).not.toContain(row!.storage_key);
    expect((await historico(direcionada.id))[0]).toMatchObject({
      acao: 'anexo-excluido',
      descricao: `Anexo "Comprovante de entrega" excluído por ${admin.nome}.`,
    });
    expect((await baixar(direcionada.id, anexo.id, admin)).statusCode).toBe(404);
    expect((await excluir(direcionada.id, anexo.id, admin)).statusCode).toBe(404);
  });

  it('serves an SVG only as a download, whatever is asked', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const criado = await enviar(direcionada.id, admin, {
      nome: 'logo.svg',
      anexo: dataUrl('image/svg+xml', svg),
    });
    expect(criado.statusCode).toBe(201);
    const { anexo } = criado.json();
    const arquivo = await baixar(direcionada.id, anexo.id, admin, '?disposicao=inline');
    expect(arquivo.headers['content-type']).toBe('image/svg+xml');
    expect(arquivo.headers['content-disposition']).toMatch(/^attachment; filename="logo.svg"/);
    expect(arquivo.headers['content-security-policy']).toContain('sandbox');
    expect((await excluir(direcionada.id, anexo.id, admin)).statusCode).toBe(200);
  });
});

describe('bad input (400, nothing stored)', () => {
  it.each([
    [
      'a PNG declared with JPEG bytes',
      { nome: 'foto.png', anexo: dataUrl('image/png', JPEG) },
      'Erro ao carregar imagem',
    ],
    [
      'an image that is not base64',
      { nome: 'foto', anexo: 'data:image/png;base64,@@não@@' },
      'Erro ao carregar imagem',
    ],
    [
      'a PDF with PNG bytes',
      { nome: 'a.pdf', anexo: dataUrl('application/pdf', PNG) },
      ANEXO_MESSAGES.conteudoInvalido,
    ],
    [
      'a type outside the list',
      { nome: 'app.exe', anexo: dataUrl('application/x-msdownload', Buffer.from('MZ\0\0')) },
      ANEXO_MESSAGES.tipoNaoPermitido,
    ],
    ['an empty file', { nome: 'vazio.png', anexo: 'data:image/png;base64,' }, ANEXO_MESSAGES.vazio],
    ['text that is not a file', { nome: 'x', anexo: 'não é um arquivo' }, MESSAGES.invalidFormat],
    ['no name', { nome: '  ', anexo: dataUrl('image/png', PNG) }, requiredMessage('Nome')],
    ['no file', { nome: 'x' }, requiredMessage('Anexo')],
    [
      'a route id that is not a GUID',
      { nome: 'x', ofertaCargaRotaId: '1', anexo: dataUrl('image/png', PNG) },
      MESSAGES.invalidFormat,
    ],
  ])('refuses %s', async (_caso, payload, mensagem) => {
    const antes = await arquivosGuardados();
    const resposta = await enviar(direcionada.id, admin, payload);
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().message).toBe(mensagem);
    expect(await arquivosGuardados()).toEqual(antes);
    expect(await listar(direcionada.id, admin).then((r) => r.json())).toEqual([]);
  });

  it('refuses a route point of another load', async () => {
    const [deOutra] = await rows<{ id: string }>(
      sql`select id from carga_rotas where carga_id <> ${direcionada.id} limit 1`,
    );
    const resposta = await enviar(direcionada.id, admin, {
      nome: 'x',
      ofertaCargaRotaId: deOutra!.id,
      anexo: dataUrl('image/png', PNG),
    });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().message).toBe(ANEXO_MESSAGES.rotaDeOutraCarga);
  });

  it('keeps a traversal-looking name as a plain name: the file lands under the storage folder only', async () => {
    const nome = '../../../etc/passwd';
    const criado = await enviar(direcionada.id, admin, { nome, anexo: dataUrl('image/png', PNG) });
    expect(criado.statusCode).toBe(201);
    const { anexo } = criado.json();
    expect(anexo.nome).toBe(nome);
    expect(await fs.readdir(dataDir)).toEqual(['storage']);
    const guardados = await arquivosGuardados();
    expect(guardados.some((file) => file.includes('passwd') || file.includes('..'))).toBe(false);
    const arquivo = await baixar(direcionada.id, anexo.id, admin);
    expect(arquivo.headers['content-disposition']).toContain('filename=".._.._.._etc_passwd.png"');
    expect((await excluir(direcionada.id, anexo.id, admin)).statusCode).toBe(200);
  });
});

describe('size limit', { timeout: 60_000 }, () => {
  it('raises the body limit for uploads only, to fit a whole file of the limit as base64', () => {
    expect(ANEXO_BODY_LIMIT).toBeGreaterThan(base64Length(ANEXO_TAMANHO_MAXIMO) + 100);
    expect(ANEXO_BODY_LIMIT).toBeGreaterThan(t.app.config.bodyLimit);
  });

  it('accepts a file of exactly the limit and refuses one byte more with 413 and the size message', async () => {
    const grande = Buffer.alloc(ANEXO_TAMANHO_MAXIMO);
    PNG.copy(grande);
    const aceito = await enviar(direcionada.id, admin, {
      nome: 'grande.png',
      anexo: dataUrl('image/png', grande),
    });
    expect(aceito.statusCode).toBe(201);
    expect(aceito.json().anexo.tamanho).toBe(ANEXO_TAMANHO_MAXIMO);
    expect((await excluir(direcionada.id, aceito.json().anexo.id, admin)).statusCode).toBe(200);

    const antes = await arquivosGuardados();
    const demais = Buffer.alloc(ANEXO_TAMANHO_MAXIMO + 1);
    PNG.copy(demais);
    const recusado = await enviar(direcionada.id, admin, {
      nome: 'demais.png',
      anexo: dataUrl('image/png', demais),
    });
    expect(recusado.statusCode).toBe(413);
    expect(recusado.json().message).toBe('O arquivo deve ter no máximo 10 MB.');
    expect(await arquivosGuardados()).toEqual(antes);
  });

  it('answers a body over the route limit with the same message, before reading it', async () => {
    const resposta = await enviar(direcionada.id, admin, {
      nome: 'x.png',
      anexo: 'A'.repeat(ANEXO_BODY_LIMIT),
    });
    expect(resposta.statusCode).toBe(413);
    expect(resposta.json().message).toBe(ANEXO_MESSAGES.tamanhoMaximo);
  });

  it('keeps the app body limit on the other load calls', async () => {
    const resposta = await t.app.inject({
      method: 'POST',
      url: `/api/carga-mongo/${direcionada.id}/desativar`,
      headers: admin.headers,
      payload: { motivoId: 1, ofertaCargaId: direcionada.id, lixo: 'A'.repeat(t.app.config.bodyLimit) },
    });
    expect(resposta.statusCode).toBe(413);
    expect(resposta.json().message).toBe('Requisição muito grande.');
  });
});

describe('tenancy and scope', () => {
  it('answers 404 to another company on every call, and changes nothing', async () => {
    const { anexo } = (
      await enviar(direcionada.id, admin, { nome: 'a.png', anexo: dataUrl('image/png', PNG) })
    ).json();
    expect((await listar(direcionada.id, trial)).statusCode).toBe(404);
    expect(
      (await enviar(direcionada.id, trial, { nome: 'b.png', anexo: dataUrl('image/png', PNG) })).statusCode,
    ).toBe(404);
    expect((await baixar(direcionada.id, anexo.id, trial)).statusCode).toBe(404);
    expect((await excluir(direcionada.id, anexo.id, trial)).statusCode).toBe(404);
    expect((await listar(direcionada.id, admin)).json()).toHaveLength(1);
    expect((await excluir(direcionada.id, anexo.id, admin)).statusCode).toBe(200);
  });

  it('answers 404 for an attachment id of another load', async () => {
    const { anexo } = (
      await enviar(direcionada.id, admin, { nome: 'a.png', anexo: dataUrl('image/png', PNG) })
    ).json();
    expect((await baixar(naoDirecionada.id, anexo.id, admin)).statusCode).toBe(404);
    expect((await excluir(naoDirecionada.id, anexo.id, admin)).statusCode).toBe(404);
    expect((await excluir(direcionada.id, anexo.id, admin)).statusCode).toBe(200);
  });

  it('answers 404 when the load is outside the selected units', async () => {
    const [foraDoEscopo] = admin.unidades.filter((u) => !operador.unidades.includes(u));
    const headers = { ...admin.headers, businessunitid: foraDoEscopo!, businessunitfilter: foraDoEscopo! };
    const [daUnidade] = await rows<{ unidade_negocio_id: string }>(
      sql`select unidade_negocio_id from cargas where id = ${direcionada.id}`,
    );
    expect(daUnidade!.unidade_negocio_id).not.toBe(foraDoEscopo);
    expect((await t.app.inject({ method: 'GET', url: base(direcionada.id), headers })).statusCode).toBe(404);
  });

  it('needs a session and a business unit', async () => {
    expect((await t.app.inject({ method: 'GET', url: base(direcionada.id) })).statusCode).toBe(401);
    const { businessunitid: _, ...semUnidade } = admin.headers;
    const resposta = await t.app.inject({ method: 'GET', url: base(direcionada.id), headers: semUnidade });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().message).toBe(requiredMessage('BusinessUnitId'));
  });
});

describe('who may add, see and delete', () => {
  it('lets the directed carrier see the shipper’s attachments and add its own, deleting only its own', async () => {
    const doEmbarcador = (
      await enviar(direcionada.id, admin, {
        nome: 'Instruções.pdf',
        anexo: dataUrl('application/pdf', Buffer.from('%PDF-1.4 x')),
      })
    ).json().anexo;

    const vistos = await listar(direcionada.id, carrier);
    expect(vistos.statusCode).toBe(200);
    expect(vistos.json()).toEqual([{ ...doEmbarcador, podeExcluir: false }]);
    expect((await baixar(direcionada.id, doEmbarcador.id, carrier)).rawPayload.toString()).toBe('%PDF-1.4 x');
    const negado = await excluir(direcionada.id, doEmbarcador.id, carrier);
    expect(negado.statusCode).toBe(403);
    expect(negado.json().message).toBe(ANEXO_MESSAGES.exclusaoNegada);

    const rotaEntrega = direcionada.rotas.at(-1)!;
    const foto = await enviar(direcionada.id, carrier, {
      nome: 'Canhoto assinado.jpg',
      ofertaCargaRotaId: rotaEntrega,
      anexo: dataUrl('image/jpeg', JPEG),
    });
    expect(foto.statusCode).toBe(201);
    const [empresa] = await rows<{ nome: string }>(
      sql`select nome from owners where id = ${carrier.ownerId}`,
    );
    expect(foto.json().anexo).toMatchObject({
      empresa: empresa!.nome,
      podeExcluir: true,
      ofertaCargaRotaId: rotaEntrega,
    });
    // The shipper's history says who and which company.
    expect((await historico(direcionada.id))[0]).toMatchObject({
      acao: 'anexo-adicionado',
      owner_id: admin.ownerId,
      descricao: `Anexo "Canhoto assinado.jpg" adicionado por ${carrier.nome} (${empresa!.nome}).`,
    });

    // The shipper sees both; its administrator may delete the carrier's.
    const doEmbarcadorVisto = (await listar(direcionada.id, admin)).json();
    expect(doEmbarcadorVisto.map((a: { nome: string }) => a.nome)).toEqual([
      'Canhoto assinado.jpg',
      'Instruções.pdf',
    ]);
    expect(doEmbarcadorVisto.every((a: { podeExcluir: boolean }) => a.podeExcluir)).toBe(true);

    expect((await excluir(direcionada.id, foto.json().anexo.id, carrier)).statusCode).toBe(200);
    expect((await excluir(direcionada.id, doEmbarcador.id, admin)).statusCode).toBe(200);
  });

  it('hides another carrier’s attachment from a carrier', async () => {
    const { anexo } = (
      await enviar(direcionada.id, admin, { nome: 'a.png', anexo: dataUrl('image/png', PNG) })
    ).json();
    // As if another carrier had sent it.
    await t.database.db.execute(
      sql`update carga_anexos set autor_owner_id = ${trial.ownerId} where id = ${anexo.id}`,
    );
    expect((await listar(direcionada.id, carrier)).json()).toEqual([]);
    expect((await baixar(direcionada.id, anexo.id, carrier)).statusCode).toBe(404);
    expect((await listar(direcionada.id, admin)).json()).toHaveLength(1);
    expect((await excluir(direcionada.id, anexo.id, admin)).statusCode).toBe(200);
  });

  it('answers 404 to a carrier for a load not directed to it', async () => {
    expect((await listar(naoDirecionada.id, carrier)).statusCode).toBe(404);
    expect(
      (await enviar(naoDirecionada.id, carrier, { nome: 'a.png', anexo: dataUrl('image/png', PNG) }))
        .statusCode,
    ).toBe(404);
    expect(await rows(sql`select id from carga_anexos where carga_id = ${naoDirecionada.id}`)).toEqual([]);
  });

  it('lets an operator delete their own upload but not the administrator’s (403)', async () => {
    const doAdmin = (
      await enviar(direcionada.id, admin, { nome: 'a.png', anexo: dataUrl('image/png', PNG) })
    ).json().anexo;
    const doOperador = (
      await enviar(direcionada.id, operador, { nome: 'b.png', anexo: dataUrl('image/png', PNG) })
    ).json().anexo;
    const lista = (await listar(direcionada.id, operador)).json() as { id: string; podeExcluir: boolean }[];
    expect(lista.find((a) => a.id === doAdmin.id)?.podeExcluir).toBe(false);
    expect(lista.find((a) => a.id === doOperador.id)?.podeExcluir).toBe(true);

    const negado = await excluir(direcionada.id, doAdmin.id, operador);
    expect(negado.statusCode).toBe(403);
    expect(negado.json().message).toBe(ANEXO_MESSAGES.exclusaoNegada);
    expect(await anexoRow(doAdmin.id)).toBeDefined();
    expect((await excluir(direcionada.id, doOperador.id, operador)).statusCode).toBe(200);
    expect((await excluir(direcionada.id, doAdmin.id, admin)).statusCode).toBe(200);
  });
});
