import { MESSAGES, successMessage, TipoLookup, type TLookupValor } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render-app';
import { LookupsSection } from '../components/lookups-section';

const GLOBAL: TLookupValor = {
  id: '00000000-0000-4000-8000-000000000001',
  tipo: TipoLookup.TipoVeiculo,
  valor: 1,
  texto: 'Truck',
  codigo: null,
  ativo: true,
  proprio: false,
};
const OWN: TLookupValor = {
  id: '00000000-0000-4000-8000-000000000002',
  tipo: TipoLookup.TipoVeiculo,
  valor: 101,
  texto: 'Rodotrem elétrico',
  codigo: null,
  ativo: true,
  proprio: true,
};
const DELETE_OWN = `DELETE /api/tipo/valores/${OWN.id}`;

function renderSection() {
  renderRoutes([{ path: '/', element: <LookupsSection /> }], '/');
}

async function chooseAction(name: string, action: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Ações de ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('LookupsSection: delete an own value', { timeout: 20_000 }, () => {
  it('asks first; Cancelar sends nothing, Excluir deletes, says so and reloads the list', async () => {
    let deleted = false;
    const fetchMock = stubApi({
      'GET /api/tipo/valores': () => ({ body: deleted ? [GLOBAL] : [GLOBAL, OWN] }),
      [DELETE_OWN]: () => {
        deleted = true;
        return { body: { message: successMessage('deleted', 'Valor') } };
      },
    });
    renderSection();

    await chooseAction(OWN.texto, 'Excluir');
    const dialog = await screen.findByRole('dialog', { name: 'Excluir registro' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, DELETE_OWN)).toHaveLength(0);

    await chooseAction(OWN.texto, 'Excluir');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(successMessage('deleted', 'Registro'))).toBeTruthy();
    expect(callsTo(fetchMock, DELETE_OWN)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(OWN.texto)).toBeNull());
  });

  it('offers no actions on a product-wide value', async () => {
    stubApi({ 'GET /api/tipo/valores': { body: [GLOBAL, OWN] } });
    renderSection();
    expect(await screen.findByText(GLOBAL.texto)).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Ações de ${GLOBAL.texto}` })).toBeNull();
    expect(screen.getByRole('button', { name: `Ações de ${OWN.texto}` })).toBeTruthy();
  });

  it("shows the server's refusal for a value in use", async () => {
    stubApi({
      'GET /api/tipo/valores': { body: [GLOBAL, OWN] },
      [DELETE_OWN]: { status: 409, body: { message: MESSAGES.recordLocked } },
    });
    renderSection();
    await chooseAction(OWN.texto, 'Excluir');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MESSAGES.recordLocked)).toBeTruthy();
  });

  it("falls back to the catalogue's text when the delete fails for another reason", async () => {
    stubApi({
      'GET /api/tipo/valores': { body: [GLOBAL, OWN] },
      [DELETE_OWN]: { status: 500, body: { message: 'boom' } },
    });
    renderSection();
    await chooseAction(OWN.texto, 'Excluir');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MESSAGES.deleteError)).toBeTruthy();
  });
});
