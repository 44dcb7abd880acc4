// `npm run bench:quadro-web -w @embarca/bench -- [--database-url URL] [--grupo aguardando-alocacao]`
// The "Minhas cargas" page with thousands of cards, measured in Debian's Chromium (issue 6): the BUILT
// server on the scale data, signed in as admin@escala-01.demo; the page's own performance marks
// (apps/web/src/features/cargas/quadro/perf-marks.ts) give the first render, and a keyboard drag between
// two stages (drop → saved and painted), done twice (there and back, so the data is unchanged).
// The section goes on top of bench/RESULTS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import {
  repoRoot,
  serverEntry,
  serverLogTail,
  startBenchServer,
  stopBenchServer,
  waitForHealth,
} from './support/bench-server';
import { prependSection } from './support/results-file';

const { values: cli } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    grupo: { type: 'string', default: 'aguardando-alocacao' },
  },
  strict: true,
});
const databaseUrl =
  cli['database-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/embarca_bench';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
const USER = { email: 'admin@escala-01.demo', password: 'demo1234' };

/** Milliseconds from the navigation start to a performance mark (waits for it). */
async function markTime(page: Page, name: string): Promise<number> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, name, {
    timeout: 120_000,
  });
  return page.evaluate((mark) => performance.getEntriesByName(mark).at(-1)?.startTime ?? Number.NaN, name);
}

/**
 * The count line above the columns ('2.585 cargas', or '5.000 de 7.700 cargas carregadas' when the
 * group holds more than the page keeps) once it stops changing: every page the board loads is in.
 */
async function allCardsLoaded(page: Page): Promise<{ cards: number; ms: number }> {
  const line = page.getByRole('tabpanel').getByText(/^\d[\d.]* (de [\d.]+ cargas carregadas|cargas?)$/);
  let last = '';
  let stableSince = Date.now();
  for (;;) {
    const text = (await line.textContent({ timeout: 120_000 })) ?? '';
    if (text !== last) {
      last = text;
      stableSince = Date.now();
    } else if (Date.now() - stableSince > 2_000) break;
    await page.waitForTimeout(100);
  }
  const ms = await page.evaluate(() => performance.now());
  return { cards: Number(last.split(' ')[0]?.replace(/\D/g, '')), ms: ms - 2_000 };
}

/**
 * Drags the first card of the first column one column right (or left) with the keyboard; the time is from
 * the drop (the last Space) to the mark set once the server saved the move and the board painted it.
 */
async function keyboardDrag(
  page: Page,
  arrow: 'ArrowRight' | 'ArrowLeft',
  codigo?: number,
): Promise<{ codigo: number; ms: number }> {
  const handle = codigo
    ? page.getByRole('button', { name: `Arrastar a carga ${codigo}`, exact: true })
    : page.getByRole('button', { name: /^Arrastar a carga \d+$/ }).first();
  const name = (await handle.getAttribute('aria-label')) ?? '';
  const code = Number(name.replace(/\D/g, ''));
  await page.evaluate(() => performance.clearMarks());
  await handle.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(300);
  await page.keyboard.press(arrow);
  await page
    .getByText(/está sobre a etapa/)
    .last()
    .waitFor({ state: 'attached', timeout: 10_000 });
  await page.waitForTimeout(300);
  const dropAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('Space');
  const end = await markTime(page, 'quadro:arrastar-fim');
  return { codigo: code, ms: end - dropAt };
}

async function main(): Promise<number> {
  if (!fs.existsSync(serverEntry)) {
    console.error(`[bench] ${path.relative(repoRoot, serverEntry)} não existe: rode 'npm run build'.`);
    return 1;
  }
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-bench-web-'));
  const server = await startBenchServer(
    {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(tempDir, 'data'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    path.join(tempDir, 'server.log'),
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    await waitForHealth(server);
    const page = await browser.newPage({
      viewport: { width: 1366, height: 768 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    await page.goto(`${server.baseUrl}/#/login`);
    await page.getByLabel('E-mail').fill(USER.email);
    await page.getByLabel(/^Senha/).fill(USER.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/#\/home/, { timeout: 60_000 });

    // A fresh document: the marks count from this navigation.
    await page.goto(`${server.baseUrl}/?m=${Date.now()}#/cargas/minhas-cargas?grupo=${cli.grupo}`);
    const firstRender = await markTime(page, 'quadro:primeira-renderizacao');
    const loaded = await allCardsLoaded(page);
    const domCards = await page.getByRole('article').count();
    const there = await keyboardDrag(page, 'ArrowRight');
    const back = await keyboardDrag(page, 'ArrowLeft', there.codigo);

    const section = [
      `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — quadro "Minhas cargas" no Chromium`,
      '',
      `- Máquina: ${os.cpus().length} núcleos, carga média ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(', ')}; Chromium do Debian, 1366×768`,
      `- Dados: ${databaseUrl.replace(/\/\/[^@]*@/, '//')}, ${USER.email}, unidades do filtro padrão do usuário, grupo \`${cli.grupo}\``,
      '',
      '| medida | valor |',
      '| --- | ---: |',
      `| primeira renderização (navegação → 1ª página de cartões pintada) | ${firstRender.toFixed(0)} ms |`,
      `| todos os cartões do grupo carregados (páginas de 200) | ${loaded.cards} cartões em ${loaded.ms.toFixed(0)} ms |`,
      `| cartões no DOM (colunas virtualizadas) | ${domCards} |`,
      `| arrastar pelo teclado para a etapa ao lado (soltar → salvo e pintado) | ${there.ms.toFixed(0)} ms |`,
      `| arrastar de volta | ${back.ms.toFixed(0)} ms |`,
      '',
    ].join('\n');
    console.log(section);
    prependSection(path.join(repoRoot, 'bench', 'RESULTS.md'), section);
    return 0;
  } catch (error) {
    console.error(`[bench] ERRO: ${error instanceof Error ? error.message : String(error)}`);
    console.error(serverLogTail(server));
    return 1;
  } finally {
    await browser.close();
    await stopBenchServer(server);
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
