import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import {
  cardByCode,
  dragCardToStageWithKeyboard,
  ETAPA_AGUARDANDO_CONTRATACAO,
  ETAPA_EM_COTACAO,
  ensureCardInStage,
  expectCardInStage,
  expectLiveBoard,
  moveCardWithMenu,
  openBoard,
  selectBusinessUnit,
  stageColumn,
} from '../support/quadro-actions';

/*
 * Live board (issue 6, 02 §4): a load moved in one browser moves on another signed-in user's board
 * without a reload. Load 1008 belongs to the unit Filial Campinas, which both the shipper's admin and
 * its operator see: awaiting group, stage 'Em cotação' in the demo data; the journey puts it back.
 */
const LOAD = 1008;
const LIVE_TIMEOUT = 5_000;

/**
 * Resolves with the instant (ms since the epoch) the card first shows in the stage column of `page`,
 * watched every animation frame from now on: how long the live update took, not how often we looked.
 */
function whenCardShowsInStage(page: Page, codigo: number, etapa: string): Promise<number> {
  return page.evaluate(
    ({ codigo, etapa, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const selector = `section[aria-label="Etapa ${etapa}"] article[aria-label="Carga ${codigo}"]`;
        const deadline = Date.now() + timeoutMs;
        const look = () => {
          if (document.querySelector(selector)) resolve(Date.now());
          else if (Date.now() > deadline) reject(new Error(`Carga ${codigo} não chegou em ${etapa}.`));
          else requestAnimationFrame(look);
        };
        look();
      }),
    { codigo, etapa, timeoutMs: LIVE_TIMEOUT + 5_000 },
  );
}

test('um cartão movido por um usuário muda de etapa ao vivo no quadro de outro usuário', async ({
  page,
  browser,
}) => {
  // Browser A: the shipper's admin. Browser B: the operator, in a context (session) of its own.
  const errorsA = recordPageErrors(page);
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  // The board shows the selected unit's loads (issue 16): both users work in Filial Campinas, load 1008's.
  await selectBusinessUnit(page, 'Filial Campinas');
  const contextB = await browser.newContext();
  const other = await contextB.newPage();
  const errorsB = recordPageErrors(other);
  try {
    await signIn(other, 'operador@embarcador.demo');
    await expect(other).toHaveURL(/#\/home/);
    await selectBusinessUnit(other, 'Filial Campinas');

    await openBoard(page);
    await openBoard(other);
    await expectLiveBoard(page);
    await expectLiveBoard(other);
    await expectCardInStage(page, LOAD, ETAPA_EM_COTACAO);
    await expectCardInStage(other, LOAD, ETAPA_EM_COTACAO);
    await expectNoSeriousA11yViolations(other);
    // Anything B shows from now on came without a reload: this mark would be gone after one.
    await other.evaluate(() => {
      (window as unknown as { semRecarregar: boolean }).semRecarregar = true;
    });

    // A drags the card to 'Aguardando contratação'; B's board follows.
    const arrivedThere = whenCardShowsInStage(other, LOAD, ETAPA_AGUARDANDO_CONTRATACAO);
    const savedAt = await dragCardToStageWithKeyboard(page, LOAD, ETAPA_AGUARDANDO_CONTRATACAO);
    await expect(cardByCode(stageColumn(other, ETAPA_AGUARDANDO_CONTRATACAO), LOAD)).toBeVisible({
      timeout: LIVE_TIMEOUT,
    });
    await expectCardInStage(other, LOAD, ETAPA_AGUARDANDO_CONTRATACAO);
    console.log(
      `[tempo real] carga ${LOAD} na nova etapa no navegador B: ${Math.round((await arrivedThere) - savedAt)} ms após a resposta do PUT`,
    );

    // A moves it back with 'Mover para...'; B's board follows again.
    const arrivedBack = whenCardShowsInStage(other, LOAD, ETAPA_EM_COTACAO);
    const savedBackAt = await moveCardWithMenu(page, LOAD, ETAPA_EM_COTACAO);
    await expect(cardByCode(stageColumn(other, ETAPA_EM_COTACAO), LOAD)).toBeVisible({
      timeout: LIVE_TIMEOUT,
    });
    await expectCardInStage(other, LOAD, ETAPA_EM_COTACAO);
    console.log(
      `[tempo real] carga ${LOAD} de volta no navegador B: ${Math.round((await arrivedBack) - savedBackAt)} ms após a resposta do PUT`,
    );

    expect(await other.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar)).toBe(
      true,
    );
    expect(errorsA, 'erros de JavaScript no navegador A').toEqual([]);
    expect(errorsB, 'erros de JavaScript no navegador B').toEqual([]);
  } finally {
    // Whatever happened, load 1008 goes back to where the demo data has it.
    await ensureCardInStage(page, LOAD, ETAPA_EM_COTACAO).catch(() => undefined);
    await contextB.close();
  }
});
