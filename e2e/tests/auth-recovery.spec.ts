import { MESSAGES } from '@embarca/domain';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp } from '../support/app-actions';
import { DEMO_PASSWORD, forgetSession, setNewPassword, signIn, submitSignIn } from '../support/auth-actions';
import { extractNewPasswordRoute, readLatestMail } from '../support/mail';

// Mutates free@embarcador.demo (locked, then a new password): no other journey may sign in with it.
const EMAIL = 'free@embarcador.demo';
const NEW_PASSWORD = 'Frete#Livre2026';

test('bloqueio após 5 senhas erradas (429) e recuperação de senha pelo e-mail', async ({
  page,
}, testInfo) => {
  await openApp(page, '/login');
  // Each attempt waits for its own answer: the alert still shows the previous attempt's text, so waiting on
  // the text alone could send the next attempt while this one is in flight (and the server counts them apart).
  const attempt = async (password: string) => {
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/auth/login'),
    );
    await submitSignIn(page, EMAIL, password);
    return (await answered).status();
  };
  for (let n = 1; n <= 5; n += 1) {
    const status = await attempt(`senha-errada-${n}`);
    if (n < 5) {
      expect(status).toBe(401);
      await expect(page.getByRole('alert')).toContainText(MESSAGES.loginInvalid);
    }
  }
  expect(await attempt('senha-errada-6')).toBe(429);
  await expect(page.getByRole('alert')).toContainText(MESSAGES.tooManyAttempts);
  // The right password does not unlock (only recovery or an administrator does).
  expect(await attempt(DEMO_PASSWORD)).toBe(429);
  await expect(page.getByRole('alert')).toContainText(MESSAGES.tooManyAttempts);
  await capturePage(page, testInfo, 'login-429');
  await expectNoSeriousA11yViolations(page);

  // Forgot password: the same neutral answer, and a mail with the link.
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const since = new Date();
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByRole('button', { name: 'Enviar instruções' }).click();
  await expect(page.getByRole('status')).toContainText(/.+/);
  await capturePage(page, testInfo, 'esqueci-minha-senha-enviado');
  await expectNoSeriousA11yViolations(page);

  const route = extractNewPasswordRoute(await readLatestMail(EMAIL, { since }));
  await openApp(page, route);
  await expect(page.getByRole('heading', { name: /^(Alteração|Definição) de senha$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const submit = /creation=true/.test(route) ? 'Criar senha' : 'Alterar senha';
  await setNewPassword(page, NEW_PASSWORD, submit);
  await expect(page).toHaveURL(/#\/home$/);

  // The link works once (opened again from the mail, in a fresh page); the new password signs in.
  await page.goto('about:blank');
  await openApp(page, route);
  await setNewPassword(page, 'Outra#Senha2026', submit);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await forgetSession(page);
  await signIn(page, EMAIL, NEW_PASSWORD);
  await expect(page).toHaveURL(/#\/home$/);
});

test('esqueci minha senha: a resposta é a mesma para um e-mail desconhecido', async ({ page }, testInfo) => {
  await openApp(page, '/forgot-password');
  await page.getByLabel('E-mail').fill('ninguem-cadastrado@exemplo.com.br');
  await page.getByRole('button', { name: 'Enviar instruções' }).click();
  await expect(page.getByRole('status')).toContainText(/.+/);
  await expect(page.getByRole('link', { name: 'Voltar para o login' })).toBeVisible();
  await capturePage(page, testInfo, 'esqueci-minha-senha');
  await expectNoSeriousA11yViolations(page);
});
