import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import { openBoard } from '../support/quadro-actions';

/*
 * Issue 16 item 14 (polish, the shell's and the board's part): the stage columns' totals never break
 * inside a total and keep the columns level; an announcement banner collapses to one line and stays so
 * after a reload; on a phone the avatar is inside the screen and a CNPJ never breaks mid-number.
 */
const PHONE = { width: 390, height: 844 };
const AVISO_CNPJ = 'CNPJ alfanumérico: o Embarca já está preparado';

/** How many line boxes an element's text takes (1: it did not wrap). */
async function linhas(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
    return tops.size;
  });
}

/** The height of the demo's own banner (other journeys on the same server may add announcements). */
async function bannerHeight(page: Page): Promise<number> {
  const box = await page
    .getByRole('region', { name: 'Avisos no topo' })
    .locator('[data-anuncio]')
    .filter({ hasText: AVISO_CNPJ })
    .boundingBox();
  return box?.height ?? 0;
}

test.describe('polimento', () => {
  test.describe.configure({ timeout: 120_000 });

  test('os totais das colunas não quebram no meio e as colunas começam alinhadas', async ({ page }) => {
    const errors = recordPageErrors(page);
    await signIn(page, 'admin@embarcador.demo');
    await expect(page).toHaveURL(/#\/home/);
    // Narrow columns make the totals wrap: the menu open at 1366 px, the board's real width.
    await openBoard(page);
    const totais = page.locator('[data-totais-etapa]');
    await expect(totais.first()).toBeVisible();
    const quantas = await totais.count();
    expect(quantas).toBeGreaterThan(1);
    for (let index = 0; index < quantas; index += 1) {
      for (const parte of await totais.nth(index).locator('span').all()) {
        expect(await linhas(parte), (await parte.textContent()) ?? '').toBe(1);
      }
    }
    const alturas = await totais.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().height)),
    );
    expect(new Set(alturas).size, `alturas dos totais: ${alturas.join(', ')}`).toBe(1);
    const topos = await page
      .getByRole('tabpanel')
      .getByRole('region', { name: /^Etapa / })
      .evaluateAll((columns) =>
        columns
          .map((column) => column.querySelector('article')?.getBoundingClientRect().top)
          .filter((top): top is number => top !== undefined)
          .map(Math.round),
      );
    expect(topos.length).toBeGreaterThan(1);
    expect(new Set(topos).size, `topo do primeiro cartão: ${topos.join(', ')}`).toBe(1);
    expect(errors).toEqual([]);
  });

  test('o aviso do topo recolhe para uma linha e continua recolhido depois de recarregar', async ({
    page,
  }, testInfo) => {
    const errors = recordPageErrors(page);
    await signIn(page, 'admin@embarcador.demo');
    await expect(page).toHaveURL(/#\/home/);
    const aviso = page.getByRole('region', { name: 'Avisos no topo' });
    await expect(aviso).toContainText(AVISO_CNPJ);
    const aberto = await bannerHeight(page);
    await aviso.getByRole('button', { name: `Recolher aviso: ${AVISO_CNPJ}` }).click();
    await expect(aviso.getByRole('button', { name: `Expandir aviso: ${AVISO_CNPJ}` })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const recolhido = await bannerHeight(page);
    expect(recolhido).toBeLessThanOrEqual(48);
    expect(recolhido).toBeLessThan(aberto);
    await page.reload();
    await expect(aviso.getByRole('button', { name: `Expandir aviso: ${AVISO_CNPJ}` })).toBeVisible();
    expect(await bannerHeight(page)).toBeLessThanOrEqual(48);
    await expectNoSeriousA11yViolations(page);
    await capturePage(page, testInfo, 'aviso-recolhido');
    await aviso.getByRole('button', { name: `Expandir aviso: ${AVISO_CNPJ}` }).click();
    await expect(
      aviso.getByRole('link', { name: 'Saiba mais' }).or(aviso.getByRole('button', { name: 'Saiba mais' })),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('no celular o avatar cabe na tela e o CNPJ não quebra no meio', async ({ page }, testInfo) => {
    const errors = recordPageErrors(page);
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin@embarcador.demo');
    await expect(page).toHaveURL(/#\/home/);
    const avatar = page.getByRole('button', { name: /— Menu do usuário$/ });
    await expect(avatar).toBeVisible();
    const caixa = await avatar.boundingBox();
    expect(caixa && caixa.x + caixa.width, 'borda direita do botão do usuário').toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await openApp(page, '/configuracoes?secao=empresas');
    const cnpjs = page.getByRole('table').getByText(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    await expect(cnpjs.first()).toBeVisible();
    for (const cnpj of await cnpjs.all())
      expect(await linhas(cnpj), (await cnpj.textContent()) ?? '').toBe(1);
    await capturePage(page, testInfo, 'empresas-celular');
    expect(errors).toEqual([]);
  });
});
