import type { TNotificacao } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type TFakeRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render-app';
import { NotificacoesPage } from '../pages/notificacoes-page';
import { notificacao, signInAs } from './fixtures';

/** 25 notifications, newest first, ids ...01 to ...25; odd ones unread. */
const ALL: TNotificacao[] = Array.from({ length: 25 }, (_, index) => {
  const n = index + 1;
  return notificacao({
    id: `a0000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    title: `Aviso ${n}`,
    dhNotificacao: new Date(Date.UTC(2026, 2, 10, 15, 0) - index * 3_600_000).toISOString(),
    lida: n % 2 === 0,
  });
});

/** A fake GET /api/notificacoes that honours offset, limit, query and unread like the API. */
function fakeList(rows: () => TNotificacao[]) {
  return (url: string) => {
    const params = new URL(url, 'http://localhost').searchParams;
    const query = (params.get('query') ?? '').toLowerCase();
    const matching = rows().filter(
      (row) =>
        (!query || row.title.toLowerCase().includes(query)) && (params.get('unread') !== 'true' || !row.lida),
    );
    const offset = Number(params.get('offset'));
    const page = matching.slice(offset, offset + Number(params.get('limit')));
    return {
      items: page.map((item) => ({ channelGroupId: item.channelGroupId, items: [item] })),
      total: matching.length,
    };
  };
}

function renderPage(extra: TFakeRoutes = {}) {
  signInAs();
  let rows = [...ALL];
  const list = fakeList(() => rows);
  const fetchMock = stubApi(extra);
  // stubApi routes by path only; the list needs the query string and DELETE answers 204 without a body.
  const routed = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET' && url.startsWith('/api/notificacoes?')) {
      return new Response(JSON.stringify(list(url)), { status: 200 });
    }
    if (init?.method === 'DELETE') {
      const ids = (new URL(url, 'http://localhost').searchParams.get('id') ?? '').split(',');
      rows = rows.filter((row) => !ids.includes(row.id));
      return new Response(null, { status: 204 });
    }
    return routed ? routed(url, init) : new Response('', { status: 404 });
  });
  renderRoutes([{ path: '/notificacoes', element: <NotificacoesPage /> }], '/notificacoes');
  return fetchMock;
}

const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: String(url), method: init?.method ?? 'GET' }))
    .filter((call) => call.method === 'GET' && call.url.startsWith('/api/notificacoes?'))
    .map((call) => new URL(call.url, 'http://localhost').searchParams);

afterEach(() => {
  vi.useRealTimers();
});

describe('NotificacoesPage', () => {
  it('pages 10 at a time, newest first, with pt-BR dates', async () => {
    const fetchMock = renderPage();
    expect(await screen.findByText('Aviso 1')).toBeTruthy();
    expect(screen.getByText('Aviso 10')).toBeTruthy();
    expect(screen.queryByText('Aviso 11')).toBeNull();
    expect(screen.getByText('25 notificações')).toBeTruthy();
    // 15:00 UTC is 12:00 in São Paulo.
    expect(screen.getByText('10/03/2026 12:00')).toBeTruthy();
    const first = listCalls(fetchMock)[0];
    expect(first?.get('offset')).toBe('0');
    expect(first?.get('limit')).toBe('10');
    expect(first?.get('orderDirection')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByText('Aviso 21')).toBeTruthy();
    expect(screen.getByText('Aviso 25')).toBeTruthy();
    expect(screen.queryByText('Aviso 1')).toBeNull();
    expect(listCalls(fetchMock).at(-1)?.get('offset')).toBe('20');
  });

  it('filters by text (debounced) and by unread only, back on page 1', async () => {
    const fetchMock = renderPage();
    await screen.findByText('Aviso 1');
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await screen.findByText('Aviso 11');

    fireEvent.change(screen.getByRole('textbox', { name: 'Pesquisar notificações' }), {
      target: { value: 'aviso 2' },
    });
    // 'aviso 2' matches 2 and 20–25.
    expect(await screen.findByText('7 notificações')).toBeTruthy();
    const searched = listCalls(fetchMock).at(-1);
    expect(searched?.get('query')).toBe('aviso 2');
    expect(searched?.get('offset')).toBe('0');

    fireEvent.click(screen.getByRole('switch', { name: 'Somente não lidas' }));
    // Unread (odd) among them: 21, 23, 25.
    expect(await screen.findByText('3 notificações')).toBeTruthy();
    expect(listCalls(fetchMock).at(-1)?.get('unread')).toBe('true');
    expect(screen.queryByText('Aviso 20')).toBeNull();
  });

  it('marks one read and another unread', async () => {
    const fetchMock = renderPage({
      'PUT /api/notificacoes/read': { body: null },
      'PUT /api/notificacoes/unread': { body: null },
    });
    await screen.findByText('Aviso 1');
    fireEvent.click(screen.getByRole('button', { name: 'Marcar como lida: Aviso 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Marcar como não lida: Aviso 2' }));
    await waitFor(() => {
      const urls = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([url]) => url);
      expect(urls).toEqual([
        `/api/notificacoes/read?id=${ALL[0]?.id}`,
        `/api/notificacoes/unread?id=${ALL[1]?.id}`,
      ]);
    });
  });

  it('deletes one after confirmation, and nothing when cancelled', async () => {
    const fetchMock = renderPage();
    await screen.findByText('Aviso 1');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir: Aviso 3' }));
    let dialog = await screen.findByRole('dialog', { name: 'Excluir notificação' });
    expect(within(dialog).getByText(/Deseja excluir a notificação "Aviso 3"\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Excluir: Aviso 3' }));
    dialog = await screen.findByRole('dialog', { name: 'Excluir notificação' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Notificação excluído com sucesso!')).toBeTruthy();
    const deleted = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deleted?.[0]).toBe(`/api/notificacoes?id=${ALL[2]?.id}`);
    await waitFor(() => expect(screen.queryByText('Aviso 3')).toBeNull());
    expect(screen.getByText('24 notificações')).toBeTruthy();
  });

  it('deletes the selected ones in one call', async () => {
    const fetchMock = renderPage();
    await screen.findByText('Aviso 1');
    const deleteSelected = screen.getByRole('button', { name: 'Excluir selecionadas' });
    expect(deleteSelected).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar "Aviso 4"' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar "Aviso 5"' }));
    fireEvent.click(screen.getByRole('button', { name: 'Excluir selecionadas (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir notificações' });
    expect(within(dialog).getByText(/Deseja excluir as 2 notificações selecionadas\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('2 notificações excluídas com sucesso!')).toBeTruthy();
    const deleted = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deleted?.[0]).toBe(`/api/notificacoes?id=${ALL[3]?.id},${ALL[4]?.id}`);
    await waitFor(() => expect(screen.getByText('23 notificações')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Excluir selecionadas' })).toHaveProperty('disabled', true);
  });

  it('selects the whole page with the header checkbox', async () => {
    renderPage();
    await screen.findByText('Aviso 1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todas desta página' }));
    expect(screen.getByRole('button', { name: 'Excluir selecionadas (10)' })).toBeTruthy();
  });

  it("says 'Sem notificações' when there is none", async () => {
    signInAs();
    stubApi({ 'GET /api/notificacoes': { body: { items: [], total: 0 } } });
    renderRoutes([{ path: '/notificacoes', element: <NotificacoesPage /> }], '/notificacoes');
    expect(await screen.findByText('Sem notificações')).toBeTruthy();
  });
});
