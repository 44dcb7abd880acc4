import { hojeEmSaoPaulo, somarDias, type TAgenda } from '@embarca/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import { cargaSimples, desativarPelaApi, type TCargaCriada } from '../support/ciclo-de-vida';
import { callApiFromPage, getFromPage, openBoard } from '../support/quadro-actions';

// Issue 18: the fleet agenda (loads, unavailability, the load's drawer) and the allocation form's
// suggestions and CNH-expiry warning, against the demo data (apps/api/src/seed/frota-agenda-seed.ts: the
// driver Edson Luiz Cardoso's CNH expires in 10 days).

const MOTORISTA_CNH_A_VENCER = 'Edson Luiz Cardoso';

async function cargaLeve(page: Page): Promise<TCargaCriada> {
  const payload = cargaSimples(`AGENDA-${Date.now().toString(36)}`, 75);
  payload.carga.pesoBruto = 1_000;
  payload.carga.volume = 5;
  const response = await callApiFromPage<TCargaCriada>(page, 'POST', '/carga-mongo/cadastrar', payload);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

test.describe('agenda da frota (issue 18)', () => {
  // Two drawers, a dialog, axe four times and screenshots at two widths: slow on a busy machine.
  test.describe.configure({ timeout: 420_000 });

  test('o embarcador vê a agenda, adiciona uma manutenção, abre a carga e aloca com o aviso da CNH', async ({
    page,
  }, testInfo) => {
    const errors = recordPageErrors(page);
    await signIn(page, 'admin@embarcador.demo');
    await expect(page).toHaveURL(/#\/home/);
    const criadas: string[] = [];
    const manutencoes: string[] = [];
    try {
      // The agenda: this week, the vehicles with their loads.
      await page.goto('/#/frota/agenda');
      await expect(page.getByRole('heading', { name: 'Agenda da frota' })).toBeVisible({ timeout: 60_000 });
      const agenda = page.getByRole('list', { name: /^Agenda da frota, / });
      await expect(agenda).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await capturePage(page, testInfo, 'agenda-semana');

      // A week with a load bar (this one, else the next ones).
      const barra = agenda.getByRole('button', { name: /: Carga \d+/ }).first();
      for (let semanas = 0; semanas < 3 && !(await barra.isVisible()); semanas += 1) {
        await page.getByRole('button', { name: 'Semana anterior' }).click();
        await expect(agenda).toHaveAttribute('aria-busy', 'false');
      }
      await expect(barra).toBeVisible();

      // Add a maintenance (tomorrow, 08:00–18:00) to the first vehicle of the list.
      await page.getByRole('button', { name: 'Hoje' }).click();
      await page.getByRole('button', { name: 'Adicionar indisponibilidade' }).click();
      const drawer = page.getByRole('dialog', { name: 'Adicionar indisponibilidade' });
      await expect(drawer).toBeVisible();
      await drawer
        .getByLabel(/^Veículo/)
        .first()
        .click();
      const opcao = page.getByRole('option').first();
      const placa = ((await opcao.textContent()) ?? '').split(' — ')[0] as string;
      await opcao.click();
      const amanha = somarDias(hojeEmSaoPaulo(new Date()), 1);
      await drawer.getByLabel(/^Início/).fill(`${amanha}T08:00`);
      await drawer.getByLabel(/^Fim/).fill(`${amanha}T18:00`);
      await expectNoSeriousA11yViolations(page);
      const salva = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/frota/agenda/indisponibilidades'),
      );
      await drawer.getByRole('button', { name: 'Salvar' }).click();
      const resposta = await salva;
      expect(resposta.status()).toBe(201);
      manutencoes.push((await resposta.json()).id);
      await expect(page.getByText('Indisponibilidade cadastrada com sucesso!')).toBeVisible();
      await expect(agenda.getByRole('button', { name: new RegExp(`^${placa}: Manutenção, `) })).toBeVisible();
      await capturePage(page, testInfo, 'agenda-com-manutencao');

      // A load bar opens the load's details drawer.
      const carga = agenda.getByRole('button', { name: /: Carga \d+/ }).first();
      if (await carga.isVisible()) {
        const codigo = /: Carga (\d+)/.exec((await carga.getAttribute('aria-label')) ?? '')?.[1];
        await carga.click();
        await expect(page).toHaveURL(/drawer=cargas\/detalhes\//);
        await expect(
          page
            .getByRole('dialog')
            .getByText(new RegExp(`Carga ${codigo}`))
            .first(),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
      }

      // The allocation form: the suggestions with their reasons, the CNH warning, then allocate.
      const nova = await cargaLeve(page);
      criadas.push(nova.id);
      await openBoard(page, `?drawer=cargas/detalhes/${nova.id}/encontrar-veiculo`);
      await page.getByRole('button', { name: 'Alocar veículo', exact: true }).click();
      const dialogo = page.getByRole('dialog', { name: `Alocar veículo na carga ${nova.codigo}` });
      await expect(dialogo).toBeVisible();
      const sugestoes = dialogo.getByRole('list', { name: 'Sugestões de veículos' });
      await expect(sugestoes).toBeVisible();
      await expect(sugestoes.getByText(/^Aproveitamento /).first()).toBeVisible();
      const escolher = sugestoes.getByRole('button', { name: /^Alocar este veículo \(/ }).first();
      const sugerida = /\((.+)\)$/.exec((await escolher.getAttribute('aria-label')) ?? '')?.[1] ?? '';
      await escolher.click();
      await dialogo
        .getByLabel(/^Motorista/)
        .first()
        .click();
      await page.getByRole('option', { name: new RegExp(MOTORISTA_CNH_A_VENCER) }).click();
      await expect(
        dialogo.getByText(new RegExp(`A CNH de ${MOTORISTA_CNH_A_VENCER} vence em 10 dias`)),
      ).toBeVisible();
      await dialogo.getByRole('button', { name: 'Alocar', exact: true }).click();
      await expect(
        dialogo.getByText('Há documentos vencidos ou a vencer. Deseja alocar mesmo assim?'),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await capturePage(page, testInfo, 'alocar-aviso-cnh');
      const alocada = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/carga-mongo/${nova.id}/alocar`),
      );
      await dialogo.getByRole('button', { name: 'Alocar mesmo assim' }).click();
      expect((await alocada).status()).toBe(200);
      await expect(page.getByText('Carga alocada com sucesso!')).toBeVisible();
      const detalhes = await getFromPage<{
        veiculo: { placa: string } | null;
        motorista: { nome: string } | null;
      }>(page, `/carga-mongo/${nova.id}/details`);
      expect(detalhes.veiculo?.placa.replace('-', '')).toBe(sugerida.replace('-', ''));
      expect(detalhes.motorista?.nome).toBe(MOTORISTA_CNH_A_VENCER);
      // The new load is on that vehicle's agenda in its week.
      const dia = somarDias(hojeEmSaoPaulo(new Date()), 75);
      const deles = await getFromPage<TAgenda>(
        page,
        `/frota/agenda?inicio=${somarDias(dia, -3)}&fim=${somarDias(dia, 3)}&placa=${sugerida.replace('-', '')}`,
      );
      expect(deles.veiculos[0]?.itens.some((item) => item.cargaId === nova.id)).toBe(true);
    } finally {
      for (const id of manutencoes)
        await callApiFromPage(page, 'DELETE', `/frota/agenda/indisponibilidades/${id}`);
      await desativarPelaApi(page, criadas);
    }
    expect(errors).toEqual([]);
  });
});
