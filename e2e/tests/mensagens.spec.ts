import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';

/*
 * Issue 20, chat with drivers: the demo shipper's administrator opens /mensagens (the demo conversation
 * with the /motorista demo driver has one message unread for them: the top-bar badge), answers; the driver,
 * signed in on /motorista at phone width, reads it and sends a text and a photo; the administrator, on
 * another page, gets the 10 s chat alert live and the badge, then sees the photo larger in the thread.
 */

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

const ADMIN = 'admin@embarcador.demo';
/** The /motorista demo driver (apps/api/src/seed/frota-motoristas-seed.ts). */
const DEMO_CPF = '52998224725';
const DEMO_TELEFONE = '11987650001';
const RUN = Date.now().toString().slice(-6);
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The newest SMS in the outbox for the phone (written at or after `since`). */
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

async function entrarComoMotorista(page: Page) {
  await openApp(page, '/motorista');
  const since = new Date();
  await page.getByRole('textbox', { name: 'CPF' }).fill(DEMO_CPF);
  await page.getByRole('button', { name: 'Receber código' }).click();
  await expect(page.getByRole('heading', { name: 'Digite o código' })).toBeVisible();
  await page
    .getByRole('textbox', { name: /Código de 6 dígitos/ })
    .fill(await lerCodigoDoSms(DEMO_TELEFONE, since));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
}

test.describe('mensagens com motoristas (issue 20)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('operador e motorista trocam mensagem e foto, com o contador e o alerta de 10 s', async ({
    page,
    browser,
  }, testInfo) => {
    const errors = recordPageErrors(page);
    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
    await openApp(page, '/mensagens');
    await expect(page.getByRole('heading', { name: 'Mensagens', level: 1 })).toBeVisible();
    const conversa = page.getByRole('link', { name: /^Conversa com / }).first();
    await expect(conversa).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capturePage(page, testInfo, 'mensagens-caixa');

    // The demo conversation (the driver's last message "Saindo agora…"): open it and answer.
    await page.getByRole('textbox', { name: 'Pesquisar conversas' }).fill('');
    const demo = page
      .getByRole('link', { name: /^Conversa com / })
      .filter({ hasText: /Saindo agora|Entregando agora/ })
      .first();
    await ((await demo.count()) ? demo : conversa).click();
    const thread = page.getByRole('log', { name: /^Mensagens com / });
    await expect(thread).toBeVisible();
    const texto = `Tudo certo? Execução ${RUN}`;
    await page.getByRole('textbox', { name: 'Mensagem' }).fill(texto);
    await page.getByRole('textbox', { name: 'Mensagem' }).press('Enter');
    await expect(thread.getByText(texto)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
    await expectNoSeriousA11yViolations(page);
    await capturePage(page, testInfo, 'mensagens-conversa');

    // The operator leaves for another page: the alert will show there.
    await openApp(page, '/home');

    // The driver, at phone width, reads it and answers with a text and a photo.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const phone = await context.newPage();
    const phoneErrors = recordPageErrors(phone);
    try {
      await entrarComoMotorista(phone);
      await phone
        .locator('label')
        .filter({ hasText: /^Mensagens/ })
        .click();
      const minhas = phone.getByRole('navigation', { name: 'Minhas conversas' });
      await expect(minhas).toBeVisible();
      await expectNoSeriousA11yViolations(phone);
      await phone.screenshot({
        path: testInfo.outputPath('motorista-mensagens-390x844.png'),
        fullPage: true,
      });
      await minhas
        .getByRole('button', { name: /^Conversa sobre a carga /i })
        .first()
        .click();
      const doMotorista = phone.getByRole('log', { name: /^Mensagens da carga / });
      await expect(doMotorista.getByText(texto)).toBeVisible();
      await phone
        .locator('input[type="file"]')
        .setInputFiles({ name: 'canhoto.png', mimeType: 'image/png', buffer: PNG });
      await expect(phone.getByText('canhoto.png')).toBeVisible();
      const resposta = `Entregando agora ${RUN}`;
      await phone.getByRole('textbox', { name: 'Mensagem' }).fill(resposta);
      await phone.getByRole('button', { name: 'Enviar' }).click();
      await expect(doMotorista.getByText(resposta)).toBeVisible();
      await expect(doMotorista.getByRole('button', { name: /^Ampliar foto/ }).last()).toBeVisible();
      await expectNoSeriousA11yViolations(phone);
      await phone.screenshot({ path: testInfo.outputPath('motorista-conversa-390x844.png'), fullPage: true });
      expect(phoneErrors).toEqual([]);
    } finally {
      await context.close();
    }

    // Live on the operator's page: the chat alert (10 s) and the badge.
    const alerta = page.getByRole('alert').filter({ hasText: 'Nova mensagem de motorista' });
    await expect(alerta).toBeVisible({ timeout: 15_000 });
    await expect(alerta).toContainText(`Entregando agora ${RUN}`);
    await expect(page.getByRole('link', { name: /^Mensagens \(\d+\+? não lidas\)$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capturePage(page, testInfo, 'mensagens-alerta');
    await expect(alerta).toBeHidden({ timeout: 14_000 });

    // The thread shows the photo; it opens larger.
    await page.getByRole('link', { name: /^Mensagens \(/ }).click();
    await page
      .getByRole('link', { name: /^Conversa com / })
      .filter({ hasText: `Entregando agora ${RUN}` })
      .click();
    const threadDoOperador = page.getByRole('log', { name: /^Mensagens com / });
    await expect(threadDoOperador.getByText(`Entregando agora ${RUN}`)).toBeVisible();
    await threadDoOperador
      .getByRole('button', { name: /^Ampliar foto/ })
      .last()
      .click();
    await expect(page.getByRole('dialog', { name: 'Foto' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Fechar foto' }).click();
    expect(errors).toEqual([]);
  });
});
