import { MESSAGES } from '@embarca/domain';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp } from '../support/app-actions';

test.describe('login', () => {
  test('a página de login está em pt-BR', async ({ page }, testInfo) => {
    await openApp(page, '/login');

    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.getByLabel(/^Senha/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Esqueci minha senha' })).toBeVisible();

    await capturePage(page, testInfo, 'login');
    await expectNoSeriousA11yViolations(page);
  });

  test('uma senha errada mostra "E-mail ou senha inválidos"', async ({ page }, testInfo) => {
    await openApp(page, '/login');

    await page.getByLabel('E-mail').fill('admin@embarcador.demo');
    await page.getByLabel(/^Senha/).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect(page.getByText(MESSAGES.loginInvalid)).toBeVisible();
    await expect(page).toHaveURL(/#\/login(\?|$)/);

    await capturePage(page, testInfo, 'login-senha-errada');
    await expectNoSeriousA11yViolations(page);
  });
});
