import { MESSAGES } from '@embarca/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../lib/session';
import { callsTo, stubApi } from '../../../test/fetch-routes';
import { makeTokenObject } from '../../../test/jwt.fixtures';
import { renderRoutes } from '../../../test/render-app';
import { PainelAdminPage } from '../pages/painel-admin-page';

const OWNER = {
  id: '00000000-0000-4000-8000-0000000000aa',
  nome: 'Embarcadora Trial',
  tipo: 3,
  documento: '11222333000181',
  licenseType: 2,
  modules: ['cargas'],
  trialDays: 7,
  diasPrazoExpiracaoTrial: 5,
  trialStartedAt: null,
  acessoBloqueado: false,
  ativo: true,
  usuarios: 1,
};

function signIn(usuarioTipo: number) {
  const token = makeTokenObject({ role: 'Administrador', UsuarioTipo: usuarioTipo, sub: 'u', OwnerId: 'o' });
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(token));
}

describe('PainelAdminPage', { timeout: 20_000 }, () => {
  it('is refused to a user who is not support (type 100)', async () => {
    const fetchMock = stubApi({ 'GET /api/painel-admin/owners': { body: [OWNER] } });
    signIn(99);
    renderRoutes([{ path: '/', Component: PainelAdminPage }], '/');
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
    expect(screen.queryByText('Embarcadora Trial')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets support change a licence from trial to customer', async () => {
    const fetchMock = stubApi({
      'GET /api/painel-admin/owners': { body: [OWNER] },
      [`PUT /api/painel-admin/owners/${OWNER.id}`]: { body: { ...OWNER, licenseType: 1 } },
    });
    signIn(100);
    renderRoutes([{ path: '/', Component: PainelAdminPage }], '/');
    expect(await screen.findByText('Embarcadora Trial')).toBeTruthy();
    expect(screen.getByText(/Trial · 5 dias/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Embarcadora Trial' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Editar licença' }));
    const licence = (await screen.findAllByLabelText('Nível da licença')).find(
      (node) => node.tagName === 'INPUT',
    );
    if (!licence) throw new Error('licence select not found');
    fireEvent.click(licence);
    fireEvent.click(await screen.findByRole('option', { name: 'Cliente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `PUT /api/painel-admin/owners/${OWNER.id}`)).toHaveLength(1),
    );
    const [init] = callsTo(fetchMock, `PUT /api/painel-admin/owners/${OWNER.id}`);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      licenseType: 1,
      modules: ['cargas'],
      trialDays: null,
      acessoBloqueado: false,
    });
  });
});
