import { cnpjCheckDigits, formatCnpj, successMessage } from '@embarca/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import { BOARD_ROUTE, fetchBoardGroup } from '../support/quadro-actions';

/**
 * Issue 16 (items 1, 9 and 14's tabs): what a new user hits in the form drawers — Escape in a date picker
 * closing the whole drawer, changes lost without a question, a new load's typing lost on reload, the
 * company form's invalid field out of sight, Salvar cut off, the CNPJ not looked up, the load drawer's
 * tabs wrapping.
 */

const ADMIN = 'admin@embarcador.demo';
const RUN = Date.now().toString().slice(-6);
const NOVA_CARGA = `${BOARD_ROUTE}?drawer=${encodeURIComponent('cargas/cadastro-carga/new')}`;
const cnpj = (base: string) => `${base}${cnpjCheckDigits(base)}`;
/** In the local CNPJ registry (apps/api/src/seed/consulta-seed.ts), registered by no demo tenant. */
const MERCADO_PAULISTANO = cnpj('313233340001');

function descartarDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Descartar alterações?' });
}

/** The X in the header of the open drawer. */
function fecharDrawer(page: Page): Locator {
  return page.locator('.mantine-Drawer-content').getByRole('button', { name: 'Fechar', exact: true });
}

test('Nova carga: Escape fecha só o calendário, fechar com alterações pergunta e o rascunho sobrevive ao recarregar', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = recordPageErrors(page);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/#\/home/);

  // Without changes, Escape closes at once.
  await openApp(page, NOVA_CARGA);
  let form = page.getByRole('form', { name: 'Nova carga' });
  await expect(form).toBeVisible();
  await form.getByLabel('Código identificador').click();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(descartarDialog(page)).toBeHidden();

  // Typing a date, then Escape: the picker closes, the drawer and what was typed stay.
  await openApp(page, NOVA_CARGA);
  form = page.getByRole('form', { name: 'Nova carga' });
  await expect(form).toBeVisible();
  const identificador = `E2E-RASCUNHO-${RUN}`;
  await form.getByLabel('Código identificador').fill(identificador);
  const inicio = form.getByRole('group', { name: 'Origem' }).getByLabel(/^Início previsto/);
  await inicio.click();
  const calendario = page.locator('[data-dates-dropdown]');
  await expect(calendario).toBeVisible();
  await inicio.fill('10/12/2026 08:30');
  await inicio.press('Escape');
  await expect(calendario).toBeHidden();
  await expect(form).toBeVisible();
  await expect(descartarDialog(page)).toBeHidden();
  await expect(inicio).toHaveValue('10/12/2026 08:30');
  await expect(form.getByLabel('Código identificador')).toHaveValue(identificador);

  // Escape again, nothing open over the drawer: the question, 'Continuar editando' focused.
  await page.keyboard.press('Escape');
  await expect(descartarDialog(page)).toBeVisible();
  await expect(descartarDialog(page).getByRole('button', { name: 'Continuar editando' })).toBeFocused();
  await capturePage(page, testInfo, 'nova-carga-descartar');
  await expectNoSeriousA11yViolations(page);
  // Escape in the question closes only the question.
  await page.keyboard.press('Escape');
  await expect(descartarDialog(page)).toBeHidden();
  await expect(form).toBeVisible();
  // The X asks too; 'Continuar editando' keeps everything.
  await fecharDrawer(page).click();
  await descartarDialog(page).getByRole('button', { name: 'Continuar editando' }).click();
  await expect(form.getByLabel('Código identificador')).toHaveValue(identificador);

  // A reload brings the draft back, said so.
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('embarca.rascunhoNovaCarga'))),
    )
    .toBe(true);
  await page.reload();
  form = page.getByRole('form', { name: 'Nova carga' });
  await expect(form).toBeVisible();
  await expect(page.getByText('Rascunho restaurado')).toBeVisible();
  await expect(form.getByLabel('Código identificador')).toHaveValue(identificador);
  await expect(form.getByRole('group', { name: 'Origem' }).getByLabel(/^Início previsto/)).toHaveValue(
    '10/12/2026 08:30',
  );
  await capturePage(page, testInfo, 'nova-carga-rascunho-restaurado');
  await expectNoSeriousA11yViolations(page);

  // 'Descartar' in the question drops the draft: the next 'Nova carga' is empty.
  await fecharDrawer(page).click();
  await descartarDialog(page).getByRole('button', { name: 'Descartar' }).click();
  await expect(form).toBeHidden();
  await openApp(page, NOVA_CARGA);
  form = page.getByRole('form', { name: 'Nova carga' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Código identificador')).toHaveValue('');
  await expect(page.getByText('Rascunho restaurado')).toBeHidden();

  // 'Descartar rascunho' in the notice empties the form at once.
  await form.getByLabel('Código identificador').fill(`${identificador}-2`);
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByText('Rascunho restaurado')).toBeVisible();
  await page.getByRole('button', { name: 'Descartar rascunho' }).click();
  await expect(page.getByText('Rascunho restaurado')).toBeHidden();
  await expect(page.getByRole('form', { name: 'Nova carga' }).getByLabel('Código identificador')).toHaveValue(
    '',
  );
  await page.reload();
  await expect(page.getByRole('form', { name: 'Nova carga' })).toBeVisible();
  await expect(page.getByText('Rascunho restaurado')).toBeHidden();
  expect(errors).toEqual([]);
});

/** Signs in as the shipper's administrator and opens 'Nova empresa' in Configurações › Empresas. */
async function abrirNovaEmpresa(page: Page): Promise<Locator> {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/#\/home/);
  await openApp(page, '/configuracoes?secao=empresas');
  await page.getByRole('button', { name: 'Nova empresa' }).click();
  const form = page.getByRole('form', { name: 'Nova empresa' });
  await expect(form).toBeVisible();
  return form;
}

test('Nova empresa: CNPJ inválido focado e em vista, resumo no topo, Salvar sempre visível', async ({
  page,
}, testInfo) => {
  const errors = recordPageErrors(page);
  const form = await abrirNovaEmpresa(page);
  const salvar = form.getByRole('button', { name: 'Salvar' });

  // An invalid CNPJ, Salvar: the field in view and focused, the summary at the top names it.
  const cnpjInput = form.getByRole('textbox', { name: /^CNPJ/ });
  await cnpjInput.fill('11111111111111');
  await salvar.click();
  await expect(cnpjInput).toBeFocused();
  await expect(cnpjInput).toBeInViewport({ ratio: 1 });
  const resumo = form.getByRole('alert').filter({ hasText: /campos? a corrigir/ });
  await expect(resumo).toBeVisible();
  await expect(resumo.getByRole('button', { name: /^CNPJ/ })).toBeVisible();
  await capturePage(page, testInfo, 'nova-empresa-erros');
  await expectNoSeriousA11yViolations(page);

  // The footer stays: Salvar in view at the top and at the bottom of the form, at both sizes.
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(salvar).toBeInViewport({ ratio: 1 });
    await form.getByLabel('Cidade').scrollIntoViewIfNeeded();
    await expect(salvar).toBeInViewport({ ratio: 1 });
    await cnpjInput.scrollIntoViewIfNeeded();
    await expect(salvar).toBeInViewport({ ratio: 1 });
  }
  expect(errors).toEqual([]);
});

test('Nova empresa: um CNPJ válido é consultado ao digitar e só preenche o que está vazio', async ({
  page,
}, testInfo) => {
  const errors = recordPageErrors(page);
  const form = await abrirNovaEmpresa(page);
  const cnpjInput = form.getByRole('textbox', { name: /^CNPJ/ });

  // A valid CNPJ of the registry: looked up at once; the name typed before stays, the empty fields fill.
  const razao = form.getByLabel(/^Razão social/);
  await razao.fill(`Razão digitada ${RUN} Ltda`);
  await cnpjInput.fill(MERCADO_PAULISTANO);
  await expect(cnpjInput).toHaveValue(formatCnpj(MERCADO_PAULISTANO));
  await expect(form.getByLabel('Nome fantasia')).toHaveValue('Mercado Paulistano');
  await expect(form.getByLabel('Logradouro')).not.toHaveValue('');
  await expect(form.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(razao).toHaveValue(`Razão digitada ${RUN} Ltda`);

  // A valid CNPJ the registry does not know: a quiet line, nothing else changes.
  await cnpjInput.fill(cnpj(`46${RUN}0001`.slice(0, 12)));
  await expect(
    form.getByText('CNPJ não encontrado na consulta: preencha os dados da empresa.'),
  ).toBeVisible();
  await expect(razao).toHaveValue(`Razão digitada ${RUN} Ltda`);
  await capturePage(page, testInfo, 'nova-empresa-consulta');

  // Escape with a list open closes only the list; then it asks before dropping what was typed.
  await form.getByLabel('Tipo', { exact: true }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(descartarDialog(page)).toBeHidden();
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(descartarDialog(page)).toBeVisible();
  await descartarDialog(page).getByRole('button', { name: 'Descartar' }).click();
  await expect(form).toBeHidden();
  // Opened again: empty, and closing asks nothing.
  await page.getByRole('button', { name: 'Nova empresa' }).click();
  await expect(form.getByLabel(/^Razão social/)).toHaveValue('');
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form).toBeHidden();
  await expect(descartarDialog(page)).toBeHidden();
  expect(errors).toEqual([]);
});

test('Meu perfil e Preferências de notificação: fechar com alterações pergunta, salvo não pergunta', async ({
  page,
}) => {
  const errors = recordPageErrors(page);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/#\/home/);

  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Meu perfil' }).click();
  const perfil = page.getByRole('dialog', { name: 'Meu perfil' });
  await expect(perfil.getByLabel(/^Nome/)).not.toHaveValue('');
  await perfil.getByLabel('Telefone').fill('41988887777');
  await page.keyboard.press('Escape');
  await expect(descartarDialog(page)).toBeVisible();
  await descartarDialog(page).getByRole('button', { name: 'Continuar editando' }).click();
  await perfil.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(page.getByText(successMessage('updated', 'Perfil')).first()).toBeVisible();
  // Saved: nothing left to lose.
  await page.keyboard.press('Escape');
  await expect(perfil).toBeHidden();
  await expect(descartarDialog(page)).toBeHidden();

  await openApp(page, '/configuracoes?secao=preferencias');
  await page.getByRole('button', { name: 'Preferências de notificação' }).click();
  const preferencias = page.getByRole('dialog', { name: 'Preferências de notificação' });
  await preferencias.getByRole('switch').first().click();
  await preferencias.getByRole('button', { name: 'Cancelar' }).click();
  await expect(descartarDialog(page)).toBeVisible();
  await descartarDialog(page).getByRole('button', { name: 'Descartar' }).click();
  await expect(preferencias).toBeHidden();
  expect(errors).toEqual([]);
});

test('detalhes da carga: as abas ficam numa linha só', async ({ page }, testInfo) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/#\/home/);
  const cards = await fetchBoardGroup(page, 'aguardando-alocacao');
  const comDocumentos = cards.find((card) => card.numerosNF.length > 0);
  expect(comDocumentos, 'uma carga com nota fiscal no quadro').toBeDefined();
  await openApp(
    page,
    `${BOARD_ROUTE}?drawer=${encodeURIComponent(`cargas/detalhes/${comDocumentos!.id}/anexos`)}`,
  );
  const abas = page.locator('.mantine-Drawer-content').getByRole('tablist').getByRole('tab');
  await expect(abas.filter({ hasText: 'Anexos' })).toHaveAttribute('aria-selected', 'true');
  const n = await abas.count();
  expect(n).toBeGreaterThan(4);
  // At the operators' 1366×768 and on a phone: one line, the open tab in view.
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    // Opened at that width: the open tab scrolled into the line's view.
    await page.reload();
    await expect(abas.filter({ hasText: 'Anexos' })).toBeInViewport({ ratio: 1 });
    const topos = new Set<number>();
    for (let i = 0; i < n; i += 1) {
      const caixa = await abas.nth(i).boundingBox();
      if (caixa) topos.add(Math.round(caixa.y));
    }
    expect([...topos], `todas as abas na mesma linha em ${viewport.width} px`).toHaveLength(1);
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await capturePage(page, testInfo, 'detalhes-abas');
  await expectNoSeriousA11yViolations(page);
});
