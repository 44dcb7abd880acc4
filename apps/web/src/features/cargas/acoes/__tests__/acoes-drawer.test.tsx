import { SituacaoCarga, type TCargaDetails } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, stubApi, type TFakeRoutes } from '../../../../test/fetch-routes';
import { fieldByLabel, pickOption } from '../../../../test/form-fields';
import { currentSearch, renderDrawer } from '../../../../test/render-drawer';
import { signInOperador } from '../../../../test/session.fixtures';
import { makeCargaDetails } from '../../detalhes/__tests__/detalhes-fixtures';
import { ACAO_MENU_LABELS } from '../acoes-da-carga';
import { resposta } from './acoes-harness';

beforeEach(() => signInOperador());

/** The details drawer of `carga`, the API answering its details and `extra`. */
function renderDetalhes(carga: TCargaDetails, extra: TFakeRoutes = {}) {
  const fetchMock = stubApi({ [`GET /api/carga-mongo/${carga.id}/details`]: { body: carga }, ...extra });
  renderDrawer(`cargas/detalhes/${carga.id}`);
  return fetchMock;
}

async function menuDeAcoes(codigo: number) {
  await screen.findByRole('heading', { name: `Carga ${codigo}` });
  fireEvent.click(screen.getByRole('button', { name: `Ações da carga ${codigo}` }));
  const menu = await screen.findByRole('menu');
  const acoes = new Set(Object.values(ACAO_MENU_LABELS));
  return {
    menu,
    // The load actions among the menu's items (the menu is the card's: view, change, print — issue 16).
    rotulos: within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent ?? '')
      .filter((rotulo) => acoes.has(rotulo)),
    itens: within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  };
}

describe('the details drawer’s actions', { timeout: 30_000 }, () => {
  it('offers every action that applies, Finalizar included, and finishes', async () => {
    const carga = makeCargaDetails({ codigo: 5001, situacao: SituacaoCarga.EntregueNaoFinalizada });
    const fetchMock = renderDetalhes(carga, {
      [`PUT /api/carga-mongo/${carga.id}/finalizar`]: resposta(
        'Contratação finalizada com sucesso!',
        { ...carga, situacao: 4 },
        [carga.id],
      ),
    });
    const { menu, rotulos } = await menuDeAcoes(5001);
    expect(rotulos).toEqual([
      'Atualizar veículo',
      'Finalizar contratação',
      'Alterar unidade de negócio',
      'Desativar',
    ]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Finalizar contratação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar contratação' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Contratação finalizada com sucesso!')).toBeTruthy();
    expect(callsTo(fetchMock, `PUT /api/carga-mongo/${carga.id}/finalizar`)).toHaveLength(1);
    // The load is still visible: the drawer stays, re-reading the details.
    await waitFor(() =>
      expect(callsTo(fetchMock, `GET /api/carga-mongo/${carga.id}/details`).length).toBeGreaterThan(1),
    );
    expect(currentSearch()).toContain('drawer=');
  });

  it('reopens a cancelled load reached from elsewhere', async () => {
    const carga = makeCargaDetails({ codigo: 5002, situacao: SituacaoCarga.Cancelada });
    const fetchMock = renderDetalhes(carga, {
      [`DELETE /api/carga-mongo/${carga.id}/reabrir`]: resposta(
        'Carga reaberta com sucesso!',
        { ...carga, situacao: 1 },
        [carga.id],
      ),
    });
    const { menu, rotulos } = await menuDeAcoes(5002);
    expect(rotulos).toEqual(['Reabrir']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Reabrir' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reabrir carga' })).getByRole('button', {
        name: 'Reabrir',
      }),
    );
    expect(await screen.findByText('Carga reaberta com sucesso!')).toBeTruthy();
    expect(callsTo(fetchMock, `DELETE /api/carga-mongo/${carga.id}/reabrir`)).toHaveLength(1);
  });

  it('closes the drawer when the load leaves the caller’s view (deactivated)', async () => {
    const carga = makeCargaDetails({ codigo: 5003, situacao: SituacaoCarga.AguardandoContratacao });
    renderDetalhes(carga, {
      'GET /api/tipo': { body: [{ valor: 3, texto: 'Carga duplicada' }] },
      [`POST /api/carga-mongo/${carga.id}/desativar`]: resposta('Carga desativada com sucesso!', null, [
        carga.id,
      ]),
    });
    const { menu, rotulos, itens } = await menuDeAcoes(5003);
    expect(rotulos).toEqual(['Alocar veículo', 'Alterar unidade de negócio', 'Cancelar carga', 'Desativar']);
    // The card's items are here too (issue 16): edit, stage, the manifests and the PDF.
    expect(itens).toEqual(
      expect.arrayContaining([
        'Editar',
        'Mover para...',
        'Gerar romaneio',
        'Gerar romaneio sem itens',
        'Gerar PDF',
      ]),
    );
    expect(within(menu).getAllByRole('separator')).toHaveLength(2);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Desativar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desativar a carga 5003' });
    await pickOption(dialog, /^Motivo/, 'Carga duplicada');
    await waitFor(() => expect(fieldByLabel(dialog, /^Motivo/).value).toBe('Carga duplicada'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Carga desativada com sucesso!')).toBeTruthy();
    await waitFor(() => expect(currentSearch()).not.toContain('drawer='));
  });

  it('Escape in an action’s dialog closes the dialog, not the drawer under it', async () => {
    const carga = makeCargaDetails({ codigo: 5005, situacao: SituacaoCarga.EmAndamento });
    renderDetalhes(carga);
    const { menu } = await menuDeAcoes(5005);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Cancelar carga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a carga 5005' });
    fireEvent.keyDown(fieldByLabel(dialog, /^Motivo do cancelamento/), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancelar a carga 5005' })).toBeNull());
    expect(currentSearch()).toContain(`drawer=cargas/detalhes/${carga.id}`);
    expect(screen.getByRole('heading', { name: 'Carga 5005' })).toBeTruthy();
  });

  it('offers no action on a load directed to the caller, only what it may see and print', async () => {
    const carga = makeCargaDetails({ codigo: 5004, situacao: 1, visibilidade: 99 });
    renderDetalhes(carga);
    const { rotulos, itens } = await menuDeAcoes(5004);
    expect(rotulos).toEqual([]);
    expect(itens).not.toContain('Editar');
    expect(itens).not.toContain('Histórico');
  });
});
