import { Licenca, MESSAGES, Modulo, requiredMessage, TipoEmpresa } from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import { usarBearers } from '../../../test/factories/sessoes';
import { httpDe } from '../../../test/helpers/http';
import { usarTestApp } from '../../../test/helpers/test-app';

const t = usarTestApp();
const http = httpDe(() => t.app);
const {
  suporte,
  admin: shipperAdmin,
  operador: shipperOperador,
  carrier: carrierAdmin,
  trial: trialAdmin,
} = usarBearers(t, 'suporte', 'admin', 'operador', 'carrier', 'trial');

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000001';

type Anuncio = { id: string; titulo: string; mensagem: string; tipo: string; exibir: boolean };
type Post = { id: string; titulo: string; resumo: string; dataLancamento: string; publicado?: boolean };

const banner = (overrides: Record<string, unknown> = {}) => ({
  tipo: 'banner',
  posicao: 'top',
  regra: { tipo: 'contains', urls: ['/home'] },
  titulo: 'Manutenção programada',
  mensagem: '<p>O sistema ficará <strong>indisponível</strong> no domingo.</p>',
  estilo: { size: 'md', solid: true, variant: 'warning' },
  publico: { todos: true, tiposEmpresa: [], licencas: [] },
  ...overrides,
});

async function create(payload: Record<string, unknown>) {
  return http.post('/api/painel-admin/anuncios', suporte, payload);
}
async function listFor(headers: Record<string, string>) {
  const response = await http.get('/api/anuncios', headers);
  expect(response.statusCode).toBe(200);
  return response.json<Anuncio[]>();
}

describe('support management (/api/painel-admin/anuncios, /novidades)', () => {
  it('refuses anyone but support staff (403), an administrator included', async () => {
    for (const url of ['/api/painel-admin/anuncios', '/api/painel-admin/novidades']) {
      const list = await http.get(url, shipperAdmin);
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toBe(MESSAGES.forbidden);
    }
    const created = await http.post('/api/painel-admin/anuncios', shipperAdmin, banner());
    expect(created.statusCode).toBe(403);
    const anonymous = await http.get('/api/painel-admin/anuncios');
    expect(anonymous.statusCode).toBe(401);
  });

  it('creates, reads, updates, hides and deletes an announcement', async () => {
    const created = await create(
      banner({
        midia: { tipo: 'img', url: 'https://cdn.embarca.com.br/a.png', alt: 'Ilustração' },
        acao: { label: 'Saiba mais', url: '/menu/novidades', target: '_self' },
      }),
    );
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      tipo: 'banner',
      posicao: 'top',
      exibir: true,
      midia: { tipo: 'img', alt: 'Ilustração' },
      acao: { label: 'Saiba mais', target: '_self' },
      estilo: { size: 'md', solid: true, variant: 'warning' },
      leituras: 0,
    });
    const id = body.id as string;

    const updated = await http.put(
      `/api/painel-admin/anuncios/${id}`,
      suporte,
      banner({ titulo: 'Manutenção adiada', posicao: 'bottom' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ titulo: 'Manutenção adiada', posicao: 'bottom', midia: null });

    const hidden = await http.patch(`/api/painel-admin/anuncios/${id}/exibir`, suporte, { exibir: false });
    expect(hidden.json().exibir).toBe(false);
    expect((await listFor(shipperAdmin)).map((a) => a.id)).not.toContain(id);

    const list = (await http.get('/api/painel-admin/anuncios', suporte)).json<Anuncio[]>();
    expect(list.map((a) => a.id)).toContain(id);

    const removed = await http.delete(`/api/painel-admin/anuncios/${id}`, suporte);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Anúncio excluído com sucesso!');
    const gone = await http.get(`/api/painel-admin/anuncios/${id}`, suporte);
    expect(gone.statusCode).toBe(404);
  });

  it('answers 404 for unknown ids on every management call', async () => {
    const calls = [
      { method: 'GET', url: `/api/painel-admin/anuncios/${UNKNOWN_ID}` },
      { method: 'PUT', url: `/api/painel-admin/anuncios/${UNKNOWN_ID}`, payload: banner() },
      { method: 'PATCH', url: `/api/painel-admin/anuncios/${UNKNOWN_ID}/exibir`, payload: { exibir: true } },
      { method: 'DELETE', url: `/api/painel-admin/anuncios/${UNKNOWN_ID}` },
      { method: 'GET', url: `/api/painel-admin/novidades/${UNKNOWN_ID}` },
      {
        method: 'PATCH',
        url: `/api/painel-admin/novidades/${UNKNOWN_ID}/publicar`,
        payload: { publicado: true },
      },
      { method: 'DELETE', url: `/api/painel-admin/novidades/${UNKNOWN_ID}` },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: suporte });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json().message).toBe(MESSAGES.notFound);
    }
  });

  it('validates with the catalogue texts (400) and writes nothing', async () => {
    const before = (await http.get('/api/painel-admin/anuncios', suporte)).json<Anuncio[]>().length;
    const cases: [Record<string, unknown>, string][] = [
      [banner({ titulo: '  ' }), requiredMessage('Título')],
      [banner({ mensagem: undefined }), requiredMessage('Mensagem')],
      [banner({ tipo: 'popup' }), MESSAGES.invalidValue],
      [banner({ posicao: 'left' }), MESSAGES.invalidValue],
      [banner({ regra: { tipo: 'regex', urls: [] } }), MESSAGES.invalidValue],
      [banner({ midia: { tipo: 'img', url: 'javascript:alert(1)', alt: '' } }), MESSAGES.invalidFormat],
      [banner({ acao: { label: 'Ir', url: '//evil.example', target: '_blank' } }), MESSAGES.invalidFormat],
      [banner({ publico: { todos: false, tiposEmpresa: [], licencas: [] } }), requiredMessage('Público')],
      [banner({ inicio: '2026-05-10T00:00:00Z', fim: '2026-05-01T00:00:00Z' }), MESSAGES.invalidDate],
      [banner({ inicio: 'amanhã' }), MESSAGES.invalidDate],
      [banner({ mensagem: '<script>alert(1)</script>' }), requiredMessage('Mensagem')],
    ];
    for (const [payload, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const json = response.json<{ message: string; messages?: string[] }>();
      expect([json.message, ...(json.messages ?? [])].join(' | ')).toContain(message);
    }
    const after = (await http.get('/api/painel-admin/anuncios', suporte)).json<Anuncio[]>().length;
    expect(after).toBe(before);
  });

  it('sanitises the message: scripts and event handlers never survive, basic formatting and links stay', async () => {
    const created = await create(
      banner({
        titulo: '<b>Novo</b> recurso',
        mensagem:
          '<p onclick="x()">Olá <em>mundo</em><script>alert(1)</script><img src=x onerror=alert(1)>' +
          '<a href="javascript:alert(1)">mau</a> <a href="https://embarca.com.br" target="_blank">bom</a></p>',
      }),
    );
    expect(created.statusCode).toBe(201);
    const { mensagem, titulo } = created.json<Anuncio>();
    expect(mensagem).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    expect(mensagem).toContain('<em>mundo</em>');
    expect(mensagem).toContain(
      '<a href="https://embarca.com.br" target="_blank" rel="noopener noreferrer">bom</a>',
    );
    expect(titulo).toBe('Novo recurso');
  });
});

describe('GET /api/anuncios, PATCH /api/anuncios/{id}/lido, POST /api/anuncios/{id}/eventos', () => {
  it('targets the audience: a banner for shippers only is not returned to the carrier admin', async () => {
    const id = (
      await create(
        banner({
          titulo: 'Só para embarcadores',
          publico: { todos: false, tiposEmpresa: [TipoEmpresa.Embarcador], licencas: [] },
        }),
      )
    ).json<Anuncio>().id;
    expect((await listFor(shipperAdmin)).map((a) => a.id)).toContain(id);
    expect((await listFor(carrierAdmin)).map((a) => a.id)).not.toContain(id);
    // Acting on an announcement not targeted at the caller → 404.
    const read = await http.patch(`/api/anuncios/${id}/lido`, carrierAdmin);
    expect(read.statusCode).toBe(404);
  });

  it('targets licence levels: a modal for trial companies reaches trial users only', async () => {
    const id = (
      await create(
        banner({
          tipo: 'modal',
          posicao: 'content',
          titulo: 'Aproveite seu trial',
          publico: { todos: false, tiposEmpresa: [], licencas: [Licenca.Trial] },
        }),
      )
    ).json<Anuncio>().id;
    expect((await listFor(trialAdmin)).map((a) => a.id)).toContain(id);
    expect((await listFor(shipperAdmin)).map((a) => a.id)).not.toContain(id);
  });

  it('leaves out announcements outside their window', async () => {
    const future = (
      await create(banner({ titulo: 'Futuro', inicio: new Date(Date.now() + 86_400_000).toISOString() }))
    ).json<Anuncio>().id;
    const past = (
      await create(
        banner({
          titulo: 'Passado',
          inicio: new Date(Date.now() - 2 * 86_400_000).toISOString(),
          fim: new Date(Date.now() - 86_400_000).toISOString(),
        }),
      )
    ).json<Anuncio>().id;
    const ids = (await listFor(shipperAdmin)).map((a) => a.id);
    expect(ids).not.toContain(future);
    expect(ids).not.toContain(past);
  });

  it('keeps read marks per user, and records click/close events', async () => {
    const id = (await create(banner({ titulo: 'Leitura por usuário' }))).json<Anuncio>().id;
    const read = await http.patch(`/api/anuncios/${id}/lido`, shipperAdmin);
    expect(read.statusCode).toBe(204);
    // Twice is fine (idempotent).
    const again = await http.patch(`/api/anuncios/${id}/lido`, shipperAdmin);
    expect(again.statusCode).toBe(204);
    expect((await listFor(shipperAdmin)).map((a) => a.id)).not.toContain(id);
    expect((await listFor(shipperOperador)).map((a) => a.id)).toContain(id);

    for (const evento of ['click', 'close', 'close']) {
      const response = await http.post(`/api/anuncios/${id}/eventos`, shipperOperador, { evento });
      expect(response.statusCode).toBe(204);
    }
    const bad = await http.post(`/api/anuncios/${id}/eventos`, shipperOperador, { evento: 'hover' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(MESSAGES.invalidValue);

    const admin = (await http.get(`/api/painel-admin/anuncios/${id}`, suporte)).json();
    expect(admin).toMatchObject({ leituras: 1, cliques: 1, fechamentos: 2 });
  });

  it('answers 404 for unknown ids and 401 without a session', async () => {
    const read = await http.patch(`/api/anuncios/${UNKNOWN_ID}/lido`, shipperAdmin);
    expect(read.statusCode).toBe(404);
    const event = await http.post(`/api/anuncios/${UNKNOWN_ID}/eventos`, shipperAdmin, { evento: 'click' });
    expect(event.statusCode).toBe(404);
    const malformed = await http.patch('/api/anuncios/abc/lido', shipperAdmin);
    expect(malformed.statusCode).toBe(400);
    expect((await http.get('/api/anuncios')).statusCode).toBe(401);
  });

  it('returns the seeded top banner for all users and the trial modal to trial users only', async () => {
    const shipper = await listFor(shipperAdmin);
    expect(shipper.some((a) => a.tipo === 'banner' && a.titulo.includes('CNPJ alfanumérico'))).toBe(true);
    expect(shipper.some((a) => a.tipo === 'modal')).toBe(false);
    expect((await listFor(trialAdmin)).some((a) => a.tipo === 'modal')).toBe(true);
  });
});

describe('release posts', () => {
  const post = (overrides: Record<string, unknown> = {}) => ({
    databaseId: 'embarca',
    url: 'https://embarca.com.br/novidades/teste',
    capa: 'https://embarca.com.br/capas/teste.png',
    modulos: [Modulo.Cargas],
    titulo: 'Teste de novidade',
    resumo: 'Resumo da novidade.',
    dataLancamento: '2026-11-20',
    publicado: true,
    ...overrides,
  });
  const createPost = (payload: Record<string, unknown>) =>
    http.post('/api/painel-admin/novidades', suporte, payload);
  const feed = async (databaseId: string, payload?: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/anuncios/atualizacoes/${databaseId}`,
      headers: carrierAdmin,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(200);
    return response.json<Post[]>();
  };

  it('the feed lists published posts of that feed by release date, newest first (the seed has 3)', async () => {
    const posts = await feed('embarca');
    expect(posts.length).toBeGreaterThanOrEqual(3);
    const dates = posts.map((p) => p.dataLancamento);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await feed('outro-feed')).toEqual([]);
  });

  it('creates, updates, publishes, filters and deletes a post', async () => {
    const draft = await createPost(
      post({ publicado: false, databaseId: 'teste-feed', resumo: '<b>Só</b> texto' }),
    );
    expect(draft.statusCode).toBe(201);
    const { id, resumo } = draft.json<Post>();
    expect(resumo).toBe('Só texto');
    expect(await feed('teste-feed')).toEqual([]);

    const published = await http.patch(`/api/painel-admin/novidades/${id}/publicar`, suporte, {
      publicado: true,
    });
    expect(published.json().publicado).toBe(true);
    await createPost(
      post({
        databaseId: 'teste-feed',
        titulo: 'Mais antiga',
        dataLancamento: '2026-01-05',
        modulos: [Modulo.Frota],
      }),
    );
    expect((await feed('teste-feed')).map((p) => p.titulo)).toEqual(['Teste de novidade', 'Mais antiga']);
    expect((await feed('teste-feed', { modulos: [Modulo.Frota] })).map((p) => p.titulo)).toEqual([
      'Mais antiga',
    ]);
    expect((await feed('teste-feed', { desde: '2026-06-01' })).map((p) => p.titulo)).toEqual([
      'Teste de novidade',
    ]);
    expect(await feed('teste-feed', { limite: 1 })).toHaveLength(1);

    const updated = await http.put(
      `/api/painel-admin/novidades/${id}`,
      suporte,
      post({ databaseId: 'teste-feed', titulo: 'Título novo' }),
    );
    expect(updated.json().titulo).toBe('Título novo');

    const removed = await http.delete(`/api/painel-admin/novidades/${id}`, suporte);
    expect(removed.json().message).toBe('Novidade excluído com sucesso!');
    expect((await feed('teste-feed')).map((p) => p.titulo)).toEqual(['Mais antiga']);
  });

  it('validates posts and feed filters (400)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [post({ titulo: '' }), requiredMessage('Título')],
      [post({ resumo: undefined }), requiredMessage('Resumo')],
      [post({ dataLancamento: '2026-13-40' }), MESSAGES.invalidDate],
      [post({ url: 'javascript:alert(1)' }), MESSAGES.invalidFormat],
      [post({ modulos: ['inexistente'] }), MESSAGES.invalidValue],
      [post({ databaseId: 'Com Espaço' }), MESSAGES.invalidFormat],
    ];
    for (const [payload, message] of cases) {
      const response = await createPost(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const json = response.json<{ message: string; messages?: string[] }>();
      expect([json.message, ...(json.messages ?? [])].join(' | ')).toContain(message);
    }
    const badFilter = await http.post('/api/anuncios/atualizacoes/embarca', carrierAdmin, { limite: 0 });
    expect(badFilter.statusCode).toBe(400);
    const badFeed = await http.post('/api/anuncios/atualizacoes/EMBARCA!', carrierAdmin);
    expect(badFeed.statusCode).toBe(400);
  });

  it('refuses release-post management to non-support users (403)', async () => {
    const response = await http.post('/api/painel-admin/novidades', carrierAdmin, post());
    expect(response.statusCode).toBe(403);
  });
});
