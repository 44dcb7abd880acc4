import type { TCargaMongo } from '@embarca/domain';
import { expect, test } from '@playwright/test';
import { recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import { fetchBoardGroup, getFromPage } from '../support/quadro-actions';

test('Alt+. encontra uma carga pelo número da nota fiscal e abre os detalhes', async ({ page }) => {
  const errors = recordPageErrors(page);
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);

  // An NF number of a load on the admin's board (read from the API as the app would).
  const cards = await fetchBoardGroup(page, 'aguardando-alocacao');
  const withDocs = cards.find((card) => card.numerosNF.length > 0);
  expect(withDocs, 'uma carga com nota fiscal no quadro').toBeDefined();
  const carga = await getFromPage<TCargaMongo>(page, `/carga-mongo/${withDocs!.id}`);
  const nf = carga.documentos.find((doc) => doc.numeroNf)!.numeroNf!;

  await page.keyboard.press('Alt+Period');
  const dialog = page.getByRole('dialog', { name: /Pesquisa rápida de cargas/ });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('combobox', { name: 'Pesquisa rápida de cargas' });

  // Three characters or fewer search nothing.
  await input.fill(nf.slice(0, 3));
  await expect(dialog.getByRole('option')).toHaveCount(0);

  await input.fill(nf);
  const result = dialog.getByRole('option', { name: new RegExp(`^Carga ${carga.codigo}\\b`) });
  await expect(result).toBeVisible();

  await input.fill('nf-que-nao-existe-123');
  await expect(dialog.getByText('Nenhum resultado encontrado com: nf-que-nao-existe-123')).toBeVisible();

  await input.fill(nf);
  await result.click();
  await expect(page).toHaveURL(
    new RegExp(`drawer=cargas%2Fdetalhes%2F${carga.id}|drawer=cargas/detalhes/${carga.id}`),
  );
  await expect(page.getByRole('dialog').getByText(`Carga ${carga.codigo}`).first()).toBeVisible();
  expect(errors).toEqual([]);
});
