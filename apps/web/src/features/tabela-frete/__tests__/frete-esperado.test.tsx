import { Modulo } from '@embarca/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../../test/fetch-routes';
import { renderDrawer } from '../../../test/render-drawer';
import { makeCargaDetails } from '../../cargas/detalhes/__tests__/detalhes-fixtures';
import { entrarComTabelaFrete, preco } from './tabela-frete-fixtures';

const NBSP = '\u00a0';
const CARGA = makeCargaDetails({}, { codigo: 1042 });

/** The value shown under a label of the section's description list. */
function valorDe(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

const FRETE_ESPERADO = {
  freteEsperado: {
    cargaId: CARGA.id,
    contratacaoId: null,
    calculadoEm: '2026-05-04T13:30:00.000Z',
    preco: preco(),
  },
};

describe("load details: 'Frete esperado'", { timeout: 30_000 }, () => {
  it('shows the price frozen on the load: table, carrier, total, components, ICMS, floor and when', async () => {
    entrarComTabelaFrete();
    stubApi({
      [`GET /api/carga-mongo/${CARGA.id}/details`]: { body: CARGA },
      [`GET /api/tabela-frete/cargas/${CARGA.id}/frete-esperado`]: { body: FRETE_ESPERADO },
    });
    renderDrawer(`cargas/detalhes/${CARGA.id}`);
    const secao = await screen.findByRole('region', { name: 'Frete esperado' }, { timeout: 10_000 });
    expect(valorDe(secao, 'Tabela de frete')).toBe('Tabela Sul v2');
    expect(valorDe(secao, 'Transportadora')).toBe('Transportes Rápido Sul');
    expect(valorDe(secao, 'Total esperado')).toBe(`R$${NBSP}6.988,64`);
    expect(valorDe(secao, 'ICMS')).toBe(`R$${NBSP}838,64 (12% · ICMS adicionado (por dentro))`);
    expect(valorDe(secao, 'Piso mínimo ANTT')).toBe(
      `R$${NBSP}7.470,21 — Tabela A — Lotação · Carga geral · 5 eixos`,
    );
    expect(valorDe(secao, 'Abaixo do piso ANTT')).toBe('Sim');
    expect(within(secao).getByText('Diferença para o piso: R$ 1.320,21')).toBeTruthy();
    const composicao = within(secao).getByRole('table', { name: 'Composição do frete esperado' });
    expect(within(composicao).getByText('GRIS')).toBeTruthy();
    expect(within(composicao).getByText('Subtotal')).toBeTruthy();
    expect(within(secao).getByText('Calculado em 04/05/2026 10:30')).toBeTruthy();
  });

  it('shows nothing when the load has no expected freight', async () => {
    entrarComTabelaFrete();
    const fetchMock = stubApi({
      [`GET /api/carga-mongo/${CARGA.id}/details`]: { body: CARGA },
      [`GET /api/tabela-frete/cargas/${CARGA.id}/frete-esperado`]: { body: { freteEsperado: null } },
    });
    renderDrawer(`cargas/detalhes/${CARGA.id}`);
    await screen.findByRole('region', { name: 'Dados comerciais' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(callsTo(fetchMock, `GET /api/tabela-frete/cargas/${CARGA.id}/frete-esperado`)).toHaveLength(1),
    );
    expect(screen.queryByRole('region', { name: 'Frete esperado' })).toBeNull();
  });

  it('is not asked for by a session without the freight tables (it would be refused)', async () => {
    entrarComTabelaFrete({ AuthorizedModule: [Modulo.Cargas] });
    const fetchMock = stubApi({ [`GET /api/carga-mongo/${CARGA.id}/details`]: { body: CARGA } });
    renderDrawer(`cargas/detalhes/${CARGA.id}`);
    await screen.findByRole('region', { name: 'Dados comerciais' }, { timeout: 10_000 });
    expect(callsTo(fetchMock, `GET /api/tabela-frete/cargas/${CARGA.id}/frete-esperado`)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Frete esperado' })).toBeNull();
  });
});
