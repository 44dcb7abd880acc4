import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp } from '../support/app-actions';
import { forgetSession, signIn } from '../support/auth-actions';

// Transportadora Demo's licence covers the Frota module. The support user withdraws it; at the carrier
// administrator's next sign-in the Frota area is gone from the menu; giving it back restores it.
const COMPANY = 'Transportadora Demo';
const CARRIER_ADMIN = 'admin@transportadora.demo';

async function setFrotaModule(page: Page, enabled: boolean): Promise<void> {
  await signIn(page, 'suporte@embarca.demo');
  await expect(page).toHaveURL(/#\/home/);
  await openApp(page, '/painel-admin');
  await page.getByRole('textbox', { name: 'Pesquisar empresas' }).fill('Transportadora');
  await page.getByRole('button', { name: `Ações de ${COMPANY}` }).click();
  await page.getByRole('menuitem', { name: 'Editar licença' }).click();
  const form = page.getByRole('form', { name: `Licença: ${COMPANY}` });
  const frota = form.getByRole('checkbox', { name: 'Frota', exact: true });
  if ((await frota.isChecked()) !== enabled) await frota.click({ force: true });
  await expect(frota).toBeChecked({ checked: enabled });
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Licença atualizado com sucesso!').first()).toBeVisible();
  await forgetSession(page);
}

async function carrierMenu(page: Page) {
  await signIn(page, CARRIER_ADMIN);
  await expect(page).toHaveURL(/#\/home/);
  return page.getByRole('navigation', { name: 'Menu principal' });
}

test('o suporte muda os módulos da licença de uma empresa; a mudança aparece no próximo login', async ({
  page,
}, testInfo) => {
  // Five sign-ins (scrypt) in one journey: a busy 2-core machine needs more than the default minute.
  test.slow();
  if (testInfo.retry > 0) {
    // A retry after an attempt cut off half-way: give the licence its Frota module back first.
    await setFrotaModule(page, true);
  }
  const before = await carrierMenu(page);
  await expect(before.getByText('Frota', { exact: true })).toBeVisible();
  await forgetSession(page);

  await setFrotaModule(page, false);
  const without = await carrierMenu(page);
  await expect(without.getByText('Cargas', { exact: true })).toBeVisible();
  await expect(without.getByText('Frota', { exact: true })).toHaveCount(0);
  await capturePage(page, testInfo, 'transportadora-sem-frota');
  await expectNoSeriousA11yViolations(page);
  await forgetSession(page);

  await setFrotaModule(page, true);
  const restored = await carrierMenu(page);
  await expect(restored.getByText('Frota', { exact: true })).toBeVisible();
});
