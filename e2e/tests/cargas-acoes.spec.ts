import { GrupoQuadro, SituacaoCarga } from '@embarca/domain';
import { expect, test } from '@playwright/test';
import { recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import { callApiFromPage, cardByCode, fetchBoardGroup, openBoard } from '../support/quadro-actions';

// Load actions from the board (issue 7). Each journey puts the demo data back through the API.
test.describe('ações da carga no quadro', () => {
  test('o embarcador finaliza uma carga entregue pelo botão do cartão', async ({ page }) => {
    const errors = recordPageErrors(page);
    await signIn(page, 'admin@embarcador.demo');
    await expect(page).toHaveURL(/#\/home/);
    const entregues = await fetchBoardGroup(page, GrupoQuadro.Entregue);
    const carga = entregues.find(
      (card) => card.situacao === SituacaoCarga.EntregueNaoFinalizada && card.ownerCriadorDaCarga,
    );
    expect(carga, 'uma carga entregue e não finalizada criada pelo embarcador').toBeDefined();
    try {
      await openBoard(page, `?grupo=${GrupoQuadro.Entregue}`);
      await page.getByRole('button', { name: `Finalizar a contratação da carga ${carga!.codigo}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Finalizar contratação' });
      await expect(
        dialog.getByText(`Deseja finalizar a contratação da carga ${carga!.codigo}?`),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Finalizar', exact: true }).click();
      await expect(page.getByText('Contratação finalizada com sucesso!')).toBeVisible();
      // Finished (situacao 4): still in the delivered group, without the Finish button.
      await expect(
        page.getByRole('button', { name: `Finalizar a contratação da carga ${carga!.codigo}` }),
      ).toHaveCount(0);
    } finally {
      await callApiFromPage(page, 'PUT', `/carga-mongo/${carga!.id}/reverter-finalizacao`);
    }
    expect(errors).toEqual([]);
  });

  test('desativar três cargas de uma vez mostra o progresso e as tira do quadro', async ({ page }) => {
    const errors = recordPageErrors(page);
    await signIn(page, 'admin@embarcador.demo');
    await expect(page).toHaveURL(/#\/home/);
    const aguardando = await fetchBoardGroup(page, GrupoQuadro.AguardandoAlocacao);
    const escolhidas: typeof aguardando = [];
    try {
      await openBoard(page);
      await page.getByRole('button', { name: 'Selecionar cargas' }).click();
      // Three cards on screen (columns are virtualised) that the other journeys do not use (1003, 1008).
      const caixas = page.getByRole('checkbox', { name: /^Selecionar a carga \d+$/ });
      await expect(caixas.first()).toBeVisible();
      for (const nome of await caixas.evaluateAll((els) =>
        els.map((el) => el.getAttribute('aria-label') ?? ''),
      )) {
        const codigo = Number(nome.replace(/\D/g, ''));
        const card = aguardando.find((c) => c.codigo === codigo);
        if (card && ![1003, 1008].includes(codigo) && escolhidas.length < 3) escolhidas.push(card);
      }
      expect(escolhidas).toHaveLength(3);
      for (const card of escolhidas) {
        await page.getByRole('checkbox', { name: `Selecionar a carga ${card.codigo}` }).check();
      }
      await page.getByRole('button', { name: 'Desativar selecionadas' }).click();
      const form = page.getByRole('dialog', { name: 'Desativar 3 cargas' });
      await form.getByLabel('Motivo').click();
      await page.getByRole('option').first().click();
      await form.getByRole('button', { name: 'Desativar 3 cargas' }).click();
      const progresso = page.getByRole('dialog', { name: 'Desativação concluída' });
      await expect(progresso).toBeVisible();
      await expect(progresso.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      await progresso.getByRole('button', { name: 'Fechar' }).click();
      for (const card of escolhidas) await expect(cardByCode(page, card.codigo)).toHaveCount(0);
    } finally {
      for (const card of escolhidas) await callApiFromPage(page, 'POST', `/carga-mongo/${card.id}/reativar`);
    }
    expect(errors).toEqual([]);
  });
});
