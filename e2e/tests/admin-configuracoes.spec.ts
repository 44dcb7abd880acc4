import { cnpjCheckDigits, formatCnpj, successMessage } from '@embarca/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp } from '../support/app-actions';
import { forgetSession, setNewPassword, signIn } from '../support/auth-actions';
import { extractNewPasswordRoute, readLatestMail } from '../support/mail';

const ADMIN = 'admin@embarcador.demo';
const RUN = Date.now().toString().slice(-6);
const UNIDADE = `Filial Joinville ${RUN}`;
const NEW_USER = `operador.${RUN}@embarcador.demo`;
const NEW_USER_PASSWORD = `Rota#${RUN}Sul`;
const CARACTERISTICA = `Carga refrigerada ${RUN}`;

/** A valid CNPJ no other journey uses: 12 base digits from this run, then its check digits. */
function runCnpj(): string {
  const base = `45${RUN}0001`.slice(0, 12);
  return `${base}${cnpjCheckDigits(base)}`;
}

async function openSection(page: Page, tab: string): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text).first()).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('o administrador cria unidade, usuário, empresa e característica; o novo usuário define a senha e entra', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/#\/home/);
  await openApp(page, '/configuracoes?secao=unidades-negocio');
  await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();

  // Business unit
  await page.getByRole('button', { name: 'Nova unidade' }).click();
  const unitForm = page.getByRole('form', { name: 'Nova unidade de negócio' });
  await unitForm.getByLabel(/^Descrição/).fill(UNIDADE);
  await expectNoSeriousA11yViolations(page);
  await unitForm.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, successMessage('created', 'Unidade de negócio'));
  await expect(page.getByRole('cell', { name: UNIDADE, exact: true })).toBeVisible();
  await capturePage(page, testInfo, 'configuracoes-unidades');
  await expectNoSeriousA11yViolations(page);

  // User with access to that unit
  await openSection(page, 'Usuários');
  await expect(page.getByRole('cell', { name: ADMIN, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const userForm = page.getByRole('form', { name: 'Novo usuário' });
  await userForm.getByLabel(/^Nome/).fill(`Operador ${RUN}`);
  await userForm.getByLabel(/^E-mail/).fill(NEW_USER);
  await userForm.getByLabel('Unidades de negócio').click();
  await page.getByRole('option', { name: UNIDADE }).click();
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);
  const since = new Date();
  await userForm.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, `E-mail de definição de senha enviado para ${NEW_USER}.`);
  await expect(page.getByRole('cell', { name: NEW_USER, exact: true })).toBeVisible();
  await capturePage(page, testInfo, 'configuracoes-usuarios');
  await expectNoSeriousA11yViolations(page);

  // Client company by CNPJ, the address filled from its CEP
  await openSection(page, 'Empresas');
  await page.getByRole('button', { name: 'Nova empresa' }).click();
  const companyForm = page.getByRole('form', { name: 'Nova empresa' });
  const cnpj = runCnpj();
  await companyForm.getByRole('textbox', { name: /^CNPJ/ }).fill(cnpj);
  await expect(companyForm.getByRole('textbox', { name: /^CNPJ/ })).toHaveValue(formatCnpj(cnpj));
  await companyForm.getByLabel(/^Razão social/).fill(`Cliente Paulista ${RUN} Ltda`);
  await companyForm.getByRole('textbox', { name: /^CEP/ }).fill('01310200');
  await expect(companyForm.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
  await expect(companyForm.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(companyForm.getByLabel('UF')).toHaveValue('SP');
  await companyForm.getByLabel('Número').fill('1578');
  await capturePage(page, testInfo, 'configuracoes-empresa-form');
  await expectNoSeriousA11yViolations(page);
  await companyForm.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, successMessage('created', 'Empresa'));
  await page.getByRole('textbox', { name: 'Pesquisar empresas' }).fill(`Paulista ${RUN}`);
  await expect(page.getByRole('cell', { name: formatCnpj(cnpj) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Characteristic
  await openSection(page, 'Características');
  await page.getByRole('button', { name: 'Nova característica' }).click();
  const charForm = page.getByRole('form', { name: 'Nova característica' });
  await charForm.getByLabel(/^Descrição/).fill(CARACTERISTICA);
  await charForm.getByRole('radio', { name: 'Manual' }).check();
  await expectNoSeriousA11yViolations(page);
  await charForm.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, successMessage('created', 'Característica'));
  await expect(page.getByRole('cell', { name: CARACTERISTICA, exact: true })).toBeVisible();
  await capturePage(page, testInfo, 'configuracoes-caracteristicas');
  await expectNoSeriousA11yViolations(page);

  // The new user defines the password from the mail and signs in
  const mail = await readLatestMail(NEW_USER, { since });
  const route = extractNewPasswordRoute(mail);
  expect(route).toContain('creation=true');
  await forgetSession(page);
  await openApp(page, route);
  await expect(page.getByRole('heading', { name: 'Definição de senha' })).toBeVisible();
  await setNewPassword(page, NEW_USER_PASSWORD, 'Criar senha');
  // A new user lands on the terms-of-use step first (or home when the terms are already accepted).
  const terms = page.getByLabel('Li e aceito os termos de uso');
  const userMenu = page.getByRole('button', { name: /Menu do usuário/ });
  await expect(terms.or(userMenu)).toBeVisible();
  if (await terms.isVisible()) {
    await terms.check();
    await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
  }
  await expect(page).toHaveURL(/#\/home/);
  await expect(page.getByRole('button', { name: /Menu do usuário/ })).toBeVisible();
});

test('o perfil do usuário e as preferências de notificação abrem em gavetas', async ({ page }, testInfo) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/#\/home/);
  await openApp(page, '/configuracoes?secao=preferencias');
  await page.getByRole('button', { name: 'Preferências de notificação' }).click();
  const drawer = page.getByRole('dialog', { name: 'Preferências de notificação' });
  await expect(drawer.getByRole('switch').first()).toBeVisible();
  await expect(page).toHaveURL(/p=9/);
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, successMessage('updated', 'Preferências'));

  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Meu perfil' }).click();
  const profile = page.getByRole('dialog', { name: 'Meu perfil' });
  await expect(profile.getByLabel(/^Nome/)).not.toHaveValue('');
  await profile.getByLabel('Telefone').fill('41999998888');
  await expect(profile.getByLabel('Telefone')).toHaveValue('(41) 99999-8888');
  await capturePage(page, testInfo, 'perfil');
  await expectNoSeriousA11yViolations(page);
  await profile.getByRole('button', { name: 'Salvar perfil' }).click();
  await expectToast(page, successMessage('updated', 'Perfil'));
});
