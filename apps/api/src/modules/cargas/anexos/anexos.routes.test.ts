import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ANEXO_MESSAGES,
  ANEXO_TAMANHO_MAXIMO,
  base64Length,
  MESSAGES,
  requiredMessage,
  rotuloDoCampo,
} from '@embarca/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../../../../test/factories/demo';
import { signInAs } from '../../../../test/factories/sessoes';
import { historicoDaCarga, rotasDaCarga } from '../../../../test/helpers/carga-registros';
import { httpDe } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { cargaAnexos } from '../../../db/schema/index';
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
const http = httpDe(() => t.app);
let dataDir: string;
let admin: Sessao;
let operador: Sessao;
let carrier: Sessao;
let trial: Sessao;
/** A shipper load directed to the demo carrier, in a unit the operator also has. */
let direcionada: { id: string; unidadeNegocioId: string; rotas: string[] };
/** A shipper load the carrier cannot see. */
let naoDirecionada: { id: string };

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from('JFIF\0rest')]);
const dataUrl = (type: string, data: Buffer) => `data:${type};base64,${data.toString('base64')}`;

async function sessao(email: string): Promise<Sessao> {
  const { headers, userId, ownerId, claims, units } = await signInAs(t.app, email);
  return { headers, userId, ownerId, nome: claims.nome, unidades: units.map((u) => u.id) };
}

const base = (cargaId: string) => `/api/carga-mongo/${cargaId}/anexo-adicional`;

function listar(cargaId: string, quem: Sessao) {
  return http.get(base(cargaId), quem.headers);
}
function enviar(cargaId: string, quem: Sessao, payload: object) {
  return http.post(base(cargaId), quem.headers, payload);
}
function baixar(cargaId: string, anexoId: string, quem: Sessao, query = '') {
  return http.get(`${base(cargaId)}/${anexoId}/arquivo${query}`, quem.headers);
}
function excluir(cargaId: string, anexoId: string, quem: Sessao) {
  return http.delete(`${base(cargaId)}/${anexoId}`, quem.headers);
}

const historico = (cargaId: string) => historicoDaCarga(t.database.db, cargaId, 'anexo-%');

async function anexoRow(id: string) {
  const [row] = await t.database.db.select().from(cargaAnexos).where(eq(cargaAnexos.id, id));
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
  const db = t.database.db;
  const carga = await demo.carga(db, {
    ownerId: admin.ownerId,
    ativo: true,
    situacao: [1, 2],
    unidadeNegocioId: operador.unidades,
    direcionadaA: carrier.ownerId,
    minimoDePontos: 2,
  });
  const rotas = await rotasDaCarga(db, carga.id);
  direcionada = { id: carga.id, unidadeNegocioId: carga.unidadeNegocioId, rotas: rotas.map((r) => r.id) };
  naoDirecionada = await demo.carga(db, {
    ownerId: admin.ownerId,
    ativo: true,
    situacao: 1,
    contratadaPor: null,
    semOfertasA: carrier.ownerId,
  });
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
    expect(row?.storageKey).toBe(`owners/${admin.ownerId}/cargas/${direcionada.id}/anexos/${anexo.id}`);
    expect(await fs.readFile(path.join(dataDir, 'storage', ...row!.storageKey.split('/')))).toEqual(PNG);
    const [adicionado] = await historico(direcionada.id);
    expect(adicionado).toMatchObject({
      acao: 'anexo-adicionado',
      descricao: `Anexo "Comprovante de entrega" adicionado por ${admin.nome}.`,
      usuarioId: admin.userId,
      ownerId: admin.ownerId,
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
    expect(await arquivosGuardados()).not.toContain(row!.storageKey);
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
      `${rotuloDoCampo('ofertaCargaRotaId')}: ${MESSAGES.invalidFormat}`,
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
    const [deOutra] = await rotasDaCarga(t.database.db, naoDirecionada.id);
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
    const resposta = await http.post(`/api/carga-mongo/${direcionada.id}/desativar`, admin.headers, {
      motivoId: 1,
      ofertaCargaId: direcionada.id,
      lixo: 'A'.repeat(t.app.config.bodyLimit),
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
    expect(direcionada.unidadeNegocioId).not.toBe(foraDoEscopo);
    expect((await http.get(base(direcionada.id), headers)).statusCode).toBe(404);
  });

  it('needs a session and a business unit', async () => {
    expect((await http.get(base(direcionada.id))).statusCode).toBe(401);
    const { businessunitid: _, ...semUnidade } = admin.headers;
    const resposta = await http.get(base(direcionada.id), semUnidade);
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
    const empresa = await demo.owner(t.database.db, carrier.ownerId);
    expect(foto.json().anexo).toMatchObject({
      empresa: empresa.nome,
      podeExcluir: true,
      ofertaCargaRotaId: rotaEntrega,
    });
    // The shipper's history says who and which company.
    expect((await historico(direcionada.id))[0]).toMatchObject({
      acao: 'anexo-adicionado',
      ownerId: admin.ownerId,
      descricao: `Anexo "Canhoto assinado.jpg" adicionado por ${carrier.nome} (${empresa.nome}).`,
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
    expect(
      await t.database.db.select().from(cargaAnexos).where(eq(cargaAnexos.cargaId, naoDirecionada.id)),
    ).toEqual([]);
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
