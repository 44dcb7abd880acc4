import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp } from '../support/app-actions';
import { signIn, submitSignIn } from '../support/auth-actions';

test('um visitante numa rota protegida vai ao login e volta para ela depois de entrar', async ({ page }) => {
  await openApp(page, '/relatorios/historico-cargas');
  await expect(page).toHaveURL(/#\/login\?returnTo=%2Frelatorios%2Fhistorico-cargas$/);
  await expectNoSeriousA11yViolations(page);

  await submitSignIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/relatorios\/historico-cargas$/);
  await expectNoSeriousA11yViolations(page);
});

test('operador@ numa rota de administrador vai para /unauthorized', async ({ page }, testInfo) => {
  await signIn(page, 'operador@embarcador.demo');
  await expect(page).toHaveURL(/#\/home$/);
  await openApp(page, '/configuracoes');
  await expect(page).toHaveURL(/#\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Sem permissão de acesso' })).toBeVisible();
  await capturePage(page, testInfo, 'sem-permissao');
  await expectNoSeriousA11yViolations(page);
});

test('/new-password sem token explica e leva à recuperação', async ({ page }, testInfo) => {
  await openApp(page, '/new-password?creation=true');
  await expect(page.getByRole('heading', { name: 'Definição de senha' })).toBeVisible();
  await page.getByRole('link', { name: 'Solicitar um novo link' }).click();
  await expect(page).toHaveURL(/#\/forgot-password$/);
  await capturePage(page, testInfo, 'nova-senha-sem-token');
  await expectNoSeriousA11yViolations(page);
});
