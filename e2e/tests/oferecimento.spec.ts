import {
  ETAPA_OFERECIMENTO_LABELS,
  ETAPA_OFERTA_RECEBIDA_LABELS,
  OFERECIMENTO_MESSAGES,
} from '@embarca/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsAtRest } from '../support/a11y-checks';
import { capturePage, openApp, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import { cadastrarCargas, desativarPelaApi, TRANSPORTADORA_DEMO } from '../support/ciclo-de-vida';
import { cardByCode, openBoard } from '../support/quadro-actions';

/*
 * Issue 20, "done means": the demo shipper offers a load of its own (registered by the journey) restricted
 * to two carriers; the demo carrier, in a second browser, counter-proposes; the shipper accepts; both boards
 * show the award live (the carrier's card in 'Ganhas', the shipper's in 'Contratadas') and the load is on
 * the carrier's 'Minhas cargas'. Each screen passes axe.
 */

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

const ROTA = '/oferecimento/quadro';
const OUTRA_TRANSPORTADORA = 'Expresso Sul Transportes Ltda';
const RUN = Date.now().toString().slice(-6);
/** Live updates come through the notification hub; the boards also re-read every 30 s. */
const AO_VIVO = { timeout: 35_000 };

const coluna = (page: Page, titulo: string) => page.getByRole('region', { name: titulo, exact: true });

/** Opens the board filtered by the load's code (the search is kept in the URL). */
async function abrirQuadro(page: Page, codigo: number): Promise<void> {
  await openApp(page, `${ROTA}?busca=${codigo}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quadro de oferecimento' })).toBeVisible();
}

/** Picks an enabled option of a Mantine Select/MultiSelect. */
async function escolher(page: Page, campo: Locator, opcao: string | RegExp): Promise<void> {
  await campo.click();
  await page
    .getByRole('option', { name: opcao })
    .and(page.getByRole('option', { disabled: false }))
    .first()
    .click();
}

test('o embarcador oferta a duas transportadoras, a transportadora contrapropõe, o embarcador aceita e ambos veem a contratação', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const erros = recordPageErrors(page);
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  const [carga] = await cadastrarCargas(page, `OFER-E2E-${RUN}`, 1);
  if (!carga) throw new Error('A carga da jornada não foi cadastrada.');
  const contexto = await browser.newContext();
  try {
    // The shipper's board: the new load waits in 'A ofertar'.
    await abrirQuadro(page, carga.codigo);
    const aOfertar = coluna(page, ETAPA_OFERECIMENTO_LABELS['a-ofertar']);
    await expect(cardByCode(aOfertar, carga.codigo)).toBeVisible();
    await expectNoSeriousA11yViolationsAtRest(page);
    await capturePage(page, testInfo, 'quadro-embarcador');

    // The drawer keeps its place in the URL; the offer: manual, restricted to two carriers, R$ 5.000.
    await cardByCode(aOfertar, carga.codigo)
      .getByRole('button', { name: `Carga ${carga.codigo}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`drawer=oferecimento/cargas/${carga.id}`));
    const form = page.getByRole('form', { name: 'Ofertar carga' });
    await expect(form).toBeVisible();
    await expectNoSeriousA11yViolationsAtRest(page);
    await escolher(page, form.getByLabel(/^Comportamento/).first(), 'Manual');
    await expect(form.getByRole('radio', { name: 'Restrita' })).toBeChecked();
    const transportadoras = form.getByLabel(/^Transportadoras/).first();
    await escolher(page, transportadoras, new RegExp(TRANSPORTADORA_DEMO));
    await escolher(page, transportadoras, new RegExp(OUTRA_TRANSPORTADORA));
    await page.keyboard.press('Escape');
    await expect(
      form.getByRole('list', { name: 'Transportadoras escolhidas' }).getByRole('listitem'),
    ).toHaveCount(2);
    await form.getByRole('textbox', { name: /^Valor alvo/ }).fill('5000');
    await form.getByRole('button', { name: 'Ofertar carga' }).click();
    await expect(page.getByText(OFERECIMENTO_MESSAGES.ofertada)).toBeVisible();
    await expect(page.getByRole('region', { name: `Oferta: ${TRANSPORTADORA_DEMO}` })).toBeVisible();
    await expect(page.getByRole('region', { name: `Oferta: ${OUTRA_TRANSPORTADORA}` })).toBeVisible();
    await expectNoSeriousA11yViolationsAtRest(page);
    await capturePage(page, testInfo, 'oferecimento-da-carga');

    // The carrier, in a browser of its own: the offer waits for its answer; it counter-proposes R$ 5.600.
    const outra = await contexto.newPage();
    const errosDaTransportadora = recordPageErrors(outra);
    await signIn(outra, 'admin@transportadora.demo');
    await expect(outra).toHaveURL(/#\/home/);
    await abrirQuadro(outra, carga.codigo);
    const recebidas = coluna(outra, ETAPA_OFERTA_RECEBIDA_LABELS.recebidas);
    await expect(cardByCode(recebidas, carga.codigo)).toBeVisible();
    await expectNoSeriousA11yViolationsAtRest(outra);
    await capturePage(outra, testInfo, 'quadro-transportadora');
    await cardByCode(recebidas, carga.codigo)
      .getByRole('button', { name: `Carga ${carga.codigo}` })
      .click();
    const negociacao = outra.getByRole('region', { name: 'Oferta: Sua negociação' });
    await expect(negociacao).toBeVisible();
    // It never sees the other carrier.
    await expect(outra.getByText(OUTRA_TRANSPORTADORA)).toHaveCount(0);
    await expectNoSeriousA11yViolationsAtRest(outra);
    await negociacao.getByRole('button', { name: 'Contrapropor' }).click();
    const contraproposta = outra.getByRole('form', { name: 'Contrapropor' });
    await contraproposta.getByRole('textbox', { name: /^Valor/ }).fill('5600');
    await contraproposta.getByRole('textbox', { name: 'Comentário' }).fill('Pedágio e retorno vazio');
    await expectNoSeriousA11yViolationsAtRest(outra);
    await contraproposta.getByRole('button', { name: 'Enviar contraproposta' }).click();
    await expect(outra.getByText(OFERECIMENTO_MESSAGES.respostaEnviada)).toBeVisible();
    await expect(negociacao.getByText('Aguardando o embarcador.')).toBeVisible();

    // The shipper's drawer shows the counter-proposal live; it accepts it: the load is awarded.
    const daTransportadora = page.getByRole('region', { name: `Oferta: ${TRANSPORTADORA_DEMO}` });
    const aceitar = daTransportadora.getByRole('button', {
      name: /^Aceitar R\$\s5\.600,00 \(Transportadora Demo/,
    });
    await expect(aceitar).toBeVisible(AO_VIVO);
    await expect(daTransportadora.getByText('Pedágio e retorno vazio')).toBeVisible();
    await aceitar.click();
    const aceite = page.getByRole('form', { name: 'Aceitar proposta e contratar' });
    await expect(aceite).toBeVisible();
    await expectNoSeriousA11yViolationsAtRest(page);
    await aceite.getByRole('button', { name: 'Aceitar' }).click();
    await expect(page.getByText(OFERECIMENTO_MESSAGES.contratada)).toBeVisible();
    await expect(daTransportadora.getByText('Contratada', { exact: true })).toBeVisible();
    await expect(page.getByText(OFERECIMENTO_MESSAGES.cargaJaContratada)).toBeVisible();

    // Both boards: the shipper's card in 'Contratadas', the carrier's in 'Ganhas' (live, without a reload).
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/drawer=/);
    await expect(cardByCode(coluna(page, ETAPA_OFERECIMENTO_LABELS.contratada), carga.codigo)).toBeVisible(
      AO_VIVO,
    );
    await outra.keyboard.press('Escape');
    await expect(cardByCode(coluna(outra, ETAPA_OFERTA_RECEBIDA_LABELS.ganhas), carga.codigo)).toBeVisible(
      AO_VIVO,
    );
    await expectNoSeriousA11yViolationsAtRest(outra);

    // The load is on the carrier's 'Minhas cargas'.
    await openBoard(outra, `?query=${carga.codigo}`);
    await expect(cardByCode(outra, carga.codigo)).toBeVisible();

    expect(erros).toEqual([]);
    expect(errosDaTransportadora).toEqual([]);
  } finally {
    await contexto.close();
    await desativarPelaApi(page, [carga.id]);
  }
});

test('a oferta automática segue para a próxima transportadora quando a primeira recusa', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const erros = recordPageErrors(page);
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  const [carga] = await cadastrarCargas(page, `CASC-E2E-${RUN}`, 1);
  if (!carga) throw new Error('A carga da jornada não foi cadastrada.');
  const demo = await browser.newContext();
  const sul = await browser.newContext();
  try {
    // The shipper starts the waterfall: Transportadora Demo first, then Expresso Sul, 60 min each.
    await abrirQuadro(page, carga.codigo);
    const aOfertar = coluna(page, ETAPA_OFERECIMENTO_LABELS['a-ofertar']);
    await cardByCode(aOfertar, carga.codigo)
      .getByRole('button', { name: `Carga ${carga.codigo}` })
      .click();
    const form = page.getByRole('form', { name: 'Ofertar carga' });
    await expect(form).toBeVisible();
    await escolher(page, form.getByLabel(/^Comportamento/).first(), 'Automático');
    const transportadoras = form.getByLabel(/^Transportadoras/).first();
    await escolher(page, transportadoras, new RegExp(TRANSPORTADORA_DEMO));
    await escolher(page, transportadoras, new RegExp(OUTRA_TRANSPORTADORA));
    await page.keyboard.press('Escape');
    await form.getByRole('textbox', { name: /^Valor ofertado/ }).fill('4800');
    await form.getByRole('textbox', { name: 'Prazo por transportadora (minutos)' }).fill('60');
    await form.getByRole('textbox', { name: 'Máximo de rodadas' }).fill('2');
    await form.getByRole('button', { name: 'Ofertar carga' }).click();
    await expect(page.getByText(OFERECIMENTO_MESSAGES.ofertada)).toBeVisible();
    const cascata = page.getByRole('region', { name: 'Oferecimento automático' });
    await expect(cascata).toContainText('rodada 1 de 2');
    await expect(cascata).toContainText(`Ofertada agora a: ${TRANSPORTADORA_DEMO}`);
    await expectNoSeriousA11yViolationsAtRest(page);
    await capturePage(page, testInfo, 'cascata-rodada-1');

    // Transportadora Demo declines with a reason.
    const paginaDemo = await demo.newPage();
    await signIn(paginaDemo, 'admin@transportadora.demo');
    await expect(paginaDemo).toHaveURL(/#\/home/);
    await abrirQuadro(paginaDemo, carga.codigo);
    const recebidasDemo = coluna(paginaDemo, ETAPA_OFERTA_RECEBIDA_LABELS.recebidas);
    await cardByCode(recebidasDemo, carga.codigo)
      .getByRole('button', { name: `Carga ${carga.codigo}` })
      .click();
    const negociacao = paginaDemo.getByRole('region', { name: 'Oferta: Sua negociação' });
    await negociacao.getByRole('button', { name: 'Recusar' }).click();
    const recusa = paginaDemo.getByRole('form', { name: 'Recusar' });
    await recusa.getByRole('textbox', { name: /^Motivo da recusa/ }).fill('Sem veículo na data');
    await recusa.getByRole('button', { name: 'Recusar' }).click();
    await expect(paginaDemo.getByText(OFERECIMENTO_MESSAGES.respostaEnviada)).toBeVisible();

    // The waterfall moves on at once: Expresso Sul has the offer; the shipper sees round 2 live.
    await expect(cascata).toContainText('rodada 2 de 2', AO_VIVO);
    await expect(cascata).toContainText(`Ofertada agora a: ${OUTRA_TRANSPORTADORA}`);
    const paginaSul = await sul.newPage();
    await signIn(paginaSul, 'admin@expressosul.demo');
    await expect(paginaSul).toHaveURL(/#\/home/);
    await abrirQuadro(paginaSul, carga.codigo);
    await expect(
      cardByCode(coluna(paginaSul, ETAPA_OFERTA_RECEBIDA_LABELS.recebidas), carga.codigo),
    ).toBeVisible();
    await expectNoSeriousA11yViolationsAtRest(paginaSul);
    await capturePage(paginaSul, testInfo, 'cascata-segunda-transportadora');
    expect(erros).toEqual([]);
  } finally {
    await demo.close();
    await sul.close();
    await desativarPelaApi(page, [carga.id]);
  }
});
