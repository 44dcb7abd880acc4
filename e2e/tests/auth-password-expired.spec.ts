import { MESSAGES } from '@embarca/domain';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage } from '../support/app-actions';
import { forgetSession, setNewPassword, signIn, submitSignIn } from '../support/auth-actions';

// Mutates senha-expirada@embarcador.demo (its password changes); no other journey uses it.
const EMAIL = 'senha-expirada@embarcador.demo';
const NEW_PASSWORD = 'Caminhao#Azul42';

test('senha expirada (412): alterar a senha pelo botão e entrar', async ({ page }, testInfo) => {
  await signIn(page, EMAIL);

  await expect(page.getByRole('alert')).toContainText(MESSAGES.passwordExpired);
  const change = page.getByRole('link', { name: 'Alterar senha' });
  await expect(change).toBeVisible();
  await capturePage(page, testInfo, 'login-412');
  await expectNoSeriousA11yViolations(page);

  await change.click();
  await expect(page).toHaveURL(/#\/new-password\?token=/);
  await expect(page.getByRole('heading', { name: 'Alteração de senha' })).toBeVisible();
  await expect(page.getByText('Quase pronto, basta digitar sua nova senha abaixo.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alterar senha' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await setNewPassword(page, NEW_PASSWORD, 'Alterar senha');
  await expect(page.getByText(MESSAGES.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(/#\/home$/);
  await expectNoSeriousA11yViolations(page);

  // The new password signs in without the 412.
  await forgetSession(page);
  await submitSignIn(page, EMAIL, NEW_PASSWORD);
  await expect(page).toHaveURL(/#\/home$/);
});
