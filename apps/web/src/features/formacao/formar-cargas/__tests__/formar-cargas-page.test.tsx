import { MINUTA_MESSAGES, type TCargaFormada, type TMinuta, type TPedido } from '@embarca/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { readDrawerParam } from '../../../../lib/navigation/drawer-routes';
import { callsTo, requestBody, stubApi, type TFakeRoutes } from '../../../../test/fetch-routes';
import { renderRoutes } from '../../../../test/render-app';
import { currentSearch, renderDrawer } from '../../../../test/render-drawer';
import { FormarCargasPage } from '../pages/formar-cargas-page';
import {
  CARGA_ID,
  entrarNaFormacao,
  MINUTA_1,
  MINUTA_2,
  minuta,
  PEDIDO_1,
  PEDIDO_2,
  PEDIDO_3,
  pedido,
} from './formar-cargas-fixtures';

/** The first render loads lazy chunks (the drawer): slow on a busy machine. */
const LENTO = { timeout: 15_000 };

function SearchProbe() {
  return <output data-testid="search">{decodeURIComponent(useLocation().search)}</output>;
}

const LINK_VINCULAR = `POST /api/formacao/minuta/${MINUTA_1}/pedido/${PEDIDO_1}`;

function renderPagina(
  {
    pedidos = [pedido()],
    minutas = [minuta()],
    total = pedidos.length,
  }: { pedidos?: TPedido[]; minutas?: TMinuta[]; total?: number },
  extra: TFakeRoutes = {},
) {
  const fetchMock = stubApi({
    'GET /api/formacao/pedido/listar': { body: { items: pedidos, total } },
    'GET /api/formacao/minuta': { body: { items: minutas } },
    'GET /api/frota/veiculos': {
      body: [
        {
          id: 'v1',
          placa: 'ABC1D23',
          tipoVeiculo: 'Carreta',
          frota: false,
          ativo: true,
          proprio: true,
          equipamento: false,
          conjunto: [],
        },
      ],
    },
    ...extra,
  });
  renderRoutes(
    [
      {
        path: '/formacao/formar-cargas',
        element: (
          <>
            <SearchProbe />
            <FormarCargasPage />
          </>
        ),
      },
    ],
    '/formacao/formar-cargas',
  );
  return fetchMock;
}

beforeEach(() => entrarNaFormacao());

describe('Formar cargas', () => {
  it('lists the open orders and the drafts from the API', async () => {
    renderPagina({
      total: 730,
      pedidos: [pedido(), pedido({ id: PEDIDO_2, codigo: 'PED-002' })],
      minutas: [
        minuta({
          pedidos: [pedido({ id: PEDIDO_3, codigo: 'PED-003', minutaId: MINUTA_1 })],
          pesoTotal: 5000,
          cubagemTotal: 10,
          valorTotal: 20000,
          distanciaM: 412_300,
          tipoFrete: 1,
        }),
        minuta({ id: MINUTA_2, numero: 2, exibindo: false }),
      ],
    });
    expect(await screen.findByText('Mostrando 2 de 730 pedidos')).toBeTruthy();
    const abertos = screen.getByRole('list', { name: 'Pedidos abertos' });
    expect(within(abertos).getByText('PED-001')).toBeTruthy();
    expect(within(abertos).getByText('PED-002')).toBeTruthy();
    expect(within(abertos).getAllByText('Campinas/SP → Curitiba/PR')).toHaveLength(2);

    const minuta1 = screen.getByRole('region', { name: 'Minuta 1' });
    expect(within(minuta1).getByRole('list', { name: 'Pedidos da minuta 1' }).textContent).toContain(
      'PED-003',
    );
    expect(within(minuta1).getByText('5,00 Ton')).toBeTruthy();
    expect(within(minuta1).getByText('412,30 km')).toBeTruthy();
    expect(within(minuta1).getAllByText('CIF').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Minuta 2' }).textContent).toContain('Minuta vazia');
  });

  it('refuses a link the drafting rule forbids, with its messages, without calling the API', async () => {
    const fetchMock = renderPagina({ pedidos: [pedido({ dhColeta: null, tipoLote: 1 })] });
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar à minuta: pedido PED-001' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Minuta 1/ }));

    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain('O pedido PED-001 não pode ir para a minuta 1.');
    expect(alerta.textContent).toContain(MINUTA_MESSAGES.semDataColeta);
    expect(alerta.textContent).toContain(MINUTA_MESSAGES.lote);
    expect(callsTo(fetchMock, LINK_VINCULAR)).toHaveLength(0);
  });

  it('refuses an order whose freight type clashes with the draft', async () => {
    const fetchMock = renderPagina({
      pedidos: [pedido({ tipoFrete: 2 })],
      minutas: [minuta({ tipoFrete: 1, pedidos: [pedido({ id: PEDIDO_3, codigo: 'PED-003' })] })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar à minuta: pedido PED-001' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Minuta 1/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(MINUTA_MESSAGES.tipoFreteIncompativel);
    expect(callsTo(fetchMock, LINK_VINCULAR)).toHaveLength(0);
  });

  it('links an accepted order and shows the server refusal messages', async () => {
    const fetchMock = renderPagina(
      {},
      {
        [LINK_VINCULAR]: {
          status: 400,
          body: {
            message: MINUTA_MESSAGES.origemDestinoDiferente,
            messages: [MINUTA_MESSAGES.origemDestinoDiferente],
          },
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar à minuta: pedido PED-001' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Minuta 1/ }));
    await waitFor(() => expect(callsTo(fetchMock, LINK_VINCULAR)).toHaveLength(1));
    expect((await screen.findByRole('alert')).textContent).toContain(MINUTA_MESSAGES.origemDestinoDiferente);
  });

  it('creates a draft for "Nova minuta" from the order menu and links the order to it', async () => {
    const nova = minuta({ id: MINUTA_2, numero: 2 });
    const fetchMock = renderPagina(
      {},
      {
        'POST /api/formacao/minuta': { status: 201, body: nova },
        [`POST /api/formacao/minuta/${MINUTA_2}/pedido/${PEDIDO_1}`]: { body: nova },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar à minuta: pedido PED-001' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Nova minuta' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `POST /api/formacao/minuta/${MINUTA_2}/pedido/${PEDIDO_1}`)).toHaveLength(1),
    );
  });

  it('flags a vehicle occupation over 100 %', async () => {
    renderPagina({
      minutas: [
        minuta({
          veiculoConjuntoId: 'v1',
          veiculoConjuntoPlaca: 'ABC1D23',
          capacidadePesoKg: 10_000,
          capacidadeCubagemM3: 100,
          ocupacaoPeso: 1.2,
          ocupacaoCubagem: 0.5,
        }),
      ],
    });
    const peso = await screen.findByRole('progressbar', { name: /Ocupação por peso/ });
    expect(peso.getAttribute('aria-label')).toBe('Ocupação por peso: 120%, acima da capacidade');
    expect(peso.closest('[data-ocupacao="peso"]')?.getAttribute('data-excedida')).toBe('true');
    const cubagem = screen.getByRole('progressbar', { name: /Ocupação por cubagem/ });
    expect(cubagem.getAttribute('aria-label')).toBe('Ocupação por cubagem: 50%');
    expect(cubagem.closest('[data-ocupacao="cubagem"]')?.hasAttribute('data-excedida')).toBe(false);
  });

  it('lists the tables, the one below the floor disabled, and chooses a table', async () => {
    const fetchMock = renderPagina(
      {
        minutas: [
          minuta({
            pedidos: [pedido({ id: PEDIDO_3, codigo: 'PED-003' })],
            tabelasDisponiveis: [
              {
                tabelaFreteId: 'aa1a0000-0000-4000-8000-000000000001',
                nome: 'Tabela Sul',
                transportadoraEmpresaId: null,
                transportadoraNome: 'Transportes Sul',
                valor: 3500,
                bloqueadaPeloPiso: false,
              },
              {
                tabelaFreteId: 'aa1a0000-0000-4000-8000-000000000002',
                nome: 'Tabela Barata',
                transportadoraEmpresaId: null,
                transportadoraNome: 'Transportes Norte',
                valor: 1200,
                bloqueadaPeloPiso: true,
              },
            ],
          }),
        ],
      },
      { [`PUT /api/formacao/minuta/${MINUTA_1}`]: { body: minuta() } },
    );
    const barata = await screen.findByRole('radio', { name: /Tabela Barata/ });
    expect((barata as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('abaixo do piso')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Tabela Sul/ }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT /api/formacao/minuta/${MINUTA_1}`)).toHaveLength(1));
    expect(requestBody(callsTo(fetchMock, `PUT /api/formacao/minuta/${MINUTA_1}`)[0])).toEqual({
      tabelaFreteId: 'aa1a0000-0000-4000-8000-000000000001',
    });
  });

  it('confirms the selected drafts and opens "Cargas formadas" with links to the loads', async () => {
    const formada: TCargaFormada = {
      minutaId: MINUTA_1,
      minutaNumero: 1,
      cargaId: CARGA_ID,
      codigo: 5021,
      pedidos: 2,
      pesoTotal: 12_500,
      valorFrete: 3500,
      origem: 'Campinas/SP',
      destino: 'Curitiba/PR',
    };
    const fetchMock = renderPagina(
      {
        minutas: [
          minuta({ pedidos: [pedido({ id: PEDIDO_3, codigo: 'PED-003' })], exibindo: false }),
          minuta({ id: MINUTA_2, numero: 2, exibindo: false }),
        ],
      },
      {
        'POST /api/formacao/minuta/confirmar': {
          status: 201,
          body: { message: '1 carga formada com sucesso!', cargas: [formada] },
        },
      },
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar a minuta 1 para confirmar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar minutas (1)' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/formacao/minuta/confirmar')).toHaveLength(1));
    expect(requestBody(callsTo(fetchMock, 'POST /api/formacao/minuta/confirmar')[0])).toEqual({
      minutaIds: [MINUTA_1],
    });

    // The drawer 'Cargas formadas' opens with the result's id in its URL …
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toContain(
        'drawer=listar-resultados-drawer?resultado=',
      ),
    );
    const drawerPath = readDrawerParam(screen.getByTestId('search').textContent ?? '');
    cleanup();
    // … and lists the formed loads, each code a link to the load's details.
    renderDrawer(drawerPath ?? '');
    const drawer = await screen.findByRole('dialog', { name: 'Cargas formadas' }, LENTO);
    const tabela = await within(drawer).findByRole('table', { name: 'Cargas formadas' }, LENTO);
    expect(tabela.textContent).toContain('Campinas/SP → Curitiba/PR');
    expect(tabela.textContent).toContain('12,50 Ton');
    fireEvent.click(within(tabela).getByRole('link', { name: 'Abrir a carga 5021' }));
    await waitFor(() => expect(currentSearch()).toBe(`?drawer=cargas/detalhes/${CARGA_ID}`));
  });
});
