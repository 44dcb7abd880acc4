import {
  GRUPO_QUADRO_LABELS,
  GrupoQuadro,
  type TQuadroCargaResponse,
  type TUnidadeNegocio,
} from '@embarca/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import { boardCount, getFromPage, openBoard } from '../support/quadro-actions';

/*
 * Issue 16 item 3: the board follows the selected business unit (BusinessUnitId) and, on the pages that
 * use it, the unit filter of the top bar (BusinessUnitFilter) — 01 §4, §6, §7. The expected cards of a
 * scope are read from the API with that scope's headers written here, not with the app's own headers,
 * so a web app sending the wrong scope fails the journey.
 */
const SHIPPER_ADMIN = 'admin@embarcador.demo';
const GRUPO = GrupoQuadro.AguardandoAlocacao;

interface TEscopo {
  BusinessUnitId: string;
  BusinessUnitFilter?: string;
}

/** The awaiting group's load codes of one scope, asked with exactly these headers. */
async function codigosDoEscopo(page: Page, escopo: TEscopo): Promise<number[]> {
  const { key } = await getFromPage<{ key: string }>(page, '/frete/chave');
  return page.evaluate(
    async ({ key, grupo, escopo }) => {
      const token = JSON.parse(localStorage.getItem('embarca.token') ?? 'null') as { token: string };
      const codigos: number[] = [];
      let cursor: string | null = null;
      do {
        const params = new URLSearchParams({ key, limit: '200' });
        if (cursor) params.set('cursor', cursor);
        const response = await fetch(`/api/frete/quadro/carga/${grupo}?${params}`, {
          headers: { Accept: 'application/json', Authorization: `Bearer ${token.token}`, ...escopo },
        });
        const body = (await response.json()) as TQuadroCargaResponse;
        codigos.push(...body.items.map((item) => item.codigo));
        cursor = body.nextCursor;
      } while (cursor);
      return codigos.sort((a, b) => a - b);
    },
    { key, grupo: GRUPO, escopo },
  );
}

/** The load codes of the cards on screen (the open group's columns). */
async function codigosNaTela(page: Page): Promise<number[]> {
  const names = await page
    .getByRole('tabpanel')
    .getByRole('article', { name: /^Carga \d+$/ })
    .all();
  const codigos = await Promise.all(
    names.map(async (card) => Number((await card.getAttribute('aria-label'))?.replace('Carga ', ''))),
  );
  return codigos.sort((a, b) => a - b);
}

async function expectCards(page: Page, esperados: number[]): Promise<void> {
  await expect(boardCount(page)).toHaveText(
    `${esperados.length} ${esperados.length === 1 ? 'carga' : 'cargas'}`,
  );
  await expect.poll(() => codigosNaTela(page)).toEqual(esperados);
  // The group's tab counter (GET …/totalizadores) follows the same scope.
  await expect(
    page.getByRole('tab', { name: new RegExp(`^${GRUPO_QUADRO_LABELS[GRUPO]}`) }),
  ).toHaveAccessibleName(new RegExp(`\\s${esperados.length}$`));
}

test.describe('unidade de negócio', () => {
  // Two reloads (one per switch), the board read three times and axe: more than the default minute.
  test.describe.configure({ timeout: 150_000 });

  test('trocar a unidade muda os cartões do quadro; o filtro do topo junta unidades sem recarregar', async ({
    page,
  }, testInfo) => {
    const pageErrors = recordPageErrors(page);
    await signIn(page, SHIPPER_ADMIN);
    await expect(page).toHaveURL(/#\/home/);
    await openBoard(page);
    const unidades = await getFromPage<TUnidadeNegocio[]>(page, '/unidade-negocio/listwithaccess');
    const porNome = (nome: string) => {
      const unidade = unidades.find((item) => item.descricao === nome);
      if (!unidade) throw new Error(`Unidade ${nome} não encontrada nos dados de demonstração.`);
      return unidade;
    };
    const campinas = porNome('Filial Campinas');
    const curitiba = porNome('CD Curitiba');
    const selecionada = await page.evaluate(() => localStorage.getItem('embarca.businessUnitId'));
    const inicial = unidades.find((item) => item.id === selecionada);
    if (!inicial) throw new Error('Nenhuma unidade selecionada depois de entrar.');

    // The board shows the selected unit's loads only.
    const daInicial = await codigosDoEscopo(page, { BusinessUnitId: inicial.id });
    await expectCards(page, daInicial);

    // Switching to Filial Campinas ('Trocar') reloads and shows Campinas' loads only.
    const destino = inicial.id === campinas.id ? curitiba : campinas;
    const doDestino = await codigosDoEscopo(page, { BusinessUnitId: destino.id });
    expect(doDestino, 'as unidades de demonstração têm cargas diferentes').not.toEqual(daInicial);
    await page.getByRole('combobox', { name: 'Unidade de negócio' }).click();
    await page.getByRole('option', { name: destino.descricao }).click();
    await page
      .getByRole('dialog', { name: 'Trocar unidade de negócio' })
      .getByRole('button', { name: 'Trocar' })
      .click();
    await expect(page.getByRole('combobox', { name: 'Unidade de negócio' })).toHaveValue(destino.descricao);
    await expectCards(page, doDestino);

    // The top bar's unit filter shows the selected unit; adding another shows both units' loads, no reload.
    const filtro = page.getByRole('button', { name: `Unidades: ${destino.descricao}` });
    await expect(filtro).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __semRecarregar?: boolean }).__semRecarregar = true;
    });
    const outra = destino.id === campinas.id ? curitiba : campinas;
    await filtro.click();
    const grupo = page.getByRole('group', { name: 'Filtro de unidades' });
    await expect(grupo.getByRole('checkbox', { name: destino.descricao })).toBeChecked();
    await grupo.getByRole('checkbox', { name: outra.descricao }).check();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Unidades: 2 unidades' })).toBeVisible();
    const juntas = await codigosDoEscopo(page, {
      BusinessUnitId: destino.id,
      BusinessUnitFilter: `${destino.id},${outra.id}`,
    });
    await expectCards(page, juntas);
    expect(
      await page.evaluate(() => (window as unknown as { __semRecarregar?: boolean }).__semRecarregar),
    ).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await capturePage(page, testInfo, 'quadro-filtro-de-unidades');

    // Switching the unit again drops the filter: the board shows the new unit alone.
    await page.getByRole('combobox', { name: 'Unidade de negócio' }).click();
    await page.getByRole('option', { name: inicial.descricao }).click();
    await page
      .getByRole('dialog', { name: 'Trocar unidade de negócio' })
      .getByRole('button', { name: 'Trocar' })
      .click();
    await expect(page.getByRole('combobox', { name: 'Unidade de negócio' })).toHaveValue(inicial.descricao);
    await expectCards(page, daInicial);
    expect(pageErrors).toEqual([]);
  });
});
