import {
  MESSAGES,
  Modulo,
  ROMANEIO_MESSAGES,
  somarTotaisDosRomaneios,
  type TRomaneioUnificado,
} from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSelectedBusinessUnit } from '../../../../lib/business-unit.storage';
import { matchDrawerRoute } from '../../../../lib/navigation/drawer-routes';
import { saveSessionToken } from '../../../../lib/session';
import { callsTo, stubApi } from '../../../../test/fetch-routes';
import { makeTokenObject } from '../../../../test/jwt.fixtures';
import { renderRoutes } from '../../../../test/render-app';
import { renderDrawer } from '../../../../test/render-drawer';
import { signInOperador } from '../../../../test/session.fixtures';
import { drawerDoItem, paginaDoItem } from '../../quadro/menu-items';
import { abrirEmNovaAba } from '../abrir-em-nova-aba';
import { RomaneioPage } from '../pages/romaneio-page';
import { RomaneioUnificadoPage } from '../pages/romaneio-unificado-page';
import { baixarPdf } from '../pdfmake-loader';
import type { TPdfDocDefinition } from '../romaneio-pdf';
// Testing Library's default normalizer turns the non-breaking space Intl writes after 'R$' into a space.
import { CARGA_ID, OUTRA_CARGA_ID, romaneioFixture } from './romaneio-fixtures';

// The PDF itself is rendered in romaneio-pdf-render.test.ts: here only what the buttons ask for.
vi.mock('../pdfmake-loader', () => ({ baixarPdf: vi.fn(async () => undefined) }));

const ROMANEIO_API = `GET /api/carga-mongo/${CARGA_ID}/romaneio-detalhes`;
const UNIDADE = 'b6a7c1de-0000-4000-8000-000000000001';

beforeEach(() => {
  signInOperador();
  setSelectedBusinessUnit(UNIDADE);
});

afterEach(() => {
  vi.mocked(baixarPdf).mockClear();
});

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderRomaneio(search: string) {
  return renderRoutes(
    [
      {
        path: '/cargas/minhas-cargas/romaneio',
        element: (
          <>
            <Search />
            <RomaneioPage />
          </>
        ),
      },
    ],
    `/cargas/minhas-cargas/romaneio${search}`,
  );
}

describe('romaneio page', () => {
  it('prints the load with its values formatted and each document’s items', async () => {
    stubApi({ [ROMANEIO_API]: { body: romaneioFixture() } });
    renderRomaneio(`?cargaId=${CARGA_ID}`);

    const folha = await screen.findByRole('article', { name: 'Romaneio de carga nº 1042' });
    expect(within(folha).getByRole('heading', { level: 1, name: 'Romaneio de carga nº 1042' })).toBeTruthy();
    const dados = within(folha).getByLabelText('Dados da carga');
    expect(within(dados).getByText('CIF')).toBeTruthy();
    expect(within(dados).getByText(`R$ 2.000,00`)).toBeTruthy();
    expect(within(folha).getByText('Emitido em 01/05/2024 08:45')).toBeTruthy();
    expect(within(folha).getAllByText('01/05/2024 08:30').length).toBeGreaterThan(0);
    expect(within(folha).getByText('Embarcadora Demo Ltda – CNPJ 11.222.333/0001-81')).toBeTruthy();
    expect(within(folha).getByText('ABC-1234 / BRA2E19')).toBeTruthy();

    const documentos = within(folha).getByRole('table', { name: 'Documentos' });
    expect(within(documentos).getByText(`R$ 1.999,90`)).toBeTruthy();
    const itens = within(documentos).getByRole('table', { name: 'Itens do documento DOC-1' });
    expect(within(itens).getByText('Caixa 40x30')).toBeTruthy();
    expect(within(documentos).getByText('Documento sem itens.')).toBeTruthy();

    const totais = within(folha).getByLabelText('Totais');
    expect(within(totais).getByText('1,51 Ton')).toBeTruthy();
    expect(within(totais).getByText('3 m³')).toBeTruthy();
    expect(within(totais).getByText(`R$ 2.000,00`)).toBeTruthy();
    expect(
      await within(folha).findByRole(
        'img',
        { name: 'Código de barras da carga 1042' },
        // bwip-js is imported on first use: its first transform in the test run takes a moment.
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
  });

  it('leaves the items out with emptyItems=true, and brings them back with "Com itens"', async () => {
    stubApi({ [ROMANEIO_API]: { body: romaneioFixture() } });
    renderRomaneio(`?cargaId=${CARGA_ID}&emptyItems=true`);

    const documentos = await screen.findByRole('table', { name: 'Documentos' });
    expect(within(documentos).getByText('Caixas de papelão')).toBeTruthy();
    expect(screen.queryByText('Caixa 40x30')).toBeNull();
    expect(screen.queryByRole('table', { name: /Itens do documento/ })).toBeNull();
    expect(within(screen.getByLabelText('Totais')).queryByText('Itens')).toBeNull();

    fireEvent.click(screen.getByText('Com itens'));
    expect(await screen.findByText('Caixa 40x30')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe(`?cargaId=${CARGA_ID}`);
  });

  it('downloads romaneio-<codigo>.pdf built from the same texts, and prints with the browser', async () => {
    stubApi({ [ROMANEIO_API]: { body: romaneioFixture() } });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderRomaneio(`?cargaId=${CARGA_ID}&emptyItems=true`);

    fireEvent.click(await screen.findByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(baixarPdf).toHaveBeenCalledTimes(1));
    const [doc, nome] = vi.mocked(baixarPdf).mock.calls[0] as [TPdfDocDefinition, string];
    expect(nome).toBe('romaneio-1042.pdf');
    expect(doc.info.title).toBe('Romaneio de carga nº 1042');
    const conteudo = JSON.stringify(doc.content);
    expect(conteudo).toContain('Caixas de papelão');
    expect(conteudo).not.toContain('Caixa 40x30');
    // The barcode drawn for the page goes into the PDF too.
    expect(conteudo).toContain('"svg":"<svg');

    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says a draft’s manifest is not available, asking nothing of the API', async () => {
    const fetchMock = stubApi({});
    renderRomaneio('?tipoDocumento=minuta&cargaId=123');
    expect(await screen.findByRole('heading', { name: 'Romaneio de minuta indisponível' })).toBeTruthy();
    expect(screen.getByText(ROMANEIO_MESSAGES.minutaIndisponivel)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para Minhas cargas' }).getAttribute('href')).toBe(
      '/cargas/minhas-cargas',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the load is not found, and when no business unit is selected', async () => {
    stubApi({ [ROMANEIO_API]: { status: 404, body: { message: MESSAGES.notFound } } });
    renderRomaneio(`?cargaId=${CARGA_ID}`);
    expect(await screen.findByText('Carga não encontrada.')).toBeTruthy();
  });

  it('asks to open it from the board when no business unit is selected', async () => {
    localStorage.clear();
    saveSessionToken(makeTokenObject({ sub: 'u1', role: 'Operador', AuthorizedModule: [Modulo.Cargas] }));
    const fetchMock = stubApi({});
    renderRomaneio(`?cargaId=${CARGA_ID}`);
    expect(await screen.findByText(/Nenhuma unidade de negócio selecionada/)).toBeTruthy();
    expect(callsTo(fetchMock, ROMANEIO_API)).toHaveLength(0);
  });
});

describe('romaneio-unificado page', () => {
  const a = romaneioFixture();
  const b = romaneioFixture({ id: OUTRA_CARGA_ID, codigo: 1043 });
  const unificado: TRomaneioUnificado = {
    romaneios: [a, b],
    totais: somarTotaisDosRomaneios([a.totais, b.totais]),
    emitidoEm: a.emitidoEm,
  };

  function renderUnificado(search: string) {
    return renderRoutes(
      [{ path: '/cargas/minhas-cargas/romaneio-unificado', element: <RomaneioUnificadoPage /> }],
      `/cargas/minhas-cargas/romaneio-unificado${search}`,
    );
  }

  it('prints one sheet per load and the grand totals, asking for the ids given', async () => {
    const fetchMock = stubApi({ 'GET /api/carga-mongo/romaneio-unificado': { body: unificado } });
    renderUnificado(`?cargaId=${CARGA_ID},${OUTRA_CARGA_ID}`);

    expect(await screen.findByRole('article', { name: 'Romaneio de carga nº 1042' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Romaneio de carga nº 1043' })).toBeTruthy();
    const totais = screen.getByRole('article', { name: 'Totais gerais' });
    expect(within(totais).getByText('2 cargas: 1042, 1043')).toBeTruthy();
    expect(within(totais).getByText('3,01 Ton')).toBeTruthy();
    expect(within(totais).getByText(`R$ 4.000,00`)).toBeTruthy();
    const [url] = fetchMock.mock.calls[0] as [string];
    expect(url).toContain(`cargaIds=${CARGA_ID},${OUTRA_CARGA_ID}`);

    fireEvent.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(baixarPdf).toHaveBeenCalledTimes(1));
    expect(vi.mocked(baixarPdf).mock.calls[0]?.[1]).toBe('romaneio-unificado-1042-1043.pdf');
  });

  it('says so when a load is not visible (404)', async () => {
    stubApi({
      'GET /api/carga-mongo/romaneio-unificado': { status: 404, body: { message: MESSAGES.notFound } },
    });
    renderUnificado(`?cargaId=${CARGA_ID}`);
    expect(await screen.findByText(/Uma ou mais cargas não foram encontradas/)).toBeTruthy();
  });
});

describe('drawer cargas/cargas/carga-pdf', () => {
  it('previews the load summary with the freight value, downloads carga-<codigo>.pdf, opens the manifest', async () => {
    stubApi({ [ROMANEIO_API]: { body: romaneioFixture() } });
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    renderDrawer(`cargas/cargas/carga-pdf?cargaId=${CARGA_ID}`);

    const resumo = await screen.findByRole('article', { name: 'Resumo da carga nº 1042' });
    expect(within(resumo).getByText(`R$ 4.850,75`)).toBeTruthy();
    expect(within(resumo).queryByText('Assinatura do motorista')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(baixarPdf).toHaveBeenCalledTimes(1));
    expect(vi.mocked(baixarPdf).mock.calls[0]?.[1]).toBe('carga-1042.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Abrir romaneio' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining(`#/cargas/minhas-cargas/romaneio?cargaId=${CARGA_ID}`),
      '_blank',
    );
  });
});

describe('card menu targets', () => {
  it('opens the manifests as pages and the PDF in its drawer', () => {
    expect(paginaDoItem('gerar-romaneio', CARGA_ID)).toBe(
      `/cargas/minhas-cargas/romaneio?cargaId=${CARGA_ID}`,
    );
    expect(paginaDoItem('gerar-romaneio-sem-itens', CARGA_ID)).toBe(
      `/cargas/minhas-cargas/romaneio?cargaId=${CARGA_ID}&emptyItems=true`,
    );
    expect(paginaDoItem('detalhes', CARGA_ID)).toBeNull();
    expect(drawerDoItem('gerar-pdf', CARGA_ID)).toBe(`cargas/cargas/carga-pdf?cargaId=${CARGA_ID}`);
    // The drawer path carries its own query: matched on the path, its parameters read with the route's.
    const match = matchDrawerRoute(`cargas/cargas/carga-pdf?cargaId=${CARGA_ID}`);
    expect(match?.route.path).toBe('cargas/cargas/carga-pdf');
    expect(match?.params.cargaId).toBe(CARGA_ID);
    expect(matchDrawerRoute(`cargas/detalhes/${CARGA_ID}`)?.params).toEqual({ cargaId: CARGA_ID });
  });

  it('says the pop-up was blocked when the new tab cannot open', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <button type="button" onClick={() => abrirEmNovaAba('/x')}>
              abrir
            </button>
          ),
        },
      ],
      '/',
    );
    fireEvent.click(screen.getByRole('button', { name: 'abrir' }));
    expect(await screen.findByText(MESSAGES.popupBlocked)).toBeTruthy();
  });
});
