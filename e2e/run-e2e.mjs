#!/usr/bin/env node
// `npm test -w @embarca/e2e` (root: `npm run test:e2e`, which builds first).
// Starts the BUILT server on a free port with a fresh embedded database (a temporary DATA_DIR), or on
// the PostgreSQL database in E2E_DATABASE_URL, runs the Playwright journeys against it, stops it and
// exits with Playwright's code. Extra arguments go to `playwright test` (e.g. `-- tests/login.spec.ts`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import {
  freePort,
  isExecutable,
  repoRoot,
  serverEntry,
  startServer,
  stopServer,
  tail,
  waitForHealth,
  webEntry,
} from './support/server-process.mjs';

const e2eDir = import.meta.dirname;
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!isExecutable(chromium)) {
  if (isCI) {
    console.error(
      `[e2e] ERRO: Chromium não encontrado em ${chromium} (CI=true). Instale com: apt-get install chromium`,
    );
    console.error(
      `[e2e] ERROR: Chromium not found at ${chromium}; CI must install Debian's chromium package.`,
    );
    process.exit(1);
  }
  console.warn(
    `[e2e] Chromium não encontrado em ${chromium}: instale com 'apt-get install chromium' (ou defina CHROMIUM_PATH); jornadas no navegador puladas.`,
  );
  console.warn(
    `[e2e] Chromium not found at ${chromium}: install it with 'apt-get install chromium' (or set CHROMIUM_PATH); browser journeys skipped.`,
  );
  process.exit(0);
}

for (const built of [serverEntry, webEntry]) {
  if (!fs.existsSync(built)) {
    console.error(
      `[e2e] ${path.relative(repoRoot, built)} não existe: rode 'npm run build' (ou 'npm run test:e2e').`,
    );
    process.exit(1);
  }
}

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-e2e-'));
const logFile = path.join(tempDir, 'server.log');
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;

const serverEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(tempDir, 'data'),
};
serverEnv.NODE_ENV ??= 'production';
// The demo's position simulator moves vehicles every minute: off in the journeys unless asked.
serverEnv.SIMULADOR_POSICOES ??= 'false';
if (process.env.E2E_DATABASE_URL) serverEnv.DATABASE_URL = process.env.E2E_DATABASE_URL;
else delete serverEnv.DATABASE_URL;

const database = serverEnv.DATABASE_URL ? 'PostgreSQL (E2E_DATABASE_URL)' : `PGlite em ${serverEnv.DATA_DIR}`;
console.log(`[e2e] Iniciando o servidor em ${baseUrl} (${database})…`);
const server = startServer({ env: serverEnv, logFile });

let cleanedUp = false;
async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  await stopServer(server);
  fs.rmSync(tempDir, { recursive: true, force: true });
}

/** Keeps the server's log beside Playwright's results, for whoever looks at a failure. */
function keepServerLog() {
  try {
    const dir = path.join(e2eDir, 'test-results');
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(logFile, path.join(dir, 'server.log'));
  } catch {
    // Nothing to keep.
  }
}

/**
 * Repeats each failed journey (title, file:line, first lines of its error) after the server log, so the
 * tail of a CI log names what failed.
 */
function printFailures() {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(path.join(e2eDir, 'test-results', 'results.json'), 'utf8'));
  } catch {
    return;
  }
  const failures = [];
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const failed = (test.results ?? []).filter((r) => r.status !== 'passed' && r.status !== 'skipped');
        if (failed.length === 0) continue;
        const passedLater = (test.results ?? []).some((r) => r.status === 'passed');
        const error = failed.at(-1)?.error?.message ?? '';
        failures.push({
          title: [...titles, spec.title].filter(Boolean).join(' › '),
          where: `${spec.file}:${spec.line}`,
          outcome: passedLater ? 'instável (passou na nova tentativa)' : 'falhou',
          error: stripVTControlCharacters(error).split('\n').slice(0, 8).join('\n      '),
        });
      }
    }
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  if (failures.length === 0) return;
  console.error(`[e2e] Jornadas com falha (${failures.length}):`);
  for (const f of failures) console.error(`  ✘ [${f.outcome}] ${f.title} (${f.where})\n      ${f.error}`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp().finally(() => process.exit(130));
  });
}

try {
  const startedAt = Date.now();
  const health = await waitForHealth(baseUrl, { timeoutMs: 90_000, child: server });
  console.log(
    `[e2e] Servidor pronto em ${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${JSON.stringify(health)}`,
  );
} catch (error) {
  console.error(`[e2e] ERRO: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`[e2e] Log do servidor:\n${tail(logFile, 200)}`);
  await cleanUp();
  process.exit(1);
}

const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: e2eDir,
  stdio: ['ignore', 'inherit', 'inherit'],
  // E2E_DATA_DIR: the server's DATA_DIR, so journeys can read the mail it writes to DATA_DIR/outbox/.
  env: { ...process.env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium, E2E_DATA_DIR: serverEnv.DATA_DIR },
});
const exitCode = await new Promise((resolve) => {
  playwright.on('error', (error) => {
    console.error(`[e2e] Não foi possível iniciar o Playwright: ${error.message}`);
    resolve(1);
  });
  playwright.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});

if (exitCode !== 0) {
  keepServerLog();
  console.error('[e2e] Últimas linhas do log do servidor (completo em e2e/test-results/server.log):');
  console.error(tail(logFile, 60));
}
printFailures();
await cleanUp();
process.exit(exitCode);
