import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { stubApi } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render-app';
import { WhatsNewPanel } from '../components/whats-new-panel';
import { hasNewRelease } from '../release-seen';

const POSTS = [
  {
    id: 'p2',
    url: 'https://embarca.com.br/novidades/busca',
    capa: null,
    modulos: ['cargas', 'portal-agendamento'],
    titulo: 'Busca rápida por nota fiscal',
    resumo: 'Alt+. encontra a carga pela NF.',
    dataLancamento: '2026-11-10',
  },
  {
    id: 'p1',
    url: 'https://embarca.com.br/novidades/docas',
    capa: null,
    modulos: [],
    titulo: 'Agendamento de docas',
    resumo: 'Janelas por doca.',
    dataLancamento: '2026-10-05',
  },
];

function renderPanel(posts: unknown[]) {
  stubApi({ 'POST /api/anuncios/atualizacoes/embarca': { body: posts } });
  renderRoutes([{ path: '/home', element: <WhatsNewPanel /> }], '/home');
}

describe('hasNewRelease', () => {
  it('compares the newest release date with the last one seen', () => {
    expect(hasNewRelease(POSTS, null)).toBe(true);
    expect(hasNewRelease(POSTS, '2026-11-09')).toBe(true);
    expect(hasNewRelease(POSTS, '2026-11-10')).toBe(false);
    expect(hasNewRelease([], null)).toBe(false);
  });
});

describe('WhatsNewPanel', () => {
  it('is marked new until opened, lists the posts with module tags and dd/MM/yyyy dates, then remembers the newest', async () => {
    localStorage.setItem(STORAGE_KEYS.lastReleaseSeen, '2026-10-05');
    renderPanel(POSTS);
    const button = await screen.findByRole('button', { name: 'Novidades (há novidades)' });
    fireEvent.click(button);
    expect(await screen.findByRole('link', { name: 'Busca rápida por nota fiscal' })).toBeTruthy();
    expect(screen.getByText('Lançado em 10/11/2026')).toBeTruthy();
    expect(screen.getByText('Portal de agendamento')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todas as novidades' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.lastReleaseSeen)).toBe('2026-11-10');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Novidades (há novidades)' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Novidades' })).toBeTruthy();
  });

  it('is not marked new when the newest post was already seen', async () => {
    localStorage.setItem(STORAGE_KEYS.lastReleaseSeen, '2026-11-10');
    const fetchMock = stubApi({ 'POST /api/anuncios/atualizacoes/embarca': { body: POSTS } });
    renderRoutes([{ path: '/home', element: <WhatsNewPanel /> }], '/home');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByRole('button', { name: 'Novidades' });
    expect(screen.queryByRole('button', { name: 'Novidades (há novidades)' })).toBeNull();
  });

  it("shows 'Sem novidades' when the feed is empty", async () => {
    renderPanel([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Novidades' }));
    expect(await screen.findByText('Sem novidades')).toBeTruthy();
  });
});
