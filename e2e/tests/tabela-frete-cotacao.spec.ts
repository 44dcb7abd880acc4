import { readFile } from 'node:fs/promises';
import { StatusTabelaFrete, TABELA_FRETE_MESSAGES, type TTabelaFrete } from '@embarca/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import { confirmarAlocacaoSePedida, desativarPelaApi, TRANSPORTADORA_DEMO } from '../support/ciclo-de-vida';
import { callApiFromPage, openBoard } from '../support/quadro-actions';

/*
 * Issue 19, as the demo shipper's administrator: a new carrier table (draft) filled from the demo's example
 * spreadsheet, activated, then a quote São Paulo → Curitiba (12 t, Carreta, 5 axles) that ranks it with the
 * demo tables and flags the ANTT floor; the quote is saved, a load is created from the new table's price,
 * allocated to Transportadora Demo, and its details show the expected freight frozen at the allocation.
 *
 * The example's lines are all by vehicle type (Carreta, Truck): a quote without a vehicle type leaves them
 * out, so the quote names the Carreta. The load keeps the table it was quoted with, and the allocation freezes
 * that table's price (ARCHITECTURE, 'The price frozen at award') — not the cheaper demo 'Lotação Sul/Sudeste' —
 * at the price the quote showed, with the same vehicle type and axles: TRK6B12, the carrier's 5-axle Carreta.
 *
 * The journey's table stays active (an active table is never deleted; the next runs' tables are named
 * apart) — a draft left by a failure before its activation is deleted; its load is deactivated at the end,
 * whatever happens.
 */

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

const ADMIN = 'admin@embarcador.demo';
const RUN = Date.now().toString().slice(-6);
const TABELA = `Transportadora Demo ${RUN}`;
const TABELA_V1 = `${TABELA} v1`;
const TABELA_DEMO_V1 = 'Transportadora Demo — Lotação Sul/Sudeste v1';
const ROTA = '/oferecimento/tabela-frete/cotacao';
/** The carrier's Carreta with 5 axles (apps/api/src/seed/demo-seed.ts), as the quote's vehicle. */
const CARRETA_5_EIXOS = 'TRK6B12';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const dois = (n: number) => String(n).padStart(2, '0');

/** 'dd/MM/yyyy' of the day `dias` from today (UTC). */
function dia(dias: number): string {
  const data = new Date(Date.now() + dias * 86_400_000);
  return `${dois(data.getUTCDate())}/${dois(data.getUTCMonth() + 1)}/${data.getUTCFullYear()}`;
}

/**
 * The load's collection, months ahead and a day of its own per run (no other load of the carrier's Carreta
 * or driver in its period, even after an interrupted run).
 */
const DIAS_ATE_A_COLETA = 150 + (Number(RUN) % 90);

/** Picks an option of a Mantine Select in `scope`: open it, optionally type, click the option. */
async function escolher(page: Page, campo: Locator, opcao: string | RegExp, busca?: string) {
  await campo.click();
  if (busca) await campo.fill(busca);
  const alvo = page
    .getByRole('option', { name: opcao, exact: typeof opcao === 'string' })
    .and(page.getByRole('option', { disabled: false }))
    .first();
  await expect(alvo).toBeVisible();
  await alvo.click();
}

/** A price of the quote's ranking by its table ('5º Transportadora Demo Logística Ltda — Tabela v1'). */
function precoDa(escopo: Page | Locator, tabelaComVersao: string): Locator {
  const nome = tabelaComVersao.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return escopo.getByRole('listitem', { name: new RegExp(`^\\d+º .+ — ${nome}$`) });
}

/** Deletes the journey's table when it is still a draft. */
async function excluirSeRascunho(page: Page, id: string): Promise<void> {
  const tabela = await callApiFromPage<TTabelaFrete>(page, 'GET', `/tabela-frete/tabelas/${id}`);
  if (tabela.status === 200 && tabela.body.status === StatusTabelaFrete.Rascunho) {
    await callApiFromPage(page, 'DELETE', `/tabela-frete/tabelas/${id}`);
  }
}

test('o gestor importa a tabela da transportadora, cota São Paulo → Curitiba com o piso ANTT, salva a cotação, cria a carga pelo preço e vê o frete esperado na alocação', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const errors = recordPageErrors(page);
  let cargaId: string | null = null;
  let tabelaId: string | null = null;
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/#\/home/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  try {
    // 1. The page with its five tabs, on 'Tabelas de frete'. --------------------------------------------
    await openApp(page, `${ROTA}?aba=tabelas`);
    await expect(page.getByRole('heading', { name: 'Cotação de frete', level: 1 })).toBeVisible();
    for (const aba of ['Cotação', 'Cotações salvas', 'Tabelas de frete', 'Regras de cálculo', 'Regiões']) {
      await expect(page.getByRole('tab', { name: aba, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('tab', { name: 'Tabelas de frete' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const tabelas = page.getByRole('table', { name: 'Tabelas de frete da empresa' });
    // The demo's tables (and earlier runs' ones) are listed; the journey's own is found by its search below.
    await expect(tabelas.getByRole('row').filter({ hasText: 'Ativa' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // 2. A new draft: the carrier's lotação table, fixed price a trip, the lotação rule, valid since last week.
    await page.getByRole('button', { name: 'Nova tabela' }).click();
    const nova = page.getByRole('dialog', { name: 'Nova tabela de frete' });
    await expect(nova).toBeVisible();
    await nova.getByLabel(/^Nome/).fill(TABELA);
    await escolher(page, nova.getByLabel('Transportadora', { exact: true }), /^Transportadora Demo/, 'Demo');
    await expect(nova.getByLabel(/^Modalidade/)).toHaveValue('Lotação');
    await expect(nova.getByLabel(/^Tipo de tarifa/)).toHaveValue('Valor fixo');
    await escolher(page, nova.getByLabel('Regra de cálculo'), 'Padrão lotação');
    const vigencia = nova.getByLabel(/^Vigência de/);
    await vigencia.fill(dia(-7));
    await vigencia.press('Tab');
    await expect(vigencia).toHaveValue(dia(-7));
    await expectNoSeriousA11yViolations(page);
    await capturePage(page, testInfo, 'tabela-frete-nova');
    const criada = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/tabela-frete/tabelas',
    );
    await nova.getByRole('button', { name: 'Salvar', exact: true }).click();
    const respostaDaTabela = await criada;
    expect(respostaDaTabela.status(), await respostaDaTabela.text()).toBe(201);
    tabelaId = ((await respostaDaTabela.json()) as TTabelaFrete).id;
    await expect(page.getByText(TABELA_FRETE_MESSAGES.tabelaSalva).first()).toBeVisible();
    // The new draft stays open as itself, ready for its lines.
    const rascunho = page.getByRole('dialog', { name: 'Tabela de frete' });
    await expect(rascunho.getByRole('form', { name: TABELA_V1 })).toBeVisible();
    await expect(rascunho.getByText('Rascunho', { exact: true })).toBeVisible();

    // 3. Its lines from the demo's example spreadsheet: downloaded from the dialog, previewed, imported. ---
    await rascunho.getByRole('button', { name: 'Importar planilha' }).click();
    const importacao = page.getByRole('dialog', { name: `Importar planilha — ${TABELA_V1}` });
    await expect(importacao).toBeVisible();
    const baixado = page.waitForEvent('download');
    await importacao.getByRole('button', { name: 'Baixar exemplo' }).click();
    const exemplo = await baixado;
    expect(exemplo.suggestedFilename()).toBe('exemplo-tabela-transportadora.xlsx');
    // Mantine's FileInput is a button over a hidden file input.
    await importacao.locator('input[type="file"]').setInputFiles({
      name: exemplo.suggestedFilename(),
      mimeType: XLSX,
      buffer: await readFile(await exemplo.path()),
    });
    await expect(importacao.getByRole('button', { name: 'Planilha', exact: true })).toHaveText(
      'exemplo-tabela-transportadora.xlsx',
    );
    await importacao.getByRole('button', { name: 'Pré-visualizar' }).click();
    const previa = importacao.getByRole('table', { name: /^Prévia da planilha/ });
    await expect(previa).toBeVisible();
    await expect(previa.getByText('Prévia da planilha: 24 linhas, 0 com erro')).toBeVisible();
    await expect(previa.locator('tbody tr')).toHaveCount(24);
    await expect(previa.locator('tbody tr[data-com-erro]')).toHaveCount(0);
    await expect(previa.getByRole('row').filter({ hasText: 'Curitiba/PR' }).first()).toContainText('Carreta');
    await expectNoSeriousA11yViolations(page);
    await capturePage(page, testInfo, 'tabela-frete-importacao');
    await importacao.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(page.getByText(TABELA_FRETE_MESSAGES.importada).first()).toBeVisible();
    await expect(importacao).toBeHidden();
    await rascunho.getByRole('button', { name: 'Cancelar' }).click();
    await expect(rascunho).toBeHidden();

    // Activated from its row: asked first, then 'Ativa' with its 24 lines.
    await page.getByLabel('Pesquisar tabelas de frete pelo nome').fill(RUN);
    const linha = tabelas.getByRole('row').filter({ hasText: TABELA });
    await expect(linha).toHaveCount(1);
    await expect(linha).toContainText('Rascunho');
    await expect(linha.getByRole('cell', { name: '24', exact: true })).toBeVisible();
    await linha.getByRole('button', { name: `Ações de ${TABELA_V1}` }).click();
    await page.getByRole('menuitem', { name: 'Ativar' }).click();
    const ativar = page.getByRole('dialog', { name: 'Ativar tabela de frete' });
    await expect(ativar.getByText(`Deseja ativar "${TABELA_V1}"?`, { exact: false })).toBeVisible();
    await ativar.getByRole('button', { name: 'Ativar', exact: true }).click();
    await expect(page.getByText(TABELA_FRETE_MESSAGES.tabelaAtivada).first()).toBeVisible();
    await expect(linha).toContainText('Ativa');

    // 4. The quote: 12 t on a 5-axle Carreta, São Paulo → Curitiba. ---------------------------------------
    await page.getByRole('tab', { name: 'Cotação', exact: true }).click();
    const cotacao = page.getByRole('form', { name: 'Cotação de frete' });
    await expect(cotacao).toBeVisible();
    for (const [rotulo, busca, municipio] of [
      ['Origem', 'São Paulo', 'São Paulo/SP'],
      ['Destino', 'Curitiba', 'Curitiba/PR'],
    ] as const) {
      const campo = cotacao.getByRole('combobox', { name: rotulo, exact: true });
      await expect(campo).toHaveAttribute('placeholder', 'Busque por cidade ou UF.');
      await escolher(page, campo, municipio, busca);
      await expect(campo).toHaveValue(municipio);
    }
    await cotacao.getByLabel(/^Peso \(kg\)/).fill('12000');
    await escolher(page, cotacao.getByLabel('Tipo de veículo'), 'Carreta');
    await cotacao.getByLabel('Eixos').fill('5');
    await cotacao.getByRole('button', { name: 'Cotar' }).click();

    const resultado = page.getByRole('region', { name: 'Resultado da cotação' });
    await expect(resultado.getByRole('heading', { name: 'São Paulo/SP → Curitiba/PR' })).toBeVisible();
    const piso = resultado.getByRole('alert').filter({ hasText: 'Piso mínimo ANTT' });
    await expect(piso).toContainText(/R\$\s[\d.]+,\d{2} — Tabela A — Lotação · Carga geral · 5 eixos/);
    const precos = resultado.getByRole('list', { name: 'Preços por tabela' });
    const nosso = precoDa(precos, TABELA_V1);
    await expect(nosso).toBeVisible();
    await expect(nosso).toContainText(TRANSPORTADORA_DEMO);
    const demo = precoDa(precos, TABELA_DEMO_V1);
    const frotaPropria = precoDa(precos, 'Frota própria — Lotação por km v1');
    const rodoviarioSul = precoDa(precos, 'Rodoviário Sul — Lotação por tonelada v1');
    await expect(demo).toBeVisible();
    await expect(precoDa(precos, 'Expresso Nordeste — Fracionado v1')).toBeVisible();
    // Below the floor: the own fleet per km (offered anyway) and Rodoviário Sul per tonne (not offered).
    await expect(frotaPropria.getByText('Abaixo do piso ANTT')).toBeVisible();
    await expect(rodoviarioSul.getByText('Abaixo do piso ANTT')).toBeVisible();
    await expect(rodoviarioSul.getByText('Não ofertável (abaixo do piso)')).toBeVisible();
    await expect(rodoviarioSul.getByRole('button', { name: /^Criar carga/ })).toBeDisabled();
    await expect(nosso.getByText('Abaixo do piso ANTT')).toHaveCount(0);
    const totalDoNosso = (await nosso.getByTestId('total-do-preco').textContent()) ?? '';
    const totalDoDemo = (await demo.getByTestId('total-do-preco').textContent()) ?? '';
    expect(totalDoNosso).toMatch(/^R\$\s[\d.]+,\d{2}$/);
    expect(totalDoDemo).toMatch(/^R\$\s[\d.]+,\d{2}$/);

    // The new table's composition: its frete-peso, the rule's components and ICMS.
    await nosso.getByRole('button', { name: 'Ver composição' }).click();
    const composicao = nosso.getByRole('table', { name: `Composição do preço de ${TABELA_V1}` });
    await expect(composicao.getByRole('cell', { name: 'Frete-peso', exact: true })).toBeVisible();
    await expect(composicao.getByRole('cell', { name: /^ICMS \(/ })).toBeVisible();
    await expect(nosso.getByRole('button', { name: 'Ocultar composição' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoSeriousA11yViolations(page);
    await capturePage(page, testInfo, 'tabela-frete-cotacao');

    // 5. Saved: listed in 'Cotações salvas' with its lane. ------------------------------------------------
    await resultado.getByRole('button', { name: 'Salvar cotação' }).click();
    await expect(page.getByText(TABELA_FRETE_MESSAGES.cotacaoSalva).first()).toBeVisible();
    const salva = resultado.getByRole('button', { name: /^Cotação nº \d+ salva$/ });
    await expect(salva).toBeDisabled();
    const numero = /nº (\d+)/.exec((await salva.textContent()) ?? '')?.[1] ?? '';
    expect(numero).not.toBe('');
    await page.getByRole('tab', { name: 'Cotações salvas' }).click();
    const abrir = page.getByRole('button', { name: `Abrir cotação nº ${numero}`, exact: true });
    const salvaNaLista = page.getByRole('row').filter({ has: abrir });
    await expect(salvaNaLista).toContainText('São Paulo/SP → Curitiba/PR');

    // 6. A load from the new table's price: the register drawer comes filled from the quote. --------------
    await abrir.click();
    const salvaAberta = page.getByRole('dialog', { name: `Cotação nº ${numero}` });
    await expect(precoDa(salvaAberta, TABELA_V1)).toBeVisible();
    await salvaAberta.getByRole('button', { name: `Criar carga com ${TABELA_V1}` }).click();
    const form = page.getByRole('form', { name: 'Nova carga' });
    await expect(form).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(`A partir da cotação de frete nº ${numero}`)).toContainText(
      `${TABELA_V1} (${TRANSPORTADORA_DEMO})`,
    );
    const origem = form.getByRole('group', { name: 'Origem' });
    const destino = form.getByRole('group', { name: 'Destino final' });
    await expect(origem.getByLabel(/^Cidade/)).toHaveValue('São Paulo');
    await expect(origem.getByLabel(/^UF/)).toHaveValue('SP');
    await expect(destino.getByLabel(/^Cidade/)).toHaveValue('Curitiba');
    await expect(destino.getByLabel(/^UF/)).toHaveValue('PR');
    await expect(form.getByLabel(/^Peso bruto/)).toHaveValue('12.000');
    // The field writes 'R$ ' with a plain space, the quote's figures a no-break one.
    await expect(form.getByLabel('Valor do frete', { exact: true })).toHaveValue(
      totalDoNosso.replace(/\s/, ' '),
    );
    // What the quote does not know: the planned dates.
    for (const [ponto, dias, hora] of [
      [origem, DIAS_ATE_A_COLETA, '08:00'],
      [destino, DIAS_ATE_A_COLETA + 1, '17:00'],
    ] as const) {
      const inicio = ponto.getByLabel(/^Início previsto/);
      await inicio.fill(`${dia(dias)} ${hora}`);
      await inicio.press('Tab');
      await expect(inicio).toHaveValue(`${dia(dias)} ${hora}`);
    }
    const cadastrada = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/carga-mongo/cadastrar'),
    );
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    const resposta = await cadastrada;
    expect(resposta.status(), await resposta.text()).toBe(201);
    const carga = (await resposta.json()) as { id: string; codigo: number };
    cargaId = carga.id;
    await expect(page.getByText('Carga cadastrada com sucesso!')).toBeVisible();
    await expect(form).toBeHidden();

    // 7. Allocated to Transportadora Demo with its 5-axle Carreta and one of its drivers. -----------------
    await openBoard(page, `?drawer=cargas/detalhes/${carga.id}/encontrar-veiculo`);
    await page.getByRole('button', { name: 'Alocar veículo', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: `Alocar veículo na carga ${carga.codigo}` });
    await expect(dialogo).toBeVisible();
    // Mantine's SegmentedControl: the radio is hidden under its label, which takes the click.
    await dialogo.getByText('Transportadoras', { exact: true }).click();
    await expect(dialogo.getByRole('radio', { name: 'Transportadoras' })).toBeChecked();
    await escolher(
      page,
      dialogo.getByRole('combobox', { name: 'Transportadora', exact: true }),
      'Transportadora Demo',
      'Demo',
    );
    await escolher(page, dialogo.getByLabel(/^Veículo/).first(), new RegExp(`^${CARRETA_5_EIXOS}`));
    await escolher(page, dialogo.getByLabel(/^Motorista/).first(), /^Luiz Fernando Rocha/);
    const alocada = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/carga-mongo/${carga.id}/alocar`),
    );
    await dialogo.getByRole('button', { name: 'Alocar', exact: true }).click();
    await confirmarAlocacaoSePedida(dialogo);
    expect((await alocada).status()).toBe(200);
    await expect(page.getByText('Carga alocada com sucesso!')).toBeVisible();

    // 8. The details: the expected freight frozen at the allocation. ------------------------------------
    await openBoard(page, `?drawer=cargas/detalhes/${carga.id}`);
    const detalhes = page.getByRole('dialog', { name: 'Detalhes da carga' });
    await expect(detalhes).toBeVisible();
    const frete = detalhes.getByRole('region', { name: 'Frete esperado' });
    await expect(frete).toBeVisible({ timeout: 20_000 });
    await expect(frete.getByText(TABELA_V1, { exact: true })).toBeVisible();
    await expect(frete.getByText(TRANSPORTADORA_DEMO, { exact: true })).toBeVisible();
    await expect(frete.getByText(totalDoNosso, { exact: true }).first()).toBeVisible();
    await expect(frete.getByRole('table', { name: 'Composição do frete esperado' })).toContainText(
      'Frete-peso',
    );
    await expectNoSeriousA11yViolations(page);
    await capturePage(page, testInfo, 'tabela-frete-frete-esperado');
    expect(errors).toEqual([]);
  } finally {
    // Put back what the journey changed, without hiding its own failure behind a failed clean-up.
    if (cargaId)
      await desativarPelaApi(page, [cargaId]).catch((error: unknown) =>
        console.error('Falha ao desativar a carga da jornada.', error),
      );
    // A draft the journey left (it failed before 'Ativar') goes; an active table stays, as the user left it.
    if (tabelaId) await excluirSeRascunho(page, tabelaId).catch(() => undefined);
  }
});
