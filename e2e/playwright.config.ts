import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';

const isCI = process.env.CI === 'true' || process.env.CI === '1';

/**
 * Browser journeys against the BUILT app. `npm test -w @embarca/e2e` (run-e2e.mjs) starts the server on a
 * free port with a fresh database and passes its address in E2E_BASE_URL; running `npx playwright test`
 * by hand expects a server already listening there (default http://127.0.0.1:3000).
 * No browser is ever downloaded: Playwright drives the system Chromium (Debian package `chromium`).
 */
export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // One worker: the journeys share one server and its demo data (some change an account or a company).
  workers: 1,
  // The JSON report lets run-e2e.mjs repeat the failures after the server log (CI shows only the tail).
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  // Generous: sign-in flows pay scrypt (N=2^17) on a 2-core machine that may be busy.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    viewport: { width: 1366, height: 768 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
      },
    },
  ],
});
