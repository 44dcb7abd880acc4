#!/usr/bin/env node
// Smoke test of an already running server (CI runs the built one on the embedded default database):
//   node e2e/smoke.mjs http://127.0.0.1:PORT [--expect-driver pglite]
// Waits for /api/health, prints it (and checks the database driver when asked), then opens /#/login in
// the system Chromium and checks that the 'Entrar' button is visible. Exit code 0 only when all holds.
import { chromium } from '@playwright/test';
import { isExecutable, waitForHealth } from './support/server-process.mjs';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const args = process.argv.slice(2);
const baseUrl = (args.find((arg) => !arg.startsWith('--')) ?? process.env.SMOKE_BASE_URL ?? '').replace(
  /\/$/,
  '',
);
const driverFlag = args.indexOf('--expect-driver');
const expectedDriver = driverFlag >= 0 ? args[driverFlag + 1] : undefined;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function fail(message) {
  console.error(`[smoke] FALHOU: ${message}`);
  process.exit(1);
}

if (!baseUrl) fail('informe o endereço do servidor: node e2e/smoke.mjs http://127.0.0.1:PORT');
if (!isExecutable(executablePath))
  fail(`Chromium não encontrado em ${executablePath} (apt-get install chromium)`);

/** The database driver the health answer reports, wherever the API puts it. */
function driverOf(health) {
  if (typeof health.driver === 'string') return health.driver;
  if (health.database && typeof health.database === 'object' && typeof health.database.driver === 'string') {
    return health.database.driver;
  }
  if (typeof health.databaseDriver === 'string') return health.databaseDriver;
  return undefined;
}

let health;
try {
  health = await waitForHealth(baseUrl, { timeoutMs: 90_000 });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const driver = driverOf(health);
console.log(`[smoke] /api/health: ${JSON.stringify(health)}`);
console.log(`[smoke] driver: ${driver ?? '(não informado)'}`);
if (expectedDriver && driver !== expectedDriver) {
  fail(`o banco deveria ser '${expectedDriver}', mas /api/health informa '${driver ?? 'nada'}'`);
}

const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await page.goto(`${baseUrl}/#/login`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Entrar' }).waitFor({ state: 'visible', timeout: 30_000 });
  console.log(`[smoke] Página de login carregada; título: "${await page.title()}"; botão 'Entrar' visível.`);
} catch (error) {
  await browser.close();
  fail(`a página de login não carregou: ${error instanceof Error ? error.message : String(error)}`);
}
await browser.close();
console.log('[smoke] OK');
