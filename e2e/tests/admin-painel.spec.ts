import { MESSAGES } from '@embarca/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp } from '../support/app-actions';
import { forgetSession, signIn, submitSignIn } from '../support/auth-actions';

// Embarcadora Expirada (trial over: sign-in 426). Blocking its access turns the next sign-in into 402;
// unblocking gives the 426 back, so the demo data is left as it was.
const COMPANY = 'Embarcadora Expirada';
const COMPANY_USER = 'expirado@embarcador.demo';

async function setAccessBlocked(page: Page, blocked: boolean): Promise<void> {
  await openApp(page, '/painel-admin');
  await page.getByRole('textbox', { name: 'Pesquisar empresas' }).fill('Expirada');
  await page.getByRole('button', { name: `Ações de ${COMPANY}` }).click();
  await page.getByRole('menuitem', { name: 'Editar licença' }).click();
  const form = page.getByRole('form', { name: `Licença: ${COMPANY}` });
  const toggle = form.getByRole('switch', { name: /Acesso bloqueado/ });
  if ((await toggle.isChecked()) !== blocked) await toggle.click({ force: true });
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Licença atualizado com sucesso!').first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(COMPANY) })).toContainText(
    blocked ? 'Bloqueado' : 'Liberado',
  );
}

test('o suporte bloqueia e libera o acesso de uma empresa; o efeito aparece no próximo login', async ({
  page,
}, testInfo) => {
  await signIn(page, 'suporte@embarca.demo');
  await expect(page).toHaveURL(/#\/home/);
  await openApp(page, '/painel-admin');
  await expect(page.getByRole('heading', { name: 'Painel administrativo', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: COMPANY, exact: true })).toBeVisible();
  await capturePage(page, testInfo, 'painel-admin');
  await expectNoSeriousA11yViolations(page);

  await setAccessBlocked(page, true);
  await forgetSession(page);
  await submitSignIn(page, COMPANY_USER);
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.companyBlocked })).toBeVisible();

  await signIn(page, 'suporte@embarca.demo');
  await expect(page).toHaveURL(/#\/home/);
  await setAccessBlocked(page, false);
  await forgetSession(page);
  await submitSignIn(page, COMPANY_USER);
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.trialExpired })).toBeVisible();
});

test('um administrador que não é suporte não vê o painel', async ({ page }) => {
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  await openApp(page, '/painel-admin');
  await expect(page.getByText(MESSAGES.forbidden)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('o suporte vê as filas de tarefas em segundo plano e as que aguardam reprocessamento', async ({
  page,
}, testInfo) => {
  await signIn(page, 'suporte@embarca.demo');
  await expect(page).toHaveURL(/#\/home/);
  await openApp(page, '/painel-admin');
  await page.getByRole('tab', { name: 'Tarefas' }).click();
  await expect(page).toHaveURL(/secao=tarefas/);
  const filas = page.getByRole('table', { name: 'Filas de tarefas' });
  // The job layer's self-check queue is declared by every role (issue 17), with its counts by state.
  await expect(filas.getByRole('rowheader', { name: /sistema\.verificacao$/ })).toBeVisible();
  await expect(filas.getByRole('columnheader', { name: 'Aguardando suporte' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Tarefas que esgotaram as tentativas', level: 2 }),
  ).toBeVisible();
  await expect(page.getByText('Nenhuma tarefa aguardando o suporte.')).toBeVisible();
  await capturePage(page, testInfo, 'painel-admin-tarefas');
  await expectNoSeriousA11yViolations(page);
});
