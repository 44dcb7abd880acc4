import { ChannelType, MESSAGES, TipoNotificacao } from '@embarca/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpDe } from '../../../test/helpers/http';
import { decodeClaims, signIn } from '../../../test/helpers/sign-in';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
const http = httpDe(() => t.app);
let admin: { token: string; headers: Record<string, string> };
let operador: { token: string; headers: Record<string, string> };
let adminId: string;
let operadorId: string;
let ownerId: string;

const base = '/api/notificacoes';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000001';

async function notify(overrides: Partial<Parameters<TestApp['app']['notificacoes']['notify']>[0]> = {}) {
  const result = await t.app.notificacoes.notify({
    ownerId,
    channelType: ChannelType.Carga,
    title: 'Carga atualizada',
    body: '<p>A carga <b>123</b> mudou de situação.</p>',
    tipo: TipoNotificacao.Verde,
    recipients: [adminId],
    ...overrides,
  });
  if (!result) throw new Error('nada enviado');
  return result.notificationId;
}

type Lista = {
  items: {
    channelGroupId: string | null;
    items: { id: string; title: string; body: string; lida: boolean }[];
  }[];
  total: number;
};

const list = async (headers: Record<string, string>, query = '') =>
  (await http.get(`${base}?${query}`, headers)).json<Lista>();
const summary = async (headers: Record<string, string>) =>
  (await http.get(`${base}/summary`, headers)).json<{
    unread: number;
    total: number;
    ultima: string | null;
  }>();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@embarcador.demo');
  operador = await signIn(t.app, 'operador@embarcador.demo');
  const claims = decodeClaims(admin.token);
  adminId = String(claims.sub);
  ownerId = String(claims.OwnerId);
  operadorId = String(decodeClaims(operador.token).sub);
});
afterAll(async () => t.close());

describe('/api/notificacoes', () => {
  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', base],
      ['GET', `${base}/summary`],
      ['PUT', `${base}/readAll`],
      ['DELETE', `${base}?id=${UNKNOWN_ID}`],
      ['GET', `${base}/setupinvite?channelGroupId=${UNKNOWN_ID}`],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('stores one row per recipient, sanitises the body and lists grouped by channelGroupId', async () => {
    const group = crypto.randomUUID();
    const first = await notify({
      channelGroupId: group,
      body: '<p onclick="x()">Olá</p><script>alert(1)</script><img src=x onerror="alert(2)">',
      recipients: [adminId, operadorId],
    });
    const second = await notify({ channelGroupId: group, title: 'Segunda do grupo' });
    const page = await list(admin.headers, 'limit=100');
    const grupo = page.items.find((g) => g.channelGroupId === group);
    expect(grupo?.items.map((i) => i.id).sort()).toEqual([first, second].sort());
    const stored = grupo?.items.find((i) => i.id === first);
    expect(stored?.body).toBe('<p>Olá</p>');
    expect(stored?.body).not.toMatch(/script|onerror|onclick/);
    // The operator received the first one only.
    const deles = await list(operador.headers, 'limit=100');
    expect(deles.items.flatMap((g) => g.items.map((i) => i.id))).toContain(first);
    expect(deles.items.flatMap((g) => g.items.map((i) => i.id))).not.toContain(second);
  });

  it('pages, orders and filters the list', async () => {
    await notify({ title: 'Alfa única xyz' });
    await notify({ title: 'Beta única xyz' });
    const asc = await list(admin.headers, 'query=UNICA%20XYZ&order=title&orderDirection=0');
    expect(asc.total).toBe(2);
    expect(asc.items.flatMap((g) => g.items.map((i) => i.title))).toEqual([
      'Alfa única xyz',
      'Beta única xyz',
    ]);
    const desc = await list(admin.headers, 'query=unica%20xyz&order=title&orderDirection=1&limit=1&offset=0');
    expect(desc.total).toBe(2);
    expect(desc.items.flatMap((g) => g.items.map((i) => i.title))).toEqual(['Beta única xyz']);
    // unread=true keeps only the unread ones, and the total counts only them.
    const alfa = asc.items[0]?.items[0]?.id;
    await http.put(`${base}/read?id=${alfa}`, admin.headers);
    const unread = await list(admin.headers, 'query=unica%20xyz&unread=true');
    expect(unread.total).toBe(1);
    expect(unread.items.flatMap((g) => g.items.map((i) => i.title))).toEqual(['Beta única xyz']);
    expect((await list(admin.headers, 'query=unica%20xyz&unread=false')).total).toBe(2);
  });

  it('answers 400 in pt-BR for bad query parameters', async () => {
    const big = await http.get(`${base}?limit=101`, admin.headers);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toContain(MESSAGES.maxValue);
    const order = await http.get(`${base}?order=senha`, admin.headers);
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toContain(MESSAGES.invalidFormat);
    const unread = await http.get(`${base}?unread=sim`, admin.headers);
    expect(unread.statusCode).toBe(400);
    expect(unread.json().message).toContain(MESSAGES.invalidFormat);
    const read = await http.put(`${base}/read?id=abc`, admin.headers);
    expect(read.statusCode).toBe(400);
    expect(read.json().message).toContain(MESSAGES.invalidFormat);
    const missing = await http.delete(base, admin.headers);
    expect(missing.statusCode).toBe(400);
    const invite = await http.get(`${base}/setupinvite`, admin.headers);
    expect(invite.statusCode).toBe(400);
  });

  it('reads, unreads, reads all and reads a group; the summary follows', async () => {
    await http.put(`${base}/readAll`, admin.headers);
    expect((await summary(admin.headers)).unread).toBe(0);
    const group = crypto.randomUUID();
    const a = await notify({ channelGroupId: group });
    await notify({ channelGroupId: group });
    const other = await notify();
    let s = await summary(admin.headers);
    expect(s.unread).toBe(3);
    expect(s.ultima).not.toBeNull();

    const read = await http.put(`${base}/read?id=${a}`, admin.headers);
    expect(read.statusCode).toBe(204);
    expect((await summary(admin.headers)).unread).toBe(2);
    const unread = await http.put(`${base}/unread?id=${a}`, admin.headers);
    expect(unread.statusCode).toBe(204);
    expect((await summary(admin.headers)).unread).toBe(3);

    const readGroup = await http.put(`${base}/readAllGroup?channelGroupId=${group}`, admin.headers);
    expect(readGroup.statusCode).toBe(204);
    s = await summary(admin.headers);
    expect(s.unread).toBe(1);
    const page = await list(admin.headers, 'limit=100');
    expect(page.items.flatMap((g) => g.items).find((i) => i.id === other)?.lida).toBe(false);

    await http.put(`${base}/readAll`, admin.headers);
    expect((await summary(admin.headers)).unread).toBe(0);
  });

  it("answers 404 for another user's notification and for unknown ids", async () => {
    const mine = await notify({ recipients: [adminId] });
    for (const [method, url] of [
      ['PUT', `${base}/read?id=${mine}`],
      ['PUT', `${base}/unread?id=${mine}`],
      ['DELETE', `${base}?id=${mine}`],
      ['GET', `${base}/${mine}/action`],
      ['PUT', `${base}/read?id=${UNKNOWN_ID}`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: operador.headers });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(MESSAGES.notFound);
    }
    // Still there for its owner.
    const action = await http.get(`${base}/${mine}/action`, admin.headers);
    expect(action.statusCode).toBe(200);
  });

  it('deletes one or many (repeated id or a comma list); a foreign id deletes nothing', async () => {
    const [a, b, c, d] = [await notify(), await notify(), await notify(), await notify()];
    const foreign = await notify({ recipients: [operadorId] });
    const mixed = await http.delete(`${base}?id=${a}&id=${foreign}`, admin.headers);
    expect(mixed.statusCode).toBe(404);
    const ids = () =>
      list(admin.headers, 'limit=100').then((p) => p.items.flatMap((g) => g.items.map((i) => i.id)));
    expect(await ids()).toContain(a);

    const one = await http.delete(`${base}?id=${a}`, admin.headers);
    expect(one.statusCode).toBe(204);
    const repeated = await http.delete(`${base}?id=${b}&id=${c}`, admin.headers);
    expect(repeated.statusCode).toBe(204);
    const comma = await http.delete(`${base}?id=${d}`, admin.headers);
    expect(comma.statusCode).toBe(204);
    const remaining = await ids();
    for (const id of [a, b, c, d]) expect(remaining).not.toContain(id);
    const commaMany = [await notify(), await notify()];
    const both = await http.delete(`${base}?id=${commaMany.join(',')}`, admin.headers);
    expect(both.statusCode).toBe(204);
    expect(await ids()).not.toContain(commaMany[0]);
    expect(await ids()).not.toContain(commaMany[1]);
  });

  it('resolves the click target by channel code', async () => {
    const cases = [
      [{ channelCode: 'IMPORTACAO' }, '/integracao/importacao'],
      [{ channelCode: 'AUDITORIA_FATURA', eventId: 'f1' }, '/auditoria-fretes/faturas/f1'],
      [{ body: '<p>Veja no painel de oferecimento.</p>' }, '/oferecimento/quadro'],
      [{ eventId: 'carga-9' }, '/cargas/minhas-cargas/carga-9'],
    ] as const;
    for (const [overrides, route] of cases) {
      const id = await notify(overrides);
      const response = await http.get(`${base}/${id}/action`, admin.headers);
      expect(response.json()).toEqual({ route });
    }
  });

  it('answers the setup invite (null when none) and deletes it (404 when none)', async () => {
    const group = crypto.randomUUID();
    const none = await http.get(`${base}/setupinvite?channelGroupId=${group}`, admin.headers);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const gone = await http.delete(`${base}/setupinvite?channelGroupId=${group}`, admin.headers);
    expect(gone.statusCode).toBe(404);
  });

  it('sends nothing on a channel the owner turned off', async () => {
    const saved = await http.post('/api/owner-preferences', admin.headers, {
      nome: 'PreferenciasNotificacao',
      valor: { canais: { FATURA: false } },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const before = (await summary(admin.headers)).total;
    const result = await t.app.notificacoes.notify({
      ownerId,
      channelType: ChannelType.Fatura,
      title: 'Fatura',
      body: 'x',
      tipo: TipoNotificacao.Amarelo,
      recipients: 'owner-all',
    });
    expect(result).toBeNull();
    expect((await summary(admin.headers)).total).toBe(before);
    // Other channels still notify.
    expect(await notify({ channelType: ChannelType.Carga })).toBeTruthy();
    const test = await http.post(`${base}/teste`, admin.headers, { channelType: 'FATURA' });
    expect(test.json()).toEqual({ enviada: false, id: null });
  });

  it("sends an administrator's test notification to the caller only; operators get 403", async () => {
    const before = (await summary(operador.headers)).total;
    const response = await http.post(`${base}/teste`, admin.headers);
    expect(response.statusCode).toBe(200);
    const { enviada, id } = response.json<{ enviada: boolean; id: string }>();
    expect(enviada).toBe(true);
    const page = await list(admin.headers, 'limit=100');
    expect(page.items.flatMap((g) => g.items).find((i) => i.id === id)?.title).toBe('Notificação de teste');
    expect((await summary(operador.headers)).total).toBe(before);
    const denied = await http.post(`${base}/teste`, operador.headers);
    expect(denied.statusCode).toBe(403);
  });
});
