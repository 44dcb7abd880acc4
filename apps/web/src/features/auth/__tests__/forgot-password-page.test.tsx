import { AUTH_MESSAGES, MESSAGES } from '@embarca/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render-app';
import { ForgotPasswordPage } from '../pages/forgot-password-page';

function renderPage() {
  return renderRoutes(
    [
      { path: '/forgot-password', Component: ForgotPasswordPage },
      { path: '/login', element: <p>Tela de login</p> },
    ],
    '/forgot-password',
  );
}

describe('ForgotPasswordPage', () => {
  it("sends the e-mail and shows the server's neutral answer", async () => {
    const fetchMock = stubApi({
      'POST /api/auth/recovery': { body: { message: AUTH_MESSAGES.recoverySent } },
    });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Esqueci minha senha' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: ' Ninguem@Exemplo.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar instruções' }));
    expect(await screen.findByText(AUTH_MESSAGES.recoverySent)).toBeTruthy();
    const [init] = callsTo(fetchMock, 'POST /api/auth/recovery');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ninguem@exemplo.com' });
  });

  it('validates the e-mail before calling the API and links back to sign-in', async () => {
    const fetchMock = stubApi({});
    renderPage();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'nao-e-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar instruções' }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Voltar para o login' }));
    expect(await screen.findByText('Tela de login')).toBeTruthy();
  });
});
