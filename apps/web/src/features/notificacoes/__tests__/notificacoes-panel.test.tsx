import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi, type TFakeRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render-app';
import { NotificacoesHub } from '../components/notificacoes-hub';
import { NotificacoesPanel } from '../components/notificacoes-panel';
import { FakeWebSocket } from './fake-web-socket';
import { listOf, notificacao, signInAs } from './fixtures';

const CONFIGURED = [{ nome: 'PreferenciasNotificacao', valor: { canais: { CARGA: true } } }];

function Where() {
  const location = useLocation();
  return <output aria-label="local">{`${location.pathname}${location.search}`}</output>;
}

function renderPanel(routes: TFakeRoutes) {
  const fetchMock = stubApi({
    'GET /api/notificacoes/summary': { body: { unread: 0, total: 0, ultima: null } },
    'GET /api/notificacoes': { body: listOf([]) },
    'GET /api/owner-preferences': { body: CONFIGURED },
    ...routes,
  });
  const shell = (
    <>
      <NotificacoesPanel />
      <NotificacoesHub />
      <Where />
    </>
  );
  const router = renderRoutes(
    [
      { path: '/home', element: shell },
      { path: '*', element: shell },
    ],
    '/home',
  );
  return { fetchMock, router };
}

const bell = (name: string | RegExp = /^Notificações/) => screen.findByRole('button', { name });
const openPanel = async () => fireEvent.click(await bell());

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('NotificacoesPanel', () => {
  it('shows the unread count on the bell, capped at 99+', async () => {
    signInAs();
    renderPanel({ 'GET /api/notificacoes/summary': { body: { unread: 150, total: 150, ultima: null } } });
    const button = await bell('Notificações (99+ não lidas)');
    expect(button).toBeTruthy();
    expect(screen.getByText('99+')).toBeTruthy();
  });

  it('shows the exact count below the cap and no badge with nothing unread', async () => {
    signInAs();
    renderPanel({ 'GET /api/notificacoes/summary': { body: { unread: 7, total: 9, ultima: null } } });
    expect(await bell('Notificações (7 não lidas)')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
  });

  it("says 'Sem notificações' when the list is empty and the company has configured its notifications", async () => {
    signInAs();
    renderPanel({});
    await openPanel();
    expect(await screen.findByText('Sem notificações')).toBeTruthy();
    expect(screen.queryByText('Você ainda não configurou suas notificações')).toBeNull();
    expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toHaveProperty('disabled', true);
  });

  it("says 'Você ainda não configurou suas notificações' without the preference, with the link to p=9 for admins", async () => {
    signInAs('Administrador');
    renderPanel({ 'GET /api/owner-preferences': { body: [] } });
    await openPanel();
    expect(await screen.findByText('Você ainda não configurou suas notificações')).toBeTruthy();
    expect(screen.queryByText('Sem notificações')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Configurar notificações' }));
    expect(screen.getByRole('status', { name: 'local' }).textContent).toBe(
      '/home?p=9&drawer=configuracoes/owner-preferences',
    );
    await waitFor(() => expect(screen.queryByText('Você ainda não configurou suas notificações')).toBeNull());
  });

  it('tells an operator (who cannot open the preferences) to ask an administrator', async () => {
    signInAs('Operador');
    renderPanel({ 'GET /api/owner-preferences': { body: [] } });
    await openPanel();
    expect(await screen.findByText('Peça a um administrador da empresa para configurá-las.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Configurar notificações' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preferências de notificação' })).toBeNull();
  });

  it('on click marks read, refreshes the summary, closes the panel and goes to the action route', async () => {
    signInAs();
    const item = notificacao();
    let unread = 1;
    const { fetchMock } = renderPanel({
      'GET /api/notificacoes/summary': () => ({ body: { unread, total: 1, ultima: item.dhNotificacao } }),
      'GET /api/notificacoes': { body: listOf([item]) },
      'PUT /api/notificacoes/read': () => {
        unread = 0;
        return { body: null };
      },
      [`GET /api/notificacoes/${item.id}/action`]: {
        body: { route: `/cargas/minhas-cargas/${item.eventId}` },
      },
    });
    await openPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Carga 123 em trânsito (não lida)' }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'local' }).textContent).toBe(
        `/cargas/minhas-cargas/${item.eventId}`,
      ),
    );
    const read = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === 'PUT' && String(url).includes('/read'),
    );
    expect(read?.[0]).toBe(`/api/notificacoes/read?id=${item.id}`);
    expect(callsTo(fetchMock, 'GET /api/notificacoes/summary').length).toBeGreaterThanOrEqual(2);
    expect(await bell('Notificações')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Painel de notificações' })).toBeNull();
  });

  it('marks all as read', async () => {
    signInAs();
    const { fetchMock } = renderPanel({
      'GET /api/notificacoes/summary': { body: { unread: 2, total: 2, ultima: null } },
      'GET /api/notificacoes': { body: listOf([notificacao()]) },
      'PUT /api/notificacoes/readAll': { body: null },
    });
    await openPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/notificacoes/readAll')).toHaveLength(1));
  });

  it('groups notifications by channelGroupId', async () => {
    signInAs();
    const group = 'b0000000-0000-4000-8000-0000000000aa';
    const one = notificacao({
      id: 'a0000000-0000-4000-8000-000000000011',
      channelGroupId: group,
      title: 'Primeira',
    });
    const two = notificacao({
      id: 'a0000000-0000-4000-8000-000000000012',
      channelGroupId: group,
      title: 'Segunda',
    });
    const { fetchMock } = renderPanel({
      'GET /api/notificacoes': { body: { items: [{ channelGroupId: group, items: [one, two] }], total: 2 } },
      'PUT /api/notificacoes/readAllGroup': { body: null },
    });
    await openPanel();
    const section = await screen.findByRole('region', { name: 'Carga (2)' });
    expect(within(section).getByText('Primeira')).toBeTruthy();
    expect(within(section).getByText('Segunda')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Marcar grupo como lido' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/notificacoes/readAllGroup')).toHaveLength(1));
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).endsWith(`readAllGroup?channelGroupId=${group}`)),
    ).toBe(true);
  });

  it('a NewNotification frame puts the item first, marked new for 2 s, and shows a toast with a progress bar', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs();
    const old = notificacao({ id: 'a0000000-0000-4000-8000-000000000002', title: 'Antiga', lida: true });
    renderPanel({ 'GET /api/notificacoes': { body: listOf([old]) } });
    await openPanel();
    await screen.findByText('Antiga');
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.last;
    act(() => socket.serverOpen());
    expect(socket.sent).toEqual([JSON.stringify({ type: 'join' })]);

    const arrived = notificacao({ title: 'Chegou agora', body: '<p>Carga <b>777</b> entregue.</p>' });
    act(() => {
      socket.serverSend({ type: 'NewNotification', notification: arrived });
      socket.serverSend({
        type: 'SummaryNotifications',
        summary: { unread: 1, total: 2, ultima: arrived.dhNotificacao },
      });
    });

    const panel = screen.getByRole('region', { name: 'Painel de notificações' });
    const titles = () =>
      within(panel)
        .getAllByRole('article')
        .map((article) => article.querySelector('button')?.textContent);
    await waitFor(() => expect(titles()).toEqual(['Chegou agora (não lida)', 'Antiga']));
    const card = within(panel).getAllByRole('article')[0];
    expect(card?.hasAttribute('data-new')).toBe(true);
    expect(await bell('Notificações (1 não lida)')).toBeTruthy();

    // The toast: its title, the body's text, and the 10 s progress bar.
    const toasts = await screen.findAllByText('Chegou agora');
    const toast = toasts.find((node) => !panel.contains(node))?.closest('[role="alert"]') as HTMLElement;
    expect(toast).toBeTruthy();
    expect(within(toast).getByText('777')).toBeTruthy();
    expect(toast.innerHTML).toContain('--notifications-progress-duration: 10000ms');

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(within(panel).getAllByRole('article')[0]?.hasAttribute('data-new')).toBe(false);
  });

  it('renders bodies sanitised: no image, no script, no event attribute runs', async () => {
    signInAs();
    const hostile = notificacao({
      title: 'Hostil',
      body: '<p>Olá<img src="x" onerror="window.__pwned = 1"></p><script>window.__pwned = 2</script><a href="javascript:alert(1)" onclick="window.__pwned = 3">link</a>',
    });
    renderPanel({ 'GET /api/notificacoes': { body: listOf([hostile]) } });
    await openPanel();
    const panel = await screen.findByRole('region', { name: 'Painel de notificações' });
    await within(panel).findByText('Olá');
    expect(panel.querySelector('img')).toBeNull();
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.querySelector('[onerror], [onclick]')).toBeNull();
    const link = within(panel).getByText('link');
    expect(link.getAttribute('href')).toBeNull();
    fireEvent.click(link);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
