import { successMessage, VEICULO_MESSAGES } from '@embarca/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp } from '../support/app-actions';
import { signIn } from '../support/auth-actions';

/**
 * /frota/veiculos (issue 18): the demo shipper's administrator sees the demo fleet with its badges,
 * registers two semi-trailers, then — through the quick-create (Alt+/) — a tractor with a Mercosul plate,
 * couples the semi-trailers to it as a set (the set's capacity is their sum) and adds its CRLV.
 */
const ADMIN = 'admin@embarcador.demo';
const RUN = Date.now().toString().slice(-6);
const letra = (n: number) => String.fromCharCode(65 + (n % 26));
/** Plates no other run used: Mercosul ones built from this run's digits. */
const placa = (prefixo: string, n: number) =>
  `${prefixo}${letra(Number(RUN.slice(0, 2)) + n)}${RUN[2]}${letra(Number(RUN[3]) + n)}${RUN.slice(4, 6)}`;
const SEMI_1 = placa('QS', 1);
const SEMI_2 = placa('QS', 2);
const CAVALO = placa('QC', 3);

async function escolher(page: Page, scope: Locator, label: RegExp, opcao: string | RegExp) {
  await scope.getByLabel(label).first().click();
  await page.getByRole('option', { name: opcao }).first().click();
}

async function novoEquipamento(page: Page, placaDoEquipamento: string, kg: string) {
  await page.getByRole('button', { name: 'Novo equipamento' }).click();
  const drawer = page.getByRole('dialog', { name: 'Novo equipamento' });
  await drawer.getByLabel(/^Placa/).fill(placaDoEquipamento.toLowerCase());
  await expect(drawer.getByLabel(/^Placa/)).toHaveValue(placaDoEquipamento);
  await escolher(page, drawer, /^Tipo de equipamento/, 'Semirreboque graneleiro');
  await drawer.getByLabel('Capacidade (kg)').fill(kg);
  await drawer.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(successMessage('created', 'Equipamento')).first()).toBeVisible();
  const editar = page.getByRole('dialog', { name: 'Editar equipamento' });
  await expect(editar.getByText('Documentos', { exact: true })).toBeVisible();
  await editar.getByRole('button', { name: 'Fechar' }).click();
  await expect(editar).toBeHidden();
}

test('o gestor cadastra semirreboques e um cavalo Mercosul pela criação rápida, monta o conjunto e anexa o CRLV', async ({
  page,
}, testInfo) => {
  test.setTimeout(420_000);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/#\/home/);
  // The home page has loaded (its redirects are over) before going to the fleet.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openApp(page, '/frota/veiculos');
  await expect(page).toHaveURL(/#\/frota\/veiculos/);
  await expect(page.getByRole('heading', { name: 'Veículos', level: 1 })).toBeVisible();

  // The demo fleet: the tractor's CRLV expires soon, a semi-trailer's has expired; its set is listed.
  const cavaloDemo = page.getByRole('row', { name: /^CVL2A31/ });
  await expect(cavaloDemo.getByText('Documentos: A vencer')).toBeVisible();
  await expect(cavaloDemo).toContainText('SRB4C10 + SRB4C11');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Pesquisar veículos por placa, modelo ou RENAVAM').fill('srb4c');
  await expect(page.getByRole('row', { name: /^SRB4C10/ }).getByText('Documentos: Vencido')).toBeVisible();
  await expect(page.getByRole('row', { name: /^SRB4C11/ })).toContainText('Acoplado a CVL2A31');
  await capturePage(page, testInfo, 'frota-veiculos-lista');

  // The search ignores the hyphen of an old plate.
  await page.getByLabel('Pesquisar veículos por placa, modelo ou RENAVAM').fill('fpx-29');
  await expect(page.getByRole('row', { name: /^FPX-2931/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^CVL2A31/ })).toHaveCount(0);
  await page.getByLabel('Pesquisar veículos por placa, modelo ou RENAVAM').fill('');

  // Two semi-trailers.
  await novoEquipamento(page, SEMI_1, '30000');
  await novoEquipamento(page, SEMI_2, '27000');

  // The tractor, from the quick-create catalogue.
  await page.keyboard.press('Alt+Slash');
  const catalogo = page.getByRole('dialog', { name: 'Criação rápida (Alt+/)' });
  await catalogo.getByRole('combobox', { name: 'Criação rápida' }).fill('veiculo');
  await expect(catalogo.getByRole('option', { name: 'Veículo', exact: true })).toBeVisible();
  await catalogo.getByRole('combobox', { name: 'Criação rápida' }).press('Enter');
  const novo = page.getByRole('dialog', { name: 'Novo veículo' });
  await expect(novo).toBeVisible();
  // A bad plate is named on its field and nothing is sent.
  await novo.getByLabel(/^Placa/).fill('AB1');
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expect(novo.getByText('Informe uma placa válida.').first()).toBeVisible();
  await novo.getByLabel(/^Placa/).fill(CAVALO.toLowerCase());
  await escolher(page, novo, /^Tipo de veículo/, 'Carreta');
  await escolher(page, novo, /^Marca/, 'Scania');
  await novo.getByLabel('Modelo').fill('R 450');
  await novo.getByLabel('Ano').fill('2024');
  await expectNoSeriousA11yViolations(page);
  await capturePage(page, testInfo, 'frota-veiculos-novo');
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(successMessage('created', 'Veículo')).first()).toBeVisible();

  // The set: both semi-trailers, in order; its capacity is their sum.
  const editar = page.getByRole('dialog', { name: 'Editar veículo' });
  await escolher(page, editar, /^Equipamentos, na ordem do conjunto/, new RegExp(`^${SEMI_1}`));
  await escolher(page, editar, /^Equipamentos, na ordem do conjunto/, new RegExp(`^${SEMI_2}`));
  await page.keyboard.press('Escape');
  await editar.getByRole('button', { name: 'Salvar conjunto' }).click();
  await expect(page.getByText(VEICULO_MESSAGES.conjuntoAtualizado).first()).toBeVisible();
  await expect(editar.getByText('Capacidade do conjunto: 57,00 Ton')).toBeVisible();

  // Its CRLV with expiry and the attachment.
  await editar.getByLabel('Validade').fill('31/12/2030');
  await editar.getByLabel('Validade').press('Tab');
  // Mantine's FileInput is a button over a hidden file input.
  await editar.locator('input[type="file"]').setInputFiles({
    name: 'crlv.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await editar.getByRole('button', { name: 'Adicionar documento' }).click();
  await expect(page.getByText(VEICULO_MESSAGES.documentoCadastrado).first()).toBeVisible();
  const crlv = editar.getByRole('row').filter({ hasText: 'CRLV' });
  await expect(crlv).toContainText('31/12/2030');
  await expect(crlv.getByRole('button', { name: 'crlv.png' })).toBeVisible();
  // Renewed: the row's values come back into the form; a new date, the attachment kept.
  await crlv.getByRole('button', { name: 'Editar CRLV' }).click();
  await expect(editar.getByText('Editando: CRLV')).toBeVisible();
  await expect(editar.getByLabel('Validade')).toHaveValue('31/12/2030');
  await editar.getByLabel('Validade').fill('30/06/2031');
  await editar.getByLabel('Validade').press('Tab');
  await editar.getByRole('button', { name: 'Salvar documento' }).click();
  await expect(page.getByText(VEICULO_MESSAGES.documentoAtualizado).first()).toBeVisible();
  await expect(crlv).toContainText('30/06/2031');
  await expect(crlv.getByRole('button', { name: 'crlv.png' })).toBeVisible();
  await expect(editar.getByRole('button', { name: 'Adicionar documento' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await capturePage(page, testInfo, 'frota-veiculos-conjunto');
  await editar.getByRole('button', { name: 'Fechar' }).click();
  await expect(editar).toBeHidden();

  // The list shows the new set.
  await page.getByLabel('Pesquisar veículos por placa, modelo ou RENAVAM').fill(CAVALO);
  await expect(page.getByRole('row', { name: new RegExp(`^${CAVALO}`) })).toContainText(
    `${SEMI_1} + ${SEMI_2}`,
  );
});
