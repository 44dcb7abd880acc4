import { CargaCardMenuItem, GrupoQuadro, type TCargaQuadroCard } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi, type TFakeRoutes } from '../../../../test/fetch-routes';
import { renderRoutes } from '../../../../test/render-app';
import { itensDoMenu, MENU_ITENS_DISPONIVEIS } from '../menu-items';
import { makeCard, makeEtapa } from './quadro-fixtures';
import { abrirMenu, quadroDoGrupo, rotasDoGrupo, rotulosDoMenu, usarLayoutFalso } from './quadro-harness';

const A = GrupoQuadro.AguardandoAlocacao;
const E1 = makeEtapa({
  id: '00000000-0000-4000-8000-0000000000e1',
  descricao: 'Aguardando contratação',
  grupoEtapa: A,
  ordem: 1,
});
const E2 = makeEtapa({
  id: '00000000-0000-4000-8000-0000000000e2',
  descricao: 'Em cotação',
  grupoEtapa: A,
  ordem: 2,
});
const OUTRA = makeEtapa({
  id: '00000000-0000-4000-8000-0000000000e3',
  descricao: 'Em coleta',
  grupoEtapa: GrupoQuadro.EmAndamento,
  ordem: 3,
});

usarLayoutFalso();

function renderQuadro(cards: TCargaQuadroCard[], extra: TFakeRoutes = {}) {
  const fetchMock = stubApi({ ...rotasDoGrupo(A, cards), ...extra });
  const openDrawer = vi.fn();
  renderRoutes([{ path: '/', element: quadroDoGrupo(A, [E1, E2, OUTRA], openDrawer) }], '/');
  return { fetchMock, openDrawer };
}

describe('card menu', { timeout: 20_000 }, () => {
  it('offers every item of the spec, following cargaCardMenuItems', () => {
    // Every drawer, page and action of 02 §2's menu is built: nothing is hidden for being missing.
    expect(new Set(MENU_ITENS_DISPONIVEIS)).toEqual(new Set(Object.values(CargaCardMenuItem)));
    // Desativar and Alterar unidade are load actions: only when they apply (acoes-menu.test.tsx).
    expect(itensDoMenu(makeCard({ qntDocumentos: 3, visibilidade: 1 }), A)).toEqual([
      'detalhes',
      'rotograma',
      'encontrar-veiculo',
      'documentos',
      'anexos',
      'historico',
      'editar',
      'mover-para',
      'gerar-romaneio',
      'gerar-romaneio-sem-itens',
      'gerar-pdf',
    ]);
    // Documents only with documents; History hidden for visibilidade 99 (directed to me); a load
    // directed to the caller is not the caller's to edit.
    expect(itensDoMenu(makeCard({ qntDocumentos: 0, visibilidade: 99 }), A)).toEqual([
      'detalhes',
      'rotograma',
      'encontrar-veiculo',
      'anexos',
      'mover-para',
      'gerar-romaneio',
      'gerar-romaneio-sem-itens',
      'gerar-pdf',
    ]);
  });

  it('shows the items in the dropdown and opens their drawers', async () => {
    const card = makeCard({ qntDocumentos: 1, visibilidade: 2 });
    const { openDrawer } = renderQuadro([card]);
    const menu = await abrirMenu(card.codigo);
    expect(rotulosDoMenu(menu)).toEqual([
      'Detalhes',
      'Rotograma',
      'Transportadoras',
      'Encontrar veículo',
      'Documentos',
      'Anexos',
      'Histórico',
      'Editar',
      'Mover para...',
      'Alocar veículo',
      'Alterar unidade de negócio',
      'Cancelar carga',
      'Desativar',
      'Gerar romaneio',
      'Gerar romaneio sem itens',
      'Gerar PDF',
    ]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Documentos' }));
    expect(openDrawer).toHaveBeenLastCalledWith(`cargas/detalhes/${card.id}/documentos`);
    fireEvent.click(within(await abrirMenu(card.codigo)).getByRole('menuitem', { name: 'Histórico' }));
    expect(openDrawer).toHaveBeenLastCalledWith(`cargas/detalhes/${card.id}/historico`);
    fireEvent.click(within(await abrirMenu(card.codigo)).getByRole('menuitem', { name: 'Detalhes' }));
    expect(openDrawer).toHaveBeenLastCalledWith(`cargas/detalhes/${card.id}`);
  });

  it('hides Documentos without documents and Histórico for loads directed to me', async () => {
    const card = makeCard({ qntDocumentos: 0, visibilidade: 99 });
    renderQuadro([card]);
    expect(rotulosDoMenu(await abrirMenu(card.codigo))).toEqual([
      'Detalhes',
      'Rotograma',
      'Encontrar veículo',
      'Anexos',
      'Mover para...',
      'Gerar romaneio',
      'Gerar romaneio sem itens',
      'Gerar PDF',
    ]);
  });

  it('opens the same menu on right-click', async () => {
    const card = makeCard({ qntDocumentos: 0, visibilidade: 1 });
    renderQuadro([card]);
    fireEvent.contextMenu(await screen.findByRole('article', { name: `Carga ${card.codigo}` }), {
      clientX: 40,
      clientY: 50,
    });
    expect(rotulosDoMenu(await screen.findByRole('menu'))).toEqual([
      'Detalhes',
      'Rotograma',
      'Encontrar veículo',
      'Anexos',
      'Histórico',
      'Editar',
      'Mover para...',
      'Alocar veículo',
      'Alterar unidade de negócio',
      'Cancelar carga',
      'Desativar',
      'Gerar romaneio',
      'Gerar romaneio sem itens',
      'Gerar PDF',
    ]);
  });

  it('moves a card to another stage of its group through "Mover para..."', async () => {
    const card = makeCard({ etapa: E1.id });
    const { fetchMock } = renderQuadro([card], {
      [`PUT /api/carga-mongo/${card.id}/etapa/${E2.id}`]: { body: { ...card, etapa: E2.id } },
    });
    const coluna1 = await screen.findByRole('region', { name: `Etapa ${E1.descricao}` });
    expect(await within(coluna1).findByRole('article', { name: `Carga ${card.codigo}` })).toBeTruthy();
    fireEvent.click(within(await abrirMenu(card.codigo)).getByRole('menuitem', { name: 'Mover para...' }));
    const dialog = await screen.findByRole('dialog', { name: `Mover a carga ${card.codigo} para…` });
    // only the stages of the card's group; the current one is not offered
    expect(within(dialog).queryByRole('button', { name: OUTRA.descricao })).toBeNull();
    expect(
      within(dialog)
        .getByRole('button', { name: `${E1.descricao} (etapa atual)` })
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: E2.descricao }));
    const coluna2 = screen.getByRole('region', { name: `Etapa ${E2.descricao}` });
    await waitFor(() =>
      expect(within(coluna2).getByRole('article', { name: `Carga ${card.codigo}` })).toBeTruthy(),
    );
    expect(within(coluna1).getByText('Nenhuma carga nesta etapa.')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(fetchMock, `PUT /api/carga-mongo/${card.id}/etapa/${E2.id}`)).toHaveLength(1),
    );
  });

  it('puts the card back and says why when the move is refused', async () => {
    const card = makeCard({ etapa: E1.id });
    renderQuadro([card], {
      [`PUT /api/carga-mongo/${card.id}/etapa/${E2.id}`]: {
        status: 400,
        body: { message: 'A etapa escolhida pertence a outro grupo do quadro.' },
      },
    });
    fireEvent.click(within(await abrirMenu(card.codigo)).getByRole('menuitem', { name: 'Mover para...' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: E2.descricao }));
    expect(
      await screen.findByText(
        `Não foi possível mover a carga ${card.codigo}. A etapa escolhida pertence a outro grupo do quadro.`,
      ),
    ).toBeTruthy();
    const coluna1 = screen.getByRole('region', { name: `Etapa ${E1.descricao}` });
    await waitFor(() =>
      expect(within(coluna1).getByRole('article', { name: `Carga ${card.codigo}` })).toBeTruthy(),
    );
  });

  it('shows each column with its count and totals, and the empty state', async () => {
    renderQuadro([
      makeCard({ etapa: E1.id, peso: '600', valor: '100.00' }),
      makeCard({ etapa: E1.id, peso: '700', valor: '50.50' }),
    ]);
    const coluna1 = await screen.findByRole('region', { name: `Etapa ${E1.descricao}` });
    await waitFor(() => expect(within(coluna1).getAllByRole('article')).toHaveLength(2));
    expect(within(coluna1).getByLabelText('2 cargas')).toBeTruthy();
    expect(coluna1.textContent).toContain('Peso: 1,30 Ton');
    expect(coluna1.textContent).toContain('Valor do frete: R$');
    expect(coluna1.textContent).toContain('150,50');
    const coluna2 = screen.getByRole('region', { name: `Etapa ${E2.descricao}` });
    expect(within(coluna2).getByText('Nenhuma carga nesta etapa.')).toBeTruthy();
    // another group's stage is not a column here
    expect(screen.queryByRole('region', { name: `Etapa ${OUTRA.descricao}` })).toBeNull();
  });

  it("shows the error when the freight API's key cannot be read", async () => {
    stubApi({ 'GET /api/frete/chave': { status: 503, body: { message: 'x' } } });
    renderRoutes([{ path: '/', element: quadroDoGrupo(A, [E1]) }], '/');
    expect(await screen.findByText('Não foi possível carregar as cargas')).toBeTruthy();
    expect(screen.getByText('Serviço indisponível')).toBeTruthy();
  });

  it('shows the error with a retry when the board cannot be read', async () => {
    const fetchMock = stubApi({
      'GET /api/frete/chave': { body: { key: 'chave' } },
      [`GET /api/frete/quadro/carga/${A}`]: { status: 503, body: { message: 'x' } },
    });
    renderRoutes([{ path: '/', element: quadroDoGrupo(A, [E1]) }], '/');
    expect(await screen.findByText('Não foi possível carregar as cargas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(callsTo(fetchMock, `GET /api/frete/quadro/carga/${A}`)).toHaveLength(2));
  });
});
