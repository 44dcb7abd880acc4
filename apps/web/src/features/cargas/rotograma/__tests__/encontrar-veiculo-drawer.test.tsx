import {
  SituacaoCarga,
  type TCargaDetails,
  type TSugestaoVeiculos,
  VisibilidadeCarga,
} from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi, type TFakeRoutes } from '../../../../test/fetch-routes';
import { fieldByLabel } from '../../../../test/form-fields';
import { renderDrawer } from '../../../../test/render-drawer';
import { signInOperador } from '../../../../test/session.fixtures';
import { detalhes } from './rotograma-fixtures';

function sugestao(carga: TCargaDetails, veiculos: TSugestaoVeiculos['veiculos']): TSugestaoVeiculos {
  return {
    carga: {
      id: carga.id,
      codigo: carga.codigo,
      pesoKg: 12_500,
      volumeM3: 45.5,
      dhColeta: '2026-03-02T13:30:00.000Z',
      dhEntrega: '2026-03-04T18:00:00.000Z',
      origem: { cidade: 'Campinas', uf: 'SP', latitude: -22.9056, longitude: -47.0608 },
    },
    veiculos,
    descartados: { ocupados: 1, semCapacidade: 2, indisponiveis: 0 },
  };
}

/** The first render loads the drawer's lazy chunk: slow on a busy machine. */
const LENTO = { timeout: 15_000 };

const PERTO = {
  id: 'v1',
  placa: 'RTA1B23',
  tipoVeiculo: 'Carreta',
  tipoCarroceria: 'Refrigerado',
  frota: true,
  capacidadeKg: 27_000,
  capacidadeM3: 90,
  motorista: { id: 'm1', nome: 'Carlos Pereira' },
  ultimaPosicao: {
    cargaCodigo: 88,
    cidade: 'Jundiaí',
    uf: 'SP',
    latitude: -23.1857,
    longitude: -46.8978,
    dhEntrega: '2026-03-01T18:00:00.000Z',
  },
  distanciaAteOrigem: 42_350,
  ocupacaoPeso: 12_500 / 27_000,
  motivos: [
    'Livre entre a coleta e a entrega da carga.',
    'Última entrega em Jundiaí/SP, a cerca de 42,35 km da origem (estimativa).',
    'Capacidade de 27,00 Ton para 12,50 Ton da carga (46% ocupado).',
  ],
  posicaoAtual: { latitude: -23.1, longitude: -46.9, dhPosicao: '2026-03-01T18:00:00.000Z' },
  distanciaKm: 24.5,
  ajustePercentual: 51,
  disponivel: true,
  razoes: {
    ajuste: 'Aproveitamento de 51% da capacidade',
    distancia: 'A 24,50 km da origem (última posição)',
    disponibilidade: 'Livre na agenda no período da carga',
  },
};
const SEM_POSICAO = {
  id: 'v2',
  placa: 'FZK8231',
  tipoVeiculo: 'VUC',
  tipoCarroceria: 'Baú',
  frota: false,
  capacidadeKg: null,
  capacidadeM3: null,
  motorista: null,
  ultimaPosicao: null,
  distanciaAteOrigem: null,
  ocupacaoPeso: null,
  motivos: [
    'Livre entre a coleta e a entrega da carga.',
    'Sem viagem anterior registrada: posição desconhecida.',
    'Capacidade de peso não informada no cadastro do veículo.',
  ],
  posicaoAtual: null,
  distanciaKm: null,
  ajustePercentual: null,
  disponivel: true,
  razoes: {
    ajuste: 'Aproveitamento desconhecido (capacidade não informada)',
    distancia: 'Sem posição registrada',
    disponibilidade: 'Livre na agenda no período da carga',
  },
};

beforeEach(() => signInOperador());

function renderEncontrar(carga: TCargaDetails, resposta: TSugestaoVeiculos, extra: TFakeRoutes = {}) {
  const fetchMock = stubApi({
    [`GET /api/carga-mongo/${carga.id}/details`]: { body: carga },
    [`GET /api/carga-mongo/veiculo/${carga.id}/sugerir`]: { body: resposta },
    'GET /api/frota/veiculos': { body: [] },
    'GET /api/frota/motoristas': { body: [] },
    ...extra,
  });
  renderDrawer(`cargas/detalhes/${carga.id}/encontrar-veiculo`);
  return fetchMock;
}

describe('find vehicle drawer (cargas/detalhes/{id}/encontrar-veiculo)', { timeout: 30_000 }, () => {
  it('lists the suggested vehicles in order with capacity, driver, distance and why they fit', async () => {
    const carga = detalhes({ codigo: 8001, situacao: SituacaoCarga.AguardandoContratacao, veiculo: null });
    renderEncontrar(carga, sugestao(carga, [PERTO, SEM_POSICAO]));

    const lista = await screen.findByRole('list', { name: 'Veículos sugeridos' }, LENTO);
    expect(screen.getByRole('tab', { name: 'Encontrar veículo', selected: true })).toBeTruthy();
    const itens = within(lista).getAllByRole('listitem', { name: /º: veículo/ });
    expect(itens.map((item) => item.getAttribute('aria-label'))).toEqual([
      '1º: veículo RTA1B23',
      '2º: veículo FZK-8231',
    ]);

    const primeiro = within(itens[0] as HTMLElement);
    expect(primeiro.getByText('Carreta · Refrigerado')).toBeTruthy();
    expect(primeiro.getByText('Frota contratada')).toBeTruthy();
    expect(primeiro.getByText('27,00 Ton · 90 m³ · Motorista da última viagem: Carlos Pereira')).toBeTruthy();
    expect(primeiro.getByText('≈ 42,35 km até a origem')).toBeTruthy();
    expect(
      within(primeiro.getByRole('list', { name: 'Por que o veículo RTA1B23 serve' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(PERTO.motivos);
    // Icons from the type and body names (02 §9).
    const icone = (itens[0] as HTMLElement).querySelector('[data-icone]');
    expect(icone?.getAttribute('data-icone')).toBe('articulado');
    expect(icone?.getAttribute('data-carroceria')).toBe('refrigerada');

    const segundo = within(itens[1] as HTMLElement);
    expect(segundo.getByText('Capacidade não informada')).toBeTruthy();
    expect(segundo.getByText('Distância até a origem desconhecida')).toBeTruthy();

    expect(
      screen.getByText(
        '12,50 Ton · 45,5 m³ · Coleta 02/03/2026 10:30 · Entrega 04/03/2026 15:00 · Origem Campinas/SP',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        '3 veículos ativos ficaram de fora: 1 ocupado em outra carga no período; 2 sem capacidade para a carga.',
      ),
    ).toBeTruthy();
  });

  it('opens the allocation form for a load awaiting allocation', async () => {
    const carga = detalhes({ codigo: 8002, situacao: SituacaoCarga.AguardandoContratacao, veiculo: null });
    renderEncontrar(carga, sugestao(carga, [PERTO]));
    fireEvent.click(await screen.findByRole('button', { name: 'Alocar veículo' }, LENTO));
    expect(await screen.findByRole('dialog', { name: 'Alocar veículo na carga 8002' })).toBeTruthy();
  });

  it('allocates a suggested vehicle: "Alocar este veículo" opens the form with it chosen (issue 16)', async () => {
    const carga = detalhes({ codigo: 8006, situacao: SituacaoCarga.AguardandoContratacao, veiculo: null });
    renderEncontrar(carga, sugestao(carga, [PERTO, SEM_POSICAO]), {
      'GET /api/frota/veiculos': {
        body: [
          {
            id: 'v1',
            placa: 'RTA1B23',
            tipoVeiculo: 'Carreta',
            frota: true,
            ativo: true,
            proprio: true,
            equipamento: false,
          },
          {
            id: 'v2',
            placa: 'FZK8231',
            tipoVeiculo: 'VUC',
            frota: false,
            ativo: true,
            proprio: true,
            equipamento: false,
          },
        ],
      },
    });
    const botao = await screen.findByRole('button', { name: 'Alocar este veículo (RTA1B23)' }, LENTO);
    expect(screen.getByRole('button', { name: 'Alocar este veículo (FZK-8231)' })).toBeTruthy();
    fireEvent.click(botao);
    const dialogo = await screen.findByRole('dialog', { name: 'Alocar veículo na carga 8006' });
    await waitFor(() => expect(fieldByLabel(dialogo, /^Veículo/).value).toBe('RTA1B23 · Carreta'));
  });

  it('offers no allocation once the load is on the road', async () => {
    const emAndamento = detalhes({ codigo: 8003, situacao: SituacaoCarga.EmAndamento });
    renderEncontrar(emAndamento, sugestao(emAndamento, [PERTO]));
    await screen.findByRole('list', { name: 'Veículos sugeridos' }, LENTO);
    expect(screen.queryByRole('button', { name: 'Alocar veículo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Alocar este veículo/ })).toBeNull();
  });

  it('hides allocation from a carrier', async () => {
    const direcionada = detalhes({
      codigo: 8004,
      situacao: SituacaoCarga.AguardandoContratacao,
      visibilidade: VisibilidadeCarga.DirecionadaParaMim,
      veiculo: null,
    });
    renderEncontrar(direcionada, sugestao(direcionada, [PERTO]));
    await screen.findByRole('list', { name: 'Veículos sugeridos' }, LENTO);
    expect(screen.queryByRole('button', { name: 'Alocar veículo' })).toBeNull();
  });

  it('says when no vehicle fits', async () => {
    const carga = detalhes({ codigo: 8005, situacao: SituacaoCarga.AguardandoContratacao, veiculo: null });
    renderEncontrar(carga, sugestao(carga, []));
    expect(
      await screen.findByText(
        'Nenhum resultado encontrado. Nenhum veículo da frota está livre e com capacidade para esta carga.',
        {},
        LENTO,
      ),
    ).toBeTruthy();
  });
});
