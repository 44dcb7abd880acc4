import { formatDistance, formatSla, type TCargaDetails, type TRota } from '@embarca/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import {
  cargaSimples,
  confirmarAlocacaoSePedida,
  desativarPelaApi,
  type TCargaCriada,
} from '../support/ciclo-de-vida';
import { callApiFromPage, getFromPage, openBoard, selectBusinessUnit } from '../support/quadro-actions';

// Issue 16: allocation under the allocation rule (capacity, one vehicle and one driver per period), from
// 'Encontrar veículo'; and one distance and time for a load in Detalhes and Rotograma.

const drawer = (cargaId: string, aba = '') => `?drawer=cargas/detalhes/${cargaId}${aba ? `/${aba}` : ''}`;

/** A load of 8,74 t of its own, far in the future (no demo load in its period), registered through the API. */
async function cargaDe874(page: Page): Promise<TCargaCriada> {
  const payload = cargaSimples(`ALOC-${Date.now().toString(36)}`, 60);
  payload.carga.pesoBruto = 8_740;
  payload.carga.volume = 20;
  const response = await callApiFromPage<TCargaCriada>(page, 'POST', '/carga-mongo/cadastrar', payload);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

test.describe('alocação de veículo (issue 16)', () => {
  // Two drawers, a dialog, axe twice and screenshots at two widths: slow on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('o diálogo desabilita o veículo sem capacidade com o motivo e aloca um que serve', async ({
    page,
  }, testInfo) => {
    const errors = recordPageErrors(page);
    await signIn(page, 'admin@embarcador.demo');
    await expect(page).toHaveURL(/#\/home/);
    const carga = await cargaDe874(page);
    try {
      await openBoard(page, drawer(carga.id, 'encontrar-veiculo'));
      const lista = page.getByRole('list', { name: 'Veículos sugeridos' });
      await expect(lista).toBeVisible();
      // The shipper's VUC (3 t) and 3/4 (4 t) cannot take 8,74 t: left out, and said so.
      await expect(page.getByText(/2 sem capacidade para a carga/)).toBeVisible();
      await expect(lista.getByRole('listitem', { name: /veículo EMB1D23$/ })).toHaveCount(0);
      await capturePage(page, testInfo, 'encontrar-veiculo');

      const primeiro = lista.getByRole('listitem', { name: /^1º: veículo / });
      const placa = ((await primeiro.getAttribute('aria-label')) ?? '').replace(/^1º: veículo /, '');
      await primeiro.getByRole('button', { name: `Alocar este veículo (${placa})` }).click();
      const dialogo = page.getByRole('dialog', { name: `Alocar veículo na carga ${carga.codigo}` });
      await expect(dialogo).toBeVisible();
      const veiculo = dialogo.getByLabel(/^Veículo/).first();
      await expect(veiculo).toHaveValue(new RegExp(`^${placa}`));
      await expectNoSeriousA11yViolations(page);

      // The list: the VUC disabled with the reason, in the rule's words.
      await veiculo.click();
      const vuc = page.getByRole('option', { name: /^EMB1D23/ });
      await expect(vuc).toBeVisible();
      await expect(vuc).toHaveAttribute('aria-disabled', 'true');
      await expect(vuc).toContainText(
        'O veículo EMB1D23 não comporta a carga: 8,74 Ton para 3,00 Ton de capacidade.',
      );
      await expectNoSeriousA11yViolations(page);
      await capturePage(page, testInfo, 'alocar-dialogo-lista');
      await vuc.click({ force: true });
      await expect(veiculo).toHaveValue(new RegExp(`^${placa}`));
      await page.keyboard.press('Escape');
      await expect(dialogo).toBeVisible();

      await dialogo
        .getByLabel(/^Motorista/)
        .first()
        .click();
      await page.getByRole('option', { disabled: false }).first().click();
      const alocada = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/carga-mongo/${carga.id}/alocar`),
      );
      await dialogo.getByRole('button', { name: 'Alocar', exact: true }).click();
      await confirmarAlocacaoSePedida(dialogo);
      expect((await alocada).status()).toBe(200);
      await expect(page.getByText('Carga alocada com sucesso!')).toBeVisible();
      const details = await getFromPage<TCargaDetails>(page, `/carga-mongo/${carga.id}/details`);
      expect(details.situacao).toBe(2);
      expect(details.veiculo?.placa.replace('-', '')).toBe(placa.replace('-', ''));
    } finally {
      await desativarPelaApi(page, [carga.id]);
    }
    expect(errors).toEqual([]);
  });

  test('Detalhes e Rotograma mostram a mesma distância e o mesmo tempo (carga 1002)', async ({
    page,
  }, testInfo) => {
    const errors = recordPageErrors(page);
    await signIn(page, 'admin@embarcador.demo');
    await expect(page).toHaveURL(/#\/home/);
    // Load 1002 is Filial Campinas's: the quick search and the board follow the selected unit.
    await selectBusinessUnit(page, 'Filial Campinas');
    const encontrada = await getFromPage<{ items: { id: string; codigo: number }[] }>(
      page,
      '/carga-mongo/pesquisa-rapida?termo=1002',
    );
    const carga = encontrada.items.find((item) => item.codigo === 1002);
    expect(carga, 'a carga 1002 da demonstração').toBeDefined();
    const rota = await getFromPage<TRota>(page, `/carga-mongo/${carga!.id}/rotograma`);
    const distancia = formatDistance(rota.distancia);
    const tempo = formatSla(rota.tempo);

    await openBoard(page, drawer(carga!.id));
    await expect(page.getByText(`Distância e tempo estimados: ${distancia} · ${tempo}`)).toBeVisible();
    await capturePage(page, testInfo, 'detalhes-1002');
    await page.getByRole('tab', { name: 'Rotograma' }).click();
    const resumo = page.getByRole('region', { name: 'Resumo da rota' });
    await expect(resumo.getByText(distancia, { exact: true }).first()).toBeVisible();
    await expect(resumo.getByText(tempo, { exact: true }).first()).toBeVisible();
    await expect(resumo.getByText(`${distancia} · ${tempo}`)).toBeVisible();
    await capturePage(page, testInfo, 'rotograma-1002');
    expect(errors).toEqual([]);
  });
});
