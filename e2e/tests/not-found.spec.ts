import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp } from '../support/app-actions';

test.describe('rota desconhecida', () => {
  test('leva a #/not-found com "Página não encontrada"', async ({ page }, testInfo) => {
    await openApp(page, '/rota-que-nao-existe');

    await expect(page).toHaveURL(/#\/not-found(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();

    await capturePage(page, testInfo, 'pagina-nao-encontrada');
    await expectNoSeriousA11yViolations(page);
  });
});
