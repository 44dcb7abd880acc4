import { readFile } from 'node:fs/promises';
import { GrupoQuadro, SituacaoCarga } from '@embarca/domain';
import { type Browser, expect, type Locator, type Page, type Response, test } from '@playwright/test';
import { openApp, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import {
  cadastrarCargas,
  confirmarAlocacaoSePedida,
  criarModelo,
  desativarPelaApi,
  excluirModelo,
  excluirModelosEsquecidos,
  fotoPng,
  MODELO_PREFIXO,
  somarHoras,
  type TCargaCriada,
  TRANSPORTADORA_DEMO,
} from '../support/ciclo-de-vida';
import {
  BOARD_ROUTE,
  boardCount,
  callApiFromPage,
  cardByCode,
  expectLiveBoard,
  groupTab,
  openCardMenu,
} from '../support/quadro-actions';

/*
 * Issue 7 "Done means", as a new user would try it: the demo shipper registers a load with two stops from a
 * cargo template and directs it to the demo carrier, allocates a vehicle and driver, attaches a photo,
 * downloads the manifest as PDF, registers each route event until delivery, finishes the hiring and reads
 * the history; then deactivates 30 loads at once with the progress dialog. A second browser (a context of
 * its own, the same user) watches the board: each change arrives there without a reload.
 *
 * The journey changes only what it creates (its template, its load, its 30 loads) and leaves them
 * deactivated or deleted at the end, whatever happens, so the demo data stays as the other journeys expect.
 */

/** Live updates and actions on a loaded 2-core machine: generous, never a fixed sleep. */
const LIVE_TIMEOUT = 20_000;
const LOTE = 30;

// A step that cannot happen fails in its own time, not at the end of the journey's budget.
test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

/** The board (an optional group, the search) with an optional drawer open over it. */
function boardUrl(params: { query: string; grupo?: string; drawer?: string }): string {
  const search = new URLSearchParams({ query: params.query });
  if (params.grupo) search.set('grupo', params.grupo);
  if (params.drawer) search.set('drawer', params.drawer);
  return `${BOARD_ROUTE}?${search}`;
}

/** Resolves with the next answer to `method` on a URL matching `path`. */
function answerTo(page: Page, method: string, path: RegExp): Promise<Response> {
  return page.waitForResponse(
    (response) => response.request().method() === method && path.test(new URL(response.url()).pathname),
    { timeout: LIVE_TIMEOUT * 2 },
  );
}

/** Checks the answer's status and gives its JSON body. */
async function ok<T>(answer: Promise<Response>, status = 200): Promise<T> {
  const response = await answer;
  expect(response.status(), `${response.request().method()} ${response.url()}`).toBe(status);
  return (await response.json()) as T;
}

/** Picks an option of a Mantine Select/MultiSelect: open it, optionally type, click the option. */
async function escolher(page: Page, campo: Locator, opcao: string | RegExp | null, busca?: string) {
  await campo.click();
  if (busca) await campo.fill(busca);
  // Options the allocation rule refuses (capacity, busy in the period) are disabled: take an enabled one.
  const opcoes = page.getByRole('option', { disabled: false });
  const alvo = opcao === null ? opcoes.first() : opcoes.filter({ hasText: opcao }).first();
  await expect(alvo).toBeVisible({ timeout: LIVE_TIMEOUT });
  await alvo.click();
}

/** A second browser (its own context and session) on the board, filtered by the journey's search. */
async function segundoNavegador(browser: Browser, query: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = recordPageErrors(page);
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  await openApp(page, boardUrl({ query }));
  await expect(boardCount(page)).toBeVisible();
  await expectLiveBoard(page);
  // Whatever B shows from now on came without a reload: this mark would be gone after one.
  await page.evaluate(() => {
    (window as unknown as { semRecarregar: boolean }).semRecarregar = true;
  });
  return { context, page, errors };
}

test('ciclo de vida da carga: modelo, paradas, alocação, anexo, romaneio, entrega, finalização, histórico e desativação em massa', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const inicio = Date.now();
  const marcos: string[] = [];
  const marco = (nome: string) => marcos.push(`${nome}: ${((Date.now() - inicio) / 1000).toFixed(1)} s`);

  const errors = recordPageErrors(page);
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);

  // One run's own identifiers: the board's search (codIdentificador) finds exactly this run's loads.
  const run = Date.now().toString(36).toUpperCase();
  const identificador = `E2E-CICLO-${run}`;
  const prefixoLote = `E2E-LOTE-${run}`;
  const criadas: TCargaCriada[] = [];
  let modeloId: string | null = null;
  let carga: TCargaCriada | null = null;
  const b = await segundoNavegador(browser, identificador);

  try {
    // 1. A template, then a new load from it with two stops, directed to the demo carrier. -------------
    await excluirModelosEsquecidos(page);
    modeloId = await criarModelo(page, `${MODELO_PREFIXO}${run}`);
    await openApp(page, boardUrl({ query: identificador, drawer: `cargas/cadastro-carga/new/${modeloId}` }));
    const form = page.getByRole('form', { name: 'Nova carga' });
    await expect(form).toBeVisible({ timeout: LIVE_TIMEOUT });
    await expect(page.getByText(`${MODELO_PREFIXO}${run}`)).toBeVisible();
    const origem = form.getByRole('group', { name: 'Origem' });
    // The template's route, re-based from tomorrow by the API.
    await expect(origem.getByLabel(/^Cidade/)).toHaveValue('São Paulo');
    const inicioOrigem = await origem.getByLabel(/^Início previsto/).inputValue();

    await form.getByLabel('Código identificador').fill(identificador);
    await form.getByRole('button', { name: 'Adicionar parada' }).click();
    await form.getByRole('button', { name: 'Adicionar parada' }).click();
    const paradas: [string, string, string, number][] = [
      ['Parada 1', 'Registro', 'SP', 6],
      ['Parada 2', 'Joinville', 'SC', 24],
    ];
    for (const [nome, cidade, uf, horas] of paradas) {
      const ponto = form.getByRole('group', { name: nome });
      await ponto.getByLabel(/^Cidade/).fill(cidade);
      await ponto.getByLabel(/^UF/).selectOption(uf);
      const data = ponto.getByLabel(/^Início previsto/);
      await data.fill(somarHoras(inicioOrigem, horas));
      await data.press('Tab');
      await expect(data).toHaveValue(somarHoras(inicioOrigem, horas));
    }
    await expect(form.getByRole('group', { name: 'Destino final' }).getByLabel(/^Cidade/)).toHaveValue(
      'Curitiba',
    );

    // A template keeps no document numbers: the document needs one again.
    await form
      .getByRole('group', { name: 'Documento 1' })
      .getByLabel(/^Número( \*)?$/)
      .fill(`NF-${run}`);
    await form.getByRole('radio', { name: /^Direcionada/ }).check();
    await escolher(page, form.getByLabel(/^Transportadoras/).first(), TRANSPORTADORA_DEMO, 'Demo');
    await expect(form.getByText(TRANSPORTADORA_DEMO)).toBeVisible();

    const cadastrada = answerTo(page, 'POST', /\/api\/carga-mongo\/cadastrar$/);
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    carga = await ok<TCargaCriada>(cadastrada, 201);
    await expect(page.getByText('Carga cadastrada com sucesso!')).toBeVisible();
    await expect(form).toBeHidden();
    const codigo = carga.codigo;
    await expect(cardByCode(page, codigo)).toBeVisible();
    // B: the new card appears on its board by itself.
    await expect(cardByCode(b.page, codigo)).toBeVisible({ timeout: LIVE_TIMEOUT });
    // Stored as typed: four route points in order, directed.
    const detalhes = await callApiFromPage<{
      rotas: { cidade: string; ordem: number }[];
      visibilidade: number;
    }>(page, 'GET', `/carga-mongo/${carga.id}/details`);
    expect(detalhes.status).toBe(200);
    const rotas = [...detalhes.body.rotas].sort((a, b) => a.ordem - b.ordem);
    expect(rotas.map((ponto) => ponto.cidade)).toEqual(['São Paulo', 'Registro', 'Joinville', 'Curitiba']);
    expect(detalhes.body.visibilidade).toBe(2);
    marco('cadastro pelo modelo');

    // 2. Allocate a vehicle and a driver from the card's menu; B sees it move to the in-progress group. ---
    await groupTab(b.page, GrupoQuadro.EmAndamento).click();
    await expect(boardCount(b.page)).toHaveText('0 cargas');
    let menu = await openCardMenu(page, codigo);
    await menu.getByRole('menuitem', { name: 'Alocar veículo' }).click();
    const alocar = page.getByRole('dialog', { name: `Alocar veículo na carga ${codigo}` });
    await expect(alocar).toBeVisible();
    await escolher(page, alocar.getByLabel(/^Veículo/).first(), null);
    await escolher(page, alocar.getByLabel(/^Motorista/).first(), null);
    const alocada = answerTo(page, 'POST', new RegExp(`/api/carga-mongo/${carga.id}/alocar$`));
    await alocar.getByRole('button', { name: 'Alocar', exact: true }).click();
    await confirmarAlocacaoSePedida(alocar);
    await ok(alocada);
    await expect(page.getByText('Carga alocada com sucesso!')).toBeVisible();
    await expect(alocar).toBeHidden();
    await expect(cardByCode(page, codigo)).toHaveCount(0);
    await expect(cardByCode(b.page, codigo)).toBeVisible({ timeout: LIVE_TIMEOUT });
    marco('alocação');

    // 3. A photo in the Anexos tab: listed with its preview. ---------------------------------------------
    await groupTab(page, GrupoQuadro.EmAndamento).click();
    menu = await openCardMenu(page, codigo);
    await menu.getByRole('menuitem', { name: 'Anexos' }).click();
    const foto = `foto-coleta-${run}.png`;
    await page.getByLabel('Arquivo do anexo').setInputFiles({
      name: foto,
      mimeType: 'image/png',
      buffer: fotoPng(),
    });
    const envio = page.getByRole('form', { name: 'Adicionar anexo' });
    await expect(envio.getByLabel(/^Nome/)).toHaveValue(foto);
    const anexado = answerTo(page, 'POST', new RegExp(`/api/carga-mongo/${carga.id}/anexo-adicional$`));
    await envio.getByRole('button', { name: 'Enviar anexo' }).click();
    await ok(anexado, 201);
    const anexos = page.getByRole('table', { name: `Anexos da carga ${codigo}` });
    const miniatura = anexos.getByRole('img', { name: foto });
    await expect(miniatura).toBeVisible({ timeout: LIVE_TIMEOUT });
    // The preview is the picture itself (decoded), not a broken image.
    await expect
      .poll(() => miniatura.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(32);
    await page.keyboard.press('Escape');
    await expect(anexos).toBeHidden();
    marco('anexo');

    // 4. The manifest in a new tab, downloaded as PDF. --------------------------------------------------
    menu = await openCardMenu(page, codigo);
    const aba = page.waitForEvent('popup');
    await menu.getByRole('menuitem', { name: 'Gerar romaneio', exact: true }).click();
    const romaneio = await aba;
    const errorsRomaneio = recordPageErrors(romaneio);
    await expect(romaneio).toHaveURL(new RegExp(`romaneio\\?cargaId=${carga.id}`));
    await expect(romaneio.getByRole('toolbar', { name: 'Ações do romaneio' })).toBeVisible({
      timeout: LIVE_TIMEOUT,
    });
    await expect(romaneio.getByText(String(codigo), { exact: true }).first()).toBeVisible();
    await expect(romaneio.getByText('Registro').first()).toBeVisible();
    const baixado = romaneio.waitForEvent('download', { timeout: LIVE_TIMEOUT * 2 });
    await romaneio.getByRole('button', { name: 'Baixar PDF' }).click();
    const download = await baixado;
    expect(download.suggestedFilename()).toBe(`romaneio-${codigo}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(errorsRomaneio, 'erros de JavaScript na aba do romaneio').toEqual([]);
    await romaneio.close();
    marco('romaneio');

    // 5. Follow-up: each event registered in order until delivered; B sees it delivered; then finish. ---
    menu = await openCardMenu(page, codigo);
    await menu.getByRole('menuitem', { name: 'Acompanhamento' }).click();
    const eventos = page.getByRole('table', { name: `Eventos da carga ${codigo}` });
    await expect(eventos).toBeVisible({ timeout: LIVE_TIMEOUT });
    const resumo = page.getByRole('region', { name: 'Eventos' });
    await expect(resumo.getByText('0 de 4 eventos realizados')).toBeVisible();
    for (let feitos = 1; feitos <= 4; feitos += 1) {
      // B waits on the delivered group before the last event.
      if (feitos === 4) await groupTab(b.page, GrupoQuadro.Entregue).click();
      const registrar = eventos.getByRole('button', { name: /^Registrar realização: / });
      await expect(registrar).toHaveCount(1);
      const titulo =
        (await registrar.getAttribute('aria-label'))?.replace('Registrar realização: ', '') ?? '';
      await registrar.click();
      const dialogo = page.getByRole('dialog', { name: `Registrar realização: ${titulo}` });
      await expect(dialogo).toBeVisible();
      const registrado = answerTo(page, 'PATCH', new RegExp(`/api/carga-mongo/${carga.id}/`));
      await dialogo.getByRole('button', { name: 'Registrar', exact: true }).click();
      await ok(registrado);
      await expect(dialogo).toBeHidden({ timeout: LIVE_TIMEOUT });
      await expect(resumo.getByText(`${feitos} de 4 eventos realizados`)).toBeVisible({
        timeout: LIVE_TIMEOUT,
      });
    }
    await expect(eventos.getByRole('button', { name: /^Registrar realização: / })).toHaveCount(0);
    await expect(cardByCode(b.page, codigo)).toBeVisible({ timeout: LIVE_TIMEOUT });
    const entregue = await callApiFromPage<{ situacao: number }>(
      page,
      'GET',
      `/carga-mongo/${carga.id}/details`,
    );
    expect(entregue.body.situacao).toBe(SituacaoCarga.EntregueNaoFinalizada);
    await page.keyboard.press('Escape');
    await expect(eventos).toBeHidden();
    marco('entrega');

    await groupTab(page, GrupoQuadro.Entregue).click();
    await page.getByRole('button', { name: `Finalizar a contratação da carga ${codigo}` }).click();
    const finalizar = page.getByRole('dialog', { name: 'Finalizar contratação' });
    await expect(finalizar.getByText(`Deseja finalizar a contratação da carga ${codigo}?`)).toBeVisible();
    await finalizar.getByRole('button', { name: 'Finalizar', exact: true }).click();
    await expect(page.getByText('Contratação finalizada com sucesso!')).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Finalizar a contratação da carga ${codigo}` }),
    ).toHaveCount(0);
    // B: still delivered, and its Finish button went away live.
    await expect(
      b.page.getByRole('button', { name: `Finalizar a contratação da carga ${codigo}` }),
    ).toHaveCount(0, { timeout: LIVE_TIMEOUT });
    await expect(cardByCode(b.page, codigo)).toBeVisible();
    marco('finalização');

    menu = await openCardMenu(page, codigo);
    await menu.getByRole('menuitem', { name: 'Histórico' }).click();
    const historico = page.getByRole('table', { name: `Histórico da carga ${codigo}` });
    await expect(historico).toBeVisible({ timeout: LIVE_TIMEOUT });
    for (const entrada of [
      new RegExp(`^Carga ${codigo} cadastrada por `),
      /^Carga alocada por .*\(frota\): veículo /i,
      new RegExp(`^Anexo "${foto.replace('.', '\\.')}" adicionado por `),
      /^Contratação finalizada por /,
    ]) {
      await expect(historico.getByRole('cell', { name: entrada })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(historico).toBeHidden();
    marco('histórico');

    // 6. Thirty loads deactivated at once with the progress dialog; B sees them go. ---------------------
    criadas.push(...(await cadastrarCargas(page, prefixoLote, LOTE)));
    marco(`${LOTE} cargas cadastradas pela API`);
    await openApp(page, boardUrl({ query: prefixoLote }));
    await expect(boardCount(page)).toHaveText(`${LOTE} cargas`, { timeout: LIVE_TIMEOUT });
    await openApp(b.page, boardUrl({ query: prefixoLote }));
    await expect(boardCount(b.page)).toHaveText(`${LOTE} cargas`, { timeout: LIVE_TIMEOUT });
    await expectLiveBoard(b.page);
    await b.page.evaluate(() => {
      (window as unknown as { semRecarregar: boolean }).semRecarregar = true;
    });

    await page.getByRole('button', { name: 'Selecionar cargas' }).click();
    const etapa = page.getByRole('checkbox', { name: /^Selecionar todas as cargas da etapa / });
    await expect(etapa).toHaveCount(1);
    await etapa.check();
    const selecao = page.getByRole('group', { name: 'Seleção de cargas' });
    await expect(selecao.getByText(`${LOTE} selecionadas`)).toBeVisible();
    await selecao.getByRole('button', { name: 'Desativar selecionadas' }).click();
    const formDesativar = page.getByRole('dialog', { name: `Desativar ${LOTE} cargas` });
    await expect(formDesativar).toBeVisible();
    await escolher(page, formDesativar.getByLabel(/^Motivo/).first(), null);
    await formDesativar.getByRole('button', { name: `Desativar ${LOTE} cargas` }).click();
    const progresso = page.getByRole('dialog', { name: 'Desativação concluída' });
    await expect(progresso).toBeVisible({ timeout: 120_000 });
    await expect(progresso.getByText(`${LOTE} de ${LOTE} cargas processadas`)).toBeVisible();
    await expect(progresso.getByText(`${LOTE} cargas desativadas com sucesso!`)).toBeVisible();
    await expect(progresso.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await progresso.getByRole('button', { name: 'Fechar' }).click();
    await expect(boardCount(page)).toHaveText('0 cargas');
    await expect(boardCount(b.page)).toHaveText('0 cargas', { timeout: LIVE_TIMEOUT });
    marco('desativação em massa');

    expect(
      await b.page.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar),
    ).toBe(true);
    expect(errors, 'erros de JavaScript no navegador A').toEqual([]);
    expect(b.errors, 'erros de JavaScript no navegador B').toEqual([]);
  } finally {
    console.log(`[ciclo de vida] ${marcos.join(' · ')}`);
    // Everything the journey created goes out of the board (deactivated) and the template is deleted.
    await desativarPelaApi(page, [...(carga ? [carga.id] : []), ...criadas.map((item) => item.id)]).catch(
      (error: unknown) => console.error('Falha ao desativar as cargas da jornada.', error),
    );
    if (modeloId) await excluirModelo(page, modeloId).catch(() => undefined);
    await b.context.close();
  }
});
