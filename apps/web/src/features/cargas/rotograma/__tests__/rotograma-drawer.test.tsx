import {
  INTERVALO_ATUALIZACAO_MAPA_MS,
  SituacaoCarga,
  type TCargaDetails,
  type TCargaVeiculo,
  VisibilidadeCarga,
} from '@embarca/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leafletFake } from '../../../../lib/map/__tests__/leaflet-fake';
import { callsTo, stubApi, type TFakeRoutes } from '../../../../test/fetch-routes';
import { renderDrawer } from '../../../../test/render-drawer';
import { signInOperador } from '../../../../test/session.fixtures';
import { detalhes, ROTA } from './rotograma-fixtures';

// jsdom cannot lay out a map nor fetch tiles: the wrapper talks to a recording stand-in.
vi.mock('leaflet', () => import('../../../../lib/map/__tests__/leaflet-fake'));

/** The first render loads the drawer's lazy chunk: slow on a busy machine. */
const LENTO = { timeout: 15_000 };

const VEICULO: TCargaVeiculo = {
  veiculo: {
    id: 'v1',
    placa: 'ABC1D23',
    tipoVeiculo: 'Carreta',
    tipoCarroceria: 'Sider',
    frota: false,
    capacidadeKg: 27_000,
    capacidadeM3: 90,
  },
  motorista: { id: 'm1', nome: 'João da Silva', telefone: null },
  posicao: null,
};

beforeEach(() => {
  leafletFake.reset();
  signInOperador();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderRotograma(carga: TCargaDetails, extra: TFakeRoutes = {}) {
  const fetchMock = stubApi({
    [`GET /api/carga-mongo/${carga.id}/details`]: { body: carga },
    [`GET /api/carga-mongo/${carga.id}/rotograma`]: { body: ROTA },
    [`GET /api/carga-mongo/${carga.id}/veiculo`]: { body: VEICULO },
    ...extra,
  });
  renderDrawer(`cargas/detalhes/${carga.id}/rotograma`);
  return fetchMock;
}

/** The value under a label of the summary's description list. */
function valorDe(label: string): string {
  const termo = screen.getByText(label, { selector: 'dt' });
  return termo.nextElementSibling?.textContent ?? '';
}

describe('route map drawer (cargas/detalhes/{id}/rotograma)', { timeout: 30_000 }, () => {
  it('shows the estimate, the numbered points on the map with popups, and the line', async () => {
    const carga = detalhes({ codigo: 7001, situacao: SituacaoCarga.AguardandoContratacao, veiculo: null });
    renderRotograma(carga);

    expect(await screen.findByRole('region', { name: 'Mapa da rota da carga 7001' }, LENTO)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Rotograma', selected: true })).toBeTruthy();
    expect(valorDe('Distância estimada')).toBe('100,80 km');
    expect(valorDe('Tempo estimado')).toBe('1h 41min');
    expect(valorDe('Pontos')).toBe('3');
    expect(valorDe('Registrado na carga')).toBe('98,50 km · 1h 35min');
    expect(
      screen.getByText(/linha reta × 1,2 \(fator rodoviário\) e velocidade média de 60 km\/h/),
    ).toBeTruthy();

    expect(leafletFake.markers.map((m) => [m.label, m.title])).toEqual([
      ['1', '1. Origem: Fábrica São Paulo Ltda'],
      ['2', '2. Parada: Jundiaí/SP'],
      ['3', '3. Destino final: Atacado Campinas'],
    ]);
    expect(leafletFake.markers[0]?.popup).toEqual([
      '1. Origem',
      'Fábrica São Paulo Ltda',
      'Av. Paulista, 1000 — São Paulo/SP',
      'Previsto: 02/03/2026 10:30',
    ]);
    expect(leafletFake.polylines).toEqual([ROTA.polyline]);

    const pontos = within(screen.getByRole('list', { name: 'Pontos da rota' }));
    expect(pontos.getByText('Parada: Jundiaí/SP')).toBeTruthy();
    expect(pontos.getByText(/Trecho: 57,30 km · 57min/)).toBeTruthy();
    expect(pontos.getByText('Localização aproximada: centro da cidade.')).toBeTruthy();
  });

  it('recalculates and stores the route', async () => {
    const carga = detalhes({ codigo: 7002, situacao: SituacaoCarga.AguardandoContratacao, veiculo: null });
    const fetchMock = renderRotograma(carga, {
      [`PATCH /api/carga-mongo/${carga.id}/rotograma`]: {
        body: {
          message: 'Rotograma atualizado com sucesso!',
          rota: { ...ROTA, distancia: 100_900, tempo: 102 },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Recalcular rota' }, LENTO));
    expect(await screen.findByText('Rotograma atualizado com sucesso!')).toBeTruthy();
    expect(callsTo(fetchMock, `PATCH /api/carga-mongo/${carga.id}/rotograma`)).toHaveLength(1);
    // The details (the stored distance) are read again.
    await waitFor(() =>
      expect(callsTo(fetchMock, `GET /api/carga-mongo/${carga.id}/details`).length).toBeGreaterThan(1),
    );
  });

  it('does not offer recalculating a finished load', async () => {
    const finalizada = detalhes({ codigo: 7003, situacao: SituacaoCarga.Finalizada, veiculo: null });
    renderRotograma(finalizada);
    await screen.findByRole('region', { name: 'Mapa da rota da carga 7003' }, LENTO);
    expect(screen.queryByRole('button', { name: 'Recalcular rota' })).toBeNull();
  });

  it('hides recalculating from a carrier viewing a directed load', async () => {
    const direcionada = detalhes({
      codigo: 7004,
      situacao: SituacaoCarga.AguardandoContratacao,
      visibilidade: VisibilidadeCarga.DirecionadaParaMim,
      veiculo: null,
    });
    renderRotograma(direcionada);
    await screen.findByRole('region', { name: 'Mapa da rota da carga 7004' }, LENTO);
    expect(screen.queryByRole('button', { name: 'Recalcular rota' })).toBeNull();
  });

  it('says when no route can be determined, and which points lack a place', async () => {
    const carga = detalhes({ codigo: 7005, situacao: SituacaoCarga.AguardandoContratacao, veiculo: null });
    renderRotograma(carga, {
      [`GET /api/carga-mongo/${carga.id}/rotograma`]: {
        status: 400,
        body: {
          message: 'Não foi possível determinar uma rota para a carga.',
          pontosSemCoordenada: [{ ordem: 2, cidade: 'Lugar Nenhum', uf: 'SP' }],
        },
      },
    });
    // Named by its title: the spec's message.
    const alerta = await screen.findByRole(
      'alert',
      { name: 'Não foi possível determinar uma rota para a carga.' },
      LENTO,
    );
    expect(within(alerta).getByText('Ponto 2: Lugar Nenhum/SP')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Mapa da rota/ })).toBeNull();
    expect(leafletFake.maps).toHaveLength(0);
  });

  it('shows the vehicle on the road and reads its position again every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const carga = detalhes({ codigo: 7006, situacao: SituacaoCarga.EmAndamento });
    let posicao: TCargaVeiculo['posicao'] = null;
    const fetchMock = renderRotograma(carga, {
      [`GET /api/carga-mongo/${carga.id}/veiculo`]: () => ({ body: { ...VEICULO, posicao } }),
    });
    expect(await screen.findByText('Veículo ABC1D23 · Carreta · Sider', {}, LENTO)).toBeTruthy();
    expect(screen.getByText(/O rastreamento ainda não informou a posição deste veículo\./)).toBeTruthy();
    expect(screen.getByText(/Atualizado a cada 60 segundos\./)).toBeTruthy();
    expect(callsTo(fetchMock, `GET /api/carga-mongo/${carga.id}/veiculo`)).toHaveLength(1);

    posicao = { latitude: -23.3, longitude: -46.8, dhPosicao: '2026-03-02T15:00:00.000Z' };
    expect(INTERVALO_ATUALIZACAO_MAPA_MS).toBe(60_000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(callsTo(fetchMock, `GET /api/carga-mongo/${carga.id}/veiculo`)).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(callsTo(fetchMock, `GET /api/carga-mongo/${carga.id}/veiculo`)).toHaveLength(2);
    expect(await screen.findByText(/Última posição: 02\/03\/2026 12:00/)).toBeTruthy();
    await waitFor(() => expect(leafletFake.markers.map((m) => m.title)).toContain('Veículo ABC1D23'));
  });

  it('does not poll a load that is not on the road', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const carga = detalhes({ codigo: 7007, situacao: SituacaoCarga.EntregueNaoFinalizada });
    const fetchMock = renderRotograma(carga);
    expect(await screen.findByText('Veículo ABC1D23 · Carreta · Sider', {}, LENTO)).toBeTruthy();
    expect(screen.queryByText(/Atualizado a cada 60 segundos/)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(121_000);
    });
    expect(callsTo(fetchMock, `GET /api/carga-mongo/${carga.id}/veiculo`)).toHaveLength(1);
  });
});
