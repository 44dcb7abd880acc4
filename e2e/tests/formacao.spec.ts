import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MINUTA_MESSAGES, TipoFrete, type TMinuta, type TPedido } from '@embarca/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsAtRest } from '../support/a11y-checks';
import { openApp, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import { callApiFromPage } from '../support/quadro-actions';

/*
 * Issue 21, "done means": the demo shipper imports the 50 orders of the sheet shipped with the demo data,
 * lets the product suggest drafts, moves an order between drafts and sees the rule refuse an incompatible
 * freight type, picks a vehicle set (occupation shown) and the cheapest table, plans the draft's route on the
 * map, confirms and sees 'Cargas formadas' with the link to the load, and prints the load's labels as PDF and
 * ZPL. Each screen passes axe.
 */

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const PLANILHA = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/public/demonstracao/pedidos-demonstracao.xlsx',
);
const PREFIXO = 'DEMO-IMP-';

/**
 * A second run (a retry, a reused database) finds the sheet's orders already there: their loads are
 * deactivated with reverterFormacao (the orders return to the pool), their drafts removed, then the orders
 * deleted — all through the API, as a user could.
 */
async function limparImportacaoAnterior(page: Page): Promise<void> {
  const busca = await callApiFromPage<{ items: TPedido[] }>(page, 'POST', '/formacao/pedido/search', {
    query: PREFIXO,
    qtdItem: 100,
  });
  const pedidos = busca.body.items ?? [];
  if (pedidos.length === 0) return;
  for (const cargaId of new Set(pedidos.flatMap((p) => (p.cargaId ? [p.cargaId] : [])))) {
    await callApiFromPage(page, 'POST', `/carga-mongo/${cargaId}/desativar`, {
      motivoId: 3,
      ofertaCargaId: cargaId,
      reverterFormacao: true,
      desativarLote: false,
    });
  }
  const minutas = await callApiFromPage<{ items: TMinuta[] }>(page, 'GET', '/formacao/minuta');
  for (const minuta of minutas.body.items ?? []) {
    if (minuta.pedidos.some((p) => p.codigo.startsWith(PREFIXO)))
      await callApiFromPage(page, 'DELETE', `/formacao/minuta/${minuta.id}`);
  }
  const excluir = await callApiFromPage<{ falhas: unknown[] }>(page, 'POST', '/formacao/pedido/delete-many', {
    ids: pedidos.map((p) => p.id),
  });
  expect(excluir.body.falhas, JSON.stringify(excluir.body)).toEqual([]);
}

/** The open drafts holding the sheet's orders, as the API reads them. */
async function minutasDaPlanilha(page: Page): Promise<TMinuta[]> {
  const resposta = await callApiFromPage<{ items: TMinuta[] }>(page, 'GET', '/formacao/minuta');
  return (resposta.body.items ?? []).filter((m) => m.pedidos.some((p) => p.codigo.startsWith(PREFIXO)));
}

test('importa pedidos, sugere e ajusta minutas, roteiriza, confirma e imprime etiquetas', async ({
  page,
}) => {
  const errors = recordPageErrors(page);
  await signIn(page, 'admin@embarcador.demo');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await limparImportacaoAnterior(page);

  // 1. Import the sheet shipped with the demo data: preview (50 rows, none with a problem), then import.
  await openApp(page, '/formacao/pedidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  await page.getByRole('button', { name: 'Importar planilha' }).click();
  const importar = page.getByRole('dialog', { name: 'Importar planilha de pedidos' });
  await expect(importar.getByRole('link', { name: 'Planilha de demonstração (50 pedidos)' })).toBeVisible();
  await importar.locator('input[type="file"]').setInputFiles(PLANILHA);
  await expect(importar.getByText(`${PREFIXO}050`)).toBeVisible();
  await expectNoSeriousA11yViolationsAtRest(page);
  await importar.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByText('50 pedidos importados com sucesso!').first()).toBeVisible();
  await expect(importar).toBeHidden();
  await page.getByRole('textbox', { name: 'Pesquisar' }).fill(`${PREFIXO}00`);
  await expect(page.getByRole('cell', { name: `${PREFIXO}009`, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolationsAtRest(page);

  // 2. Suggest drafts: the open orders grouped by the rules and a 14 t capacity.
  await openApp(page, '/formacao/formar-cargas');
  await expect(page.getByRole('heading', { level: 1, name: 'Formar cargas' })).toBeVisible();
  await page.getByRole('button', { name: 'Sugerir minutas' }).click();
  const sugerir = page.getByRole('dialog', { name: 'Sugerir minutas' });
  await sugerir.getByRole('textbox', { name: 'Capacidade de peso (kg)' }).fill('14000');
  await sugerir.getByRole('button', { name: 'Sugerir' }).click();
  await expect(sugerir.getByRole('status')).toContainText('minutas sugeridas');
  await sugerir.getByRole('button', { name: 'Fechar', exact: true }).last().click();
  await expect(sugerir).toBeHidden();

  // The drafts of the sheet's orders: two CIF drafts and one FOB draft, read through the API.
  const minutas = await minutasDaPlanilha(page);
  const cif = minutas.filter((m) => m.tipoFrete === TipoFrete.CIF && m.pedidos.length >= 2);
  const fob = minutas.find((m) => m.tipoFrete === TipoFrete.FOB);
  expect(cif.length, 'duas minutas CIF com pedidos da planilha').toBeGreaterThanOrEqual(2);
  expect(fob, 'uma minuta FOB').toBeTruthy();
  const [origem, destino] = cif as [TMinuta, TMinuta];
  const movido = origem.pedidos.at(-1) as TPedido;
  const cartao = (numero: number) => page.getByRole('region', { name: `Minuta ${numero}`, exact: true });
  // The suggestion shows its first draft; the others open with 'Exibir'.
  for (const numero of [origem.numero, destino.numero]) {
    const exibir = cartao(numero).getByRole('button', { name: 'Exibir' });
    if (await exibir.isVisible()) await exibir.click();
    await expect(cartao(numero).getByRole('button', { name: 'Recolher' })).toBeVisible();
  }
  await expectNoSeriousA11yViolationsAtRest(page);

  // 3. Moving a CIF order into the FOB draft: the drafting rule refuses it, with its message.
  await cartao(origem.numero)
    .getByRole('button', { name: `Mover: pedido ${movido.codigo}` })
    .click();
  await page.getByRole('menuitem', { name: new RegExp(`^Minuta ${fob?.numero} \\(`) }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: MINUTA_MESSAGES.tipoFreteIncompativel }),
  ).toBeVisible();
  await expect(cartao(origem.numero).getByText(movido.codigo)).toBeVisible();
  // ...and into the other CIF draft it goes.
  await cartao(origem.numero)
    .getByRole('button', { name: `Mover: pedido ${movido.codigo}` })
    .click();
  await page.getByRole('menuitem', { name: new RegExp(`^Minuta ${destino.numero} \\(`) }).click();
  await expect(cartao(destino.numero).getByText(movido.codigo)).toBeVisible();
  await expect(cartao(origem.numero).getByText(movido.codigo)).toHaveCount(0);

  // 4. The vehicle set (the 57 t tractor with its two semi-trailers): occupation shown; the cheapest table.
  const alvo = cartao(destino.numero);
  await alvo.getByLabel(`Veículo (conjunto) da minuta ${destino.numero}`).click();
  await page.getByRole('option', { name: /CVL2A31/ }).click();
  await expect(alvo.getByText('Ocupação por peso')).toBeVisible();
  await expect(alvo.getByText(/^\d{1,2},\d%$/).first()).toBeVisible();
  // The tables come cheapest first; one blocked by the ANTT floor cannot be chosen.
  const maisBarata = alvo.getByRole('radio', { disabled: false }).first();
  await expect(maisBarata).toBeVisible();
  await maisBarata.click();
  await expect(maisBarata).toBeChecked();
  await expect(alvo.getByText(/^Frete:/)).not.toContainText('—');
  await expectNoSeriousA11yViolationsAtRest(page);

  // 5. The draft's route on the map: planned, then saved (the draft's orders follow it).
  await openApp(page, `/formacao/roteirizador?minutaId=${destino.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Roteirizador' })).toBeVisible();
  await page.getByRole('button', { name: 'Roteirizar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Distância total' })).toBeVisible();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expectNoSeriousA11yViolationsAtRest(page);
  await page.getByRole('button', { name: 'Salvar plano' }).click();
  const salvar = page.getByRole('dialog', { name: 'Salvar plano de rota' });
  await salvar.getByRole('textbox', { name: 'Nome do plano' }).fill(`Rota da minuta ${destino.numero}`);
  await salvar.getByRole('button', { name: 'Salvar' }).click();
  await expect(salvar).toBeHidden();
  await expect(page.getByText(`Rota da minuta ${destino.numero}`).first()).toBeVisible();

  // 6. Confirm the draft: 'Cargas formadas' lists the new load with its link.
  await openApp(page, '/formacao/formar-cargas');
  await cartao(destino.numero)
    .getByRole('checkbox', { name: `Selecionar a minuta ${destino.numero} para confirmar` })
    .check();
  await page.getByRole('button', { name: /^Confirmar minutas? / }).click();
  const formadas = page.getByRole('dialog', { name: 'Cargas formadas' });
  await expect(formadas).toBeVisible();
  const link = formadas.getByRole('link', { name: /^Abrir a carga \d+$/ });
  await expect(link).toHaveCount(1);
  const codigo = ((await link.getAttribute('aria-label')) ?? '').replace('Abrir a carga ', '');
  await expectNoSeriousA11yViolationsAtRest(page);
  await link.click();
  await expect(page.getByRole('dialog', { name: /Detalhes da carga/ })).toBeVisible();

  // 7. The load's labels: one per volume, as PDF (100 × 150 mm) and as ZPL for Zebra printers.
  await openApp(page, '/formacao/impressao-etiquetas');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressão de etiquetas' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Código da carga' }).fill(codigo);
  await page.getByRole('button', { name: 'Adicionar carga' }).click();
  await expect(page.getByText(/0 pedidos, 1 carga/)).toBeVisible();
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Imprimir', exact: true }).click();
  expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);
  await page.getByRole('radio', { name: 'ZPL (Zebra)' }).check();
  const zpl = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Imprimir', exact: true }).click();
  const arquivo = await zpl;
  expect(arquivo.suggestedFilename()).toMatch(/\.zpl$/);
  const { readFile } = await import('node:fs/promises');
  const texto = await readFile((await arquivo.path()) as string, 'utf8');
  expect(texto.startsWith('^XA')).toBe(true);
  expect(texto).toContain('^CI28');
  await expect(
    page.getByRole('table', { name: 'Histórico de impressões' }).getByText(codigo).first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolationsAtRest(page);

  expect(errors).toEqual([]);
});
