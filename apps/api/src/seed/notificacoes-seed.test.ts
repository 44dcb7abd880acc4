import { ChannelType, resolveNotificationRoute } from '@embarca/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories/sessoes';
import { httpDe } from '../../test/helpers/http';
import { signIn } from '../../test/helpers/sign-in';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { NOTIFICATION_PREFERENCE_NAME } from '../modules/notificacoes/notificacoes.service';
import { NAO_LIDAS } from './notificacoes-seed';

/**
 * Issue 16 item 12: on first start every demo account has its notifications configured, and the demo
 * shipper's users have a history of the demo loads' events — unread and read — whose click opens the load.
 */

let t: TestApp;
const http = httpDe(() => t.app);

type Item = {
  id: string;
  title: string;
  body: string;
  lida: boolean;
  channelType: string;
  eventId: string | null;
  channelCode: string | null;
};
type Lista = { items: { channelGroupId: string | null; items: Item[] }[]; total: number };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('demo notifications', () => {
  it('configures the notifications of every demo company', async () => {
    for (const email of [
      'admin@embarcador.demo',
      'operador@embarcador.demo',
      'admin@transportadora.demo',
      'trial@embarcador.demo',
      'free@embarcador.demo',
    ]) {
      const { headers } = await signIn(t.app, email);
      const preferencias = (await http.get('/api/owner-preferences', headers)).json<
        { nome: string; valor: { canais: Record<string, boolean> } }[]
      >();
      const notificacoes = preferencias.find((p) => p.nome === NOTIFICATION_PREFERENCE_NAME);
      expect(notificacoes, email).toBeDefined();
      for (const canal of Object.values(ChannelType))
        expect(notificacoes?.valor.canais[canal], email).toBe(true);
    }
  });

  it("gives the shipper's users the demo loads' events, unread and read, each opening its load", async () => {
    for (const email of ['admin@embarcador.demo', 'operador@embarcador.demo']) {
      const { headers } = await signIn(t.app, email);
      const resumo = (await http.get('/api/notificacoes/summary', headers)).json<{
        unread: number;
        total: number;
      }>();
      expect(resumo.unread, email).toBe(NAO_LIDAS);
      expect(resumo.total, email).toBeGreaterThan(NAO_LIDAS);

      const lista = (await http.get('/api/notificacoes?limit=100', headers)).json<Lista>();
      const itens = lista.items.flatMap((grupo) => grupo.items);
      expect(itens.filter((item) => !item.lida)).toHaveLength(NAO_LIDAS);
      expect(itens.some((item) => item.lida)).toBe(true);
      // Real events of real loads: the writer's titles, the history text, grouped by load.
      for (const item of itens) {
        expect(item.channelType).toBe(ChannelType.Carga);
        expect(item.title).toMatch(/^(Carga \d+ (cadastrada|alocada)|Contratação da carga \d+ finalizada)$/);
        expect(item.body.length).toBeGreaterThan(0);
        expect(item.eventId).not.toBeNull();
      }
      for (const grupo of lista.items) {
        for (const item of grupo.items) expect(item.eventId).toBe(grupo.channelGroupId);
      }

      // The click target of each: the load's details, of a load the user may open.
      const comUnidades = (await signInAs(t.app, email)).headers;
      for (const item of itens) {
        const acao = (await http.get(`/api/notificacoes/${item.id}/action`, headers)).json<{
          route: string;
        }>();
        expect(acao.route).toBe(resolveNotificationRoute(item));
        expect(acao.route).toContain(item.eventId as string);
        const carga = await http.get(`/api/carga-mongo/${item.eventId}/details`, comUnidades);
        expect(carga.statusCode, `${email} ${item.title}`).toBe(200);
      }
    }
  });

  it('never notifies the user of their own action', async () => {
    const { headers } = await signIn(t.app, 'admin@embarcador.demo');
    const lista = (await http.get('/api/notificacoes?limit=100', headers)).json<Lista>();
    const corpos = lista.items.flatMap((grupo) => grupo.items.map((item) => item.body));
    expect(corpos.filter((corpo) => corpo.includes('cadastrada por Mariana Costa Ribeiro'))).toEqual([]);
  });
});
