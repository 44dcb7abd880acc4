import { MESSAGES, UFS } from '@embarca/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import { desativarPelaApi } from '../support/ciclo-de-vida';
import { openBoard } from '../support/quadro-actions';

/*
 * Issue 16 item 5, as a new user typed it in "Nova carga": a UF 'XX', an impossible date (31/02), a
 * collection date long gone (01/01/2020) and a weight of -5. None is taken silently: the UF is a select of
 * the 27, the impossible date stays as typed and is called invalid, the weight stays -5 and is refused at
 * its field, and the old collection date is asked about before saving. The load it finally saves is
 * deactivated at the end, so the demo data stays as the other journeys expect.
 */

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });
// Two axe passes and two pairs of screenshots on a loaded 2-core machine.
test.setTimeout(240_000);

/** A day after today as 'dd/MM/yyyy 18:00' (the form's format). */
function amanha(): string {
  const dia = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  const dois = (n: number) => String(n).padStart(2, '0');
  return `${dois(dia.getUTCDate())}/${dois(dia.getUTCMonth() + 1)}/${dia.getUTCFullYear()} 18:00`;
}

function cadastros(page: Page): string[] {
  const enviados: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/carga-mongo/cadastrar')) {
      enviados.push(request.url());
    }
  });
  return enviados;
}

test('Nova carga: UF, datas e números errados nunca são aceitos calados', async ({ page }, testInfo) => {
  const errors = recordPageErrors(page);
  const enviados = cadastros(page);
  let cargaId: string | undefined;
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  try {
    await openBoard(page, '?drawer=cargas/cadastro-carga/new');
    const form = page.getByRole('form', { name: 'Nova carga' });
    await expect(form).toBeVisible({ timeout: 20_000 });
    const origem = form.getByRole('group', { name: 'Origem' });
    const destino = form.getByRole('group', { name: 'Destino final' });

    // The UF is chosen among the 27: 'XX' is not there to choose.
    const ufOrigem = origem.getByLabel(/^UF/);
    const opcoes = await ufOrigem
      .locator('option')
      .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value).filter(Boolean));
    expect(opcoes).toEqual([...UFS]);
    await expect(ufOrigem.selectOption('XX', { timeout: 2_000 })).rejects.toThrow();

    // A weight of -5 stays -5.
    const peso = form.getByLabel(/^Peso bruto/);
    await peso.fill('-5');
    await peso.press('Tab');
    await expect(peso).toHaveValue('-5');

    await origem.getByLabel(/^Cidade/).fill('Curitiba');
    await ufOrigem.selectOption('PR');
    // 31/02 is not erased when leaving the field, and is called what it is.
    const inicioOrigem = origem.getByLabel(/^Início previsto/);
    await inicioOrigem.fill('31/02/2026 10:00');
    await inicioOrigem.press('Tab');
    await expect(inicioOrigem).toHaveValue('31/02/2026 10:00');
    await expect(origem.getByText(MESSAGES.invalidDate)).toBeVisible();

    await destino.getByLabel(/^Cidade/).fill('Joinville');
    await destino.getByLabel(/^UF/).selectOption('SC');
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(form.getByText(`Peso bruto ${MESSAGES.greaterThanZero}`)).toBeVisible();
    await expect(origem.getByText(MESSAGES.invalidDate)).toBeVisible();
    await expect(inicioOrigem).toHaveValue('31/02/2026 10:00');
    // Gender agreement: a missing planned date is 'obrigatória'.
    await expect(destino.getByText('Data prevista é obrigatória!')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capturePage(page, testInfo, 'nova-carga-erros');
    expect(enviados).toHaveLength(0);

    // Corrected, but with a collection date long gone: asked before saving.
    await peso.fill('1500');
    await inicioOrigem.fill('01/01/2020 08:00');
    await inicioOrigem.press('Tab');
    const inicioDestino = destino.getByLabel(/^Início previsto/);
    await inicioDestino.fill(amanha());
    await inicioDestino.press('Tab');
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: 'Data de coleta no passado' });
    await expect(dialogo.getByText('A data de coleta 01/01/2020 já passou. Deseja continuar?')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capturePage(page, testInfo, 'nova-carga-coleta-no-passado');
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialogo).toBeHidden();
    expect(enviados).toHaveLength(0);
    await expect(form).toBeVisible();

    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    const resposta = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/carga-mongo/cadastrar'),
    );
    await dialogo.getByRole('button', { name: 'Salvar mesmo assim' }).click();
    const salva = await resposta;
    expect(salva.status()).toBe(201);
    cargaId = ((await salva.json()) as { id: string }).id;
    await expect(page.getByText('Carga cadastrada com sucesso!')).toBeVisible();
    await expect(form).toBeHidden();
    expect(errors).toEqual([]);
  } finally {
    if (cargaId) await desativarPelaApi(page, [cargaId]);
  }
});
