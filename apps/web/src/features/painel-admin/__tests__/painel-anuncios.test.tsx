import { MESSAGES, requiredMessage, successMessage } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../lib/session';
import { callsTo, stubApi } from '../../../test/fetch-routes';
import { makeTokenObject } from '../../../test/jwt.fixtures';
import { renderRoutes } from '../../../test/render-app';
import { PainelAdminPage } from '../pages/painel-admin-page';

const ANUNCIO = {
  id: '00000000-0000-4000-8000-0000000000b1',
  tipo: 'banner',
  posicao: 'top',
  exibir: true,
  regra: { tipo: 'contains', urls: [] },
  midia: null,
  titulo: 'CNPJ alfanumérico',
  mensagem: '<p>Já aceitamos o <strong>novo formato</strong>.</p>',
  acao: null,
  estilo: { size: 'md', solid: false, variant: 'info' },
  publico: { todos: false, tiposEmpresa: [3], licencas: [] },
  inicio: null,
  fim: null,
  leituras: 4,
  cliques: 2,
  fechamentos: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const POST = {
  id: '00000000-0000-4000-8000-0000000000c1',
  databaseId: 'embarca',
  url: 'https://embarca.com.br/novidades/x',
  capa: null,
  modulos: ['cargas'],
  titulo: 'Busca rápida por nota fiscal',
  resumo: 'Alt+. encontra a carga pela NF.',
  dataLancamento: '2026-11-10',
  publicado: true,
  createdAt: '2026-11-10T10:00:00.000Z',
  updatedAt: '2026-11-10T10:00:00.000Z',
};

function signInSupport() {
  const token = makeTokenObject({ role: 'Administrador', UsuarioTipo: 100, sub: 'u', OwnerId: 'o' });
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(token));
}

function input(label: string): HTMLElement {
  // Required fields carry Mantine's asterisk in the label.
  const node = screen
    .getAllByLabelText(new RegExp(`^${label}\\s*\\*?$`))
    .find((el) => el.tagName === 'INPUT' || el.tagName === 'TEXTAREA');
  if (!node) throw new Error(`${label} not found`);
  return node;
}

describe('PainelAdminPage · Anúncios', { timeout: 20_000 }, () => {
  it('lists announcements with audience and analytics', async () => {
    stubApi({ 'GET /api/painel-admin/anuncios': { body: [ANUNCIO] } });
    signInSupport();
    renderRoutes([{ path: '/', Component: PainelAdminPage }], '/?secao=anuncios');
    expect(await screen.findByText('CNPJ alfanumérico')).toBeTruthy();
    expect(screen.getByText('Banner · Topo')).toBeTruthy();
    expect(screen.getByText('Embarcador')).toBeTruthy();
    expect(screen.getByText('4 / 2 / 1')).toBeTruthy();
  });

  it('validates with the catalogue texts and sends nothing when required fields are missing', async () => {
    const fetchMock = stubApi({ 'GET /api/painel-admin/anuncios': { body: [] } });
    signInSupport();
    renderRoutes([{ path: '/', Component: PainelAdminPage }], '/?secao=anuncios');
    fireEvent.click(await screen.findByRole('button', { name: 'Novo anúncio' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    // Under each field, and in the error summary at the top of the form (issue 16).
    expect((await screen.findAllByText(requiredMessage('Título'))).length).toBeGreaterThan(0);
    expect(screen.getAllByText(requiredMessage('Mensagem')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: requiredMessage('Título') })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/painel-admin/anuncios')).toHaveLength(0);
  });

  it('creates a banner with URL rules, shows a safe preview and the success message', async () => {
    const fetchMock = stubApi({
      'GET /api/painel-admin/anuncios': { body: [] },
      'POST /api/painel-admin/anuncios': { status: 201, body: ANUNCIO },
    });
    signInSupport();
    renderRoutes([{ path: '/', Component: PainelAdminPage }], '/?secao=anuncios');
    fireEvent.click(await screen.findByRole('button', { name: 'Novo anúncio' }));
    fireEvent.change(input('Título'), { target: { value: 'Manutenção' } });
    fireEvent.change(input('Mensagem'), {
      target: {
        value: 'Sistema <b>fora</b> no domingo<script>alert(1)</script><img src=x onerror="alert(1)">',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar URL' }));
    fireEvent.change(input('URL 1'), { target: { value: '/home' } });

    const preview = screen.getByTestId('anuncio-preview');
    expect(within(preview).getByText('fora').tagName).toBe('B');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/painel-admin/anuncios')).toHaveLength(1));
    const [init] = callsTo(fetchMock, 'POST /api/painel-admin/anuncios');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      tipo: 'banner',
      posicao: 'top',
      titulo: 'Manutenção',
      regra: { tipo: 'contains', urls: ['/home'] },
      publico: { todos: true },
      midia: null,
      acao: null,
    });
    expect(await screen.findByText(successMessage('created', 'Anúncio'))).toBeTruthy();
  });

  it('deletes after confirmation, and reports a failure with the catalogue text', async () => {
    let fail = false;
    const fetchMock = stubApi({
      'GET /api/painel-admin/anuncios': { body: [ANUNCIO] },
      [`DELETE /api/painel-admin/anuncios/${ANUNCIO.id}`]: () =>
        fail ? { status: 500, body: { message: 'x' } } : { body: { message: 'ok' } },
    });
    signInSupport();
    renderRoutes([{ path: '/', Component: PainelAdminPage }], '/?secao=anuncios');
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de CNPJ alfanumérico' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    expect(callsTo(fetchMock, `DELETE /api/painel-admin/anuncios/${ANUNCIO.id}`)).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(successMessage('deleted', 'Anúncio'))).toBeTruthy();
    expect(callsTo(fetchMock, `DELETE /api/painel-admin/anuncios/${ANUNCIO.id}`)).toHaveLength(1);

    fail = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de CNPJ alfanumérico' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MESSAGES.deleteError)).toBeTruthy();
  });
});

describe('PainelAdminPage · Novidades', { timeout: 20_000 }, () => {
  it('lists release posts and creates one with module tags', async () => {
    const fetchMock = stubApi({
      'GET /api/painel-admin/novidades': { body: [POST] },
      'POST /api/painel-admin/novidades': { status: 201, body: POST },
    });
    signInSupport();
    renderRoutes([{ path: '/', Component: PainelAdminPage }], '/?secao=novidades');
    expect(await screen.findByText('Busca rápida por nota fiscal')).toBeTruthy();
    expect(screen.getByText('10/11/2026')).toBeTruthy();
    expect(screen.getByText('Publicada')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nova novidade' }));
    fireEvent.change(input('Título'), { target: { value: 'Agendamento de docas' } });
    fireEvent.change(input('Resumo'), { target: { value: 'Fornecedores escolhem a janela.' } });
    fireEvent.change(input('Data de lançamento'), { target: { value: '2026-11-20' } });
    fireEvent.change(input('URL pública'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Portal de agendamento' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MESSAGES.invalidFormat)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/painel-admin/novidades')).toHaveLength(0);

    fireEvent.change(input('URL pública'), { target: { value: 'https://embarca.com.br/novidades/docas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/painel-admin/novidades')).toHaveLength(1));
    const [init] = callsTo(fetchMock, 'POST /api/painel-admin/novidades');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      databaseId: 'embarca',
      titulo: 'Agendamento de docas',
      modulos: ['portal-agendamento'],
      dataLancamento: '2026-11-20',
      capa: null,
      publicado: true,
    });
    expect(await screen.findByText(successMessage('created', 'Novidade'))).toBeTruthy();
  });
});
