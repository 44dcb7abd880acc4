import { GrupoQuadro, MESSAGES, OrigemCarga, SituacaoCarga, TipoLookup } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, requestBody } from '../../../../test/fetch-routes';
import { fieldByLabel, pickOption } from '../../../../test/form-fields';
import { makeCard } from '../../quadro/__tests__/quadro-fixtures';
import { abrirMenu, usarLayoutFalso } from '../../quadro/__tests__/quadro-harness';
import { renderQuadro, resposta } from './acoes-harness';

usarLayoutFalso();

const A = GrupoQuadro.AguardandoAlocacao;
const MOTIVOS = {
  'GET /api/tipo': {
    body: [
      { valor: 3, texto: 'Carga duplicada' },
      { valor: 5, texto: 'Pedido cancelado pelo cliente' },
    ],
  },
};

async function abrirDesativar(codigo: number) {
  fireEvent.click(within(await abrirMenu(codigo)).getByRole('menuitem', { name: 'Desativar' }));
  return screen.findByRole('dialog', { name: `Desativar a carga ${codigo}` });
}

const botaoDesativar = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Desativar' }) as HTMLButtonElement;

describe('deactivating one load', { timeout: 30_000 }, () => {
  it('requires the reason, sends the form and takes the card off the board', async () => {
    const card = makeCard({
      situacao: SituacaoCarga.AguardandoContratacao,
      codigo: 8001,
      lote: true,
      origemCarga: OrigemCarga.CrossDocking,
    });
    const { fetchMock } = renderQuadro(A, [card], (servidor) => ({
      ...MOTIVOS,
      [`POST /api/carga-mongo/${card.id}/desativar`]: () => {
        servidor.cards = [];
        return resposta('Carga desativada com sucesso!', null, [card.id]);
      },
    }));
    const dialog = await abrirDesativar(8001);
    // 02 §5: the confirm button stays disabled until the form is valid.
    expect(botaoDesativar(dialog).disabled).toBe(true);
    // A load of a lot offers the lot option; a cross-docking load the shipments' fate.
    const lote = within(dialog).getByRole('checkbox', { name: /Aplicar a todas as cargas do lote/ });
    const remessas = within(dialog).getByRole('radiogroup', { name: 'Remessas da carga' });
    expect(
      within(remessas)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', '2']);
    expect(within(dialog).queryByRole('checkbox', { name: /Reverter a formação/ })).toBeNull();

    await pickOption(dialog, /^Motivo/, 'Pedido cancelado pelo cliente');
    await waitFor(() => expect(botaoDesativar(dialog).disabled).toBe(false));
    fireEvent.click(lote);
    fireEvent.click(within(remessas).getByRole('radio', { name: /cross-docking/ }));
    fireEvent.click(botaoDesativar(dialog));

    expect(await screen.findByText('Carga desativada com sucesso!')).toBeTruthy();
    const [chamada] = callsTo(fetchMock, `POST /api/carga-mongo/${card.id}/desativar`);
    expect(requestBody(chamada)).toEqual({
      motivoId: 5,
      ofertaCargaId: card.id,
      reverterFormacao: false,
      reverterRemessas: 2,
      desativarLote: true,
    });
    // The reasons come from lookup kind 12.
    const [motivos] = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/tipo'));
    expect(String(motivos?.[0])).toBe(`/api/tipo?tipo=${TipoLookup.DesativacaoCarga}`);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Carga 8001' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows only the reason for a plain load, and the reason’s error once touched', async () => {
    const card = makeCard({ situacao: SituacaoCarga.EmAndamento, codigo: 8002 });
    renderQuadro(GrupoQuadro.EmAndamento, [card], MOTIVOS);
    const dialog = await abrirDesativar(8002);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    const motivo = fieldByLabel(dialog, /^Motivo/);
    fireEvent.blur(motivo);
    expect(await within(dialog).findByText('Motivo é obrigatório!')).toBeTruthy();
    expect(botaoDesativar(dialog).disabled).toBe(true);
  });

  it('offers reverting the formation for a load-former load', async () => {
    const card = makeCard({ codigo: 8003, origemCarga: OrigemCarga.FormadorCargas });
    const { fetchMock } = renderQuadro(A, [card], {
      ...MOTIVOS,
      [`POST /api/carga-mongo/${card.id}/desativar`]: resposta('Carga desativada com sucesso!', null, [
        card.id,
      ]),
    });
    const dialog = await abrirDesativar(8003);
    expect(within(dialog).queryByRole('checkbox', { name: /lote/ })).toBeNull();
    await pickOption(dialog, /^Motivo/, 'Carga duplicada');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Reverter a formação da carga/ }));
    fireEvent.click(botaoDesativar(dialog));
    await waitFor(() =>
      expect(callsTo(fetchMock, `POST /api/carga-mongo/${card.id}/desativar`)).toHaveLength(1),
    );
    expect(requestBody(callsTo(fetchMock, `POST /api/carga-mongo/${card.id}/desativar`)[0])).toEqual({
      motivoId: 3,
      ofertaCargaId: card.id,
      reverterFormacao: true,
      desativarLote: false,
    });
  });

  it('keeps the dialog and its values when the API refuses (409, then 400)', async () => {
    const card = makeCard({ codigo: 8004 });
    let vez = 0;
    renderQuadro(A, [card], {
      ...MOTIVOS,
      [`POST /api/carga-mongo/${card.id}/desativar`]: () => {
        vez += 1;
        return vez === 1
          ? { status: 409, body: { message: MESSAGES.recordLocked } }
          : { status: 400, body: { message: 'Informe um motivo de desativação válido.' } };
      },
    });
    const dialog = await abrirDesativar(8004);
    await pickOption(dialog, /^Motivo/, 'Carga duplicada');
    fireEvent.click(botaoDesativar(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.recordLocked);
    expect(fieldByLabel(dialog, /^Motivo/).value).toBe('Carga duplicada');
    expect(screen.getByRole('article', { name: 'Carga 8004' })).toBeTruthy();
    fireEvent.click(botaoDesativar(dialog));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Informe um motivo de desativação válido.'),
    );
    expect(screen.getByRole('dialog', { name: 'Desativar a carga 8004' })).toBeTruthy();
  });
});
