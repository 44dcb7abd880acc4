import type { TAnuncio } from '@embarca/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render-app';
import { anunciosForPage, resetClosedAnuncios } from '../anuncio-filter';
import { AnuncioBanners } from '../components/anuncio-banners';
import { AnuncioModal, DO_NOT_SHOW_AGAIN } from '../components/anuncio-modal';

function anuncio(overrides: Partial<TAnuncio>): TAnuncio {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    tipo: 'banner',
    posicao: 'top',
    exibir: true,
    regra: { tipo: 'contains', urls: [] },
    midia: null,
    titulo: 'CNPJ alfanumérico',
    mensagem: '<p>Já aceitamos o <strong>novo formato</strong>.<img src=x onerror="alert(1)"></p>',
    acao: { label: 'Saiba mais', url: 'https://www.gov.br', target: '_blank' },
    estilo: { size: 'md', solid: false, variant: 'info' },
    ...overrides,
  };
}

const EXACT_HOME = anuncio({
  id: 'exact',
  titulo: 'Só no início',
  regra: { tipo: 'exact', urls: ['/home'] },
});
const CONTAINS_CARGAS = anuncio({
  id: 'contains',
  titulo: 'Cargas',
  regra: { tipo: 'contains', urls: ['cargas'] },
});
const EVERYWHERE = anuncio({ id: 'all', titulo: 'Todas as páginas' });
const BOTTOM = anuncio({ id: 'bottom', titulo: 'Rodapé', posicao: 'bottom' });
const MODAL = anuncio({
  id: 'modal',
  tipo: 'modal',
  titulo: 'Bem-vindo',
  midia: { tipo: 'img', url: 'https://cdn.embarca.demo/boas-vindas.png', alt: 'Caminhão na estrada' },
  regra: { tipo: 'exact', urls: ['/home'] },
});

afterEach(() => {
  resetClosedAnuncios();
});

describe('anunciosForPage (URL rules)', () => {
  const all = [EXACT_HOME, CONTAINS_CARGAS, EVERYWHERE, BOTTOM, MODAL];
  const top = (path: string) =>
    anunciosForPage(all, path, { tipo: 'banner', posicao: 'top' }).map((a) => a.id);

  it('exact compares the path without query and trailing slash; contains looks for a part of it', () => {
    expect(top('/home')).toEqual(['exact', 'all']);
    expect(top('/home/')).toEqual(['exact', 'all']);
    expect(top('/home/outra')).toEqual(['all']);
    expect(top('/cargas/minhas-cargas')).toEqual(['contains', 'all']);
    expect(top('/configuracoes')).toEqual(['all']);
  });

  it('separates positions and modals, and leaves hidden announcements out', () => {
    expect(anunciosForPage(all, '/home', { tipo: 'banner', posicao: 'bottom' }).map((a) => a.id)).toEqual([
      'bottom',
    ]);
    expect(anunciosForPage(all, '/home', { tipo: 'modal' }).map((a) => a.id)).toEqual(['modal']);
    expect(
      anunciosForPage([anuncio({ exibir: false })], '/home', { tipo: 'banner', posicao: 'top' }),
    ).toEqual([]);
  });
});

describe('AnuncioBanners', () => {
  it('shows the matching banners; closing one marks it read and records a close event', async () => {
    const fetchMock = stubApi({
      'GET /api/anuncios': { body: [EXACT_HOME, CONTAINS_CARGAS] },
      'PATCH /api/anuncios/exact/lido': { status: 204 },
      'POST /api/anuncios/exact/eventos': { status: 204 },
    });
    renderRoutes([{ path: '/home', element: <AnuncioBanners posicao="top" /> }], '/home');
    expect(await screen.findByText('Só no início')).toBeTruthy();
    expect(screen.queryByText('Cargas')).toBeNull();
    // The message keeps its formatting and drops what is not allowed.
    expect(screen.getByText('novo formato').tagName).toBe('STRONG');
    expect(document.querySelector('img')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso: Só no início' }));
    await waitFor(() => expect(screen.queryByText('Só no início')).toBeNull());
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/anuncios/exact/lido')).toHaveLength(1));
    const [event] = callsTo(fetchMock, 'POST /api/anuncios/exact/eventos');
    expect(JSON.parse(String(event?.body))).toEqual({ evento: 'close' });
  });

  it('records a click on the action button', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const fetchMock = stubApi({
      'GET /api/anuncios': { body: [EVERYWHERE] },
      'POST /api/anuncios/all/eventos': { status: 204 },
    });
    renderRoutes([{ path: '/configuracoes', element: <AnuncioBanners posicao="top" /> }], '/configuracoes');
    fireEvent.click(await screen.findByRole('button', { name: 'Saiba mais' }));
    expect(open).toHaveBeenCalledWith('https://www.gov.br', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/anuncios/all/eventos')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PATCH /api/anuncios/all/lido')).toHaveLength(0);
  });
});

describe('AnuncioModal', () => {
  it("shows the modal with its media; 'Não mostrar novamente' marks it read", async () => {
    const fetchMock = stubApi({
      'GET /api/anuncios': { body: [MODAL] },
      'PATCH /api/anuncios/modal/lido': { status: 204 },
      'POST /api/anuncios/modal/eventos': { status: 204 },
    });
    renderRoutes([{ path: '/home', element: <AnuncioModal /> }], '/home');
    const dialog = await screen.findByRole('dialog', { name: 'Bem-vindo' });
    expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('Caminhão na estrada');
    fireEvent.click(screen.getByRole('button', { name: DO_NOT_SHOW_AGAIN }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/anuncios/modal/lido')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bem-vindo' })).toBeNull());
  });

  it('closing with the X records a close event but does not mark it read', async () => {
    const fetchMock = stubApi({
      'GET /api/anuncios': { body: [MODAL] },
      'POST /api/anuncios/modal/eventos': { status: 204 },
    });
    renderRoutes([{ path: '/home', element: <AnuncioModal /> }], '/home');
    await screen.findByRole('dialog', { name: 'Bem-vindo' });
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bem-vindo' })).toBeNull());
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/anuncios/modal/eventos')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PATCH /api/anuncios/modal/lido')).toHaveLength(0);
  });
});
