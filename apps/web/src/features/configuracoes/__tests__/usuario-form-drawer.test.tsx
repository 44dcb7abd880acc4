import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render-app';
import { passwordMailSentText, UsuarioFormDrawer } from '../components/usuario-form-drawer';

describe('UsuarioFormDrawer', { timeout: 20_000 }, () => {
  it('creates a user with the unchecked modules withheld and says the password mail went out', async () => {
    const fetchMock = stubApi({
      'GET /api/usuario/modulos': {
        body: [
          { id: 'cargas', nome: 'Cargas' },
          { id: 'frota', nome: 'Frota' },
        ],
      },
      'GET /api/unidade-negocio/list': {
        body: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            descricao: 'Matriz',
            codigo: null,
            ativo: true,
            empresaId: null,
            empresaNome: null,
          },
        ],
      },
      'POST /api/user': { status: 201, body: { id: 'u1' } },
    });
    const onClose = vi.fn();
    renderRoutes(
      [{ path: '/', element: <UsuarioFormDrawer opened usuario={null} onClose={onClose} /> }],
      '/',
    );
    const frota = await screen.findByRole('checkbox', { name: 'Frota' });
    await waitFor(() => expect((frota as HTMLInputElement).checked).toBe(true));
    fireEvent.click(frota);
    fireEvent.change(screen.getByRole('textbox', { name: /^Nome/ }), { target: { value: 'Nova Pessoa' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), {
      target: { value: 'Nova@Exemplo.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [init] = callsTo(fetchMock, 'POST /api/user');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Nova Pessoa',
      email: 'nova@exemplo.com',
      role: 'Operador',
      modulosNaoAutorizados: ['frota'],
    });
    expect(await screen.findByText(passwordMailSentText('nova@exemplo.com'))).toBeTruthy();
  });

  it('validates the e-mail with the API schema before sending', async () => {
    const fetchMock = stubApi({
      'GET /api/usuario/modulos': { body: [] },
      'GET /api/unidade-negocio/list': { body: [] },
    });
    renderRoutes(
      [{ path: '/', element: <UsuarioFormDrawer opened usuario={null} onClose={() => {}} /> }],
      '/',
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^Nome/ }), { target: { value: 'Alguém' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), { target: { value: 'sem-arroba' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe um e-mail válido.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/user')).toHaveLength(0);
  });
});
