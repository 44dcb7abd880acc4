import { AUTH_MESSAGES } from '@embarca/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, getStoredUser } from '../../../lib/session';
import { callsTo, stubApi } from '../../../test/fetch-routes';
import { makeTokenObject } from '../../../test/jwt.fixtures';
import { renderRoutes } from '../../../test/render-app';
import { LoginPage } from '../pages/login-page';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const challenge = {
  message: 'Informe o código de verificação enviado para você.',
  usuarioId: USER_ID,
  telefone: '(**) *****-4321',
  email: '2f*@embarcador.demo',
  emailEnviado: true,
};
const user = {
  id: USER_ID,
  usuarioId: USER_ID,
  name: 'Duas Etapas',
  email: '2fa@embarcador.demo',
  aceiteTermoUso: true,
};

function renderLogin(entry = '/login') {
  return renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      { path: '/home', element: <p>Página inicial</p> },
      { path: '/cargas/painel', element: <p>Painel de cargas</p> },
    ],
    entry,
  );
}

function signIn() {
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: '2fa@embarcador.demo' } });
  fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: 'demo1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('second-factor step (424)', () => {
  it('says where the code went, verifies it and returns to where the user was going', async () => {
    const token = makeTokenObject({ sub: USER_ID, role: 'Operador' });
    const fetchMock = stubApi({
      'POST /api/auth/login': (init) =>
        JSON.parse(String(init?.body)).codigoAutenticacaoSegundoFator === '123456'
          ? { body: token }
          : { status: 424, body: challenge },
      'GET /api/auth/user': { body: user },
    });
    const router = renderLogin('/login?returnTo=%2Fcargas%2Fpainel');
    signIn();

    expect(await screen.findByRole('heading', { name: 'Verificação em duas etapas' })).toBeTruthy();
    expect(
      await screen.findByText('Enviamos um código de verificação para o e-mail 2f*@embarcador.demo.'),
    ).toBeTruthy();
    const code = screen.getByLabelText(/Código de verificação/);
    fireEvent.change(code, { target: { value: '12a3-456' } });
    expect((code as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));

    expect(await screen.findByText('Painel de cargas')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cargas/painel');
    expect(getSession()?.token.token).toBe(token.token);
    expect(getStoredUser()?.id).toBe(USER_ID);
    expect(callsTo(fetchMock, 'GET /api/auth/user')).toHaveLength(1);
  });

  it('asks for 6 digits before calling the API', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/login': { status: 424, body: challenge } });
    renderLogin();
    signIn();
    fireEvent.change(await screen.findByLabelText(/Código de verificação/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Informe o código de 6 dígitos.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(1);
  });

  it("shows the server's message for a wrong code and stays on the step", async () => {
    stubApi({
      'POST /api/auth/login': (init) =>
        JSON.parse(String(init?.body)).codigoAutenticacaoSegundoFator
          ? { status: 401, body: { message: AUTH_MESSAGES.secondFactorInvalid } }
          : { status: 424, body: challenge },
    });
    renderLogin();
    signIn();
    fireEvent.change(await screen.findByLabelText(/Código de verificação/), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(AUTH_MESSAGES.secondFactorInvalid);
    expect(screen.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  it('re-sends the code by e-mail or SMS, shows the server message and pauses both buttons', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/login': { status: 424, body: challenge },
      [`POST /api/auth/${USER_ID}/sendTwoFactorCode/2`]: { body: { message: 'Código enviado por SMS.' } },
    });
    renderLogin();
    signIn();
    const sms = await screen.findByRole('button', { name: 'Enviar por SMS' });
    const email = screen.getByRole('button', { name: 'Reenviar código por e-mail' });
    fireEvent.click(sms);

    expect(await screen.findByText('Código enviado por SMS.')).toBeTruthy();
    expect(callsTo(fetchMock, `POST /api/auth/${USER_ID}/sendTwoFactorCode/2`)).toHaveLength(1);
    await waitFor(() => expect((sms as HTMLButtonElement).disabled).toBe(true));
    expect((email as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Você poderá pedir um novo código em \d+ s\./)).toBeTruthy();
  });

  it('offers SMS only when the user has a phone, and goes back to the password step', async () => {
    stubApi({ 'POST /api/auth/login': { status: 424, body: { ...challenge, telefone: null } } });
    renderLogin();
    signIn();
    expect(await screen.findByRole('button', { name: 'Reenviar código por e-mail' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar por SMS' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { name: 'Acesse sua conta' })).toBeTruthy();
  });
});

describe('terms of use after sign-in', () => {
  it('asks for acceptance when aceiteTermoUso is false, then continues', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/login': { body: makeTokenObject({ sub: USER_ID, role: 'Operador' }) },
      'GET /api/auth/user': { body: { ...user, aceiteTermoUso: false } },
      [`POST /api/user/aceite-termo-uso/${USER_ID}`]: { body: { message: 'ok' } },
    });
    renderLogin();
    signIn();
    expect(await screen.findByRole('heading', { name: 'Termos de uso' })).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: 'Ler os termos de uso completos' })).getAttribute('href'),
    ).toBe('#/menu/termos-uso');
    const accept = screen.getByRole('button', { name: 'Aceitar e continuar' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Li e aceito os termos de uso'));
    expect(accept.disabled).toBe(false);
    fireEvent.click(accept);
    expect(await screen.findByText('Página inicial')).toBeTruthy();
    expect(callsTo(fetchMock, `POST /api/user/aceite-termo-uso/${USER_ID}`)).toHaveLength(1);
    expect(getStoredUser()?.aceiteTermoUso).toBe(true);
  });

  it('declining signs out', async () => {
    stubApi({
      'POST /api/auth/login': { body: makeTokenObject({ sub: USER_ID, role: 'Operador' }) },
      'GET /api/auth/user': { body: { ...user, aceiteTermoUso: false } },
    });
    renderLogin();
    signIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Recusar e sair' }));
    expect(await screen.findByRole('heading', { name: 'Acesse sua conta' })).toBeTruthy();
    expect(getSession()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });
});
