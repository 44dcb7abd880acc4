import { MESSAGES, successMessage } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render-app';
import { UnidadesSection } from '../components/unidades-section';

const UNITS = Array.from({ length: 12 }, (_, index) => ({
  id: `00000000-0000-4000-8000-0000000000${String(index + 10)}`,
  descricao: `Filial ${String(index + 1).padStart(2, '0')}`,
  codigo: null,
  ativo: true,
  empresaId: null,
  empresaNome: null,
}));

function renderSection() {
  renderRoutes([{ path: '/', element: <UnidadesSection /> }], '/');
}

async function chooseAction(unit: string, action: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Ações de ${unit}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('UnidadesSection', { timeout: 20_000 }, () => {
  it('lists ten units per page and pages on', async () => {
    stubApi({ 'GET /api/unidade-negocio/list': { body: UNITS } });
    renderSection();
    expect(await screen.findByText('Filial 01')).toBeTruthy();
    expect(screen.queryByText('Filial 11')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Filial 11')).toBeTruthy();
    expect(screen.queryByText('Filial 01')).toBeNull();
  });

  it('asks before deactivating; Cancelar sends nothing, Desativar does and says so', async () => {
    const fetchMock = stubApi({
      'GET /api/unidade-negocio/list': { body: UNITS },
      [`PATCH /api/unidade-negocio/${UNITS[0]?.id}/desativar`]: { body: { message: 'ok' } },
    });
    renderSection();
    await chooseAction('Filial 01', 'Desativar');
    const dialog = await screen.findByRole('dialog', { name: 'Desativar unidade de negócio' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, `PATCH /api/unidade-negocio/${UNITS[0]?.id}/desativar`)).toHaveLength(0);

    await chooseAction('Filial 01', 'Desativar');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText(successMessage('deactivated', 'Unidade de negócio'))).toBeTruthy();
    expect(callsTo(fetchMock, `PATCH /api/unidade-negocio/${UNITS[0]?.id}/desativar`)).toHaveLength(1);
  });

  it("shows the server's refusal when a unit in use cannot be deleted", async () => {
    stubApi({
      'GET /api/unidade-negocio/list': { body: UNITS },
      [`DELETE /api/unidade-negocio/${UNITS[1]?.id}`]: {
        status: 409,
        body: { message: MESSAGES.recordLocked },
      },
    });
    renderSection();
    await chooseAction('Filial 02', 'Excluir');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MESSAGES.recordLocked)).toBeTruthy();
  });

  it("falls back to the catalogue's text when a delete fails for another reason", async () => {
    stubApi({
      'GET /api/unidade-negocio/list': { body: UNITS },
      [`DELETE /api/unidade-negocio/${UNITS[1]?.id}`]: { status: 500, body: { message: 'boom' } },
    });
    renderSection();
    await chooseAction('Filial 02', 'Excluir');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MESSAGES.deleteError)).toBeTruthy();
  });

  it("shows 'Nenhum resultado encontrado.' for an empty list", async () => {
    stubApi({ 'GET /api/unidade-negocio/list': { body: [] } });
    renderSection();
    expect(await screen.findByText(MESSAGES.noResults)).toBeTruthy();
  });
});
