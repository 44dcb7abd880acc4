import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import { extractCode, readLatestMail } from '../support/mail';

const EMAIL = '2fa@embarcador.demo';

test('2fa@ entra com o código lido da caixa de saída', async ({ page }, testInfo) => {
  const since = new Date();
  await signIn(page, EMAIL);

  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await expect(page.getByText(/Enviamos um código de verificação para o e-mail/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar código por e-mail' })).toBeVisible();
  await capturePage(page, testInfo, 'login-segundo-fator');
  await expectNoSeriousA11yViolations(page);

  const code = extractCode(await readLatestMail(EMAIL, { since }));
  await page.getByLabel(/Código de verificação/).fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();

  await expect(page).toHaveURL(/#\/home$/);
  await expectNoSeriousA11yViolations(page);
});

test('2fa@: um código errado mostra a mensagem do servidor e mantém a etapa', async ({ page }) => {
  await signIn(page, EMAIL);
  await page.getByLabel(/Código de verificação/).fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
