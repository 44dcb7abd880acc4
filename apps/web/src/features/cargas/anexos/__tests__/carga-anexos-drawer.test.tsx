import { CargaCardMenuItem, type TCargaAnexo, type TCargaDetails, ZCargaDetails } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi, type TFakeRoutes } from '../../../../test/fetch-routes';
import { renderDrawer } from '../../../../test/render-drawer';
import { signInOperador } from '../../../../test/session.fixtures';
import { makeCargaDetails } from '../../detalhes/__tests__/detalhes-fixtures';
import { makeCard } from '../../quadro/__tests__/quadro-fixtures';
import { drawerDoItem, itensDoMenu } from '../../quadro/menu-items';

const card = makeCard({ codigo: 2077 });
const ID = card.id;
const ROTA_ORIGEM = '11111111-1111-4111-8111-111111111111';
const ROTA_DESTINO = '33333333-3333-4333-8333-333333333333';

const DETAILS: TCargaDetails = ZCargaDetails.parse(
  makeCargaDetails({
    ...card,
    unidadeNegocio: { id: card.unidadeNegocioId, nome: 'Matriz' },
    modalidade: 1,
    tipoTarifa: 1,
    criadoEm: '2026-03-01T12:00:00Z',
    rotas: [
      {
        id: ROTA_DESTINO,
        ordem: 2,
        rota: 3,
        empresa: { id: 'e2', nome: 'Mercado Norte', documento: null },
        localidade: null,
        cidade: 'Curitiba',
        uf: 'PR',
        latitude: null,
        longitude: null,
        dhPrevista: null,
        dhRealizada: null,
      },
      {
        id: ROTA_ORIGEM,
        ordem: 1,
        rota: 1,
        empresa: null,
        localidade: 'CD Campinas',
        cidade: 'Campinas',
        uf: 'SP',
        latitude: null,
        longitude: null,
        dhPrevista: null,
        dhRealizada: null,
      },
    ],
  }),
);

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

const FOTO: TCargaAnexo = {
  id: 'a0000000-0000-4000-8000-000000000001',
  nome: 'Canhoto assinado',
  nomeArquivo: 'Canhoto assinado.png',
  contentType: 'image/png',
  tamanho: 12_700,
  imagem: true,
  ofertaCargaRotaId: ROTA_DESTINO,
  enviadoPor: { id: 'u9', nome: 'Carlos Motorista' },
  empresa: 'Transportes Rápido Sul',
  criadoEm: '2026-03-04T18:05:00Z',
  podeExcluir: true,
};
const PDF: TCargaAnexo = {
  id: 'a0000000-0000-4000-8000-000000000002',
  nome: 'Instruções de entrega.pdf',
  nomeArquivo: 'Instruções de entrega.pdf',
  contentType: 'application/pdf',
  tamanho: 3_355_443,
  imagem: false,
  ofertaCargaRotaId: null,
  enviadoPor: { id: 'u1', nome: 'Ana Admin' },
  empresa: 'Embarcador Demo',
  criadoEm: '2026-03-01T13:00:00Z',
  podeExcluir: false,
};

const base = `/api/carga-mongo/${ID}/anexo-adicional`;

function rotas(lista: () => TCargaAnexo[], extra: TFakeRoutes = {}): TFakeRoutes {
  return {
    [`GET /api/carga-mongo/${ID}/details`]: { body: DETAILS },
    [`GET ${base}`]: () => ({ body: lista() }),
    [`GET ${base}/${FOTO.id}/arquivo`]: () => new Response(PNG, { headers: { 'content-type': 'image/png' } }),
    ...extra,
  };
}

const renderAnexos = () => renderDrawer(`cargas/detalhes/${ID}/anexos`);

/** The first wait of a test: the drawer's page is a lazy chunk. */
const LENTO = { timeout: 10_000 };

/** The upload form (its error sits inside; toasts are alerts too). */
const formulario = () => screen.getByRole('form', { name: 'Adicionar anexo' });

const fileInput = () => screen.getByLabelText('Arquivo do anexo') as HTMLInputElement;
const escolher = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

beforeEach(() => {
  signInOperador();
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:teste/${++n}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('load attachments drawer', { timeout: 30_000 }, () => {
  it('lists the attachments with size, sender, date and route point, and previews images', async () => {
    stubApi(rotas(() => [FOTO, PDF]));
    const router = renderAnexos();

    const tabela = await screen.findByRole('table', { name: 'Anexos da carga 2077' }, LENTO);
    expect(screen.getByRole('tab', { name: 'Anexos', selected: true })).toBeTruthy();
    const [, linhaFoto, linhaPdf] = within(tabela).getAllByRole('row');
    expect(within(linhaFoto!).getByText('Canhoto assinado')).toBeTruthy();
    expect(within(linhaFoto!).getByText('2. Destino final — Mercado Norte')).toBeTruthy();
    expect(within(linhaFoto!).getByText('12,4 KB')).toBeTruthy();
    expect(within(linhaFoto!).getByText('Carlos Motorista')).toBeTruthy();
    expect(within(linhaFoto!).getByText('Transportes Rápido Sul')).toBeTruthy();
    expect(within(linhaFoto!).getByText('04/03/2026 15:05')).toBeTruthy();
    expect(within(linhaPdf!).getByText('3,2 MB')).toBeTruthy();
    expect(within(linhaPdf!).getByText('01/03/2026 10:00')).toBeTruthy();
    // Only who may delete sees the button.
    expect(within(linhaFoto!).getByRole('button', { name: 'Excluir Canhoto assinado' })).toBeTruthy();
    expect(within(linhaPdf!).queryByRole('button', { name: /Excluir/ })).toBeNull();
    expect(within(linhaPdf!).queryByRole('button', { name: /Ampliar/ })).toBeNull();

    // The image's thumbnail, from its bytes; a click shows it enlarged.
    const ampliar = await within(linhaFoto!).findByRole('button', { name: 'Ampliar Canhoto assinado' });
    expect((within(ampliar).getByRole('img') as HTMLImageElement).src).toMatch(/^blob:teste\//);
    fireEvent.click(ampliar);
    const modal = await screen.findByRole('dialog', { name: 'Canhoto assinado' });
    expect(within(modal).getByRole('img', { name: 'Canhoto assinado' })).toBeTruthy();

    // Escape closes the enlarged view, not the drawer under it.
    fireEvent.keyDown(modal, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Canhoto assinado' })).toBeNull());
    expect(router.state.location.search).toContain(`drawer=cargas/detalhes/${ID}/anexos`);
    expect(screen.getByRole('table', { name: 'Anexos da carga 2077' })).toBeTruthy();
  });

  it('says there are none yet', async () => {
    stubApi(rotas(() => []));
    renderAnexos();
    expect(await screen.findByText('Nenhum anexo nesta carga.', {}, LENTO)).toBeTruthy();
  });

  it('uploads a chosen image with its name and route point, then shows the new list', async () => {
    let lista: TCargaAnexo[] = [];
    let enviado: { nome: string; ofertaCargaRotaId: string | null; anexo: string } | undefined;
    const fetchMock = stubApi(
      rotas(() => lista, {
        [`POST ${base}`]: (init) => {
          enviado = JSON.parse(String(init?.body));
          lista = [FOTO];
          return { status: 201, body: { message: 'Anexo cadastrado com sucesso!', anexo: FOTO } };
        },
      }),
    );
    renderAnexos();
    await screen.findByText('Nenhum anexo nesta carga.', {}, LENTO);

    escolher(new File([PNG], 'canhoto.png', { type: 'image/png' }));
    const nome = (await screen.findByLabelText(/^Nome/)) as HTMLInputElement;
    expect(nome.value).toBe('canhoto.png');
    fireEvent.change(nome, { target: { value: 'Canhoto assinado' } });
    // The Select's listbox is labelled by it too: the input comes first.
    const ponto = screen.getAllByLabelText('Ponto da rota')[0] as HTMLInputElement;
    ponto.focus();
    fireEvent.click(ponto);
    fireEvent.click(await screen.findByRole('option', { name: '2. Destino final — Mercado Norte' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar anexo' }));

    expect(await screen.findByText('Anexo cadastrado com sucesso!')).toBeTruthy();
    expect(enviado?.nome).toBe('Canhoto assinado');
    expect(enviado?.ofertaCargaRotaId).toBe(ROTA_DESTINO);
    expect(enviado?.anexo).toBe(`data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`);
    expect(await screen.findByRole('table', { name: 'Anexos da carga 2077' })).toBeTruthy();
    expect(callsTo(fetchMock, `GET ${base}`).length).toBeGreaterThanOrEqual(2);
    // The form is ready for the next file.
    expect(fileInput()).toBeTruthy();
  });

  it('refuses, before sending, an image whose bytes are not its type and a file over the limit', async () => {
    const fetchMock = stubApi(rotas(() => []));
    renderAnexos();
    await screen.findByText('Nenhum anexo nesta carga.', {}, LENTO);

    escolher(new File([JPEG], 'foto.png', { type: 'image/png' }));
    expect((await within(formulario()).findByRole('alert')).textContent).toContain('Erro ao carregar imagem');
    expect(screen.queryByRole('button', { name: 'Enviar anexo' })).toBeNull();

    escolher(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(within(formulario()).getByRole('alert').textContent).toContain(
        'O arquivo deve ter no máximo 10 MB.',
      ),
    );
    expect(callsTo(fetchMock, `POST ${base}`)).toHaveLength(0);
  });

  it('shows the server’s refusal', async () => {
    stubApi(
      rotas(() => [], {
        [`POST ${base}`]: () => ({ status: 400, body: { message: 'Erro ao carregar imagem' } }),
      }),
    );
    renderAnexos();
    await screen.findByText('Nenhum anexo nesta carga.', {}, LENTO);
    escolher(new File([PNG], 'canhoto.png', { type: 'image/png' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar anexo' }));
    const alerta = await within(formulario()).findByRole('alert');
    expect(alerta.textContent).toContain('Erro ao carregar imagem');
    // The chosen file stays, to try again.
    expect(screen.getByText('canhoto.png')).toBeTruthy();
  });

  it('deletes after confirming', async () => {
    let lista = [FOTO, PDF];
    const fetchMock = stubApi(
      rotas(() => lista, {
        [`DELETE ${base}/${FOTO.id}`]: () => {
          lista = [PDF];
          return { body: { message: 'Anexo excluído com sucesso!' } };
        },
      }),
    );
    const router = renderAnexos();
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Canhoto assinado' }, LENTO));
    const dialogo = await screen.findByRole('dialog', { name: 'Excluir anexo' });
    expect(dialogo.textContent).toContain('Deseja excluir "Canhoto assinado"?');
    expect(callsTo(fetchMock, `DELETE ${base}/${FOTO.id}`)).toHaveLength(0);
    // Escape gives up without closing the drawer; asking again and confirming deletes.
    fireEvent.keyDown(dialogo, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excluir anexo' })).toBeNull());
    expect(router.state.location.search).toContain('anexos');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Canhoto assinado' }));
    const confirmacao = await screen.findByRole('dialog', { name: 'Excluir anexo' });
    fireEvent.click(within(confirmacao).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Anexo excluído com sucesso!')).toBeTruthy();
    expect(callsTo(fetchMock, `DELETE ${base}/${FOTO.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Canhoto assinado')).toBeNull());
  });

  it('downloads the file under its name', async () => {
    stubApi(rotas(() => [FOTO]));
    const clique = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Canhoto assinado.png');
      expect(this.href).toMatch(/^blob:teste\//);
    });
    renderAnexos();
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar Canhoto assinado' }, LENTO));
    await waitFor(() => expect(clique).toHaveBeenCalledTimes(1));
  });
});

describe('card menu', () => {
  it('offers Anexos and opens its drawer', () => {
    expect(itensDoMenu(card, 'aguardando-alocacao')).toContain(CargaCardMenuItem.Anexos);
    expect(drawerDoItem(CargaCardMenuItem.Anexos, ID)).toBe(`cargas/detalhes/${ID}/anexos`);
  });
});
