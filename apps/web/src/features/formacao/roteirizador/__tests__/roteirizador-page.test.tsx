import {
  distanciaRodoviariaEstimada,
  formatDistance,
  paraEntradaRoteirizacao,
  planejarRotas,
  reordenarRota,
  type TPlanejarRotasBody,
  ZPlanejarRotasBody,
} from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leafletFake } from '../../../../lib/map/__tests__/leaflet-fake';
import { callsTo, requestBody, stubApi, type TFakeRoutes } from '../../../../test/fetch-routes';
import { pickOption } from '../../../../test/form-fields';
import { renderRoutes } from '../../../../test/render-app';
import { renderDrawer } from '../../../../test/render-drawer';
import {
  entrarNaFormacao,
  MINUTA_1,
  minuta,
  PEDIDO_1,
  PEDIDO_2,
  PEDIDO_3,
  pedido,
} from '../../formar-cargas/__tests__/formar-cargas-fixtures';
import { RoteirizadorPage } from '../pages/roteirizador-page';

// jsdom cannot lay out a map nor fetch tiles: the wrapper talks to a recording stand-in.
vi.mock('leaflet', () => import('../../../../lib/map/__tests__/leaflet-fake'));

const LENTO = { timeout: 15_000 };

const destino = (cidade: string, uf: string, latitude: number, longitude: number) => ({
  ...pedido().destino,
  nome: `Cliente ${cidade}`,
  cidade,
  uf,
  latitude,
  longitude,
});

const PEDIDOS = [
  pedido({ id: PEDIDO_1, codigo: 'PED-001', destino: destino('Jundiaí', 'SP', -23.1857, -46.8978) }),
  pedido({ id: PEDIDO_2, codigo: 'PED-002', destino: destino('Sorocaba', 'SP', -23.5015, -47.4526) }),
  pedido({ id: PEDIDO_3, codigo: 'PED-003', destino: destino('Piracicaba', 'SP', -22.7253, -47.6492) }),
];

const MINUTA = minuta({
  pedidos: PEDIDOS,
  veiculoConjuntoId: 'v1',
  veiculoConjuntoPlaca: 'ABC1D23',
  capacidadePesoKg: 27_000,
  capacidadeCubagemM3: 90,
});

function SearchProbe() {
  const location = useLocation();
  return <output data-testid="local">{decodeURIComponent(location.pathname + location.search)}</output>;
}

/** The planner's answer: the domain's own planning of the request (what the API does). */
const planejarComoApi = (init: RequestInit | undefined) => ({
  body: planejarRotas(paraEntradaRoteirizacao(ZPlanejarRotasBody.parse(requestBody(init)))),
});

function renderPagina(entrada = `/formacao/roteirizador?minutaId=${MINUTA_1}`, extra: TFakeRoutes = {}) {
  const fetchMock = stubApi({
    'GET /api/formacao/minuta': { body: { items: [MINUTA] } },
    'GET /api/formacao/roteirizador/planos': { body: { items: [] } },
    'POST /api/formacao/roteirizador/planejar': planejarComoApi,
    ...extra,
  });
  const router = renderRoutes(
    [
      {
        path: '/formacao/roteirizador',
        element: (
          <>
            <SearchProbe />
            <RoteirizadorPage />
          </>
        ),
      },
    ],
    entrada,
  );
  return { fetchMock, router };
}

beforeEach(() => {
  leafletFake.reset();
  entrarNaFormacao();
});

describe('Roteirizador', () => {
  it('sends the draft as the request and lists the ordered stops with arrival and distance', async () => {
    const { fetchMock } = renderPagina();
    // The draft of the URL is chosen; its vehicle set is the default vehicle.
    expect(await screen.findByText('3 paradas')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Nome do veículo 1' }) as HTMLInputElement).value).toBe(
      'ABC1D23',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Roteirizar' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/formacao/roteirizador/planejar')).toHaveLength(1),
    );
    const body = requestBody(
      callsTo(fetchMock, 'POST /api/formacao/roteirizador/planejar')[0],
    ) as TPlanejarRotasBody;
    expect(body.deposito).toEqual({ latitude: -22.9056, longitude: -47.0608, nome: 'CD Campinas' });
    expect(body.paradas.map((parada) => parada.id)).toEqual([PEDIDO_1, PEDIDO_2, PEDIDO_3]);
    expect(body.paradas[0]).toMatchObject({
      latitude: -23.1857,
      longitude: -46.8978,
      pesoKg: 5000,
      cubagemM3: 10,
    });
    expect(body.veiculos).toEqual([
      {
        nome: 'ABC1D23',
        capacidadePesoKg: 27_000,
        capacidadeCubagemM3: 90,
        jornada: { inicio: '06:00', fim: '23:59' },
      },
    ]);
    expect(body.retornarAoDeposito).toBe(true);

    const esperado = planejarRotas(paraEntradaRoteirizacao(ZPlanejarRotasBody.parse(body)));
    const lista = await screen.findByRole('list', { name: 'Paradas da rota 1' });
    const itens = within(lista).getAllByRole('listitem');
    const nomes = new Map(PEDIDOS.map((p) => [p.id, p.codigo]));
    expect(itens.map((item) => item.getAttribute('data-parada'))).toEqual(
      esperado.rotas[0]!.paradas.map((parada) => parada.id),
    );
    const primeira = esperado.rotas[0]!.paradas[0]!;
    expect(itens[0]!.textContent).toContain(nomes.get(primeira.id) ?? '');
    expect(itens[0]!.textContent).toContain(formatDistance(primeira.distanciaAcumuladaM));
    expect(itens[0]!.textContent).toMatch(/Chegada \d\d:\d\d/);
    expect(screen.getByText(formatDistance(esperado.distanciaTotalM))).toBeTruthy();

    // The map: the depot, a numbered marker per stop and the route's line.
    await waitFor(() => expect(leafletFake.markers).toHaveLength(4), LENTO);
    expect(leafletFake.polylines).toHaveLength(1);
  });

  it('recalculates the route and its distance when a stop is moved', async () => {
    const { fetchMock } = renderPagina();
    await screen.findByText('3 paradas');
    fireEvent.click(screen.getByRole('button', { name: 'Roteirizar' }));
    const lista = await screen.findByRole('list', { name: 'Paradas da rota 1' });
    const body = requestBody(
      callsTo(fetchMock, 'POST /api/formacao/roteirizador/planejar')[0],
    ) as TPlanejarRotasBody;
    const entrada = paraEntradaRoteirizacao(ZPlanejarRotasBody.parse(body));
    const plano = planejarRotas(entrada);
    const recalculada = reordenarRota(entrada, plano.rotas[0]!, 0, 1);
    expect(recalculada.rota.distanciaM).not.toBe(plano.rotas[0]!.distanciaM);

    fireEvent.click(within(lista).getByRole('button', { name: 'Mover a parada 1 para baixo' }));

    await waitFor(() =>
      expect(
        within(lista)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('data-parada')),
      ).toEqual(recalculada.rota.paradas.map((parada) => parada.id)),
    );
    expect(screen.getByText(formatDistance(recalculada.rota.distanciaM))).toBeTruthy();
    const primeira = recalculada.rota.paradas[0]!;
    const trecho = distanciaRodoviariaEstimada(
      { latitude: body.deposito.latitude, longitude: body.deposito.longitude },
      body.paradas.find((parada) => parada.id === primeira.id)!,
    );
    expect(primeira.distanciaAcumuladaM).toBe(trecho);
    expect(within(lista).getAllByRole('listitem')[0]!.textContent).toContain(formatDistance(trecho));
  });

  it('saves the plan for the draft, telling the draft now follows the route', async () => {
    const { fetchMock } = renderPagina(undefined, {
      'POST /api/formacao/roteirizador/planos': (init) => ({
        status: 201,
        body: {
          message: 'Plano de rota salvo: a ordem dos pedidos da minuta 1 segue a rota e será a da carga.',
          plano: { id: 'p1', ...(requestBody(init) as object) },
        },
      }),
    });
    await screen.findByText('3 paradas');
    fireEvent.click(screen.getByRole('button', { name: 'Roteirizar' }));
    await screen.findByRole('list', { name: 'Paradas da rota 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar plano' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Salvar plano de rota' });
    expect(dialogo.textContent).toContain('A ordem dos pedidos da minuta 1 passará a seguir esta rota');
    const nome = within(dialogo).getByRole('textbox', { name: /Nome do plano/ }) as HTMLInputElement;
    expect(nome.value).toBe('Rota da minuta 1');
    fireEvent.change(nome, { target: { value: 'Entrega sul' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/formacao/roteirizador/planos')).toHaveLength(1));
    const enviado = requestBody(callsTo(fetchMock, 'POST /api/formacao/roteirizador/planos')[0]) as {
      nome: string;
      minutaId: string;
      entrada: TPlanejarRotasBody;
      resultado: { rotas: unknown[] };
    };
    expect(enviado.nome).toBe('Entrega sul');
    expect(enviado.minutaId).toBe(MINUTA_1);
    expect(enviado.entrada.paradas).toHaveLength(3);
    expect(enviado.resultado.rotas).toHaveLength(1);
    expect(await screen.findByText(/segue a rota e será a da carga/)).toBeTruthy();
  });

  it('does not call the planner without a depot, naming the field', async () => {
    const semOrigem = { ...pedido().origem, latitude: null, longitude: null };
    const { fetchMock } = renderPagina(undefined, {
      'GET /api/formacao/minuta': {
        body: { items: [{ ...MINUTA, pedidos: PEDIDOS.map((p) => ({ ...p, origem: semOrigem })) }] },
      },
    });
    await screen.findByText('3 paradas');
    fireEvent.click(screen.getByRole('button', { name: 'Roteirizar' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain('Latitude');
    expect(callsTo(fetchMock, 'POST /api/formacao/roteirizador/planejar')).toHaveLength(0);
  });

  it('opens the planner with the draft chosen from the quick-create drawer', async () => {
    stubApi({ 'GET /api/formacao/minuta': { body: { items: [MINUTA] } } });
    const router = renderDrawer('formacao/roteirizador/planos/new');
    const drawer = await screen.findByRole('dialog', { name: 'Novo plano de rota' }, LENTO);
    fireEvent.change(await within(drawer).findByRole('textbox', { name: 'Nome do plano' }, LENTO), {
      target: { value: 'Rota norte' },
    });
    await within(drawer).findAllByLabelText('Minuta', {}, LENTO);
    await pickOption(drawer, 'Minuta', /Minuta 1/);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Continuar no roteirizador' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/formacao/roteirizador'));
    expect(router.state.location.search).toBe(`?minutaId=${MINUTA_1}&nome=Rota+norte`);
  }, 30_000);
});
