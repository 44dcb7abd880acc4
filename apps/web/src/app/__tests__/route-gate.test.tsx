import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../lib/navigation/app-routes';
import { getSession, saveSessionToken, saveStoredUser } from '../../lib/session';
import { callsTo, stubApi } from '../../test/fetch-routes';
import { makeTokenObject } from '../../test/jwt.fixtures';
import { renderRoutes } from '../../test/render-app';
import { RouteGate } from '../route-gate';

const USER_ID = '44444444-4444-4444-8444-444444444444';
const route = (path: string) => {
  const found = APP_ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(path);
  return found;
};

function LoginProbe() {
  const location = useLocation();
  return <p>Login{location.search}</p>;
}

function renderGuarded(entry: string) {
  return renderRoutes(
    [
      { path: '/login', Component: LoginProbe },
      { path: '/unauthorized', element: <p>Sem permissão</p> },
      {
        Component: RouteGate,
        children: [
          { path: '/home', handle: route('/home'), element: <p>Início</p> },
          { path: '/configuracoes', handle: route('/configuracoes'), element: <p>Configurações</p> },
        ],
      },
    ],
    entry,
  );
}

describe('RouteGate (01 §6)', () => {
  it('sends a visitor to /login with the page to come back to', async () => {
    const router = renderGuarded('/configuracoes?aba=2');
    expect(await screen.findByText('Login?returnTo=%2Fconfiguracoes%3Faba%3D2')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an Operador on an admin route to /unauthorized', async () => {
    saveSessionToken(makeTokenObject({ sub: USER_ID, role: 'Operador' }));
    renderGuarded('/configuracoes');
    expect(await screen.findByText('Sem permissão')).toBeTruthy();
  });

  it('renews an expired token before showing the page', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    saveSessionToken(makeTokenObject({ sub: USER_ID, role: 'Operador', exp: past }));
    const fetchMock = stubApi({
      'POST /api/auth/token': { body: makeTokenObject({ sub: USER_ID, role: 'Operador' }) },
    });
    renderGuarded('/home');
    expect(await screen.findByText('Início')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/auth/token')).toHaveLength(1);
  });

  it('drops the session when the token expired and the refresh fails', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    saveSessionToken(makeTokenObject({ sub: USER_ID, role: 'Operador', exp: past }));
    stubApi({
      'POST /api/auth/token': { status: 401, body: { message: 'Sessão expirada. Entre novamente.' } },
    });
    renderGuarded('/home');
    expect(await screen.findByText('Login')).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  it('sends a user who has not accepted the terms back to the acceptance step', async () => {
    saveSessionToken(makeTokenObject({ sub: USER_ID, role: 'Operador' }));
    saveStoredUser({ id: USER_ID, aceiteTermoUso: false } as Parameters<typeof saveStoredUser>[0]);
    renderGuarded('/home');
    expect(await screen.findByText('Login')).toBeTruthy();
  });
});
