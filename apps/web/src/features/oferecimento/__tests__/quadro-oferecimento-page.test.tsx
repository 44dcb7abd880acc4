import {
  ChannelType,
  ETAPA_OFERECIMENTO_LABELS,
  ETAPA_OFERTA_RECEBIDA_LABELS,
  ETAPAS_OFERECIMENTO,
  ETAPAS_OFERTA_RECEBIDA,
  SituacaoOfertaCarga,
  type TCardOferecimento,
  type TCardOfertaRecebida,
  type TNotificacao,
} from '@embarca/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render-app';
import { avisarOuvintes } from '../../notificacoes/notificacoes-ouvintes';
import { COLUNA_VAZIA } from '../components/quadro-coluna';
import { QuadroOferecimentoPage } from '../pages/quadro-oferecimento-page';
import { CARGA_ID, carga, entrarNoOferecimento } from './oferecimento-fixtures';

function SearchProbe() {
  return <output data-testid="search">{decodeURIComponent(useLocation().search)}</output>;
}

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/oferecimento/quadro',
        element: (
          <>
            <SearchProbe />
            <QuadroOferecimentoPage />
          </>
        ),
      },
    ],
    '/oferecimento/quadro',
  );

const cardEmbarcador: TCardOferecimento = {
  carga: carga(),
  etapa: 'em-negociacao',
  comportamento: 1,
  situacaoOferecimento: 1,
  qntOfertas: 2,
  ofertas: [
    {
      id: 'o1',
      transportadora: 'Transportes Sul',
      situacao: SituacaoOfertaCarga.Contraproposta,
      valorAlvo: '6000.00',
      valorProposto: '6800.00',
      prazoResposta: null,
    },
    {
      id: 'o2',
      transportadora: 'Transportes Norte',
      situacao: SituacaoOfertaCarga.Ofertada,
      valorAlvo: '6000.00',
      valorProposto: null,
      prazoResposta: '2099-01-01T15:00:00.000Z',
    },
  ],
  melhorProposta: '6800.00',
  prazoMaisProximo: '2099-01-01T15:00:00.000Z',
};

const quadroEmbarcador = {
  colunas: ETAPAS_OFERECIMENTO.map((etapa) => ({
    etapa,
    titulo: ETAPA_OFERECIMENTO_LABELS[etapa],
    total: etapa === 'em-negociacao' ? 1 : 0,
    cards: etapa === 'em-negociacao' ? [cardEmbarcador] : [],
  })),
};

const cardRecebido: TCardOfertaRecebida = {
  ofertaId: 'of-1',
  carga: carga(),
  etapa: 'recebidas',
  tipo: 1,
  situacao: SituacaoOfertaCarga.Ofertada,
  valorAlvo: '6000.00',
  valorProposto: null,
  prazoResposta: '2099-01-01T15:00:00.000Z',
  observacao: null,
  vez: 'transportadora',
};

describe('offering board page', { timeout: 30_000 }, () => {
  it("shows a shipper its loads by column, a card opens the load's drawer in the URL", async () => {
    entrarNoOferecimento();
    const fetchMock = stubApi({
      'GET /api/oferecimento/quadro/embarcador': { body: quadroEmbarcador },
      'GET /api/empresa/search': { body: [] },
    });
    renderPage();
    await screen.findByRole('button', { name: 'Carga 1042' });
    const coluna = screen.getByRole('region', { name: ETAPA_OFERECIMENTO_LABELS['em-negociacao'] });
    expect(coluna.querySelector('[data-total]')?.textContent).toBe('1 carga');
    const card = within(coluna).getByRole('article');
    expect(within(card).getByText('Campinas/SP → Porto Alegre/RS')).toBeTruthy();
    expect(within(card).getByText('Coleta 01/12/2026 · 15,00 Ton · Carreta')).toBeTruthy();
    expect(within(card).getByText('Manual')).toBeTruthy();
    expect(within(card).getByText('Contraproposta')).toBeTruthy();
    expect(within(card).getByText('Melhor proposta: R$ 6.800,00')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: ETAPA_OFERECIMENTO_LABELS.contratada })).getByText(
        COLUNA_VAZIA,
      ),
    ).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Carga 1042' }));
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toBe(`?drawer=oferecimento/cargas/${CARGA_ID}`),
    );

    // A notification of the offering channel re-reads the board.
    const antes = callsTo(fetchMock, 'GET /api/oferecimento/quadro/embarcador').length;
    act(() => avisarOuvintes({ id: 'n1', channelType: ChannelType.CargaOferecimento } as TNotificacao));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/oferecimento/quadro/embarcador').length).toBeGreaterThan(antes),
    );
  });

  it('shows a carrier the offers it received', async () => {
    entrarNoOferecimento(true);
    stubApi({
      'GET /api/oferecimento/quadro/transportadora': {
        body: {
          colunas: ETAPAS_OFERTA_RECEBIDA.map((etapa) => ({
            etapa,
            titulo: ETAPA_OFERTA_RECEBIDA_LABELS[etapa],
            total: etapa === 'recebidas' ? 1 : 0,
            cards: etapa === 'recebidas' ? [cardRecebido] : [],
          })),
        },
      },
    });
    renderPage();
    await screen.findByRole('button', { name: 'Carga 1042' });
    const coluna = screen.getByRole('region', { name: ETAPA_OFERTA_RECEBIDA_LABELS.recebidas });
    expect(within(coluna).getByText('Valor do embarcador: R$ 6.000,00')).toBeTruthy();
    expect(within(coluna).getByText('Embarcador Demo · Restrita')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Grupos de transportadoras' })).toBeNull();
    fireEvent.click(within(coluna).getByRole('button', { name: 'Carga 1042' }));
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toBe('?drawer=oferecimento/ofertas/of-1'),
    );
  });

  it('says the failure and reads again on retry', async () => {
    entrarNoOferecimento();
    let falhar = true;
    stubApi({
      'GET /api/oferecimento/quadro/embarcador': () =>
        falhar ? { status: 409, body: { message: 'Falhou' } } : { body: quadroEmbarcador },
      'GET /api/empresa/search': { body: [] },
    });
    renderPage();
    expect(await screen.findByText('Falhou')).toBeTruthy();
    falhar = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('region', { name: ETAPA_OFERECIMENTO_LABELS['em-negociacao'] }),
    ).toBeTruthy();
  });
});
