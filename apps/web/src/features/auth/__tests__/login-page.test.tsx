import { MESSAGES } from '@embarca/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../lib/session';
import { makeTokenObject } from '../../../test/jwt.fixtures';
import { LoginPage } from '../pages/login-page';

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/home', element: <p>Página inicial</p> },
      { path: '/forgot-password', element: <p>Recuperar senha</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginPage', () => {
  it('renders in pt-BR with labelled fields and the recovery link', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Acesse sua conta' })).toBeTruthy();
    expect(screen.getByLabelText(/E-mail/).getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText(/^Senha/).getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(document.activeElement).toBe(screen.getByLabelText(/E-mail/));
  });

  it("shows 'Informe um e-mail válido.' for a bad e-mail and does not call the API", async () => {
    const fetchMock = answer(200, {});
    renderLogin();
    fillAndSubmit('fulano@', 'demo1234');
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the password when it is empty', async () => {
    answer(200, {});
    renderLogin();
    fillAndSubmit('ana@embarcador.demo', '');
    expect(await screen.findByText('Senha é obrigatório!')).toBeTruthy();
  });

  it("shows 'Usuário bloqueado' when the server answers 423", async () => {
    const fetchMock = answer(423, { message: 'Usuário bloqueado' });
    renderLogin();
    fillAndSubmit('bloqueado@embarcador.demo', 'demo1234');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.userBlocked);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({
          email: 'bloqueado@embarcador.demo',
          password: 'demo1234',
          tipoAutenticacao: 1,
          codigoAutenticacaoSegundoFator: null,
        }),
      }),
    );
  });

  it('shows the expired-password message with the change-password link on 412', async () => {
    answer(412, 'http://localhost/#/new-password?token=abc');
    renderLogin();
    fillAndSubmit('senha-expirada@embarcador.demo', 'demo1234');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.passwordExpired);
    expect(screen.getByRole('link', { name: 'Alterar senha' }).getAttribute('href')).toBe(
      'http://localhost/#/new-password?token=abc',
    );
  });

  it('asks for the second-factor code on 424 and sends it with the credentials', async () => {
    const fetchMock = answer(424, { usuarioId: 'u1', email: '2fa@embarcador.demo', emailEnviado: true });
    renderLogin();
    fillAndSubmit('2fa@embarcador.demo', 'demo1234');
    const codeInput = await screen.findByLabelText(/Código de verificação/);
    expect(screen.getByText(/2fa@embarcador\.demo/)).toBeTruthy();
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify(makeTokenObject({ role: 'Operador' }))),
    );
    fireEvent.change(codeInput, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Página inicial')).toBeTruthy();
    const secondCall = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(secondCall[1].body))).toMatchObject({
      codigoAutenticacaoSegundoFator: '123456',
    });
  });

  it('stores the token object and goes home on success', async () => {
    const token = makeTokenObject({ role: 'Operador', name: 'Ana' });
    answer(200, token);
    const router = renderLogin();
    fillAndSubmit('operador@embarcador.demo', 'demo1234');
    expect(await screen.findByText('Página inicial')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual(token);
  });

  it('shows the unexpected-error text for other statuses', async () => {
    answer(500, { message: 'boom' });
    renderLogin();
    fillAndSubmit('ana@embarcador.demo', 'demo1234');
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.loginUnexpected);
  });
});
