import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp, recordPageErrors } from '../support/app-actions';

test.describe('o aplicativo carrega', () => {
  test('um visitante na raiz vai para o login, com título e idioma pt-BR', async ({ page }, testInfo) => {
    const pageErrors = recordPageErrors(page);
    await openApp(page);

    await expect(page).toHaveURL(/#\/login(\?|$)/);
    await expect(page).toHaveTitle(/Embarca/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(pageErrors, 'erros de JavaScript na página').toEqual([]);

    await capturePage(page, testInfo, 'raiz-redireciona-para-login');
    await expectNoSeriousA11yViolations(page);
  });
});
