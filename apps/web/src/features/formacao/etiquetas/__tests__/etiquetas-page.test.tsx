import {
  ETIQUETAS_MESSAGES,
  etiquetasDosPedidos,
  FormatoEtiqueta,
  Licenca,
  Modulo,
  type TEtiquetasImpressao,
  type THistoricoEtiquetasItem,
} from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, requestBody, stubApi, type TFakeRoutes } from '../../../../test/fetch-routes';
import { renderRoutes } from '../../../../test/render-app';
import { signInOperador } from '../../../../test/session.fixtures';
import { makeCard } from '../../../cargas/quadro/__tests__/quadro-fixtures';
import { termoDaCarga } from '../api/use-etiquetas';
import { EtiquetasPage, resumoDaSelecao } from '../etiquetas-page';
import { baixarZpl, gerarPdfEtiquetas } from '../etiquetas-pdf';
import { CARGA_1, PEDIDO_1, PEDIDO_2, paginaDePedidos, pedido } from './etiquetas-fixtures';

// The renderers are the PDF module's own (tested there): here only what the page hands them.
vi.mock('../etiquetas-pdf', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../etiquetas-pdf')>()),
  gerarPdfEtiquetas: vi.fn(async () => {}),
  baixarZpl: vi.fn(),
}));

const IMPRESSAO = 'POST /api/formacao/etiquetas/impressao';
const HISTORICO = 'GET /api/formacao/etiquetas/impressao';
const BUSCA = 'POST /api/formacao/pedido/search';
const IMPRESSAO_1 = '0e1a0000-0000-4000-8000-000000000001';
const IMPRESSAO_2 = '0e1a0000-0000-4000-8000-000000000002';
const REIMPRIMIR_2 = `POST /api/formacao/etiquetas/impressao/${IMPRESSAO_2}/reimprimir`;

const PEDIDO_A = pedido({ quantidadeVolumes: 2 });
const PEDIDO_B = pedido({
  id: PEDIDO_2,
  codigo: 'PED-0002',
  quantidadeVolumes: null,
  cargaId: CARGA_1,
  cargaCodigo: 1042,
  destino: { ...pedido().destino, nome: 'Mercado Boa Vista', cidade: 'Belém', uf: 'PA' },
});

const etiquetasDe = (...pedidos: ReturnType<typeof pedido>[]) => etiquetasDosPedidos(pedidos);

const resposta = (formato: TEtiquetasImpressao['formato'], id = IMPRESSAO_1): TEtiquetasImpressao => ({
  id,
  formato,
  etiquetas: etiquetasDe(PEDIDO_A),
});

const impressao = (extra: Partial<THistoricoEtiquetasItem> = {}): THistoricoEtiquetasItem => ({
  id: IMPRESSAO_1,
  dhImpressao: '2026-12-01T13:05:00.000Z',
  usuarioNome: 'Ana Operadora',
  formato: FormatoEtiqueta.Termica100x150,
  pedidos: ['PED-0001'],
  cargas: [],
  volumes: 2,
  ...extra,
});

const leituras = (extra: TFakeRoutes = {}): TFakeRoutes => ({
  [BUSCA]: paginaDePedidos([PEDIDO_A, PEDIDO_B]),
  [HISTORICO]: { body: { items: [], total: 0 } },
  ...extra,
});

const renderPage = () =>
  renderRoutes(
    [{ path: '/formacao/impressao-etiquetas', element: <EtiquetasPage /> }],
    '/formacao/impressao-etiquetas',
  );

const tabelaDePedidos = () => screen.findByRole('table', { name: 'Pedidos' }, { timeout: 10_000 });

beforeEach(() => {
  vi.mocked(gerarPdfEtiquetas).mockClear();
  vi.mocked(baixarZpl).mockClear();
  signInOperador({
    AuthorizedModule: [Modulo.Cargas, Modulo.Formacao, Modulo.ImpressaoEtiquetas],
    License: Licenca.Cliente,
  });
});

describe('labels page', { timeout: 30_000 }, () => {
  it('says what is chosen', () => {
    expect(resumoDaSelecao(0, 0)).toBe('0 pedidos, 0 cargas');
    expect(resumoDaSelecao(1, 1)).toBe('1 pedido, 1 carga');
    expect(resumoDaSelecao(2, 3)).toBe('2 pedidos, 3 cargas');
  });

  it('prints the selected orders in the chosen format and previews the first label', async () => {
    const fetchMock = stubApi(
      leituras({ [IMPRESSAO]: { status: 201, body: resposta(FormatoEtiqueta.Zpl) } }),
    );
    renderPage();
    const tabela = await tabelaDePedidos();
    const linhaB = (await within(tabela).findByText('PED-0002')).closest('tr') as HTMLElement;
    expect(within(linhaB).getByText('Mercado Boa Vista')).toBeTruthy();
    expect(within(linhaB).getByText('Belém/PA')).toBeTruthy();
    expect(within(linhaB).getByText('1')).toBeTruthy(); // no volumes: one label
    expect(within(linhaB).getByText('1042')).toBeTruthy();
    const linhaA = within(tabela).getByText('PED-0001').closest('tr') as HTMLElement;
    expect(within(linhaA).getByText('2')).toBeTruthy();

    const imprimir = screen.getByRole('button', { name: 'Imprimir' });
    expect(imprimir.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(ETIQUETAS_MESSAGES.selecioneAoMenosUm)).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar pedido PED-0001' }));
    expect(screen.getByText('1 pedido, 0 cargas')).toBeTruthy();
    expect(screen.getByText('2 etiquetas dos pedidos')).toBeTruthy();
    // The preview: the first label's texts (textosDaEtiqueta).
    const previa = screen.getByRole('figure', { name: /Prévia da etiqueta/ });
    for (const texto of ['REMETENTE', 'Centro de Distribuição', 'DESTINATÁRIO', 'Cliente Exemplo Ltda']) {
      expect(within(previa).getByText(texto)).toBeTruthy();
    }
    expect(within(previa).getByText('Campinas/SP')).toBeTruthy();
    expect(within(previa).getByText('Volume 1/2')).toBeTruthy();
    expect(within(previa).getByText('NF: 123456')).toBeTruthy();
    expect(within(previa).getByText('Pedido: PED-0001')).toBeTruthy();
    expect(within(previa).getByText('PED-0001-001')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar pedido PED-0002' }));
    expect(screen.getByText('2 pedidos, 0 cargas')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'ZPL (Zebra)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));

    await waitFor(() => expect(baixarZpl).toHaveBeenCalledTimes(1));
    expect(requestBody(callsTo(fetchMock, IMPRESSAO)[0])).toEqual({
      pedidoIds: [PEDIDO_1, PEDIDO_2],
      cargaIds: [],
      formato: 'zpl',
    });
    expect(vi.mocked(baixarZpl).mock.calls[0]?.[0]).toEqual(resposta(FormatoEtiqueta.Zpl).etiquetas);
    expect(gerarPdfEtiquetas).not.toHaveBeenCalled();
    // The print is recorded: the history is read again.
    await waitFor(() => expect(callsTo(fetchMock, HISTORICO).length).toBeGreaterThan(1));
  });

  it('adds a load by its code through the quick search and prints it as a PDF', async () => {
    const carga = makeCard({ id: CARGA_1, codigo: 42, codigoIdentificador: null });
    const outra = makeCard({ codigo: 4200 });
    const fetchMock = stubApi(
      leituras({
        'GET /api/carga-mongo/pesquisa-rapida': { body: { items: [outra, carga] } },
        [IMPRESSAO]: { status: 201, body: resposta(FormatoEtiqueta.A4) },
      }),
    );
    renderPage();
    await tabelaDePedidos();
    const codigo = screen.getByRole('textbox', { name: 'Código da carga' });
    fireEvent.change(codigo, { target: { value: '42' } });
    fireEvent.submit(codigo.closest('form') as HTMLFormElement);
    const cargas = await screen.findByRole('group', { name: 'Cargas selecionadas' });
    expect(within(cargas).getByText('Carga 42')).toBeTruthy();
    expect(termoDaCarga('42')).toBe('0042');
    const busca = fetchMock.mock.calls.find(([url]) => String(url).includes('pesquisa-rapida'));
    expect(String(busca?.[0])).toContain('termo=0042');
    expect(screen.getByText('0 pedidos, 1 carga')).toBeTruthy();

    // An unknown code says so.
    fireEvent.change(codigo, { target: { value: '9999' } });
    fireEvent.submit(codigo.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Nenhum resultado encontrado com: 9999')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'PDF A4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(gerarPdfEtiquetas).toHaveBeenCalledTimes(1));
    expect(requestBody(callsTo(fetchMock, IMPRESSAO)[0])).toEqual({
      pedidoIds: [],
      cargaIds: [CARGA_1],
      formato: 'pdf-a4',
    });
    expect(vi.mocked(gerarPdfEtiquetas).mock.calls[0]?.[1]).toBe('pdf-a4');
    // No order chosen: the preview is the printed first label.
    expect(
      within(screen.getByRole('figure', { name: /última impressão/ })).getByText('Volume 1/2'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remover Carga 42' }));
    expect(screen.getByText('0 pedidos, 0 cargas')).toBeTruthy();
  });

  it("shows the server's message when the print is refused", async () => {
    const mensagem = ETIQUETAS_MESSAGES.volumesDemais(6200, 5000);
    stubApi(leituras({ [IMPRESSAO]: { status: 400, body: { message: mensagem } } }));
    renderPage();
    await tabelaDePedidos();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar os pedidos desta página' }));
    expect(screen.getByText('2 pedidos, 0 cargas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    const alerta = await screen.findByRole('alert');
    expect(within(alerta).getByText(mensagem)).toBeTruthy();
    expect(gerarPdfEtiquetas).not.toHaveBeenCalled();
    expect(baixarZpl).not.toHaveBeenCalled();
  });

  it('lists the history and reprints a print in its recorded format', async () => {
    const fetchMock = stubApi(
      leituras({
        [HISTORICO]: {
          body: {
            items: [
              impressao({
                id: IMPRESSAO_2,
                dhImpressao: '2026-12-02T18:30:00.000Z',
                formato: FormatoEtiqueta.A4,
                pedidos: ['PED-0001', 'PED-0002'],
                cargas: [1042],
                volumes: 1234,
              }),
              impressao(),
            ],
            total: 2,
          },
        },
        [REIMPRIMIR_2]: { status: 201, body: resposta(FormatoEtiqueta.A4, IMPRESSAO_2) },
      }),
    );
    renderPage();
    const tabela = await screen.findByRole('table', { name: 'Histórico de impressões' }, { timeout: 10_000 });
    const linha = (await within(tabela).findByText('02/12/2026 15:30')).closest('tr') as HTMLElement;
    for (const texto of ['Ana Operadora', 'PDF A4', 'PED-0001, PED-0002', '1042', '1.234']) {
      expect(within(linha).getByText(texto)).toBeTruthy();
    }
    const outra = within(tabela).getByText('01/12/2026 10:05').closest('tr') as HTMLElement;
    expect(within(outra).getByText('PDF 100 × 150 mm (térmica)')).toBeTruthy();
    expect(callsTo(fetchMock, HISTORICO).length).toBe(1);
    expect(
      String(fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/formacao/etiquetas'))?.[0]),
    ).toContain('page=1&qtdItem=10');

    fireEvent.click(within(linha).getByRole('button', { name: 'Reimprimir impressão de 02/12/2026 15:30' }));
    await waitFor(() => expect(gerarPdfEtiquetas).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, REIMPRIMIR_2)).toHaveLength(1);
    expect(vi.mocked(gerarPdfEtiquetas).mock.calls[0]).toEqual([
      resposta(FormatoEtiqueta.A4).etiquetas,
      FormatoEtiqueta.A4,
    ]);
    await waitFor(() => expect(callsTo(fetchMock, HISTORICO).length).toBe(2));
  });

  it('shows an empty history and a failed reprint', async () => {
    stubApi(
      leituras({
        [HISTORICO]: { body: { items: [impressao({ id: IMPRESSAO_2 })], total: 1 } },
        [REIMPRIMIR_2]: { status: 404, body: { message: 'x' } },
      }),
    );
    renderPage();
    const tabela = await screen.findByRole('table', { name: 'Histórico de impressões' }, { timeout: 10_000 });
    fireEvent.click(await within(tabela).findByRole('button', { name: /^Reimprimir/ }));
    const alerta = await screen.findByRole('alert');
    expect(within(alerta).getByText('Não foi possível reimprimir')).toBeTruthy();
    expect(gerarPdfEtiquetas).not.toHaveBeenCalled();
  });
});
