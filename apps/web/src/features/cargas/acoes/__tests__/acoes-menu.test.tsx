import { AcaoCarga, GrupoQuadro, MESSAGES, SituacaoCarga, type TAcaoCarga } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../../test/fetch-routes';
import { makeCard } from '../../quadro/__tests__/quadro-fixtures';
import { abrirMenu, rotulosDoMenu, usarLayoutFalso } from '../../quadro/__tests__/quadro-harness';
import { entradasDoMenu, gruposDoMenu } from '../../quadro/menu-items';
import { acoesDaCarga, acoesDoMenuDoCard, podeFinalizar } from '../acoes-da-carga';
import { renderQuadro, resposta } from './acoes-harness';

usarLayoutFalso();

const { EmAndamento: E, Entregue: D } = GrupoQuadro;

describe('which load actions a card offers', () => {
  it('follows the state machine per situacao, for the company that owns the load', () => {
    const acoes = (situacao: number, extra = {}) => acoesDoMenuDoCard(makeCard({ situacao, ...extra }));
    expect(acoes(SituacaoCarga.AguardandoContratacao)).toEqual([
      AcaoCarga.Alocar,
      AcaoCarga.Cancelar,
      AcaoCarga.Desativar,
      AcaoCarga.AlterarUnidade,
    ]);
    for (const situacao of [SituacaoCarga.EmAndamento, SituacaoCarga.Ocorrencia]) {
      expect(acoes(situacao)).toEqual([
        AcaoCarga.Cancelar,
        AcaoCarga.Desativar,
        AcaoCarga.AlterarUnidade,
        AcaoCarga.AtualizarVeiculo,
      ]);
    }
    // 8: finishing is the card's own button, not a menu item.
    expect(acoes(SituacaoCarga.EntregueNaoFinalizada)).toEqual([
      AcaoCarga.Desativar,
      AcaoCarga.AlterarUnidade,
      AcaoCarga.AtualizarVeiculo,
    ]);
    expect(acoesDaCarga(makeCard({ situacao: 8 }))).toContain(AcaoCarga.Finalizar);
    expect(acoes(SituacaoCarga.Entregue)).toEqual([AcaoCarga.Desativar, AcaoCarga.AlterarUnidade]);
    expect(acoes(SituacaoCarga.Finalizada)).toEqual([
      AcaoCarga.ReverterFinalizacao,
      AcaoCarga.Desativar,
      AcaoCarga.AlterarUnidade,
    ]);
    // Only the creator company reverts a finishing.
    expect(acoes(SituacaoCarga.Finalizada, { ownerCriadorDaCarga: false })).toEqual([
      AcaoCarga.Desativar,
      AcaoCarga.AlterarUnidade,
    ]);
    // A load directed to the caller (a carrier's view) is another company's: no action at all.
    expect(acoes(SituacaoCarga.AguardandoContratacao, { visibilidade: 99 })).toEqual([]);
    expect(acoes(SituacaoCarga.EntregueNaoFinalizada, { visibilidade: 99 })).toEqual([]);
  });

  it('groups the menu: view, change (edit and stage first, the ways out last), print', () => {
    const card = makeCard({ situacao: SituacaoCarga.Finalizada, qntDocumentos: 1 });
    const rotulos = (acoes: readonly TAcaoCarga[]) =>
      gruposDoMenu(card, D, acoes).map((grupo) => [grupo.rotulo, grupo.entradas.map((e) => e.rotulo)]);
    // A finished load is no longer edited: no 'Editar'.
    expect(rotulos(acoesDoMenuDoCard(card))).toEqual([
      [
        'Visualizar',
        ['Detalhes', 'Rotograma', 'Encontrar veículo', 'Documentos', 'Anexos', 'Histórico', 'Acompanhamento'],
      ],
      ['Alterar', ['Mover para...', 'Reverter finalização', 'Alterar unidade de negócio', 'Desativar']],
      ['Imprimir', ['Gerar romaneio', 'Gerar romaneio sem itens', 'Gerar PDF']],
    ]);
    // Without actions (outside the board), the action items are not offered.
    expect(entradasDoMenu(card, D, []).map((e) => e.rotulo)).toEqual([
      'Detalhes',
      'Rotograma',
      'Encontrar veículo',
      'Documentos',
      'Anexos',
      'Histórico',
      'Acompanhamento',
      'Mover para...',
      'Gerar romaneio',
      'Gerar romaneio sem itens',
      'Gerar PDF',
    ]);
    // The drawer's actions (all that apply) in the same menu: a cancelled load, off the board, is reopened;
    // no stage to move to.
    const cancelada = makeCard({ situacao: SituacaoCarga.Cancelada, qntDocumentos: 0 });
    expect(
      gruposDoMenu(cancelada, null, acoesDaCarga(cancelada)).map((grupo) =>
        grupo.entradas.map((e) => e.rotulo),
      ),
    ).toEqual([
      ['Detalhes', 'Rotograma', 'Encontrar veículo', 'Anexos', 'Histórico'],
      ['Reabrir'],
      ['Gerar romaneio', 'Gerar romaneio sem itens', 'Gerar PDF'],
    ]);
  });

  it('offers Finish only in the delivered group, for situacao 8 and the creator company', () => {
    expect(podeFinalizar(makeCard({ situacao: 8 }), D)).toBe(true);
    expect(podeFinalizar(makeCard({ situacao: 8, ownerCriadorDaCarga: false }), D)).toBe(false);
    expect(podeFinalizar(makeCard({ situacao: 3 }), D)).toBe(false);
    expect(podeFinalizar(makeCard({ situacao: 4 }), D)).toBe(false);
    expect(podeFinalizar(makeCard({ situacao: 8, visibilidade: 99 }), D)).toBe(false);
    expect(podeFinalizar(makeCard({ situacao: 8 }), E)).toBe(false);
  });
});

describe('the card menu on the board', { timeout: 30_000 }, () => {
  it('shows the in-progress card’s actions and nothing for a load directed to the caller', async () => {
    const propria = makeCard({ situacao: SituacaoCarga.EmAndamento, qntDocumentos: 0 });
    const direcionada = makeCard({ situacao: SituacaoCarga.EmAndamento, qntDocumentos: 0, visibilidade: 99 });
    renderQuadro(E, [propria, direcionada]);
    expect(rotulosDoMenu(await abrirMenu(propria.codigo))).toEqual([
      'Detalhes',
      'Rotograma',
      'Encontrar veículo',
      'Anexos',
      'Histórico',
      'Acompanhamento',
      'Editar',
      'Mover para...',
      'Atualizar veículo',
      'Alterar unidade de negócio',
      'Cancelar carga',
      'Desativar',
      'Gerar romaneio',
      'Gerar romaneio sem itens',
      'Gerar PDF',
    ]);
    fireEvent.keyDown(await screen.findByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(rotulosDoMenu(await abrirMenu(direcionada.codigo))).toEqual([
      'Detalhes',
      'Rotograma',
      'Encontrar veículo',
      'Anexos',
      'Acompanhamento',
      'Mover para...',
      'Gerar romaneio',
      'Gerar romaneio sem itens',
      'Gerar PDF',
    ]);
  });

  it('shows the Finish button only where finishing applies, and finishes after confirmation', async () => {
    const entregue = makeCard({ situacao: SituacaoCarga.EntregueNaoFinalizada, codigo: 7001 });
    const deOutro = makeCard({
      situacao: SituacaoCarga.EntregueNaoFinalizada,
      codigo: 7002,
      ownerCriadorDaCarga: false,
    });
    const ofertada = makeCard({ situacao: SituacaoCarga.Entregue, codigo: 7003 });
    const finalizada = makeCard({ situacao: SituacaoCarga.Finalizada, codigo: 7004 });
    const { fetchMock } = renderQuadro(D, [entregue, deOutro, ofertada, finalizada], (servidor) => ({
      [`PUT /api/carga-mongo/${entregue.id}/finalizar`]: () => {
        const agora = { ...entregue, situacao: SituacaoCarga.Finalizada };
        servidor.cards = servidor.cards.map((card) => (card.id === agora.id ? agora : card));
        return resposta(MESSAGES.hiringFinished, agora, [entregue.id]);
      },
    }));
    await screen.findByRole('article', { name: 'Carga 7004' });
    const botoes = screen.getAllByRole('button', { name: /^Finalizar a contratação da carga/ });
    expect(botoes.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Finalizar a contratação da carga 7001',
    ]);

    fireEvent.click(botoes[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar contratação' });
    expect(within(dialog).getByText(/Deseja finalizar a contratação da carga 7001\?/)).toBeTruthy();
    expect(callsTo(fetchMock, `PUT /api/carga-mongo/${entregue.id}/finalizar`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar' }));

    expect(await screen.findByText(MESSAGES.hiringFinished)).toBeTruthy();
    expect(callsTo(fetchMock, `PUT /api/carga-mongo/${entregue.id}/finalizar`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The finished card stays in the group, without its button.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Finalizar a contratação da carga 7001' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: 'Carga 7001' })).toBeTruthy();
  });

  it('keeps the confirmation open with the API’s refusal (409)', async () => {
    const entregue = makeCard({ situacao: SituacaoCarga.EntregueNaoFinalizada, codigo: 7101 });
    renderQuadro(D, [entregue], {
      [`PUT /api/carga-mongo/${entregue.id}/finalizar`]: {
        status: 409,
        body: { message: MESSAGES.recordLocked },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar a contratação da carga 7101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar contratação' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.recordLocked);
    expect(screen.getByRole('dialog', { name: 'Finalizar contratação' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Carga 7101' })).toBeTruthy();
  });
});
