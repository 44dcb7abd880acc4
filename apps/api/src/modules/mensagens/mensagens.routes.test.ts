import {
  AutorMensagem,
  ChannelType,
  MENSAGENS,
  MENSAGENS_MESSAGES,
  SituacaoCarga,
  type TConversa,
  type TConversaDetalhe,
  type TConversaSearchResponse,
} from '@embarca/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { criarCarga } from '../../../test/factories/cargas';
import { criarMotorista } from '../../../test/factories/frota';
import { bearerDoMotorista, NAO_IMAGEM, PNG_1X1 } from '../../../test/factories/mensagens';
import { DEMO, type SignedIn, signInAs } from '../../../test/factories/sessoes';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { usarTestApp } from '../../../test/helpers/test-app';
import { conversaMensagens, notificacoes } from '../../db/schema';
import { DEMO_MOTORISTA_CPF } from '../../seed/frota-motoristas-seed';

/**
 * The chat with drivers (issue 20): a user opens a conversation about a load with a driver, both sides send
 * text and photos, unread counts per user, the inbox grouped per load; bad input is 400 naming the field with
 * nothing written; another company's conversation, load or driver is 404; a driver reaches only their own.
 */
const t = usarTestApp();
let admin: SignedIn;
let operador: SignedIn;
let carrier: SignedIn;
let cargaId: string;
let motoristaId: string;
let outroMotoristaId: string;
let carrierMotoristaId: string;
let carrierCargaId: string;

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/conversacarga${url}`, headers, ...(payload ? { payload } : {}) });
const driver = (method: 'GET' | 'POST', url: string, ids: string[], payload?: object) =>
  t.app.inject({
    method,
    url: `/api/motorista/conversas${url}`,
    headers: bearerDoMotorista(t.app, ids),
    ...(payload ? { payload } : {}),
  });

async function abrir(
  headers: Record<string, string> = admin.headers,
  carga = cargaId,
  motorista = motoristaId,
) {
  return call('POST', `/${carga}/${motorista}`, headers);
}

async function contarMensagens(conversaId: string) {
  const rows = await t.database.db
    .select({ id: conversaMensagens.id })
    .from(conversaMensagens)
    .where(eq(conversaMensagens.conversaId, conversaId));
  return rows.length;
}

beforeAll(async () => {
  admin = await signInAs(t.app, DEMO.admin);
  operador = await signInAs(t.app, DEMO.operador);
  carrier = await signInAs(t.app, DEMO.carrier);
  const db = t.database.db;
  motoristaId = (await criarMotorista(db, { ownerId: admin.ownerId, nome: 'Zeca Chat' })).id;
  outroMotoristaId = (await criarMotorista(db, { ownerId: admin.ownerId })).id;
  carrierMotoristaId = (await criarMotorista(db, { ownerId: carrier.ownerId })).id;
  // A unit both the admin and the operator reach: both hear of the driver's messages.
  const unidade = admin.units.find((u) => operador.units.some((o) => o.id === u.id))!;
  cargaId = (
    await criarCarga(db, {
      ownerId: admin.ownerId,
      unidadeNegocioId: unidade.id,
      situacao: SituacaoCarga.EmAndamento,
      motoristaId,
      rotas: [
        { ordem: 1, rota: 1, cidade: 'São Paulo', uf: 'SP' },
        { ordem: 2, rota: 3, cidade: 'Curitiba', uf: 'PR' },
      ],
    })
  ).id;
  carrierCargaId = (
    await criarCarga(db, { ownerId: carrier.ownerId, unidadeNegocioId: carrier.units[0]!.id })
  ).id;
});

describe('the demo conversation (seed/mensagens-seed.ts)', () => {
  it('has the /motorista demo driver’s conversation with one message unread for the admin', async () => {
    const [demo] = await sqlRows<{ id: string }>(
      t.database.db,
      sql`select cc.id from conversas_carga cc join motoristas m on m.id = cc.motorista_id
        where cc.owner_id = ${admin.ownerId} and m.cpf = ${DEMO_MOTORISTA_CPF}`,
    );
    expect(demo).toBeDefined();
    const naoLidas = await call('GET', '/nao-lidas', admin.headers);
    expect(naoLidas.json().porConversa[demo!.id]).toBe(1);
    const detalhe = await call('GET', `/details/${demo!.id}/conversa`, admin.headers);
    expect(detalhe.json().mensagens).toHaveLength(4);
  });
});

describe('conversations of the users (/api/conversacarga)', () => {
  it('opens one conversation per load and driver, and answers the open one again', async () => {
    const criada = await abrir();
    expect(criada.statusCode, criada.body).toBe(201);
    const conversa = criada.json<TConversa>();
    expect(conversa).toMatchObject({
      cargaId,
      ofertaCargaId: cargaId,
      motoristaId,
      motoristaNome: 'Zeca Chat',
      origem: 'São Paulo/SP',
      destino: 'Curitiba/PR',
      naoLidas: 0,
    });
    const denovo = await abrir(operador.headers);
    expect(denovo.statusCode).toBe(200);
    expect(denovo.json().id).toBe(conversa.id);
  });

  it('exchanges text and a photo; a driver message is unread for the users and notified', async () => {
    const conversa = (await abrir()).json<TConversa>();
    const enviada = await call('POST', `/${conversa.id}/mensagens`, admin.headers, { texto: '  Bom dia!  ' });
    expect(enviada.statusCode, enviada.body).toBe(201);
    expect(enviada.json()).toMatchObject({ autor: AutorMensagem.Usuario, texto: 'Bom dia!', anexo: null });

    // The driver sees it (unread), reads it, and answers with a photo.
    const lista = await driver('GET', '', [motoristaId]);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json()).toEqual([
      expect.objectContaining({ id: conversa.id, naoLidas: 1, empresa: expect.any(String) }),
    ]);
    const thread = await driver('GET', `/${conversa.id}`, [motoristaId]);
    expect(thread.json().mensagens.map((m: { texto: string }) => m.texto)).toEqual(['Bom dia!']);
    expect((await driver('GET', '', [motoristaId])).json()[0].naoLidas).toBe(0);

    const foto = await driver('POST', `/${conversa.id}/mensagens`, [motoristaId], {
      texto: 'Chegando',
      foto: PNG_1X1,
    });
    expect(foto.statusCode, foto.body).toBe(201);
    expect(foto.json()).toMatchObject({
      autor: AutorMensagem.Motorista,
      anexo: { contentType: 'image/png' },
    });

    // Unread for both users (the author of the first message read up to it, not past it).
    for (const user of [admin, operador]) {
      const naoLidas = await call('GET', '/nao-lidas', user.headers);
      expect(naoLidas.json().porConversa[conversa.id]).toBe(1);
    }
    const [notificacao] = await sqlRows<{ channel_type: string; event_id: string }>(
      t.database.db,
      sql`select channel_type, event_id from ${notificacoes} where event_id = ${conversa.id} order by created_at desc limit 1`,
    );
    expect(notificacao).toEqual({ channel_type: ChannelType.CargaMotorista, event_id: conversa.id });

    // The inbox groups per load with hasUnread; reading clears it for that user only.
    const inbox = await call('POST', '/search', admin.headers, { skip: 0, take: 10 });
    const grupo = inbox.json<TConversaSearchResponse>().items.find((g) => g.ofertaCargaId === cargaId);
    expect(grupo).toMatchObject({
      hasUnread: true,
      conversasMotorista: [expect.objectContaining({ naoLidas: 1 })],
    });
    expect((await call('POST', `/${conversa.id}/lidas`, admin.headers)).statusCode).toBe(200);
    expect((await call('GET', '/nao-lidas', admin.headers)).json().porConversa[conversa.id]).toBeUndefined();
    expect((await call('GET', '/nao-lidas', operador.headers)).json().porConversa[conversa.id]).toBe(1);

    // The thread with both messages; the photo through the session, with the uploaded-file headers.
    const detalhe = (
      await call('GET', `/details/${conversa.id}/conversa`, admin.headers)
    ).json<TConversaDetalhe>();
    expect(detalhe.mensagens.map((m) => m.autorNome)).toEqual([expect.any(String), 'Zeca Chat']);
    const comFoto = detalhe.mensagens[1]!;
    const imagem = await call('GET', `/mensagens/${comFoto.id}/anexo`, admin.headers);
    expect(imagem.statusCode).toBe(200);
    expect(imagem.headers['content-type']).toBe('image/png');
    expect(imagem.headers['x-content-type-options']).toBe('nosniff');
    const peloMotorista = await driver('GET', `/mensagens/${comFoto.id}/anexo`, [motoristaId]);
    expect(peloMotorista.statusCode).toBe(200);
    expect((await call('GET', `/mensagens/${comFoto.id}/anexo`, carrier.headers)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/conversacarga/mensagens/${comFoto.id}/anexo` }))
        .statusCode,
    ).toBe(401);
  });

  it('answers the load, the group, a search by driver and paging of 10', async () => {
    const conversa = (await abrir()).json<TConversa>();
    const carga = await call('GET', `/${conversa.id}/carga`, admin.headers);
    expect(carga.json()).toMatchObject({
      id: cargaId,
      origem: 'São Paulo/SP',
      situacao: SituacaoCarga.EmAndamento,
    });
    const grupo = await call('GET', `/${cargaId}/details`, admin.headers);
    expect(grupo.json().conversasMotorista.map((c: { id: string }) => c.id)).toContain(conversa.id);
    const porMotorista = await call('GET', '/porMotorista?filtro=zeca', admin.headers);
    expect(porMotorista.json()).toEqual([
      expect.objectContaining({ motoristaId, conversas: [expect.objectContaining({ id: conversa.id })] }),
    ]);
    const busca = await call('POST', '/search', admin.headers, { query: 'Curitiba' });
    expect(busca.json().items.map((g: { id: string }) => g.id)).toContain(cargaId);
    const vazia = await call('POST', '/search', admin.headers, { query: 'nenhuma-cidade-assim' });
    expect(vazia.json()).toEqual({ items: [], total: 0 });
    const padrao = (await call('POST', '/search', admin.headers, {})).json<TConversaSearchResponse>();
    // The default page (skip 0, take 10): the first groups, as many as there are up to the page size.
    expect(padrao.items).toHaveLength(Math.min(padrao.total, MENSAGENS.pageSize));
  });

  it('refuses bad input with 400 naming the field, nothing written', async () => {
    const conversa = (await abrir()).json<TConversa>();
    const antes = await contarMensagens(conversa.id);
    const vazia = await call('POST', `/${conversa.id}/mensagens`, admin.headers, { texto: '   ' });
    expect(vazia.statusCode).toBe(400);
    expect(vazia.json().message).toContain('Escreva uma mensagem');
    const longa = await call('POST', `/${conversa.id}/mensagens`, admin.headers, { texto: 'x'.repeat(2001) });
    expect(longa.statusCode).toBe(400);
    expect(longa.json().message).toContain('Texto');
    const naoImagem = await call('POST', `/${conversa.id}/mensagens`, admin.headers, { foto: NAO_IMAGEM });
    expect(naoImagem.statusCode).toBe(400);
    expect(naoImagem.json().message).toBe(MENSAGENS_MESSAGES.fotoInvalida);
    const lixo = await call('POST', `/${conversa.id}/mensagens`, admin.headers, { foto: '%%%' });
    expect(lixo.statusCode).toBe(400);
    expect(lixo.json().message).toContain('Foto');
    const grande = `data:image/png;base64,${Buffer.concat([
      Buffer.from(PNG_1X1.split(',')[1]!, 'base64'),
      Buffer.alloc(MENSAGENS.fotoTamanhoMaximo),
    ]).toString('base64')}`;
    const enorme = await call('POST', `/${conversa.id}/mensagens`, admin.headers, { foto: grande });
    expect(enorme.statusCode).toBe(413);
    expect(enorme.json().message).toBe(MENSAGENS_MESSAGES.fotoTamanho);
    const idRuim = await call('POST', '/nao-e-id/mensagens', admin.headers, { texto: 'oi' });
    expect(idRuim.statusCode).toBe(400);
    const drvVazio = await driver('POST', `/${conversa.id}/mensagens`, [motoristaId], {});
    expect(drvVazio.statusCode).toBe(400);
    expect(await contarMensagens(conversa.id)).toBe(antes);
  });

  it('answers 404 for another company’s conversation, load or driver', async () => {
    const conversa = (await abrir()).json<TConversa>();
    for (const [method, url] of [
      ['GET', `/${conversa.id}`],
      ['GET', `/details/${conversa.id}/conversa`],
      ['GET', `/${conversa.id}/carga`],
      ['DELETE', `/${conversa.id}`],
      ['POST', `/${conversa.id}/lidas`],
    ] as const) {
      expect({ url, status: (await call(method, url, carrier.headers)).statusCode }).toEqual({
        url,
        status: 404,
      });
    }
    const envio = await call('POST', `/${conversa.id}/mensagens`, carrier.headers, { texto: 'intruso' });
    expect(envio.statusCode).toBe(404);
    expect((await abrir(admin.headers, carrierCargaId, motoristaId)).statusCode).toBe(404);
    expect((await abrir(admin.headers, cargaId, carrierMotoristaId)).statusCode).toBe(404);
    expect((await call('GET', `/${cargaId}/details`, carrier.headers)).statusCode).toBe(404);
  });

  it('keeps a driver to their own conversations', async () => {
    const conversa = (await abrir()).json<TConversa>();
    expect((await driver('GET', `/${conversa.id}`, [outroMotoristaId])).statusCode).toBe(404);
    const envio = await driver('POST', `/${conversa.id}/mensagens`, [outroMotoristaId], {
      texto: 'não é minha',
    });
    expect(envio.statusCode).toBe(404);
    expect((await driver('GET', '', [outroMotoristaId])).json()).toEqual([]);
    // A user's token does not open the driver API, nor the driver's the users'.
    const comUsuario = await t.app.inject({
      method: 'GET',
      url: '/api/motorista/conversas',
      headers: admin.bearer,
    });
    expect(comUsuario.statusCode).toBe(401);
    const comMotorista = await t.app.inject({
      method: 'POST',
      url: '/api/conversacarga/search',
      headers: bearerDoMotorista(t.app, [motoristaId]),
      payload: {},
    });
    expect(comMotorista.statusCode).toBe(401);
  });

  it('deletes a conversation; the pair may start a new one', async () => {
    const db = t.database.db;
    const carga = await criarCarga(db, { ownerId: admin.ownerId, unidadeNegocioId: admin.units[0]!.id });
    const primeira = (await abrir(admin.headers, carga.id, outroMotoristaId)).json<TConversa>();
    expect((await call('DELETE', `/${primeira.id}`, admin.headers)).statusCode).toBe(200);
    expect((await call('GET', `/${primeira.id}`, admin.headers)).statusCode).toBe(404);
    const nova = await abrir(admin.headers, carga.id, outroMotoristaId);
    expect(nova.statusCode).toBe(201);
    expect(nova.json().id).not.toBe(primeira.id);
  });
});
