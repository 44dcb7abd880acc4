import { formatPlate, type TMonitoramento } from '@embarca/domain';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import { fotoPng } from '../support/ciclo-de-vida';

/*
 * Issue 18, the monitoring map: the demo shipper opens /frota/monitoramento-operacional, sees its vehicles
 * on the map and in the list (one of them stale), filters by plate, selects a vehicle on a load and opens
 * the load's details drawer from there. Tiles are stubbed (a blank tile), as the other map journeys do.
 */
test('o embarcador acompanha a frota no mapa e abre a carga de um veículo', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const pageErrors = recordPageErrors(page);
  const tile = fotoPng(256);
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: tile }),
  );
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);

  const resposta = page.waitForResponse((r) => r.url().includes('/api/frota/monitoramento') && r.ok());
  await openApp(page, '/frota/monitoramento-operacional');
  const mapa = (await (await resposta).json()) as TMonitoramento;
  await expect(page.getByRole('heading', { name: 'Monitoramento operacional' })).toBeVisible();
  const regiao = page.getByRole('region', { name: 'Mapa da frota' });
  await expect(regiao).toBeVisible();
  // The map shows vehicles (single markers or clusters) and the list all of them.
  await expect(regiao.locator('.embarca-frota-marker, .embarca-map-cluster').first()).toBeVisible();
  const lista = page.getByRole('list', { name: 'Veículos' });
  await expect(lista.getByRole('listitem')).toHaveCount(mapa.veiculos.length);
  await expect(lista.getByText(/Posição desatualizada, há 2 h/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await capturePage(page, testInfo, 'frota-monitoramento');

  const alvo = mapa.veiculos.find((v) => v.carga !== null);
  if (!alvo?.carga)
    throw new Error('Os dados de demonstração mudaram: nenhum veículo em uma carga em andamento.');
  await page.getByLabel('Placa').fill(formatPlate(alvo.placa));
  await expect(lista.getByRole('listitem')).toHaveCount(1);
  await lista.getByRole('button', { name: new RegExp(`^${formatPlate(alvo.placa)}`) }).click();
  const detalhe = page.getByRole('region', { name: `Veículo ${formatPlate(alvo.placa)}` });
  await expect(detalhe).toBeVisible();
  await expect(detalhe.getByText(new RegExp(`^Carga ${alvo.carga.codigo}`))).toBeVisible();
  // Centred on it: its own marker (not a cluster) is on the map.
  await expect(regiao.locator('.embarca-frota-marker--selecionado')).toBeVisible();
  await capturePage(page, testInfo, 'frota-monitoramento-selecionado');

  await detalhe.getByRole('button', { name: `Abrir carga ${alvo.carga.codigo}` }).click();
  await expect(page).toHaveURL(new RegExp(`drawer=cargas(%2F|/)detalhes(%2F|/)${alvo.carga.id}`));
  await expect(page.getByRole('dialog').last()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('o mapa da frota em um celular', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const tile = fotoPng(256);
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: tile }),
  );
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  await openApp(page, '/frota/monitoramento-operacional');
  await expect(page.getByRole('region', { name: 'Mapa da frota' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Veículos' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await capturePage(page, testInfo, 'frota-monitoramento-celular');
});
