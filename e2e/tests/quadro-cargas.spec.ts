import {
  etapaDoCartao,
  GrupoQuadro,
  PERSONALIZACAO_CARD_CARGA,
  PERSONALIZACAO_CARD_PADRAO,
  type TCargaMongo,
  type TCargaQuadroCard,
  TipoQuadro,
} from '@embarca/domain';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import {
  boardCount,
  callApiFromPage,
  cardByCode,
  dragCardToStageWithKeyboard,
  dragCardToStageWithMouse,
  ETAPA_AGUARDANDO_CONTRATACAO,
  ETAPA_EM_COTACAO,
  ensureCardInStage,
  expectCardInStage,
  fetchBoardGroup,
  fetchStages,
  getFromPage,
  groupTab,
  moveCardWithMenu,
  openBoard,
  openCardMenu,
  openFilters,
  selectBusinessUnit,
  stageColumn,
} from '../support/quadro-actions';

/*
 * "Minhas cargas" (issue 6) against the demo data (apps/api/src/seed/demo-seed.ts). Load 1003 belongs to
 * the shipper's unit CD Curitiba: awaiting group, stage 'Em cotação' (first of its column), documents,
 * not directed to any carrier. Journeys that move it put it back; a failed one is undone in afterEach.
 */
const SHIPPER_ADMIN = 'admin@embarcador.demo';
const CARRIER_ADMIN = 'admin@transportadora.demo';
const CARRIER_NAME = 'Transportadora Demo Logística Ltda';
const LOAD = 1003;

const GROUPS = [GrupoQuadro.AguardandoAlocacao, GrupoQuadro.EmAndamento, GrupoQuadro.Entregue] as const;

/** 'R$ 1.358,73' — built here, not with the app's formatter, so the card's own formatting is checked. */
function brl(value: string | null): string {
  const [int = '0', cents = '00'] = Number(value ?? 0)
    .toFixed(2)
    .split('.');
  return `R$ ${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

/** 'dd/MM/yyyy HH:mm' in São Paulo (the app's time zone). */
function dataHora(iso: string | null): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso ?? ''))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

function byCode(cards: readonly TCargaQuadroCard[], codigo: number): TCargaQuadroCard {
  const card = cards.find((item) => item.codigo === codigo);
  if (!card) throw new Error(`Carga ${codigo} não está no quadro.`);
  return card;
}

/** The codes of every card of every group, as the API gives them to the user of `page`. */
/** The codes of every load of the signed-in company, in every unit it may access (one unit at a time). */
async function allCodes(page: Page): Promise<Set<number>> {
  const codes = new Set<number>();
  const unidades = await getFromPage<{ descricao: string }[]>(page, '/unidade-negocio/listwithaccess');
  for (const unidade of unidades) {
    await selectBusinessUnit(page, unidade.descricao);
    for (const grupo of GROUPS) for (const card of await fetchBoardGroup(page, grupo)) codes.add(card.codigo);
  }
  return codes;
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/#\/home/);
  return page;
}

test.describe('quadro "Minhas cargas"', () => {
  // A journey that failed half-way leaves load 1003 and the card layout as the seed has them.
  test.afterEach(async ({ page }, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    const email = await page
      .evaluate(() => {
        const token = JSON.parse(localStorage.getItem('embarca.token') ?? 'null') as { token: string } | null;
        const payload = token?.token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/');
        return payload ? (JSON.parse(atob(payload)) as { email?: string }).email : undefined;
      })
      .catch(() => undefined);
    if (email !== SHIPPER_ADMIN) return;
    await ensureCardInStage(page, LOAD, ETAPA_EM_COTACAO).catch(() => undefined);
    await callApiFromPage(page, 'PUT', '/owner-preferences', {
      nome: PERSONALIZACAO_CARD_CARGA,
      valor: PERSONALIZACAO_CARD_PADRAO,
    }).catch(() => undefined);
  });

  test('o administrador do embarcador vê os três grupos, as etapas e os cartões formatados em pt-BR', async ({
    page,
  }, testInfo) => {
    const errors = recordPageErrors(page);
    await signIn(page, SHIPPER_ADMIN);
    await expect(page).toHaveURL(/#\/home/);
    await openBoard(page);

    // The three groups, each tab with the count the API gives for it.
    for (const grupo of GROUPS) {
      const count = (await fetchBoardGroup(page, grupo)).length;
      await expect(groupTab(page, grupo)).toHaveAccessibleName(new RegExp(`\\s${count}$`));
    }
    await expect(groupTab(page, GrupoQuadro.AguardandoAlocacao)).toHaveAttribute('aria-selected', 'true');

    // The awaiting group's stages, each column with its count and only the cards the API puts in it.
    const aguardando = await fetchBoardGroup(page, GrupoQuadro.AguardandoAlocacao);
    await expect(boardCount(page)).toHaveText(`${aguardando.length} cargas`);
    const stages = (await fetchStages(page))
      .filter(
        (stage) =>
          stage.tipoQuadro === TipoQuadro.Cargas && stage.grupoEtapa === GrupoQuadro.AguardandoAlocacao,
      )
      .sort((a, b) => a.ordem - b.ordem);
    expect(stages.map((stage) => stage.descricao)).toEqual([ETAPA_AGUARDANDO_CONTRATACAO, ETAPA_EM_COTACAO]);
    for (const stage of stages) {
      // A card without a stage (e.g. a reactivated load) shows in its group's first stage: the domain's rule.
      const expected = aguardando
        .filter((card) => etapaDoCartao(card.etapa, GrupoQuadro.AguardandoAlocacao, stages)?.id === stage.id)
        .map((card) => card.codigo);
      const column = stageColumn(page, stage.descricao);
      await expect(column.getByRole('heading', { name: stage.descricao, level: 3 })).toBeVisible();
      await expect(column.getByLabel(`${expected.length} cargas`, { exact: true })).toBeVisible();
      // The columns are virtualised: the cards in the DOM are the first ones, all of this stage.
      const shown = await column
        .getByRole('article')
        .evaluateAll((cards) =>
          cards.map((card) => Number(card.getAttribute('aria-label')?.replace('Carga ', ''))),
        );
      expect(shown.length).toBeGreaterThan(0);
      for (const codigo of shown) expect(expected).toContain(codigo);
    }

    // Load 1003's card: its code, cities, dates dd/MM/yyyy HH:mm and the freight value in BRL.
    const load = byCode(aguardando, LOAD);
    const card = cardByCode(stageColumn(page, ETAPA_EM_COTACAO), LOAD);
    await expect(card).toBeVisible();
    await expect(card).toContainText(`${LOAD} · ${load.codigoIdentificador}`);
    await expect(card).toContainText(`${load.origem?.cidade}/${load.origem?.uf}`);
    await expect(card).toContainText(`${load.destino?.cidade}/${load.destino?.uf}`);
    await expect(card).toContainText(dataHora(load.dhColeta));
    await expect(card).toContainText(dataHora(load.dhEntrega));
    await expect(card).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(card).toContainText(brl(load.valor));
    await expect(card).toContainText(/R\$\s\d{1,3}(\.\d{3})*,\d{2}/);
    await capturePage(page, testInfo, 'quadro-embarcador');
    await expectNoSeriousA11yViolations(page);

    // The documents popover lists the load's documents (GET /api/carga-mongo/{id}).
    const detail = await getFromPage<TCargaMongo>(page, `/carga-mongo/${load.id}`);
    expect(detail.documentos.length).toBe(load.qntDocumentos);
    expect(load.qntDocumentos).toBeGreaterThan(0);
    await card.getByRole('button', { name: `Documentos da carga ${LOAD}` }).click();
    const documentos = page.getByRole('dialog', { name: `Documentos da carga ${LOAD}` });
    await expect(documentos.getByRole('listitem')).toHaveCount(load.qntDocumentos);
    for (const doc of detail.documentos) {
      await expect(documentos).toContainText([doc.codigo, doc.descricao].filter(Boolean).join(' — '));
      if (doc.valor) await expect(documentos).toContainText(`Valor: ${brl(doc.valor)}`);
    }
    // The popover closes from its button (a second click), as it opened.
    await card.getByRole('button', { name: `Documentos da carga ${LOAD}` }).click();
    await expect(documentos).toBeHidden();

    // The card menu offers what is built for this awaiting load and its situacao allows: view, change, print.
    const menu = await openCardMenu(page, LOAD);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Detalhes',
      'Rotograma',
      'Encontrar veículo',
      'Documentos',
      'Anexos',
      'Histórico',
      'Editar',
      'Mover para...',
      'Alocar veículo',
      'Alterar unidade de negócio',
      'Cancelar carga',
      'Desativar',
      'Gerar romaneio',
      'Gerar romaneio sem itens',
      'Gerar PDF',
    ]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // Double-click opens the details drawer, deep-linked in the URL; its Histórico tab lists entries.
    await card.getByText(`${LOAD} · ${load.codigoIdentificador}`).dblclick();
    await expect(page).toHaveURL(new RegExp(`drawer=cargas(/|%2F)detalhes(/|%2F)${load.id}`));
    const drawer = page.getByRole('dialog', { name: 'Detalhes da carga' });
    await expect(drawer.getByRole('heading', { name: `Carga ${LOAD}`, level: 3 })).toBeVisible();
    await expect(drawer).toContainText(`${load.origem?.cidade}/${load.origem?.uf}`);
    await drawer.getByRole('tab', { name: 'Histórico' }).click();
    await expect(page).toHaveURL(new RegExp(`detalhes(/|%2F)${load.id}(/|%2F)historico`));
    const historico = page.getByRole('table', { name: `Histórico da carga ${LOAD}` });
    await expect(historico.getByRole('row').nth(1)).toBeVisible();
    await expect(historico).toContainText(`Carga ${LOAD} cadastrada por`);
    await expect(historico.getByRole('row').nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await capturePage(page, testInfo, 'quadro-historico');
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
    await expect(page).not.toHaveURL(/drawer=/);
    expect(errors, 'erros de JavaScript na página').toEqual([]);
  });

  test('arrastar um cartão com o teclado muda a etapa, persiste após recarregar e "Mover para..." o devolve', async ({
    page,
  }) => {
    const errors = recordPageErrors(page);
    await signIn(page, SHIPPER_ADMIN);
    await expect(page).toHaveURL(/#\/home/);
    await openBoard(page);
    await expectCardInStage(page, LOAD, ETAPA_EM_COTACAO);
    await expectNoSeriousA11yViolations(page);

    // Keyboard only: the handle, Space, arrows (announced), Space.
    await dragCardToStageWithKeyboard(page, LOAD, ETAPA_AGUARDANDO_CONTRATACAO);
    await expectCardInStage(page, LOAD, ETAPA_AGUARDANDO_CONTRATACAO);
    await page.reload();
    await expect(boardCount(page)).toBeVisible();
    await expectCardInStage(page, LOAD, ETAPA_AGUARDANDO_CONTRATACAO);

    // Back through the card menu's 'Mover para...'; it stays there after a reload too.
    await moveCardWithMenu(page, LOAD, ETAPA_EM_COTACAO);
    await expectCardInStage(page, LOAD, ETAPA_EM_COTACAO);
    await page.reload();
    await expect(boardCount(page)).toBeVisible();
    await expectCardInStage(page, LOAD, ETAPA_EM_COTACAO);

    // Each move is in the load's history.
    await openCardMenu(page, LOAD).then((menu) => menu.getByRole('menuitem', { name: 'Histórico' }).click());
    const historico = page.getByRole('table', { name: `Histórico da carga ${LOAD}` });
    await expect(historico).toContainText(`Carga movida para a etapa "${ETAPA_AGUARDANDO_CONTRATACAO}".`);
    await expect(historico).toContainText(`Carga movida para a etapa "${ETAPA_EM_COTACAO}".`);
    expect(errors, 'erros de JavaScript na página').toEqual([]);
  });

  test('arrastar um cartão com o mouse muda a etapa e persiste após recarregar', async ({ page }) => {
    const errors = recordPageErrors(page);
    await signIn(page, SHIPPER_ADMIN);
    await expect(page).toHaveURL(/#\/home/);
    await openBoard(page);
    await expectCardInStage(page, LOAD, ETAPA_EM_COTACAO);
    await expectNoSeriousA11yViolations(page);

    await dragCardToStageWithMouse(page, LOAD, ETAPA_AGUARDANDO_CONTRATACAO);
    await expectCardInStage(page, LOAD, ETAPA_AGUARDANDO_CONTRATACAO);
    await page.reload();
    await expect(boardCount(page)).toBeVisible();
    await expectCardInStage(page, LOAD, ETAPA_AGUARDANDO_CONTRATACAO);

    await dragCardToStageWithMouse(page, LOAD, ETAPA_EM_COTACAO);
    await expectCardInStage(page, LOAD, ETAPA_EM_COTACAO);
    await page.reload();
    await expect(boardCount(page)).toBeVisible();
    await expectCardInStage(page, LOAD, ETAPA_EM_COTACAO);
    expect(errors, 'erros de JavaScript na página').toEqual([]);
  });

  test('os filtros ficam na URL, deixam só os cartões que atendem, sobrevivem ao recarregar e Limpar restaura', async ({
    page,
  }, testInfo) => {
    const errors = recordPageErrors(page);
    await signIn(page, SHIPPER_ADMIN);
    await expect(page).toHaveURL(/#\/home/);
    // The demo's Recife loads are Matriz São Paulo's: the board follows the selected unit.
    await selectBusinessUnit(page, 'Matriz São Paulo');
    await openBoard(page);
    const todas = await fetchBoardGroup(page, GrupoQuadro.AguardandoAlocacao);
    const cidade = 'Recife';
    const atendem = todas.filter((card) => [card.origem?.cidade, card.destino?.cidade].includes(cidade));
    expect(atendem.length).toBeGreaterThan(0);
    expect(atendem.length).toBeLessThan(todas.length);
    // A card of the unit the filter leaves out.
    const foraDoFiltro = todas.find((card) => !atendem.includes(card)) as (typeof todas)[number];

    const panel = await openFilters(page);
    await panel.getByRole('textbox', { name: 'Busca livre' }).fill(cidade);
    await expect(panel.getByText('1 filtro', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Aplicar' }).click();
    await expect(panel).toBeHidden();

    const expectFiltered = async () => {
      await expect(page).toHaveURL(new RegExp(`[?&]query=${cidade}(&|$)`));
      await expect(page.getByRole('button', { name: 'Filtros (1 ativos)' })).toBeVisible();
      await expect(boardCount(page)).toHaveText(
        atendem.length === 1 ? '1 carga' : `${atendem.length} cargas`,
      );
      await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(atendem.length);
      for (const card of atendem) await expect(cardByCode(page, card.codigo)).toBeVisible();
      await expect(cardByCode(page, foraDoFiltro.codigo)).toHaveCount(0);
    };
    await expectFiltered();
    await capturePage(page, testInfo, 'quadro-filtrado');
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await expectFiltered();

    const again = await openFilters(page);
    await expect(again.getByRole('textbox', { name: 'Busca livre' })).toHaveValue(cidade);
    await again.getByRole('button', { name: 'Limpar' }).click();
    await expect(again).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]query=/);
    await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toBeVisible();
    await expect(boardCount(page)).toHaveText(`${todas.length} cargas`);
    await expect(cardByCode(page, foraDoFiltro.codigo)).toBeVisible();
    expect(errors, 'erros de JavaScript na página').toEqual([]);
  });

  test('a transportadora vê só as cargas direcionadas a ela, sem o Histórico no menu', async ({
    page,
    browser,
  }, testInfo) => {
    // What the shipper sees, for comparison: its loads, some of them not directed to the carrier.
    const shipper = await signedInPage(browser, SHIPPER_ADMIN);
    const shipperCodes = await allCodes(shipper);
    await selectBusinessUnit(shipper, 'CD Curitiba');
    const shipperAguardando = await fetchBoardGroup(shipper, GrupoQuadro.AguardandoAlocacao);
    await openBoard(shipper);
    await expect(cardByCode(shipper, LOAD)).toBeVisible();
    await shipper.context().close();
    const notDirected = shipperAguardando.filter((card) => card.nomeDirecionado !== CARRIER_NAME);
    expect(notDirected.map((card) => card.codigo)).toContain(LOAD);

    const errors = recordPageErrors(page);
    await signIn(page, CARRIER_ADMIN);
    await expect(page).toHaveURL(/#\/home/);
    await openBoard(page);
    await expectNoSeriousA11yViolations(page);

    // Every group: the board shows as many cards as the API gives the carrier, all directed to it.
    for (const grupo of GROUPS) {
      const cards = await fetchBoardGroup(page, grupo);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.nomeDirecionado, `carga ${card.codigo}`).toBe(CARRIER_NAME);
        expect(shipperCodes.has(card.codigo), `carga ${card.codigo} do embarcador`).toBe(true);
      }
      await groupTab(page, grupo).click();
      await expect(groupTab(page, grupo)).toHaveAttribute('aria-selected', 'true');
      await expect(boardCount(page)).toHaveText(cards.length === 1 ? '1 carga' : `${cards.length} cargas`);
      if (grupo === GrupoQuadro.AguardandoAlocacao) {
        await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(cards.length);
      }
    }

    // None of the shipper's other loads reaches the carrier: not on its board, not from the API.
    await groupTab(page, GrupoQuadro.AguardandoAlocacao).click();
    const carrierAguardando = await fetchBoardGroup(page, GrupoQuadro.AguardandoAlocacao);
    for (const card of notDirected) {
      await expect(cardByCode(page, card.codigo)).toHaveCount(0);
      expect(carrierAguardando.some((item) => item.codigo === card.codigo)).toBe(false);
    }
    const own = await callApiFromPage(page, 'GET', `/carga-mongo/${byCode(shipperAguardando, LOAD).id}`);
    expect(own.status, 'a transportadora não lê a carga só do embarcador').toBe(404);

    // A directed-to-me load: no Histórico in its menu.
    const directed = carrierAguardando[0] as TCargaQuadroCard;
    const menu = await openCardMenu(page, directed.codigo);
    await expect(menu.getByRole('menuitem', { name: 'Detalhes' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Histórico' })).toHaveCount(0);
    await capturePage(page, testInfo, 'quadro-transportadora');
    await page.keyboard.press('Escape');
    expect(errors, 'erros de JavaScript na página').toEqual([]);
  });

  test('o cartão personalizado mostra o campo e os rótulos escolhidos depois de recarregar; o padrão volta', async ({
    page,
  }, testInfo) => {
    const errors = recordPageErrors(page);
    await signIn(page, SHIPPER_ADMIN);
    await expect(page).toHaveURL(/#\/home/);
    await openBoard(page);
    const load = byCode(await fetchBoardGroup(page, GrupoQuadro.AguardandoAlocacao), LOAD);
    const caracteristica = load.caracteristica?.descricao ?? '';
    expect(caracteristica).not.toBe('');
    const card = cardByCode(page, LOAD);
    // The default layout: the header without labels, no characteristic line.
    await expect(card.getByText(`${LOAD} · ${load.codigoIdentificador}`, { exact: true })).toBeVisible();
    await expect(card.getByText(caracteristica)).toHaveCount(0);

    await page.getByRole('button', { name: 'Personalizar cartão' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personalizar cartão de carga' });
    await expect(dialog.getByRole('textbox', { name: 'Nome do layout' })).toBeVisible();
    const corpo = dialog.getByRole('region', { name: 'Corpo' });
    await corpo.getByRole('combobox', { name: 'Adicionar campo em Corpo' }).click();
    await page.getByRole('option', { name: 'Característica', exact: true }).click();
    await expect(corpo.getByRole('listitem').filter({ hasText: 'Característica' })).toBeVisible();
    await dialog.getByRole('switch', { name: 'Mostrar o nome dos campos' }).click({ force: true });
    await expect(dialog.getByRole('switch', { name: 'Mostrar o nome dos campos' })).toBeChecked();
    // The live preview shows the labelled characteristic line.
    await expect(dialog.getByText(`Característica:`, { exact: true }).first()).toBeVisible();
    await capturePage(page, testInfo, 'quadro-personalizar');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(boardCount(page)).toBeVisible();
    await expect(
      card.getByText(`Código: ${LOAD} · Código identificador: ${load.codigoIdentificador}`, { exact: true }),
    ).toBeVisible();
    await expect(card.getByTitle(`Característica: ${caracteristica}`)).toBeVisible();
    await expect(card.getByText('Característica:', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Back to the default layout, saved and seen after a reload.
    await page.getByRole('button', { name: 'Personalizar cartão' }).click();
    await dialog.getByRole('button', { name: 'Restaurar padrão' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Nome do layout' })).toHaveValue('Padrão');
    await expect(dialog.getByRole('switch', { name: 'Mostrar o nome dos campos' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(boardCount(page)).toBeVisible();
    await expect(card.getByText(`${LOAD} · ${load.codigoIdentificador}`, { exact: true })).toBeVisible();
    await expect(card.getByText(caracteristica)).toHaveCount(0);
    expect(errors, 'erros de JavaScript na página').toEqual([]);
  });
});
