import { AUTH_MESSAGES, MESSAGES } from '@embarca/domain';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession, getStoredUser } from '../../../lib/session';
import { callsTo, stubApi } from '../../../test/fetch-routes';
import { makeTokenObject } from '../../../test/jwt.fixtures';
import { renderRoutes } from '../../../test/render-app';
import { NewPasswordPage } from '../pages/new-password-page';

const USER_ID = '33333333-3333-4333-8333-333333333333';
// 'Rota2026' scores 6 on the domain's scale; 'abcd5678' 3 (a sequence); 'demo1234' 0 (common).
const STRONG = 'Embarca#24';

function renderPage(entry: string) {
  return renderRoutes(
    [
      { path: '/new-password', Component: NewPasswordPage },
      { path: '/home', element: <p>Página inicial</p> },
      { path: '/forgot-password', element: <p>Recuperar senha</p> },
      { path: '/login', element: <p>Tela de login</p> },
    ],
    entry,
  );
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submitButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(() => {
  act(() => notifications.clean());
});

describe('NewPasswordPage (01 §2, §5)', () => {
  it("reads 'Alteração de senha' with 'Alterar senha' for a change link", () => {
    renderPage('/new-password?token=abc');
    expect(screen.getByRole('heading', { name: 'Alteração de senha' })).toBeTruthy();
    expect(screen.getByText('Quase pronto, basta digitar sua nova senha abaixo.')).toBeTruthy();
    expect(screen.getByLabelText(/^Nova senha/).getAttribute('placeholder')).toBe(
      'Digite 6 caracteres ou mais',
    );
    expect(submitButton('Alterar senha').disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toBeTruthy();
  });

  it("reads 'Definição de senha' with 'Criar senha' for a creation link", () => {
    renderPage('/new-password?token=abc&creation=true');
    expect(screen.getByRole('heading', { name: 'Definição de senha' })).toBeTruthy();
    expect(submitButton('Criar senha')).toBeTruthy();
  });

  it('shows and hides the new password', () => {
    renderPage('/new-password?token=abc');
    const input = screen.getByLabelText(/^Nova senha/) as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.mouseDown(screen.getAllByRole('button', { name: 'Mostrar senha' })[0] as HTMLElement);
    expect(input.type).toBe('text');
  });

  it("says 'A senha e a confirmação de senha devem ser iguais' when they differ", async () => {
    renderPage('/new-password?token=abc');
    type(/^Nova senha/, STRONG);
    type(/^Confirmação de senha/, `${STRONG}x`);
    expect(await screen.findByText(MESSAGES.passwordsNotEqual)).toBeTruthy();
    expect(submitButton('Alterar senha').disabled).toBe(true);
    type(/^Confirmação de senha/, STRONG);
    expect(screen.queryByText(MESSAGES.passwordsNotEqual)).toBeNull();
    expect(submitButton('Alterar senha').disabled).toBe(false);
  });

  it('keeps submit disabled until the strength reaches 6, even when both fields match', () => {
    renderPage('/new-password?token=abc');
    const meter = screen.getByRole('progressbar', { name: 'Força da senha' });
    for (const [password, strength, enabled] of [
      ['demo1234', 0, false],
      ['abcd5678', 3, false],
      ['Rota2026', 6, true],
    ] as const) {
      type(/^Nova senha/, password);
      type(/^Confirmação de senha/, password);
      expect(meter.getAttribute('aria-valuenow')).toBe(String(strength));
      expect(submitButton('Alterar senha').disabled).toBe(!enabled);
    }
    type(/^Nova senha/, 'demo1234');
    expect(screen.getByText(AUTH_MESSAGES.passwordCommon)).toBeTruthy();
  });

  it('asks for 6 to 30 characters after leaving the field', async () => {
    renderPage('/new-password?token=abc');
    type(/^Nova senha/, 'Ab1!');
    fireEvent.blur(screen.getByLabelText(/^Nova senha/));
    expect(await screen.findByText(MESSAGES.passwordLength)).toBeTruthy();
  });

  it('saves, signs in, says so, loads the user after 500 ms and goes home', async () => {
    const token = makeTokenObject({ sub: USER_ID, role: 'Operador' });
    const fetchMock = stubApi({
      'POST /api/auth/new-password': { body: token },
      'GET /api/auth/user': { body: { id: USER_ID, aceiteTermoUso: true } },
    });
    renderPage('/new-password?token=tok-1&creation=true');
    type(/^Nova senha/, STRONG);
    type(/^Confirmação de senha/, STRONG);
    fireEvent.click(submitButton('Criar senha'));

    expect(await screen.findByText(MESSAGES.passwordCreated)).toBeTruthy();
    expect(getSession()?.token.token).toBe(token.token);
    expect(await screen.findByText('Página inicial', undefined, { timeout: 3000 })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/auth/user')).toHaveLength(1);
    expect(getStoredUser()?.id).toBe(USER_ID);
    const [init] = callsTo(fetchMock, 'POST /api/auth/new-password');
    expect(JSON.parse(String(init?.body))).toEqual({ recoveryToken: 'tok-1', newPassword: STRONG });
  });

  it("shows the server's message on 400 or 404 and the generic text otherwise", async () => {
    stubApi({
      'POST /api/auth/new-password': { status: 404, body: { message: AUTH_MESSAGES.recoveryTokenInvalid } },
    });
    renderPage('/new-password?token=used');
    type(/^Nova senha/, STRONG);
    type(/^Confirmação de senha/, STRONG);
    fireEvent.click(submitButton('Alterar senha'));
    expect(await screen.findByText(AUTH_MESSAGES.recoveryTokenInvalid)).toBeTruthy();
    expect(getSession()).toBeNull();

    stubApi({ 'POST /api/auth/new-password': { status: 500, body: { message: 'boom' } } });
    fireEvent.click(submitButton('Alterar senha'));
    expect(await screen.findByText(MESSAGES.passwordSaveUnexpected)).toBeTruthy();
  });

  it('without a token, explains and links to a new recovery', () => {
    renderPage('/new-password');
    expect(screen.getByText(AUTH_MESSAGES.recoveryTokenInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solicitar um novo link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/^Nova senha/)).toBeNull();
  });
});
