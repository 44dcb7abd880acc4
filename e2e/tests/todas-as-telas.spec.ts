import {
  GrupoQuadro,
  normalizePlate,
  type TCargaQuadroCard,
  type TConversaSearchResponse,
  TipoEmpresa,
  type TQuadroOferecimento,
  type TQuadroOfertasRecebidas,
} from '@embarca/domain';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { APP_ROUTES, type TAppRoute, UNAUTHORIZED_PATH } from '../../apps/web/src/lib/navigation/app-routes';
import { DRAWER_ROUTES, type TDrawerRoute } from '../../apps/web/src/lib/navigation/drawer-routes';
import { seriousA11yViolations } from '../support/a11y-checks';
import { openApp } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import { fotoPng } from '../support/ciclo-de-vida';
import { BOARD_ROUTE, callApiFromPage, fetchBoardGroup } from '../support/quadro-actions';

/**
 * Every built screen of the web app (issue 15, items 6 and 7): the routes of the web app's route table
 * (apps/web/src/lib/navigation/app-routes.ts) that are not the shared "ainda não está disponível" page,
 * each opened in Chromium under the server's Content-Security-Policy, asserting that
 * - the browser reported no CSP violation (a `securitypolicyviolation` listener installed before any
 *   script of the page), the console got no error or warning and no script failed (issue 16), and
 * - axe-core finds no serious or critical violation (WCAG 2.0/2.1 A and AA, label in name included).
 * Signed-in routes are opened by the shipper's administrator, the carrier's administrator (its home and
 * board differ) and, for what neither may open, the support user; public routes signed out, at the
 * desktop and at a phone width. A route the table gains is checked without touching this file, unless it
 * has path parameters: then SAMPLE_PATHS must say how to fill them (the journey fails until it does).
 */

const SCREENS = APP_ROUTES.filter((route) => route.page !== 'pending');
const PUBLIC_SCREENS = SCREENS.filter((route) => route.isPublic);
const SIGNED_IN_SCREENS = SCREENS.filter((route) => !route.isPublic);

const ACCOUNTS = ['admin@embarcador.demo', 'admin@transportadora.demo', 'suporte@embarca.demo'] as const;
const PHONE = { width: 390, height: 844 };
const PENDING_TEXT = 'ainda não está disponível';

/** Data a route's address needs (ids of the demo data, read through the API as the shipper). */
interface TSamples {
  /** A load with a vehicle of the company's fleet (the return-time page). */
  cargaComVeiculo: TCargaQuadroCard;
  cargaIds: [string, string];
  /** A conversation with a driver (the demo's, issue 20). */
  conversaId: string;
}

/** How to open each route with path parameters or a required query. */
const SAMPLE_PATHS: Record<string, (samples: TSamples | undefined) => string> = {
  '/browser-support/:browser/:version': () => '/browser-support/IE/11',
  '/frota/agenda/:vehicleId/atividade/:plate': (samples) => {
    const card = required(samples).cargaComVeiculo;
    const veiculo = card.veiculo as NonNullable<TCargaQuadroCard['veiculo']>;
    return `/frota/agenda/${encodeURIComponent(veiculo.id)}/atividade/${encodeURIComponent(normalizePlate(veiculo.placa))}?cargaId=${encodeURIComponent(card.id)}`;
  },
  '/mensagens/:conversaId': (samples) => `/mensagens/${required(samples).conversaId}`,
  '/cargas/minhas-cargas/romaneio': (samples) =>
    `/cargas/minhas-cargas/romaneio?cargaId=${required(samples).cargaIds[0]}`,
  '/cargas/minhas-cargas/romaneio-unificado': (samples) =>
    `/cargas/minhas-cargas/romaneio-unificado?cargaId=${required(samples).cargaIds.join(',')}`,
};

function required(samples: TSamples | undefined): TSamples {
  if (!samples) throw new Error('Dados de exemplo indisponíveis para esta conta.');
  return samples;
}

function addressOf(route: TAppRoute, samples: TSamples | undefined): string {
  const sample = SAMPLE_PATHS[route.path];
  if (sample) return sample(samples);
  expect(route.path, `A rota ${route.path} tem parâmetros: diga em SAMPLE_PATHS como abri-la.`).not.toContain(
    ':',
  );
  return route.path;
}

/**
 * Console messages of the browser itself that no code of ours writes and we cannot silence, each matched
 * by text *and* origin (the journeys run without internet):
 * - a map tile that could not be fetched: Chromium logs "Failed to load resource: net::ERR_…" for the image
 *   request to the tile server (the route map then says so over the map, see rota-mapa). Only for the tile
 *   host of the Content-Security-Policy; a failed request to our own server is still reported.
 */
const BROWSER_MESSAGES_ALLOWED: ReadonlyArray<(text: string, url: string) => boolean> = [
  (text, url) =>
    /^Failed to load resource: net::ERR_/.test(text) && /^https:\/\/tile\.openstreetmap\.org\//.test(url),
];

/**
 * Collects, for every page of the context, CSP violations (a `securitypolicyviolation` listener installed
 * before any script of the page) and every console error or warning and uncaught error (issue 16: no
 * screen may log one) — but the browser's own messages of BROWSER_MESSAGES_ALLOWED.
 */
async function watchConsole(context: BrowserContext, page: Page): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations?: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations?.push(
        `${event.violatedDirective} bloqueou ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const consoleProblems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const text = message.text();
    const { url } = message.location();
    if (BROWSER_MESSAGES_ALLOWED.some((allowed) => allowed(text, url))) return;
    consoleProblems.push(`console.${type === 'warning' ? 'warn' : 'error'}: ${text.slice(0, 400)} (${url})`);
  });
  page.on('pageerror', (error) => consoleProblems.push(`erro não tratado: ${error.message}`));
  return async () => {
    const inPage = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    const all = [...inPage.map((line) => `CSP: ${line}`), ...consoleProblems];
    consoleProblems.length = 0;
    await page.evaluate(() => {
      (window as unknown as { __cspViolations?: string[] }).__cspViolations = [];
    });
    return all;
  };
}

const UNAUTHORIZED = APP_ROUTES.find((route) => route.path === UNAUTHORIZED_PATH) as TAppRoute;

/**
 * Waits until the screen has rendered — the app's loader gone, the route's title set (or the gate's
 * redirect to /unauthorized), no spinner left — and says whether the account may see it.
 */
async function waitForScreen(page: Page, route: TAppRoute): Promise<'shown' | 'unauthorized'> {
  await expect(page.locator('#page-loader')).toHaveCount(0);
  // A print view names the document after the file it prints ('romaneio-unificado-1003-1002').
  const isPrintView = route.hideLayout && !route.isPublic;
  if (!isPrintView) {
    const titles = [route.title, route.shipperTitle, UNAUTHORIZED.title].filter((title): title is string =>
      Boolean(title),
    );
    await expect(page).toHaveTitle(new RegExp(titles.map(escapeRegExp).join('|')));
  }
  if (route !== UNAUTHORIZED && new URL(page.url()).hash.startsWith(`#${UNAUTHORIZED_PATH}`)) {
    return 'unauthorized';
  }
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  return 'shown';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens a route, waits for it and answers the problems found (CSP and accessibility), one line each. */
async function checkScreen(
  page: Page,
  route: TAppRoute,
  address: string,
  takeConsoleProblems: () => Promise<string[]>,
): Promise<string[]> {
  await openApp(page, address);
  if ((await waitForScreen(page, route)) === 'unauthorized') return [];
  await expect(page.getByText(PENDING_TEXT)).toHaveCount(0);
  const problems = (await takeConsoleProblems()).map((line) => `  ${line}`);
  problems.push(...(await seriousA11yViolations(page)));
  return problems.length ? [`${address} (${page.viewportSize()?.width}px):`, ...problems] : [];
}

/** Reads the sample data as the signed-in shipper: loads with a fleet vehicle and two load ids. */
async function readSamples(page: Page): Promise<TSamples> {
  const emAndamento = await fetchBoardGroup(page, GrupoQuadro.EmAndamento);
  const aguardando = await fetchBoardGroup(page, GrupoQuadro.AguardandoAlocacao);
  const cargaComVeiculo = [...emAndamento, ...aguardando].find((card) => card.veiculo);
  const [a, b] = [...aguardando, ...emAndamento];
  const conversas = await callApiFromPage<TConversaSearchResponse>(page, 'POST', '/conversacarga/search', {
    skip: 0,
    take: 10,
  });
  const conversaId = conversas.body?.items[0]?.conversasMotorista[0]?.id;
  if (!cargaComVeiculo || !a || !b || !conversaId)
    throw new Error('Os dados de demonstração mudaram: faltam cargas ou a conversa de exemplo.');
  return { cargaComVeiculo, cargaIds: [a.id, b.id], conversaId };
}

/** The drawers with a page of their own (the others show the shared pending text). */
const DRAWERS = DRAWER_ROUTES.filter((route) => route.page);

/** Sample values of the drawers' path parameters (the shipper's demo data). */
interface TDrawerSamples {
  cargaId: string;
  templateId: string;
  /** The demo shipper's freight table, calculation rule and region (apps/api/src/seed/tabela-frete-seed.ts). */
  tabelaId: string;
  regraId: string;
  regiaoId: string;
  /** An offer of the demo shipper's board (apps/api/src/seed/oferecimento-seed.ts). */
  ofertaId: string;
  /** An order of the demo shipper (apps/api/src/seed/formacao-seed.ts). */
  pedidoId: string;
}

const DRAWER_PARAMS: Record<string, (samples: TDrawerSamples) => string> = {
  cargaId: (samples) => samples.cargaId,
  templateId: (samples) => samples.templateId,
  tabelaId: (samples) => samples.tabelaId,
  regraId: (samples) => samples.regraId,
  regiaoId: (samples) => samples.regiaoId,
  ofertaId: (samples) => samples.ofertaId,
  pedidoId: (samples) => samples.pedidoId,
};

/** The first order of the signed-in company's order search. */
async function primeiroPedido(page: Page): Promise<string> {
  const resposta = await callApiFromPage<{ items: { id: string }[] }>(
    page,
    'POST',
    '/formacao/pedido/search',
    {
      page: 1,
      qtdItem: 1,
    },
  );
  const id = resposta.body.items?.[0]?.id;
  if (!id) throw new Error('Os dados de demonstração mudaram: falta um pedido em /formacao/pedidos.');
  return id;
}

/** The first offer on the signed-in shipper's offering board. */
async function primeiraOferta(page: Page): Promise<string> {
  const quadro = await callApiFromPage<TQuadroOferecimento>(page, 'GET', '/oferecimento/quadro/embarcador');
  const id = quadro.body.colunas?.flatMap((coluna) => coluna.cards).find((card) => card.ofertas.length)
    ?.ofertas[0]?.id;
  if (!id) throw new Error('Os dados de demonstração mudaram: falta uma oferta no quadro de oferecimento.');
  return id;
}

/** The first row of a freight-table search (tables, rules, regions) of the signed-in company. */
async function primeiroDaPesquisa(page: Page, recurso: 'tabelas' | 'regras' | 'regioes'): Promise<string> {
  const resposta = await callApiFromPage<{ items: { id: string }[] }>(
    page,
    'POST',
    `/tabela-frete/${recurso}/search`,
    { page: 1, qtdItem: 1 },
  );
  const id = resposta.body.items?.[0]?.id;
  if (!id) throw new Error(`Os dados de demonstração mudaram: falta um item em /tabela-frete/${recurso}.`);
  return id;
}

/** The drawer path with its parameters filled; the load PDF drawer takes the load in its own query. */
function drawerAddress(route: TDrawerRoute, samples: TDrawerSamples): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const sample = DRAWER_PARAMS[name];
    if (!sample)
      throw new Error(
        `A gaveta ${route.path} tem o parâmetro :${name}: diga em DRAWER_PARAMS como preenchê-lo.`,
      );
    return encodeURIComponent(sample(samples));
  });
  const query = route.page === 'cargaPdf' ? `?cargaId=${samples.cargaId}` : '';
  return `${BOARD_ROUTE}?${new URLSearchParams({ drawer: `${path}${query}` })}`;
}

/** Opens a drawer at its address and answers its problems (console, axe), closing it again. */
async function checkDrawer(
  page: Page,
  route: TDrawerRoute,
  address: string,
  takeConsoleProblems: () => Promise<string[]>,
): Promise<string[]> {
  await openApp(page, address);
  const drawer = page.getByRole('dialog').last();
  await expect(drawer, `gaveta ${route.path}`).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await expect(page.getByText(PENDING_TEXT)).toHaveCount(0);
  const found = (await takeConsoleProblems()).map((line) => `  ${line}`);
  found.push(...(await seriousA11yViolations(page)));
  await page.keyboard.press('Escape');
  return found.length ? [`gaveta ${route.path}:`, ...found] : [];
}

test.describe('todas as telas: CSP, console e acessibilidade', () => {
  test.describe.configure({ timeout: 240_000 });

  test('telas públicas, no computador e no celular', async ({ page, context }) => {
    const takeConsoleProblems = await watchConsole(context, page);
    const problems: string[] = [];
    for (const viewport of [page.viewportSize() ?? { width: 1366, height: 768 }, PHONE]) {
      await page.setViewportSize(viewport);
      for (const route of PUBLIC_SCREENS) {
        problems.push(...(await checkScreen(page, route, addressOf(route, undefined), takeConsoleProblems)));
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('telas da aplicação, por conta', async ({ browser }) => {
    const checked = new Set<string>();
    const problems: string[] = [];
    let samples: TSamples | undefined;
    for (const email of ACCOUNTS) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const takeConsoleProblems = await watchConsole(context, page);
      await signIn(page, email);
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
      if (email === 'admin@embarcador.demo') samples = await readSamples(page);
      for (const route of SIGNED_IN_SCREENS) {
        // The return-time page and the manifests read the shipper's loads; the carrier sees them through
        // its own board, so only the shipper opens them.
        if (SAMPLE_PATHS[route.path] && email !== 'admin@embarcador.demo') continue;
        // The support user only completes what the others could not open.
        if (email === 'suporte@embarca.demo' && checked.has(route.path)) continue;
        const found = await checkScreen(page, route, addressOf(route, samples), takeConsoleProblems);
        problems.push(...found.map((line, index) => (index === 0 ? `[${email}] ${line}` : line)));
        if (!new URL(page.url()).hash.startsWith(`#${UNAUTHORIZED_PATH}`)) checked.add(route.path);
      }
      await context.close();
    }
    const unchecked = SIGNED_IN_SCREENS.map((route) => route.path).filter((path) => !checked.has(path));
    expect(unchecked, 'Telas que nenhuma conta de demonstração conseguiu abrir').toEqual([]);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('gavetas, como o administrador do embarcador', async ({ page, context }) => {
    const takeConsoleProblems = await watchConsole(context, page);
    // The route map's tiles: a blank tile instead of the tile server (its host is in the CSP's img-src).
    const tile = fotoPng(256);
    await page.route(/tile\.openstreetmap\.org/, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: tile }),
    );
    await signIn(page, 'admin@embarcador.demo');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    const { cargaComVeiculo } = await readSamples(page);
    const modelos = await callApiFromPage<{ id: string }[]>(page, 'GET', '/carga-modelo');
    const templateId = modelos.body[0]?.id;
    if (!templateId) throw new Error('Os dados de demonstração mudaram: falta um modelo de carga.');
    const samples = {
      cargaId: cargaComVeiculo.id,
      templateId,
      tabelaId: await primeiroDaPesquisa(page, 'tabelas'),
      ofertaId: await primeiraOferta(page),
      regraId: await primeiroDaPesquisa(page, 'regras'),
      regiaoId: await primeiroDaPesquisa(page, 'regioes'),
      pedidoId: await primeiroPedido(page),
    };
    const problems: string[] = [];
    for (const route of DRAWERS.filter((drawer) => drawer.ownerType !== TipoEmpresa.Transportadora)) {
      problems.push(...(await checkDrawer(page, route, drawerAddress(route, samples), takeConsoleProblems)));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('gavetas da transportadora, como o administrador da transportadora', async ({ page, context }) => {
    const takeConsoleProblems = await watchConsole(context, page);
    await signIn(page, 'admin@transportadora.demo');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    // An offer the demo carrier received (apps/api/src/seed/oferecimento-seed.ts).
    const quadro = await callApiFromPage<TQuadroOfertasRecebidas>(
      page,
      'GET',
      '/oferecimento/quadro/transportadora',
    );
    const ofertaId = quadro.body.colunas?.flatMap((coluna) => coluna.cards)[0]?.ofertaId;
    if (!ofertaId) throw new Error('Os dados de demonstração mudaram: a transportadora não recebeu ofertas.');
    const problems: string[] = [];
    for (const route of DRAWERS.filter((drawer) => drawer.ownerType === TipoEmpresa.Transportadora)) {
      const path = route.path.replace(':ofertaId', encodeURIComponent(ofertaId));
      expect(path, `A gaveta ${route.path}: diga como preencher os seus parâmetros.`).not.toContain(':');
      problems.push(
        ...(await checkDrawer(
          page,
          route,
          `${BOARD_ROUTE}?${new URLSearchParams({ drawer: path })}`,
          takeConsoleProblems,
        )),
      );
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('a documentação da API (/api/docs) abre sob a política', async ({ page, context }) => {
    const takeConsoleProblems = await watchConsole(context, page);
    await page.goto('/api/docs', { waitUntil: 'load' });
    await expect(page.locator('.swagger-ui .info .title')).toContainText('Embarca API');
    await expect(page.locator('.opblock').first()).toBeVisible();
    expect(await takeConsoleProblems()).toEqual([]);
  });
});
