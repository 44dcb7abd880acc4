// `npm run bench:lighthouse -w @embarca/bench -- [--runs 3] [--pagina login|minhas-cargas]
//   [--sem-compressao] [--relatorios DIR] [--sem-resultados]`
// Lighthouse (desktop preset, simulated throttling) in Debian's Chromium against the BUILT server on the
// embedded database (PGlite in a temporary DATA_DIR, demo data): the sign-in page `/#/login`, then the
// loads board `/#/cargas/minhas-cargas` signed in as admin@embarcador.demo (issue 14). Each page is
// measured `--runs` times; the median run by performance score is reported. The section goes on top of
// bench/RESULTS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import {
  type BenchServer,
  repoRoot,
  serverEntry,
  serverLogTail,
  startBenchServer,
  stopBenchServer,
  waitForHealth,
} from './support/bench-server';
import { type LighthousePage, prependSection, renderLighthouseSection } from './support/results-file';

const { values: cli } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'sem-compressao': { type: 'boolean', default: false },
    relatorios: { type: 'string' },
    pagina: { type: 'string', multiple: true },
    'sem-resultados': { type: 'boolean', default: false },
  },
  strict: true,
});
const RUNS = Math.max(1, Number(cli.runs) || 3);
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags that work on these machines (root, no GPU, no network but the package registries). */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-sync',
  '--disable-component-update',
];
const USER = { email: 'admin@embarcador.demo', password: 'demo1234' };
const PAGES = [
  { name: 'Entrar', path: '/#/login', signedIn: false, expect: /#\/login/ },
  {
    name: 'Minhas cargas',
    path: '/#/cargas/minhas-cargas',
    signedIn: true,
    expect: /#\/cargas\/minhas-cargas/,
  },
] as const;
/** Performance audits that are not opportunities even when they fail (the metrics and the LCP element). */
const METRIC_AUDITS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
  'max-potential-fid',
  'largest-contentful-paint-element',
]);

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/** Failed performance audits with an estimated saving (time or bytes), largest first. */
function opportunities(lhr: Result): LighthousePage['opportunities'] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const found: LighthousePage['opportunities'] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    // Lighthouse 12 reports most insights twice (the audit and its `-insight` twin): the audits are kept.
    if (!audit || METRIC_AUDITS.has(ref.id) || ref.id.endsWith('-insight')) continue;
    if (audit.score === null || audit.score >= 0.9) continue;
    const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
    const metricSavings = Object.values(audit.metricSavings ?? {}).filter(
      (value): value is number => typeof value === 'number',
    );
    const savingsMs = details?.overallSavingsMs ?? Math.max(0, ...metricSavings);
    const savingsBytes = details?.overallSavingsBytes ?? 0;
    if (savingsMs <= 0 && savingsBytes <= 0) continue;
    const title = audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title;
    found.push({ title, savingsMs, savingsBytes });
  }
  return found.sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes).slice(0, 8);
}

function summarize(
  page: (typeof PAGES)[number],
  runs: Result[],
  reportsDir: string | undefined,
): LighthousePage {
  const sorted = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const median = sorted[Math.floor(sorted.length / 2)] as Result;
  if (reportsDir) {
    fs.mkdirSync(reportsDir, { recursive: true });
    const file = path.join(
      reportsDir,
      `lighthouse-${page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.json`,
    );
    fs.writeFileSync(file, JSON.stringify(median));
  }
  const requests = (median.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items;
  return {
    name: page.name,
    path: page.path,
    scores: runs.map((lhr) => lhr.categories.performance?.score ?? 0),
    score: median.categories.performance?.score ?? 0,
    fcpMs: numeric(median, 'first-contentful-paint'),
    lcpMs: numeric(median, 'largest-contentful-paint'),
    tbtMs: numeric(median, 'total-blocking-time'),
    cls: numeric(median, 'cumulative-layout-shift'),
    speedIndexMs: numeric(median, 'speed-index'),
    transferBytes: numeric(median, 'total-byte-weight'),
    requests: requests?.length ?? 0,
    opportunities: opportunities(median),
  };
}

/** Signs in through the sign-in form in the default profile of the launched Chromium: the token stays in localStorage. */
async function signIn(chrome: LaunchedChrome, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('o Chromium não tem contexto padrão');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/#/login`);
    await page.getByLabel('E-mail').fill(USER.email);
    await page.getByLabel(/^Senha/).fill(USER.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/#\/home/, { timeout: 60_000 });
    await page.goto('about:blank');
    await page.close();
  } finally {
    // Connected over CDP: this only disconnects Playwright, the browser goes on.
    await browser.close();
  }
}

/** How the entry script comes over the wire when the browser accepts br and gzip (a line for the notes). */
async function entryScriptNote(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const src = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!src) return 'script de entrada não encontrado no index.html';
  const raw = await fetch(new URL(src, baseUrl), { headers: { 'accept-encoding': 'identity' } });
  const rawBytes = (await raw.arrayBuffer()).byteLength;
  const encoded = await fetch(new URL(src, baseUrl), { headers: { 'accept-encoding': 'br, gzip' } });
  const encoding = encoded.headers.get('content-encoding') ?? 'nenhuma';
  const wire = encoded.headers.get('content-length');
  await encoded.arrayBuffer();
  return `Script de entrada \`${src}\`: ${rawBytes.toLocaleString('pt-BR')} bytes; com \`Accept-Encoding: br, gzip\` o servidor responde \`content-encoding: ${encoding}\`${wire ? `, ${Number(wire).toLocaleString('pt-BR')} bytes` : ''}`;
}

async function main(): Promise<number> {
  if (!fs.existsSync(serverEntry)) {
    console.error(`[lighthouse] ${path.relative(repoRoot, serverEntry)} não existe: rode 'npm run build'.`);
    return 1;
  }
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-bench-lighthouse-'));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  let server: BenchServer | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    server = await startBenchServer(
      {
        ...env,
        DATA_DIR: path.join(tempDir, 'data'),
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      path.join(tempDir, 'server.log'),
    );
    await waitForHealth(server, 180_000);
    chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      Browser?: string;
    };
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      locale: 'pt',
      ...(cli['sem-compressao'] ? { extraHeaders: { 'Accept-Encoding': 'identity' } } : {}),
    };

    const pages: LighthousePage[] = [];
    let lighthouseVersion = '';
    const chosen = PAGES.filter((page) => !cli.pagina || cli.pagina.includes(page.path.replace(/^.*\//, '')));
    if (chosen.length === 0)
      throw new Error(`--pagina: use ${PAGES.map((p) => p.path.replace(/^.*\//, '')).join(' ou ')}`);
    for (const page of chosen) {
      if (page.signedIn) await signIn(chrome, server.baseUrl);
      const runs: Result[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const result = await lighthouse(`${server.baseUrl}${page.path}`, flags, desktopConfig);
        if (!result) throw new Error(`Lighthouse não devolveu resultado para ${page.path}`);
        const { lhr } = result;
        if (lhr.runtimeError)
          throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (!page.expect.test(lhr.finalDisplayedUrl))
          throw new Error(`${page.path}: a página terminou em ${lhr.finalDisplayedUrl}`);
        lighthouseVersion = lhr.lighthouseVersion;
        const score = lhr.categories.performance?.score ?? 0;
        console.log(`[lighthouse] ${page.name} ${run}/${RUNS}: desempenho ${Math.round(score * 100)}`);
        runs.push(lhr);
      }
      pages.push(summarize(page, runs, cli.relatorios));
    }

    const loadAtEnd = os.loadavg();
    const section = renderLighthouseSection({
      startedAt,
      lighthouseVersion,
      browser: version.Browser ?? 'Chromium',
      machine: `Máquina: ${os.cpus()[0]?.model ?? 'CPU'} × ${os.cpus().length} núcleos; carga média (1 min) ${loadAtStart[0]?.toFixed(2)} no início, ${loadAtEnd[0]?.toFixed(2)} no fim; servidor construído na base embutida (PGlite) com os dados de demonstração`,
      pages,
      notes: [
        `Mediana de ${RUNS} execução(ões) por página (entre parênteses, a nota de cada uma); "Minhas cargas" com ${USER.email}, cache do navegador limpo a cada execução`,
        ...(cli['sem-compressao']
          ? ['Medido com `Accept-Encoding: identity` (--sem-compressao): respostas sem compressão']
          : []),
        await entryScriptNote(server.baseUrl),
      ],
    });
    console.log(section);
    if (!cli['sem-resultados']) prependSection(path.join(repoRoot, 'bench', 'RESULTS.md'), section);
    return 0;
  } catch (error) {
    console.error(`[lighthouse] ERRO: ${error instanceof Error ? error.message : String(error)}`);
    if (server) console.error(serverLogTail(server));
    return 1;
  } finally {
    chrome?.kill();
    if (server) await stopBenchServer(server);
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
