import { MESSAGES } from '@embarca/domain';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';

const DEMO_BANNER = 'CNPJ alfanumérico: o Embarca já está preparado';
const DEMO_UNITS = ['Matriz São Paulo', 'Filial Campinas', 'CD Curitiba'];
const DEMO_POSTS = [
  'Busca rápida por nota fiscal',
  'Agendamento de docas com confirmação do fornecedor',
  'Novos indicadores de frota',
];

test('o administrador vê as 3 unidades de negócio da demonstração e a troca pede confirmação', async ({
  page,
}, testInfo) => {
  const errors = recordPageErrors(page);
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const unit = nav.getByRole('combobox', { name: 'Unidade de negócio' });
  await expect(unit).toHaveValue(/.+/);
  const before = await unit.inputValue();

  await unit.click();
  const options = page.getByRole('option');
  // The demo company's 3 units (the configuration journey may have added one the admin created).
  for (const name of DEMO_UNITS) await expect(options.filter({ hasText: name })).toHaveCount(1);
  await capturePage(page, testInfo, 'shell-unidades');
  const other = options.filter({ hasText: DEMO_UNITS.find((name) => name !== before) ?? '' });
  const otherName = (await other.textContent())?.trim() ?? '';
  await other.click();

  const dialog = page.getByRole('dialog', { name: 'Trocar unidade de negócio' });
  await expect(dialog).toContainText('A página será recarregada');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Trocar' }).click();
  await expect(unit).toHaveValue(otherName);
  await page.reload();
  await expect(nav.getByRole('combobox', { name: 'Unidade de negócio' })).toHaveValue(otherName);
  expect(await page.evaluate(() => localStorage.getItem('embarca.businessUnitId'))).toMatch(
    /^[0-9a-f-]{36}$/,
  );
  expect(errors).toEqual([]);
});

test('o painel de novidades lista as publicações de demonstração e deixa de marcar "novo"', async ({
  page,
}, testInfo) => {
  await signIn(page, 'operador@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  await page.getByRole('button', { name: 'Novidades (há novidades)' }).click();
  const panel = page.getByRole('region', { name: 'Novidades' });
  for (const title of DEMO_POSTS) await expect(panel.getByRole('link', { name: title })).toBeVisible();
  await expect(panel.getByText(/Lançado em \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Ver todas as novidades' })).toBeVisible();
  await capturePage(page, testInfo, 'shell-novidades');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Novidades', exact: true })).toBeVisible();
});

test('o banner de demonstração aparece e, fechado, não volta depois de recarregar', async ({
  page,
}, testInfo) => {
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  const banners = page.getByRole('region', { name: 'Avisos no topo' });
  await expect(banners.getByText(DEMO_BANNER)).toBeVisible();
  await expect(banners.getByRole('button', { name: 'Saiba mais' })).toBeVisible();
  await capturePage(page, testInfo, 'shell-banner');
  await expectNoSeriousA11yViolations(page);

  await banners.getByRole('button', { name: `Fechar aviso: ${DEMO_BANNER}` }).click();
  await expect(page.getByText(DEMO_BANNER)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openApp(page, '/menu/termos-uso');
  await expect(page.getByRole('heading', { name: 'Termos de uso', level: 1 })).toBeVisible();
  await expect(page.getByText(DEMO_BANNER)).toBeHidden();
});

test('o embarcador em trial vê a contagem regressiva de 5 dias', async ({ page }, testInfo) => {
  await signIn(page, 'trial@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  await expect(page.getByText('Seu período de teste termina em 5 dias')).toBeVisible();
  // The demo modal for trial licences on /home; the X closes it for this visit only.
  const modal = page.getByRole('dialog', { name: 'Bem-vindo ao período de avaliação' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Não mostrar novamente' })).toBeVisible();
  await capturePage(page, testInfo, 'shell-trial');
  await expectNoSeriousA11yViolations(page);
  await modal.getByRole('button', { name: 'Fechar' }).click();
  await expect(modal).toBeHidden();
  // Mantine keeps the dialog's box in the page until its closing transition ends, its title already
  // gone: axe would catch it nameless on a busy machine (CI did). Checked once it has left the page.
  await expect(page.locator('[role="dialog"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('termos de uso e suas três páginas têm texto de verdade', async ({ page }, testInfo) => {
  await signIn(page, 'operador@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Painel administrativo' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Termos de uso' }).click();
  await expect(page.getByRole('heading', { name: 'Termos de uso', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const pages = [
    ['Ficha de suporte', /suporte@embarca\.com\.br/],
    ['Termos do embarcador', /contrato de transporte/],
    ['Proteção de dados', /Lei nº 13\.709\/2018/],
  ] as const;
  for (const [title, text] of pages) {
    await page
      .getByRole('navigation', { name: 'Outros documentos' })
      .getByRole('link', { name: title })
      .click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    await expectNoSeriousA11yViolations(page);
  }
  await capturePage(page, testInfo, 'termos-protecao-dados');
});

test('páginas públicas: aplicativo do motorista e navegador não suportado', async ({ page }, testInfo) => {
  await openApp(page, '/app-frota');
  await expect(page.getByRole('heading', { name: 'Aplicativo do motorista', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /play\.google\.com/);
  await expect(page.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /apps\.apple\.com/);
  await capturePage(page, testInfo, 'app-frota');
  await expectNoSeriousA11yViolations(page);

  await openApp(page, '/browser-support/ie/11');
  await expect(page.getByRole('heading', { name: 'Navegador não suportado', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Internet Explorer 11 não é compatível com a plataforma Embarca', { exact: false }),
  ).toBeVisible();
  await capturePage(page, testInfo, 'browser-support');
  await expectNoSeriousA11yViolations(page);
  expect(MESSAGES.popupBlocked).toContain('Pop-up bloqueado');
});
