import fs from 'node:fs';
import path from 'node:path';
import { cpfCheckDigits } from '@embarca/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';

// Issue 18, drivers: register a driver on /frota/motoristas and through quick-create ('Motorista'), find
// them by CPF, see the CNH expiry badge; then the demo driver signs in on /motorista at phone width with
// the code from the outbox and sees the load allocated to them.

/** The /motorista demo driver (apps/api/src/seed/frota-motoristas-seed.ts). */
const DEMO_CPF = '529.982.247-25';
const DEMO_TELEFONE = '11987650001';

/** A valid CPF of its own for each run (masked as typed). */
function cpfDaExecucao(offset: number): string {
  const base = String(Date.now() + offset).slice(-9);
  const cpf = `${base}${cpfCheckDigits(base)}`;
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/** The newest SMS in the outbox for the phone (written at or after `since`), waiting for it to appear. */
async function lerCodigoDoSms(telefone: string, since: Date): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR não definido: rode com "npm test -w @embarca/e2e".');
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const arquivos = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.startsWith('sms-') && name.endsWith(`-${telefone}.txt`))
          .map((name) => path.join(dir, name))
          .filter((file) => fs.statSync(file).mtimeMs >= since.getTime() - 1000)
          .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
      : [];
    const codigo = arquivos[0] ? /\b(\d{6})\b/.exec(fs.readFileSync(arquivos[0], 'utf8'))?.[1] : undefined;
    if (codigo) return codigo;
    if (Date.now() > deadline) throw new Error(`Nenhum SMS para ${telefone} em ${dir}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function preencherMotorista(page: Page, dialogName: string, nome: string, cpf: string) {
  const drawer = page.getByRole('dialog', { name: dialogName });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('textbox', { name: /^Nome/ }).fill(nome);
  await drawer.getByRole('textbox', { name: /^CPF/ }).fill(cpf.replace(/\D/g, ''));
  await expect(drawer.getByRole('textbox', { name: /^CPF/ })).toHaveValue(cpf);
  return drawer;
}

async function pesquisar(page: Page, texto: string) {
  await page.getByRole('textbox', { name: 'Pesquisar motoristas por nome ou CPF' }).fill(texto);
}

test.describe('motoristas (issue 18)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('o embarcador cadastra motoristas (pela tela e pela criação rápida) e vê o aviso da CNH', async ({
    page,
  }, testInfo) => {
    const errors = recordPageErrors(page);
    await signIn(page, 'admin@embarcador.demo');
    await expect(page).toHaveURL(/#\/home/);
    await openApp(page, '/frota/motoristas');
    await expect(page.getByRole('heading', { name: 'Motoristas', level: 1 })).toBeVisible();
    const tabela = page.getByRole('table', { name: 'Motoristas cadastrados' });
    await expect(tabela.getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // 1. A new driver through the page's drawer: CPF masked, a wrong CPF refused before saving.
    const run = Date.now().toString(36);
    const nome = `Motorista Jornada ${run}`;
    const cpf = cpfDaExecucao(0);
    await page.getByRole('button', { name: 'Novo motorista' }).click();
    const drawer = await preencherMotorista(page, 'Novo motorista', nome, '123.456.789-00');
    await drawer.getByRole('button', { name: 'Salvar' }).click();
    await expect(drawer.getByText('CPF inválido').first()).toBeVisible();
    await drawer.getByRole('textbox', { name: /^CPF/ }).fill(cpf.replace(/\D/g, ''));
    await drawer.getByRole('textbox', { name: 'CNH', exact: true }).fill('12345678900');
    await drawer.getByRole('textbox', { name: /^Validade da CNH/ }).fill('31122030');
    await drawer.getByRole('textbox', { name: /^Telefone/ }).fill('11987654321');
    await expect(drawer.getByRole('textbox', { name: /^Telefone/ })).toHaveValue('(11) 98765-4321');
    await expectNoSeriousA11yViolations(page);
    await capturePage(page, testInfo, 'motoristas-gaveta');
    await drawer.getByRole('button', { name: 'Salvar' }).click();
    await expect(drawer).toBeHidden();
    await pesquisar(page, cpf.replace(/\D/g, ''));
    await expect(tabela.getByRole('cell', { name: nome, exact: true })).toBeVisible();
    await expect(tabela.getByRole('cell', { name: cpf, exact: true })).toBeVisible();

    // The same CPF again: the spec's message.
    await page.getByRole('button', { name: 'Novo motorista' }).click();
    const repetido = await preencherMotorista(page, 'Novo motorista', `${nome} 2`, cpf);
    await repetido.getByRole('button', { name: 'Salvar' }).click();
    await expect(repetido.getByText('O CPF informado já está cadastrado no sistema!').first()).toBeVisible();
    // What was typed is unsaved: closing asks first (the form drawer's discard guard).
    await repetido.getByRole('button', { name: 'Cancelar' }).click();
    await page
      .getByRole('dialog', { name: 'Descartar alterações?' })
      .getByRole('button', { name: 'Descartar', exact: true })
      .click();
    await expect(repetido).toBeHidden();

    // 2. Quick-create 'Motorista' (Alt+/) opens the same form.
    const nomeRapido = `Motorista Rápido ${run}`;
    const cpfRapido = cpfDaExecucao(7_777);
    await page.keyboard.press('Alt+Slash');
    const catalogo = page.getByRole('dialog', { name: 'Criação rápida (Alt+/)' });
    await catalogo.getByRole('combobox', { name: 'Criação rápida' }).fill('motorista');
    await catalogo.getByRole('combobox', { name: 'Criação rápida' }).press('Enter');
    const rapido = await preencherMotorista(page, 'Novo motorista', nomeRapido, cpfRapido);
    await rapido.getByRole('button', { name: 'Salvar' }).click();
    await expect(rapido).toBeHidden();
    await pesquisar(page, 'Motorista Rápido');
    await expect(tabela.getByRole('cell', { name: nomeRapido, exact: true })).toBeVisible();

    // 3. The CNH filter: the demo driver whose CNH expires in 5 days, with the badge.
    await pesquisar(page, '');
    await page.getByLabel('Vencimento da CNH', { exact: true }).first().click();
    await page.getByRole('option', { name: 'CNH a vencer (no prazo de aviso da empresa)' }).click();
    await expect(tabela.getByText(/^CNH vence em \d+ dias$/).first()).toBeVisible();
    await capturePage(page, testInfo, 'motoristas-lista');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('o motorista entra em /motorista no celular com o código do SMS e vê a carga alocada', async ({
    browser,
  }, testInfo) => {
    // The phone's GPS: Playwright's geolocation, granted to the page (Campinas/SP).
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'pt-BR',
      geolocation: { latitude: -22.9056, longitude: -47.0608 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    const errors = recordPageErrors(page);
    try {
      await openApp(page, '/motorista');
      await expect(page.getByRole('heading', { name: 'Área do motorista' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const since = new Date();
      await page.getByRole('textbox', { name: 'CPF' }).fill(DEMO_CPF.replace(/\D/g, ''));
      await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue(DEMO_CPF);
      await page.getByRole('button', { name: 'Receber código' }).click();
      await expect(page.getByRole('heading', { name: 'Digite o código' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const codigo = await lerCodigoDoSms(DEMO_TELEFONE, since);

      // A wrong code first: the server's message, the step stays.
      await page
        .getByRole('textbox', { name: /Código de 6 dígitos/ })
        .fill(codigo === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByRole('alert')).toContainText('Código inválido ou expirado');
      await page.getByRole('textbox', { name: /Código de 6 dígitos/ }).fill(codigo);
      await page.getByRole('button', { name: 'Entrar' }).click();

      await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
      const emAndamento = page.getByRole('region', { name: 'Em andamento' });
      await expect(emAndamento).toBeVisible();
      const cartao = emAndamento.getByRole('button', { name: /^Carga \d+/ }).first();
      await expect(cartao).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath('motorista-cargas-390x844.png'), fullPage: true });

      await cartao.click();
      await expect(page.getByRole('region', { name: 'Rota' })).toBeVisible();
      await expect(page.getByText(/^1\. Coleta: /)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath('motorista-carga-390x844.png'), fullPage: true });

      // Sharing the position during the trip: sent, and said when.
      await page.getByRole('button', { name: 'Compartilhar minha localização' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Localização enviada às / })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Parar de compartilhar' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Parar de compartilhar' }).click();

      // The page fits the phone: nothing wider than the screen.
      const largura = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(largura).toBeLessThanOrEqual(390);

      await page.getByRole('button', { name: 'Sair' }).click();
      await expect(page.getByRole('button', { name: 'Receber código' })).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
