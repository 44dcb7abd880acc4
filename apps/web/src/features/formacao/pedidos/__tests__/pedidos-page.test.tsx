import { MESSAGES, PEDIDO_MESSAGES, SituacaoPedido } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, requestBody, stubApi } from '../../../../test/fetch-routes';
import { renderRoutes } from '../../../../test/render-app';
import { emLotes, LOTE_EXCLUSAO } from '../components/excluir-selecionados-modal';
import { COORDENADAS_APROXIMADAS } from '../components/pedido-formato';
import { PedidosPage } from '../pedidos-page';
import { CARGA_1, entrarNaFormacao, LEITURAS, PEDIDO_1, PEDIDO_2, pagina, pedido } from './pedidos-fixtures';

function SearchProbe() {
  return <output data-testid="search">{decodeURIComponent(useLocation().search)}</output>;
}

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/formacao/pedidos',
        element: (
          <>
            <SearchProbe />
            <PedidosPage />
          </>
        ),
      },
    ],
    '/formacao/pedidos',
  );

const tabela = () => screen.findByRole('table', { name: 'Pedidos' }, { timeout: 10_000 });

beforeEach(() => entrarNaFormacao());

describe('orders page', { timeout: 30_000 }, () => {
  it('lists the search page in pt-BR with the badges, the approximate coordinates and the load link', async () => {
    const fetchMock = stubApi({
      ...LEITURAS,
      'POST /api/formacao/pedido/search': pagina([
        pedido(),
        pedido({
          id: PEDIDO_2,
          codigo: 'LOTE-7',
          tipoLote: 1,
          situacao: SituacaoPedido.EmCarga,
          cargaId: CARGA_1,
          cargaCodigo: 1042,
          destino: { ...pedido().destino, coordenadasAproximadas: false },
        }),
      ]),
    });
    renderPage();
    const lista = await tabela();
    const primeira = (await within(lista).findByText('PED-0001')).closest('tr') as HTMLElement;
    expect(within(primeira).getByText('Aberto')).toBeTruthy();
    expect(within(primeira).getByText('CIF')).toBeTruthy();
    expect(within(primeira).getByText('Cliente Exemplo Ltda')).toBeTruthy();
    expect(within(primeira).getByText('Campinas/SP')).toBeTruthy();
    expect(within(primeira).getByRole('img', { name: COORDENADAS_APROXIMADAS })).toBeTruthy();
    expect(within(primeira).getByText('1,25 Ton')).toBeTruthy();
    expect(within(primeira).getByText('3,2 m³')).toBeTruthy();
    expect(within(primeira).getByText('R$ 18.500,00')).toBeTruthy();

    const lote = within(lista).getByText('LOTE-7').closest('tr') as HTMLElement;
    expect(within(lote).getByText('Lote')).toBeTruthy();
    expect(within(lote).getByText('Em carga')).toBeTruthy();
    expect(within(lote).queryByRole('img', { name: COORDENADAS_APROXIMADAS })).toBeNull();
    fireEvent.click(within(lote).getByRole('button', { name: 'Carga 1042' }));
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toBe(`?drawer=cargas/detalhes/${CARGA_1}`),
    );

    // The totals per unit.
    const totais = screen.getByRole('region', { name: 'Totais por unidade' });
    expect(within(totais).getByText('Matriz SP')).toBeTruthy();
    expect(within(totais).getByText(/2 pedidos · 2,50 Ton · R\$\s37\.000,00/)).toBeTruthy();

    // First page of 10, newest first.
    expect(requestBody(callsTo(fetchMock, 'POST /api/formacao/pedido/search')[0])).toMatchObject({
      qtdItem: 10,
      page: 1,
      ordem: 'dhCriacaoPedido',
      direcao: 1,
      query: null,
      tipoFiltroData: 'dhCriacaoPedido',
      apenasComEmpresa: null,
      unidadesNegocio: [],
      tiposFrete: [],
      situacoes: [],
    });

    // A sortable header sorts by its key.
    fireEvent.click(within(lista).getByRole('button', { name: /^Peso/ }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'POST /api/formacao/pedido/search').some(
          (init) => (requestBody(init) as { ordem: string }).ordem === 'pesoTotal',
        ),
      ).toBe(true),
    );

    // 'Novo pedido' opens the order drawer.
    fireEvent.click(screen.getByRole('button', { name: 'Novo pedido' }));
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toBe('?drawer=formacao/pedidos/new'),
    );
  });

  it('says when there is no order, and a 2-character search waits for the third', async () => {
    const fetchMock = stubApi({ ...LEITURAS, 'POST /api/formacao/pedido/search': pagina([]) });
    renderPage();
    await tabela();
    expect(await screen.findByText(MESSAGES.noResults)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Pesquisar'), { target: { value: 'PE' } });
    expect(await screen.findByText(MESSAGES.minSearchLength)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Pesquisar'), { target: { value: 'PED' } });
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'POST /api/formacao/pedido/search').map(
          (init) => (requestBody(init) as { query: string | null }).query,
        ),
      ).toEqual([null, 'PED']),
    );
  });

  it('deletes the selected orders with a progress dialog that lists each failure', async () => {
    const fetchMock = stubApi({
      ...LEITURAS,
      'POST /api/formacao/pedido/search': pagina([pedido(), pedido({ id: PEDIDO_2, codigo: 'PED-0002' })]),
      'POST /api/formacao/pedido/delete-many': {
        body: {
          message: PEDIDO_MESSAGES.excluidosEmLote(1, 1),
          excluidos: [PEDIDO_1],
          falhas: [{ id: PEDIDO_2, codigo: 'PED-0002', message: PEDIDO_MESSAGES.excluirEmCarga }],
        },
      },
    });
    renderPage();
    await tabela();
    const excluir = screen.getByRole('button', { name: 'Excluir selecionados' });
    expect(excluir).toHaveProperty('disabled', true);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar o pedido PED-0001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar o pedido PED-0002' }));
    expect(screen.getByText('2 pedidos selecionados')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Selecionar todos da página' })).toHaveProperty(
      'checked',
      true,
    );

    fireEvent.click(excluir);
    const dialogo = await screen.findByRole('dialog', { name: 'Excluir pedidos selecionados' });
    expect(within(dialogo).getByText(/Deseja excluir os 2 pedidos selecionados\?/)).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Excluir' }));

    expect(await within(dialogo).findByText(PEDIDO_MESSAGES.excluidosEmLote(1, 1))).toBeTruthy();
    expect(within(dialogo).getByRole('progressbar', { name: 'Progresso da exclusão' })).toBeTruthy();
    expect(within(dialogo).getByText('2 de 2 pedidos processados')).toBeTruthy();
    const falhas = within(dialogo).getByRole('list', { name: 'Pedidos não excluídos' });
    expect(falhas.textContent).toBe(`PED-0002: ${PEDIDO_MESSAGES.excluirEmCarga}`);
    expect(requestBody(callsTo(fetchMock, 'POST /api/formacao/pedido/delete-many')[0])).toEqual({
      ids: [PEDIDO_1, PEDIDO_2],
    });

    // The deleted order leaves the selection; the failed one stays selected.
    fireEvent.click(within(dialogo).getAllByRole('button', { name: 'Fechar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.getByText('1 pedido selecionado')).toBeTruthy());
  });

  it('sends the bulk delete in chunks of 50', () => {
    const ids = Array.from({ length: 120 }, (_, i) => String(i));
    expect(emLotes(ids, LOTE_EXCLUSAO).map((lote) => lote.length)).toEqual([50, 50, 20]);
  });
});
