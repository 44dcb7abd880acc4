import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, requestBody, stubApi } from '../../../../test/fetch-routes';
import { renderRoutes } from '../../../../test/render-app';
import { CompartilharLocalizacao } from '../components/compartilhar-localizacao';

const URL_POSICAO = 'POST /api/motorista/cargas/c-1/posicao';

/** A fake browser geolocation: `watchPosition` answers with what the test gives it. */
function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const clearWatch = vi.fn();
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
        answer(ok, fail);
        return 7;
      }),
      clearWatch,
    },
  });
  return { clearWatch };
}

function renderComponent() {
  renderRoutes(
    [{ path: '/', element: <CompartilharLocalizacao token="token-do-motorista" cargaId="c-1" /> }],
    '/',
  );
}

describe('CompartilharLocalizacao', { timeout: 20_000 }, () => {
  it("sends the phone's position with the driver token and says when", async () => {
    const fetchMock = stubApi({ [URL_POSICAO]: { status: 201, body: { registradas: 1 } } });
    const { clearWatch } = stubGeolocation((ok) =>
      ok({
        coords: { latitude: -23.5, longitude: -46.6, speed: 10, accuracy: 5 },
        timestamp: Date.parse('2026-03-10T12:00:00.000Z'),
      } as unknown as GeolocationPosition),
    );
    renderComponent();
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar minha localização' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Localização enviada às /));
    const [chamada] = callsTo(fetchMock, URL_POSICAO);
    expect(requestBody(chamada)).toEqual({
      latitude: -23.5,
      longitude: -46.6,
      dhPosicao: '2026-03-10T12:00:00.000Z',
      velocidadeKmh: 36,
    });
    expect(new Headers(chamada?.headers).get('authorization')).toBe('Bearer token-do-motorista');
    fireEvent.click(screen.getByRole('button', { name: 'Parar de compartilhar' }));
    expect(clearWatch).toHaveBeenCalledWith(7);
    expect(screen.getByRole('button', { name: 'Compartilhar minha localização' })).toBeTruthy();
  });

  it('explains a refused permission and sends nothing', async () => {
    const fetchMock = stubApi({ [URL_POSICAO]: { status: 201, body: { registradas: 1 } } });
    stubGeolocation((_ok, fail) =>
      fail({ code: 1, PERMISSION_DENIED: 1, message: 'denied' } as unknown as GeolocationPositionError),
    );
    renderComponent();
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar minha localização' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Permita o acesso à localização no navegador para compartilhar.',
    );
    expect(callsTo(fetchMock, URL_POSICAO)).toHaveLength(0);
  });

  it("shows the server's refusal (a load no longer on the road)", async () => {
    stubApi({
      [URL_POSICAO]: {
        status: 409,
        body: {
          message: 'A localização só é compartilhada durante a viagem: esta carga não está em andamento.',
        },
      },
    });
    stubGeolocation((ok) =>
      ok({
        coords: { latitude: -23.5, longitude: -46.6, speed: null, accuracy: 5 },
        timestamp: Date.now(),
      } as unknown as GeolocationPosition),
    );
    renderComponent();
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar minha localização' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'A localização só é compartilhada durante a viagem: esta carga não está em andamento.',
      ),
    );
  });
});
