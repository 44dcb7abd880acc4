import { OFERECIMENTO_MESSAGES, SituacaoOfertaCarga } from '@embarca/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-routes';
import { renderDrawer } from '../../../test/render-drawer';
import { signInOperador } from '../../../test/session.fixtures';
import { makeCargaDetails } from '../../cargas/detalhes/__tests__/detalhes-fixtures';
import { CARGA_ID, carga, entrarNoOferecimento, oferecimentoDaCarga, oferta } from './oferecimento-fixtures';

const details = makeCargaDetails({
  id: CARGA_ID,
  visibilidade: 1,
  lote: false,
  qntNegociacoesEmAndamento: 1,
  transportadoras: [
    {
      ofertaId: 'of-1',
      empresaId: 'e1',
      nome: 'Transportes Sul',
      documento: null,
      tipo: 1,
      situacao: SituacaoOfertaCarga.Contraproposta,
      valorProposto: '6800.00',
      criadoEm: '2026-11-26T12:00:00.000Z',
      atualizadoEm: '2026-11-26T13:00:00.000Z',
    },
  ],
});
const contraproposta = oferta({
  id: 'of-1',
  situacao: SituacaoOfertaCarga.Contraproposta,
  valorProposto: '6800.00',
});

describe("the load details' Negociação tab", { timeout: 30_000 }, () => {
  it('is the actionable thread of the offering board for the shipper (no offer form there)', async () => {
    entrarNoOferecimento();
    stubApi({
      [`GET /api/carga-mongo/${CARGA_ID}/details`]: { body: details },
      [`GET /api/oferecimento/cargas/${CARGA_ID}`]: {
        body: oferecimentoDaCarga({ etapa: 'em-negociacao', ofertas: [contraproposta] }),
      },
    });
    renderDrawer(`cargas/detalhes/${CARGA_ID}/negociacao`);
    const regiao = await screen.findByRole(
      'region',
      { name: 'Oferta: Transportes Sul' },
      { timeout: 10_000 },
    );
    expect(within(regiao).getByRole('button', { name: 'Contrapropor (Transportes Sul)' })).toBeTruthy();
    expect(within(regiao).getByRole('button', { name: 'Recusar (Transportes Sul)' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Ofertar carga' })).toBeNull();
    expect(screen.queryByText(/ficará disponível no quadro de Oferecimento/)).toBeNull();
  });

  it("is the carrier's own thread for a carrier", async () => {
    entrarNoOferecimento(true);
    stubApi({
      [`GET /api/carga-mongo/${CARGA_ID}/details`]: { body: details },
      'GET /api/oferecimento/ofertas/of-1': { body: { ...contraproposta, carga: carga() } },
    });
    renderDrawer(`cargas/detalhes/${CARGA_ID}/negociacao`);
    const regiao = await screen.findByRole('region', { name: 'Oferta: Sua negociação' }, { timeout: 10_000 });
    expect(within(regiao).getByRole('button', { name: 'Desistir da oferta' })).toBeTruthy();
  });

  it('stays read-only without the Oferecimento module', async () => {
    signInOperador();
    stubApi({ [`GET /api/carga-mongo/${CARGA_ID}/details`]: { body: details } });
    renderDrawer(`cargas/detalhes/${CARGA_ID}/negociacao`);
    const tabela = await screen.findByRole('table', { name: /^Negociações da carga/ }, { timeout: 10_000 });
    expect(within(tabela).queryByRole('button')).toBeNull();
    expect(screen.queryByText(OFERECIMENTO_MESSAGES.foraDaVez)).toBeNull();
  });
});
