import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render-app';
import { CotacaoFretePage } from '../pages/cotacao-frete-page';
import { COTACAO_ID, cotacaoSalva, entrarComTabelaFrete, pagina, TABELA_SUL } from './tabela-frete-fixtures';

function SearchProbe() {
  return <output data-testid="search">{decodeURIComponent(useLocation().search)}</output>;
}

const renderPage = (entrada: string) =>
  renderRoutes(
    [
      {
        path: '/oferecimento/tabela-frete/cotacao',
        element: (
          <>
            <SearchProbe />
            <CotacaoFretePage />
          </>
        ),
      },
    ],
    entrada,
  );

const search = () => screen.getByTestId('search').textContent ?? '';

beforeEach(() => entrarComTabelaFrete());

describe('freight quote page', { timeout: 30_000 }, () => {
  it("opens on 'Cotação' and keeps the tab in ?aba=", async () => {
    stubApi({
      'GET /api/tipo': { body: [] },
      'POST /api/tabela-frete/regioes/search': pagina([
        { id: 'r1', nome: 'Sul', ativo: true, itens: [{ tipo: 2, valor: 'PR', descricao: 'PR' }] },
      ]),
    });
    renderPage('/oferecimento/tabela-frete/cotacao');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotação de frete' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Cotação',
      'Cotações salvas',
      'Tabelas de frete',
      'Regras de cálculo',
      'Regiões',
    ]);
    expect(screen.getByRole('tab', { name: 'Cotação', selected: true })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Cotação de frete' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Regiões' }));
    await waitFor(() => expect(search()).toBe('?aba=regioes'));
    expect(await screen.findByText('Sul')).toBeTruthy();
  });

  it('lists the saved quotes and re-shows one read-only with "Criar carga"', async () => {
    stubApi({
      'POST /api/tabela-frete/cotacoes/search': pagina([
        {
          id: COTACAO_ID,
          numero: 12,
          criadoEm: '2026-05-04T13:30:00.000Z',
          usuarioNome: 'Ana Operadora',
          origem: 'Campinas/SP',
          destino: 'Porto Alegre/RS',
          pesoKg: '15000.000',
          qtdPrecos: 2,
          melhorTotal: '6988.64',
        },
      ]),
      [`GET /api/tabela-frete/cotacoes/${COTACAO_ID}`]: { body: cotacaoSalva() },
    });
    renderPage('/oferecimento/tabela-frete/cotacao?aba=cotacoes');
    expect(screen.getByRole('tab', { name: 'Cotações salvas', selected: true })).toBeTruthy();
    await screen.findByText('Ana Operadora');
    const tabela = screen.getByRole('table', { name: 'Cotações de frete salvas' });
    const celulas = Array.from(
      within(tabela).getAllByRole('row')[1]?.querySelectorAll('td') ?? [],
      (c) => c.textContent,
    );
    expect(celulas).toEqual([
      '12',
      '04/05/2026 10:30',
      'Ana Operadora',
      'Campinas/SP → Porto Alegre/RS',
      '15,00 Ton',
      '2',
      'R$\u00a06.988,64',
    ]);

    fireEvent.click(within(tabela).getByRole('button', { name: 'Abrir cotação nº 12' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cotação nº 12' });
    expect(await within(dialogo).findByText('Salva em 04/05/2026 10:30 por Ana Operadora')).toBeTruthy();
    const lista = within(dialogo).getByRole('list', { name: 'Preços por tabela' });
    expect(within(lista).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Criar carga com Tabela Sul v2' }));
    await waitFor(() =>
      expect(search()).toBe(
        `?aba=cotacoes&drawer=cargas/cadastro-carga/new?cotacao=${COTACAO_ID}&tabela=${TABELA_SUL}`,
      ),
    );
  });
});
