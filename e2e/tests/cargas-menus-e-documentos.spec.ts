import type { TCargaMongo } from '@embarca/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import { cardByCode, fetchBoardGroup, getFromPage, openBoard, openCardMenu } from '../support/quadro-actions';

/**
 * Issue 16, what a new user hits on the loads screens: the card menu that ran off a 768 px screen, the
 * drawer's 'Ações' with 4 items where the card has 16, the quick search that the keyboard could not use,
 * and the documents table cut at the drawer's edge with the same value under 'Número' and 'NF'.
 */

const VIEWPORT_HEIGHT = 768;

/** The board's card whose box covers the height `y` (the menu opened at y=473). */
async function cardAtHeight(page: Page, y: number): Promise<{ card: Locator; codigo: number; x: number }> {
  const cards = page.getByRole('article', { name: /^Carga \d+$/ });
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const box = await card.boundingBox();
    if (box && box.y <= y && box.y + box.height >= y && box.x + box.width < 1366) {
      const name = (await card.getAttribute('aria-label')) ?? '';
      return { card, codigo: Number(name.replace('Carga ', '')), x: box.x + box.width / 2 };
    }
  }
  throw new Error(`nenhuma carga na altura ${y}`);
}

test('o menu de contexto do card cabe na tela, agrupado e navegável pelo teclado', async ({ page }) => {
  const errors = recordPageErrors(page);
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  await openBoard(page);

  const { card, codigo, x } = await cardAtHeight(page, 473);
  // A right-click where the user clicked, on a card of the first group (16 items).
  await page.mouse.click(x, 473, { button: 'right' });
  const menu = page.getByRole('menu', { name: `Ações da carga ${codigo}`, exact: true });
  await expect(menu).toBeVisible();
  await expect(card).toBeVisible();

  // Grouped: view / change / print, with dividers between them.
  await expect(menu.getByRole('separator')).toHaveCount(2);
  await expect(menu.getByText('Visualizar', { exact: true })).toBeVisible();
  await expect(menu.getByText('Alterar', { exact: true })).toBeVisible();
  await expect(menu.getByText('Imprimir', { exact: true })).toBeVisible();

  // The whole menu is within the 768 px screen (it flips and scrolls inside itself).
  const box = await menu.boundingBox();
  expect(box, 'a caixa do menu').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(VIEWPORT_HEIGHT);

  // Keyboard: the first item has the focus; End reaches the last (Gerar PDF), shown in the viewport.
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('End');
  const pdf = menu.getByRole('menuitem', { name: 'Gerar PDF' });
  await expect(pdf).toBeFocused();
  await expect(pdf).toBeInViewport({ ratio: 1 });
  // Every item can be reached: Editar and Mover para are on the screen once scrolled to.
  for (const name of ['Editar', 'Mover para...', 'Gerar romaneio']) {
    const item = menu.getByRole('menuitem', { name, exact: true });
    await item.scrollIntoViewIfNeeded();
    await expect(item).toBeInViewport({ ratio: 1 });
  }
  await expectNoSeriousA11yViolations(page);
  await expect(pdf).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/drawer=cargas(\/|%2F)cargas(\/|%2F)carga-pdf/);
  expect(errors).toEqual([]);
});

test('o menu Ações da gaveta oferece o mesmo que o menu do card', async ({ page }, testInfo) => {
  const errors = recordPageErrors(page);
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  await openBoard(page);

  const cards = await fetchBoardGroup(page, 'aguardando-alocacao');
  const codigo = cards[0]!.codigo;
  const cardMenu = await openCardMenu(page, codigo);
  const itensDoCard = await cardMenu.getByRole('menuitem').allTextContents();
  expect(itensDoCard).toContain('Editar');
  await page.keyboard.press('Escape');
  await expect(cardMenu).toBeHidden();

  await cardByCode(page, codigo)
    .getByRole('button', { name: `Detalhes da carga ${codigo}` })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Detalhes da carga' });
  await expect(drawer.getByRole('heading', { name: `Carga ${codigo}`, level: 3 })).toBeVisible();
  await drawer.getByRole('button', { name: `Ações da carga ${codigo}` }).click();
  const drawerMenu = page.getByRole('menu', { name: `Ações da carga ${codigo}`, exact: true });
  await expect(drawerMenu).toBeVisible();
  // The same items, in the same order and groups (the drawer adds only what the card shows elsewhere).
  await expect(drawerMenu.getByRole('menuitem')).toHaveText(itensDoCard);
  await expect(drawerMenu.getByRole('separator')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await capturePage(page, testInfo, 'gaveta-acoes');

  // 'Mover para...' works from the drawer: the dialog of the load's stages.
  await drawerMenu.getByRole('menuitem', { name: 'Mover para...' }).click();
  const mover = page.getByRole('dialog', { name: `Mover a carga ${codigo} para…` });
  await expect(mover).toBeVisible();
  await expect(mover.getByRole('button', { name: /\(etapa atual\)$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await mover.getByRole('button', { name: 'Fechar' }).click();
  await expect(mover).toBeHidden();
  await expect(drawer).toBeVisible();
  expect(errors).toEqual([]);
});

test('a pesquisa rápida é um combobox: seta para baixo e Enter abrem a carga', async ({ page }, testInfo) => {
  const errors = recordPageErrors(page);
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  const cards = await fetchBoardGroup(page, 'aguardando-alocacao');
  const withDocs = cards.find((card) => card.numerosNF.length > 0)!;
  const carga = await getFromPage<TCargaMongo>(page, `/carga-mongo/${withDocs.id}`);
  const nf = carga.documentos.find((doc) => doc.numeroNf)!.numeroNf!;

  await page.keyboard.press('Alt+Period');
  const dialog = page.getByRole('dialog', { name: /Pesquisa rápida de cargas/ });
  const input = dialog.getByRole('combobox', { name: 'Pesquisa rápida de cargas' });
  await expect(input).toBeFocused();
  await input.fill(nf);
  const listbox = dialog.getByRole('listbox', { name: 'Cargas encontradas' });
  const option = listbox.getByRole('option', { name: new RegExp(`^Carga ${carga.codigo}\\b`) });
  await expect(option).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(input).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);

  await page.keyboard.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  // The active option says what Enter does.
  await expect(first.getByText('Abrir detalhes')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await capturePage(page, testInfo, 'pesquisa-rapida');

  const nome = (await first.getAttribute('data-carga-id'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`drawer=cargas(/|%2F)detalhes(/|%2F)${nome}`));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Detalhes da carga' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a aba Documentos cabe na gaveta e mostra o número do documento e o da NF', async ({
  page,
}, testInfo) => {
  const errors = recordPageErrors(page);
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  await openBoard(page);
  const cards = await fetchBoardGroup(page, 'aguardando-alocacao');
  const withDocs = cards.find((card) => card.qntDocumentos > 0)!;
  const carga = await getFromPage<TCargaMongo>(page, `/carga-mongo/${withDocs.id}`);
  // The demo data carries a document number of its own, not a copy of the NF's.
  for (const doc of carga.documentos) expect(doc.numero).not.toBe(doc.numeroNf);

  await cardByCode(page, carga.codigo).dblclick();
  const drawer = page.getByRole('dialog', { name: 'Detalhes da carga' });
  await drawer.getByRole('tab', { name: 'Documentos' }).click();
  const tabela = drawer.getByRole('table', { name: `Documentos da carga ${carga.codigo}` });
  await expect(tabela).toBeVisible();
  const headers = tabela.getByRole('columnheader');
  await expect(headers.first()).toHaveText('Número');
  const linhas = tabela.getByRole('row');
  await expect(linhas).toHaveCount(carga.documentos.length + 1);
  const primeira = carga.documentos[0]!;
  await expect(linhas.nth(1).getByRole('rowheader')).toHaveText(primeira.numero!);
  await expect(linhas.nth(1)).toContainText(primeira.numeroNf!);

  // The table scrolls inside the drawer: the last column is reached, the first one stays in place.
  const drawerBox = (await drawer.boundingBox())!;
  const scroller = drawer.getByRole('region', { name: `Documentos da carga ${carga.codigo}` });
  const antes = (await linhas.nth(1).getByRole('rowheader').boundingBox())!;
  await scroller.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  const ultima = (await headers.last().boundingBox())!;
  expect(ultima.x + ultima.width).toBeLessThanOrEqual(drawerBox.x + drawerBox.width + 1);
  const depois = (await linhas.nth(1).getByRole('rowheader').boundingBox())!;
  expect(Math.round(depois.x)).toBe(Math.round(antes.x));
  await expectNoSeriousA11yViolations(page);
  await capturePage(page, testInfo, 'documentos');

  // Column choice: hiding 'Descrição' removes it; the choice is kept for the next load.
  await drawer.getByRole('button', { name: 'Colunas dos documentos' }).click();
  await page.getByRole('checkbox', { name: 'Descrição' }).click();
  await drawer.getByRole('button', { name: 'Colunas dos documentos' }).click();
  await expect(page.getByRole('checkbox', { name: 'Descrição' })).toBeHidden();
  await expect(tabela.getByRole('columnheader', { name: 'Descrição' })).toHaveCount(0);
  await page.reload();
  await expect(tabela).toBeVisible();
  await expect(tabela.getByRole('columnheader', { name: 'Descrição' })).toHaveCount(0);
  await expect(tabela.getByRole('columnheader', { name: 'NF' })).toBeVisible();
  expect(errors).toEqual([]);
});
