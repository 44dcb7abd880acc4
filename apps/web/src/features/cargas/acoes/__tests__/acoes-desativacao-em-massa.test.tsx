import { GrupoQuadro, MESSAGES } from '@embarca/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, requestBody } from '../../../../test/fetch-routes';
import { pickOption } from '../../../../test/form-fields';
import { makeCard } from '../../quadro/__tests__/quadro-fixtures';
import { usarLayoutFalso } from '../../quadro/__tests__/quadro-harness';
import { AVISO_INTERRUPCAO } from '../components/desativacao-progresso-modal';
import { renderQuadro, resposta } from './acoes-harness';

usarLayoutFalso();

const A = GrupoQuadro.AguardandoAlocacao;
const MOTIVOS = { 'GET /api/tipo': { body: [{ valor: 3, texto: 'Carga duplicada' }] } };
const url = (id: string) => `POST /api/carga-mongo/${id}/desativar`;

/** Selection mode, the whole stage selected, the form filled: returns the progress dialog. */
async function desativarEtapaInteira(n: number) {
  fireEvent.click(await screen.findByRole('button', { name: 'Selecionar cargas' }));
  fireEvent.click(
    await screen.findByRole('checkbox', {
      name: 'Selecionar todas as cargas da etapa Aguardando contratação',
    }),
  );
  expect(await screen.findByText(`${n} selecionadas`)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Desativar selecionadas' }));
  const form = await screen.findByRole('dialog', { name: `Desativar ${n} cargas` });
  // Several loads: each on its own, no lot option.
  expect(within(form).queryByRole('checkbox')).toBeNull();
  await pickOption(form, /^Motivo/, 'Carga duplicada');
  fireEvent.click(within(form).getByRole('button', { name: `Desativar ${n} cargas` }));
}

describe('deactivating many loads at once', { timeout: 30_000 }, () => {
  it('runs one call after another, lists each failure with its message and completes at total', async () => {
    const [c1, c2, c3] = [makeCard({ codigo: 9001 }), makeCard({ codigo: 9002 }), makeCard({ codigo: 9003 })];
    // A load directed to the caller cannot be selected.
    const alheia = makeCard({ codigo: 9004, visibilidade: 99 });
    const ordem: string[] = [];
    const { fetchMock } = renderQuadro(A, [c1!, c2!, c3!, alheia], (servidor) => ({
      ...MOTIVOS,
      [url(c1!.id)]: () => {
        ordem.push('9001');
        servidor.cards = servidor.cards.filter((card) => card.id !== c1!.id);
        return resposta('Carga desativada com sucesso!', null, [c1!.id]);
      },
      [url(c2!.id)]: () => {
        ordem.push('9002');
        return { status: 400, body: { message: 'A carga já está desativada.' } };
      },
      [url(c3!.id)]: () => {
        ordem.push('9003');
        return { status: 500, body: { message: 'boom' } };
      },
    }));
    await screen.findByRole('article', { name: 'Carga 9004' });
    await desativarEtapaInteira(3);
    expect(screen.queryByRole('checkbox', { name: 'Selecionar a carga 9004' })).toBeNull();

    const progresso = await screen.findByRole('dialog', { name: 'Desativação concluída' });
    expect(ordem).toEqual(['9001', '9002', '9003']);
    expect(within(progresso).getByText('3 de 3 cargas processadas')).toBeTruthy();
    expect(within(progresso).getByText('Carga desativada com sucesso!')).toBeTruthy();
    expect(within(progresso).getByText('2 cargas não foram desativadas:')).toBeTruthy();
    const falhas = within(within(progresso).getByRole('list', { name: 'Cargas não desativadas' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // The API's message; the spec's text when the answer has none to show.
    expect(falhas).toEqual([
      'Carga 9002: A carga já está desativada.',
      `Carga 9003: ${MESSAGES.deactivateLoadFailed}`,
    ]);
    expect(requestBody(callsTo(fetchMock, url(c2!.id))[0])).toEqual({
      motivoId: 3,
      ofertaCargaId: c2!.id,
      reverterFormacao: false,
      desativarLote: false,
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Carga 9001' })).toBeNull());

    fireEvent.click(within(progresso).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The selection ends with the dialog; the loads that failed are still on the board.
    expect(screen.getByRole('button', { name: 'Selecionar cargas' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Carga 9002' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Carga 9003' })).toBeTruthy();
  });

  it('warns before leaving while incomplete, and stops when the user leaves', async () => {
    const [c1, c2, c3] = [makeCard({ codigo: 9101 }), makeCard({ codigo: 9102 }), makeCard({ codigo: 9103 })];
    const ok = (id: string) => () => resposta('Carga desativada com sucesso!', null, [id]);
    const { fetchMock, router } = renderQuadro(A, [c1!, c2!, c3!], {
      ...MOTIVOS,
      [url(c1!.id)]: ok(c1!.id),
      [url(c2!.id)]: ok(c2!.id),
      [url(c3!.id)]: ok(c3!.id),
    });
    // The second call hangs until released.
    let soltar: () => void = () => undefined;
    const portao = new Promise<void>((resolve) => {
      soltar = resolve;
    });
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (input.endsWith(`${c2!.id}/desativar`)) await portao;
      return fetchMock(input, init);
    });
    await screen.findByRole('article', { name: 'Carga 9103' });
    await desativarEtapaInteira(3);

    const progresso = await screen.findByRole('dialog', { name: 'Desativando cargas…' });
    expect(await within(progresso).findByText('1 de 3 cargas processadas')).toBeTruthy();
    expect(within(progresso).queryByRole('button', { name: 'Fechar' })).toBeNull();

    // Closing the tab or reloading: the browser's own prompt.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // Navigating in the app: held and asked.
    await act(() => router.navigate('/home'));
    const aviso = await screen.findByRole('dialog', { name: 'Sair desta página?' });
    expect(within(aviso).getByText(AVISO_INTERRUPCAO)).toBeTruthy();
    fireEvent.click(within(aviso).getByRole('button', { name: 'Continuar aqui' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sair desta página?' })).toBeNull());
    expect(router.state.location.pathname).toBe('/cargas/minhas-cargas');

    await act(() => router.navigate('/home'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sair desta página?' })).getByRole('button', {
        name: 'Sair mesmo assim',
      }),
    );
    expect(await screen.findByText('Início')).toBeTruthy();
    await act(async () => soltar());
    // The call under way finishes on the server; the next one is never sent.
    await waitFor(() => expect(callsTo(fetchMock, url(c2!.id))).toHaveLength(1));
    expect(callsTo(fetchMock, url(c3!.id))).toHaveLength(0);
    // Left the page: no more prompt.
    const depois = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(depois);
    expect(depois.defaultPrevented).toBe(false);
  });

  it('opens the unified manifest of the selected loads in a new tab', async () => {
    const [c1, c2] = [makeCard({ codigo: 9101 }), makeCard({ codigo: 9102 })];
    renderQuadro(A, [c1!, c2!], () => MOTIVOS);
    const abrir = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    fireEvent.click(await screen.findByRole('button', { name: 'Selecionar cargas' }));
    const unificado = screen.getByRole('button', { name: 'Romaneio unificado' }) as HTMLButtonElement;
    expect(unificado.disabled).toBe(true);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar a carga 9101' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar a carga 9102' }));
    fireEvent.click(unificado);
    expect(abrir).toHaveBeenCalledTimes(1);
    const alvo = String(abrir.mock.calls[0]?.[0]);
    expect(alvo).toContain('#/cargas/minhas-cargas/romaneio-unificado?cargaId=');
    expect(alvo).toContain(c1!.id);
    expect(alvo).toContain(c2!.id);
    abrir.mockRestore();
  });
});
