import { MESSAGES } from '@embarca/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render-app';
import { pointsLocalAtProduction } from '../components/production-warning';
import { TrialBanner, trialBannerText } from '../components/trial-banner';
import { VERSION_PROMPT_TITLE, VersionPrompt } from '../components/version-prompt';
import { createVersionWatcher, VERSION_POLL_MS } from '../version-check';

afterEach(() => {
  vi.useRealTimers();
});

describe('trial countdown banner', () => {
  it("pluralises 'dia' and 'dias'", () => {
    expect(trialBannerText(1)).toBe('Seu período de teste termina em 1 dia');
    expect(trialBannerText(5)).toBe('Seu período de teste termina em 5 dias');
    expect(trialBannerText(0)).toBe('Seu período de teste termina em 0 dias');
  });

  it('shows the remaining days of a trial licence', async () => {
    stubApi({
      'GET /api/owner/getModuleLicenseTrial': { body: { nome: 'Licença de 7 dias', diasExpiracao: 5 } },
    });
    renderRoutes([{ path: '/home', element: <TrialBanner /> }], '/home');
    expect(await screen.findByText('Seu período de teste termina em 5 dias')).toBeTruthy();
  });

  it('shows nothing when the company is not on trial', async () => {
    const fetchMock = stubApi({ 'GET /api/owner/getModuleLicenseTrial': { body: null } });
    renderRoutes([{ path: '/home', element: <TrialBanner /> }], '/home');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText(/período de teste/)).toBeNull();
  });
});

describe('version-update prompt', () => {
  it('takes the first hash as the running build and reports a different one later', async () => {
    const hashes = ['a1', 'a1', null, 'b2'];
    const watcher = createVersionWatcher(async () => hashes.shift() ?? null);
    expect(await watcher.check()).toBe(false);
    expect(await watcher.check()).toBe(false);
    expect(await watcher.check()).toBe(false);
    expect(await watcher.check()).toBe(true);
  });

  it('polls /version.json every 5 minutes and offers a reload when the hash changes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let hash = 'build-1';
    const fetchMock = stubApi({
      'GET /version.json': () => ({ body: { hash, version: '0.1.0', builtAt: '' } }),
    });
    const reload = vi.fn();
    renderRoutes([{ path: '/home', element: <VersionPrompt reload={reload} /> }], '/home');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/version\.json\?t=\d+$/);

    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alertdialog', { name: VERSION_PROMPT_TITLE })).toBeNull();

    hash = 'build-2';
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    const prompt = await screen.findByRole('alertdialog', { name: VERSION_PROMPT_TITLE });
    fireEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(prompt).toBeTruthy();
  });
});

describe('production warning', () => {
  it('warns only on a local host whose build points at production', () => {
    expect(pointsLocalAtProduction('localhost', 'production')).toBe(true);
    expect(pointsLocalAtProduction('127.0.0.1', 'producao')).toBe(true);
    expect(pointsLocalAtProduction('app.embarca.com.br', 'production')).toBe(false);
    expect(pointsLocalAtProduction('localhost', 'homologacao')).toBe(false);
    expect(pointsLocalAtProduction('localhost', undefined)).toBe(false);
    expect(MESSAGES.productionWarning).toBe('Cuidado! Você está apontando para o ambiente de produção.');
  });
});
