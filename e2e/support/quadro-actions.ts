import {
  GRUPO_QUADRO_LABELS,
  type TCargaQuadroCard,
  type TGrupoQuadro,
  type TKanbanEtapa,
  type TQuadroCargaResponse,
} from '@embarca/domain';
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { openApp } from './app-actions';

/** The loads board "Minhas cargas" (02 §2). */
export const BOARD_ROUTE = '/cargas/minhas-cargas';

/** The demo shipper's stages of the awaiting group, left to right (apps/api/src/seed/demo-seed.ts). */
export const ETAPA_AGUARDANDO_CONTRATACAO = 'Aguardando contratação';
export const ETAPA_EM_COTACAO = 'Em cotação';

/**
 * Opens the board (with an optional query, e.g. `?query=Recife`) and waits until the selected group's
 * cards are loaded: the count line ('12 cargas') replaces 'Carregando cargas…'.
 */
export async function openBoard(page: Page, search = ''): Promise<void> {
  await openApp(page, `${BOARD_ROUTE}${search}`);
  await expect(page.getByRole('heading', { name: 'Minhas cargas', level: 2 })).toBeVisible();
  await expect(boardCount(page)).toBeVisible();
}

/** The line above the columns with the number of loaded cards ('12 cargas', '1 carga'). */
export function boardCount(page: Page): Locator {
  return page.getByRole('tabpanel').getByText(/^\d[\d.]* cargas?$/);
}

/** Waits for the board's real-time connection to be joined ('Tempo real ativo'). */
export async function expectLiveBoard(page: Page): Promise<void> {
  await expect(page.getByText('Tempo real ativo', { exact: true })).toBeVisible();
}

/** The tab of a board group ('Aguardando alocação de veículo 12'). */
export function groupTab(page: Page, grupo: TGrupoQuadro): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${GRUPO_QUADRO_LABELS[grupo]}`) });
}

/** A stage column of the open group ('Etapa Em cotação'). */
export function stageColumn(page: Page, etapa: string): Locator {
  return page.getByRole('region', { name: `Etapa ${etapa}`, exact: true });
}

/** A load card by its code, on the whole page or inside a column. */
export function cardByCode(scope: Page | Locator, codigo: number): Locator {
  return scope.getByRole('article', { name: `Carga ${codigo}`, exact: true });
}

/** The card is shown in that stage column and in no other. */
export async function expectCardInStage(page: Page, codigo: number, etapa: string): Promise<void> {
  await expect(cardByCode(stageColumn(page, etapa), codigo)).toBeVisible();
  await expect(cardByCode(page, codigo)).toHaveCount(1);
}

/** Resolves with the answer of the next PUT that moves a load to a stage (the board saving a move). */
function stageMoveSaved(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      /\/api\/carga-mongo\/[^/]+\/etapa\/[^/?]+/.test(response.url()),
  );
}

/** Checks the move was saved (200) and gives the instant (ms since the epoch) its answer arrived. */
async function savedAt(saved: Promise<Response>): Promise<number> {
  const response = await saved;
  expect(response.status(), `PUT ${response.url()}`).toBe(200);
  const timing = response.request().timing();
  return timing.startTime + timing.responseEnd;
}

/** dnd-kit's live region, where the board announces each step of a drag (pt-BR, dnd.ts). */
function dragAnnouncer(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^(A carga|Movimento cancelado)/ });
}

/**
 * Drags a card to another stage of the same group with the keyboard only, as a keyboard user would:
 * focus the card's drag handle, Space to pick it up, arrows until the announcement names the stage,
 * Space to drop. Resolves once the server has saved the move, with the instant its answer arrived.
 */
export async function dragCardToStageWithKeyboard(
  page: Page,
  codigo: number,
  etapa: string,
): Promise<number> {
  const card = cardByCode(page, codigo);
  const from = await card.boundingBox();
  const to = await stageColumn(page, etapa).boundingBox();
  if (!from || !to) throw new Error(`Carga ${codigo} ou etapa ${etapa} fora da tela.`);
  const arrow = to.x < from.x ? 'ArrowLeft' : 'ArrowRight';

  await page.getByRole('button', { name: `Arrastar a carga ${codigo}`, exact: true }).focus();
  await page.keyboard.press('Space');
  // Picked up: announced as selected, then at once as over its own stage.
  await expect(dragAnnouncer(page)).toHaveText(
    new RegExp(`^A carga ${codigo} (foi selecionada para arrastar|está sobre a etapa )`),
  );
  const over = `A carga ${codigo} está sobre a etapa ${etapa}.`;
  for (let step = 0; step < 10; step += 1) {
    await page.keyboard.press(arrow);
    // Each arrow jumps one column: stop as soon as the announcement names the target.
    const arrived = await expect(dragAnnouncer(page))
      .toHaveText(over, { timeout: 1_500 })
      .then(() => true)
      .catch(() => false);
    if (arrived) break;
  }
  await expect(dragAnnouncer(page)).toHaveText(over);
  const saved = stageMoveSaved(page);
  await page.keyboard.press('Space');
  const at = await savedAt(saved);
  await expect(dragAnnouncer(page)).toHaveText(`A carga ${codigo} foi movida para a etapa ${etapa}.`);
  return at;
}

/**
 * Drags a card to another stage with the mouse (press on the card, move over the column in small steps,
 * release). Resolves once the server has saved the move, with the instant its answer arrived.
 */
export async function dragCardToStageWithMouse(page: Page, codigo: number, etapa: string): Promise<number> {
  // The card's title: a part of the card with no button of its own, where a press starts a drag.
  const grip = cardByCode(page, codigo).getByRole('paragraph').first();
  const from = await grip.boundingBox();
  const to = await stageColumn(page, etapa).boundingBox();
  if (!from || !to) throw new Error(`Carga ${codigo} ou etapa ${etapa} fora da tela.`);
  const saved = stageMoveSaved(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the sensor's 6 px activation distance first, then across to the column's middle.
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 200), { steps: 15 });
  await page.mouse.up();
  return savedAt(saved);
}

/** Opens a card's dropdown menu ('Ações da carga 1003') and returns it. */
export async function openCardMenu(page: Page, codigo: number): Promise<Locator> {
  await cardByCode(page, codigo)
    .getByRole('button', { name: `Ações da carga ${codigo}`, exact: true })
    .click();
  const menu = page.getByRole('menu', { name: `Ações da carga ${codigo}`, exact: true });
  await expect(menu).toBeVisible();
  return menu;
}

/** Moves a card through its menu's 'Mover para...' dialog; resolves with the instant the move was saved. */
export async function moveCardWithMenu(page: Page, codigo: number, etapa: string): Promise<number> {
  const menu = await openCardMenu(page, codigo);
  await menu.getByRole('menuitem', { name: 'Mover para...' }).click();
  const dialog = page.getByRole('dialog', { name: `Mover a carga ${codigo} para…` });
  await expect(dialog).toBeVisible();
  const saved = stageMoveSaved(page);
  await dialog.getByRole('button', { name: etapa, exact: true }).click();
  const at = await savedAt(saved);
  await expect(dialog).toBeHidden();
  return at;
}

/** Opens the filter panel ('Filtros do quadro'). */
export async function openFilters(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Filtros/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filtros do quadro' });
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Calls the API as the signed-in user of `page`, from inside the page: the session token and the
 * business-unit headers the app keeps in local storage (what `apiRequest` sends). Returns the status and
 * the JSON body (null when empty).
 */
export async function callApiFromPage<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  // Right after sign-in the shell is still choosing the business unit (GET listwithaccess): wait for it,
  // as the app's own calls do, or the load calls answer 400 (BusinessUnitId required).
  await page.waitForFunction(() => localStorage.getItem('embarca.businessUnitId'), undefined, {
    timeout: 15_000,
  });
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(localStorage.getItem('embarca.token') ?? 'null') as { token: string } | null;
      if (!token) throw new Error('Sem sessão no navegador.');
      const headers: Record<string, string> = {
        Accept: 'application/json',
        Authorization: `Bearer ${token.token}`,
      };
      const unit = localStorage.getItem('embarca.businessUnitId');
      if (unit) headers.BusinessUnitId = unit;
      const filter = localStorage.getItem('embarca.businessUnitFilter');
      if (filter && localStorage.getItem('embarca.businessUnitFilterStatus') !== 'false') {
        headers.BusinessUnitFilter = filter;
      }
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`/api${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T };
    },
    { method, path, body },
  );
}

/** GET through `callApiFromPage`, failing the journey on anything but 200. */
export async function getFromPage<T>(page: Page, path: string): Promise<T> {
  const response = await callApiFromPage<T>(page, 'GET', path);
  expect(response.status, `GET /api${path} ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
}

/**
 * Every card of a board group as the API gives it to the signed-in user of `page`: the same call the
 * board makes (`GET /api/frete/quadro/carga/{grupo}?key=…` with the key of `GET /api/frete/chave`),
 * page after page.
 */
export async function fetchBoardGroup(page: Page, grupo: TGrupoQuadro): Promise<TCargaQuadroCard[]> {
  const { key } = await getFromPage<{ key: string }>(page, '/frete/chave');
  const cards: TCargaQuadroCard[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ key, limit: '200' });
    if (cursor) params.set('cursor', cursor);
    const body: TQuadroCargaResponse = await getFromPage(page, `/frete/quadro/carga/${grupo}?${params}`);
    cards.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return cards;
}

/** The board stages of the signed-in user's company (`GET /api/kanbanpipecargas`). */
export async function fetchStages(page: Page): Promise<TKanbanEtapa[]> {
  return getFromPage<TKanbanEtapa[]>(page, '/kanbanpipecargas');
}

/**
 * Puts a load back in a stage through the API when a journey stopped half-way (after a failure), so the
 * next journeys find the demo data as seeded. Does nothing when it is already there.
 */
export async function ensureCardInStage(page: Page, codigo: number, etapa: string): Promise<void> {
  const stages = await fetchStages(page);
  const target = stages.find((stage) => stage.descricao === etapa);
  if (!target) throw new Error(`Etapa ${etapa} não encontrada.`);
  const cards = await fetchBoardGroup(page, target.grupoEtapa as TGrupoQuadro);
  const card = cards.find((item) => item.codigo === codigo);
  if (!card || card.etapa === target.id) return;
  const moved = await callApiFromPage(page, 'PUT', `/carga-mongo/${card.id}/etapa/${target.id}`);
  expect(moved.status).toBe(200);
}

/**
 * Selects a business unit by name for the signed-in user of `page`, as the side menu's 'Trocar' leaves it
 * (the stored BusinessUnitId, no unit filter); the pages opened afterwards are scoped to it (issue 16:
 * the board shows the selected unit's loads only).
 */
export async function selectBusinessUnit(page: Page, descricao: string): Promise<void> {
  const unidades = await getFromPage<{ id: string; descricao: string }[]>(
    page,
    '/unidade-negocio/listwithaccess',
  );
  const unidade = unidades.find((item) => item.descricao === descricao);
  if (!unidade) throw new Error(`Unidade ${descricao} não encontrada.`);
  await page.evaluate((id) => {
    localStorage.setItem('embarca.businessUnitId', id);
    localStorage.removeItem('embarca.businessUnitFilter');
  }, unidade.id);
}
