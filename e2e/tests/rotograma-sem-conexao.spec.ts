import { GrupoQuadro, MESSAGES } from '@embarca/domain';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import { BOARD_ROUTE, fetchBoardGroup } from '../support/quadro-actions';

/*
 * Issue 16 item 13: the route map (Leaflet) without its tiles — offline, or the tile server down — said
 * nothing (a grey box). The tile requests are refused here whatever the machine's network, and the map
 * must say so over itself in pt-BR, with its markers still there.
 */
test('o rotograma sem conexão diz que o mapa não pôde ser carregado', async ({ page }, testInfo) => {
  const pageErrors = recordPageErrors(page);
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  const [carga] = await fetchBoardGroup(page, GrupoQuadro.EmAndamento);
  if (!carga) throw new Error('Os dados de demonstração mudaram: nenhuma carga em andamento.');
  await openApp(page, `${BOARD_ROUTE}?drawer=${encodeURIComponent(`cargas/detalhes/${carga.id}/rotograma`)}`);
  const mapa = page.getByRole('region', { name: `Mapa da rota da carga ${carga.codigo}` });
  await expect(mapa).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.mapTilesUnavailable })).toBeVisible();
  await expect(mapa.locator('.embarca-map-marker').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await capturePage(page, testInfo, 'rotograma-sem-conexao');
  expect(pageErrors).toEqual([]);
});
