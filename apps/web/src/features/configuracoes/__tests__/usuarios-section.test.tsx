import { MESSAGES, SituacaoUsuario, successMessage, type TUsuario } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSessionToken } from '../../../lib/session';
import { callsTo, stubApi } from '../../../test/fetch-routes';
import { makeTokenObject } from '../../../test/jwt.fixtures';
import { renderRoutes } from '../../../test/render-app';
import { UsuariosSection } from '../components/usuarios-section';

const SELF_ID = '00000000-0000-4000-8000-0000000000aa';
const OTHER_ID = '00000000-0000-4000-8000-0000000000bb';

function usuario(id: string, name: string, email: string): TUsuario {
  return {
    id,
    usuarioId: id,
    name,
    email,
    telefone: null,
    role: 'Operador',
    usuarioAdmin: false,
    tipo: null,
    ativo: true,
    bloqueado: false,
    situacao: SituacaoUsuario.Ativo,
    unidadeNegocioIds: [],
    modulosNaoAutorizados: [],
    senhaDefinida: true,
    lastLoginAt: null,
  };
}

const SELF = usuario(SELF_ID, 'Ana Administradora', 'admin@embarcador.demo');
const OTHER = usuario(OTHER_ID, 'Bruno Operador', 'operador@embarcador.demo');
const DELETE_OTHER = `DELETE /api/user/${OTHER_ID}`;

beforeEach(() => {
  // The signed-in administrator is SELF (the token's `sub`, upper case: ids compare case-insensitively).
  saveSessionToken(makeTokenObject({ sub: SELF_ID.toUpperCase(), role: 'Administrador' }));
});

function renderSection() {
  renderRoutes([{ path: '/', element: <UsuariosSection /> }], '/');
}

async function openActions(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Ações de ${name}` }));
}

async function chooseAction(name: string, action: string) {
  await openActions(name);
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('UsuariosSection: delete', { timeout: 20_000 }, () => {
  it('asks first; Cancelar sends nothing, Excluir deletes, says so and reloads the list', async () => {
    let deleted = false;
    const fetchMock = stubApi({
      'GET /api/usuario/pesquisar': () => ({ body: deleted ? [SELF] : [SELF, OTHER] }),
      [DELETE_OTHER]: () => {
        deleted = true;
        return { body: { message: successMessage('deleted', 'Usuário') } };
      },
    });
    renderSection();

    await chooseAction(OTHER.name, 'Excluir');
    const dialog = await screen.findByRole('dialog', { name: 'Excluir usuário' });
    expect(
      within(dialog).getByText(`Deseja excluir "${OTHER.name}"? Esta ação não pode ser desfeita.`),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, DELETE_OTHER)).toHaveLength(0);

    await chooseAction(OTHER.name, 'Excluir');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Usuário excluído com sucesso!')).toBeTruthy();
    expect(callsTo(fetchMock, DELETE_OTHER)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(OTHER.name)).toBeNull());
  });

  it('does not offer Excluir on the signed-in user’s own row', async () => {
    stubApi({ 'GET /api/usuario/pesquisar': { body: [SELF, OTHER] } });
    renderSection();
    await openActions(SELF.name);
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Excluir' })).toBeNull();
  });

  it("shows the server's refusal for a user with history", async () => {
    stubApi({
      'GET /api/usuario/pesquisar': { body: [SELF, OTHER] },
      [DELETE_OTHER]: { status: 409, body: { message: MESSAGES.recordLocked } },
    });
    renderSection();
    await chooseAction(OTHER.name, 'Excluir');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MESSAGES.recordLocked)).toBeTruthy();
    expect(screen.getByText(OTHER.name)).toBeTruthy();
  });

  it("falls back to the catalogue's text when the delete fails for another reason", async () => {
    stubApi({
      'GET /api/usuario/pesquisar': { body: [SELF, OTHER] },
      [DELETE_OTHER]: { status: 500, body: { message: 'boom' } },
    });
    renderSection();
    await chooseAction(OTHER.name, 'Excluir');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MESSAGES.deleteError)).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
  });
});
