import { Modulo, type TCargaQuadroCard } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../../../lib/session';
import { renderRoutes } from '../../../../../test/render-app';
import { signInOperador } from '../../../../../test/session.fixtures';
import { makeCard } from '../../__tests__/quadro-fixtures';
import { isAtalhoPesquisaRapida } from '../atalho';
import { PesquisaRapida } from '../components/pesquisa-rapida';

const SEARCH_PATH = '/api/carga-mongo/pesquisa-rapida';
const DIALOG = 'Pesquisa rápida de cargas (Alt+.)';

interface SearchCall {
  termo: string;
  signal: AbortSignal | undefined;
}

/**
 * Fake API: the search answers `results[termo]` (no entry: no result) after `delay[termo]` ms, or never
 * when the term is in `hang` (until its request is aborted); the card layout is not stored (404).
 */
function stubSearchApi(
  results: Record<string, TCargaQuadroCard[]>,
  options: { hang?: string[] } = {},
): SearchCall[] {
  const calls: SearchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname !== SEARCH_PATH) return new Response('{"message":"x"}', { status: 404 });
      const termo = parsed.searchParams.get('termo') ?? '';
      const signal = init?.signal ?? undefined;
      calls.push({ termo, signal });
      if (options.hang?.includes(termo)) {
        return new Promise<Response>((_, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        });
      }
      return new Response(JSON.stringify({ items: results[termo] ?? [] }), { status: 200 });
    }),
  );
  return calls;
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderShell() {
  return renderRoutes(
    [
      {
        path: '/cargas/minhas-cargas',
        element: (
          <>
            <PesquisaRapida />
            <Search />
          </>
        ),
      },
    ],
    '/cargas/minhas-cargas?grupo=em-andamento',
  );
}

/** The first opening loads the dialog's lazy chunk: slow on a busy machine (it failed at 1 s before). */
async function openWithShortcut(init: KeyboardEventInit = { key: '.', code: 'Period', altKey: true }) {
  fireEvent.keyDown(window, init);
  return screen.findByRole('dialog', { name: DIALOG }, { timeout: 10_000 });
}

const input = () => screen.getByRole('combobox', { name: 'Pesquisa rápida de cargas' });
const type = (value: string) => fireEvent.change(input(), { target: { value } });

beforeEach(() => {
  signInOperador();
});

afterEach(() => {
  clearSession();
});

describe('quick cargo search', { timeout: 30_000 }, () => {
  it('opens with Alt+. and Alt+Shift+., and from the top-bar button named with the shortcut', async () => {
    stubSearchApi({});
    renderShell();
    expect(screen.queryByRole('dialog')).toBeNull();
    await openWithShortcut();
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openWithShortcut({ key: '>', code: 'Period', altKey: true, shiftKey: true });
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: DIALOG }));
    expect(await screen.findByRole('dialog', { name: DIALOG })).toBeTruthy();
  });

  it('searches 300 ms after the last key, only the settled term of more than 3 characters', async () => {
    const card = makeCard({ codigo: 4321, codigoIdentificador: 'PED-4321' });
    const calls = stubSearchApi({ 'PED-4321': [card] });
    renderShell();
    await openWithShortcut();
    type('PED');
    type('PED-');
    type('PED-43');
    type('PED-4321');
    // Nothing is sent while typing…
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls).toHaveLength(0);
    // …then only the last term, once.
    expect(await screen.findByRole('article', { name: 'Carga 4321' })).toBeTruthy();
    expect(calls.map((call) => call.termo)).toEqual(['PED-4321']);
  });

  it('cancels the request of a previous term when a new one is searched', async () => {
    const card = makeCard({ codigo: 5555 });
    const calls = stubSearchApi({ 'NF-5555': [card] }, { hang: ['NF-55'] });
    renderShell();
    await openWithShortcut();
    type('NF-55');
    await waitFor(() => expect(calls.map((call) => call.termo)).toEqual(['NF-55']));
    type('NF-5555');
    expect(await screen.findByRole('article', { name: 'Carga 5555' })).toBeTruthy();
    expect(calls.map((call) => call.termo)).toEqual(['NF-55', 'NF-5555']);
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(calls[1]?.signal?.aborted).toBe(false);
  });

  it('clears the results as soon as the term has 3 characters or fewer', async () => {
    stubSearchApi({ 'PED-1': [makeCard({ codigo: 1001 })] });
    renderShell();
    await openWithShortcut();
    type('PED-1');
    expect(await screen.findByRole('article', { name: 'Carga 1001' })).toBeTruthy();
    type('PED');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText(/Pesquise por código da carga/)).toBeTruthy();
  });

  it("says 'Nenhum resultado encontrado com: {term}' when nothing matches", async () => {
    stubSearchApi({});
    renderShell();
    await openWithShortcut();
    type('XYZW-9');
    expect(await screen.findByText('Nenhum resultado encontrado com: XYZW-9')).toBeTruthy();
  });

  it('clears the term with Escape, then closes with a second Escape', async () => {
    stubSearchApi({ 'PED-1': [makeCard({ codigo: 1001 })] });
    renderShell();
    await openWithShortcut();
    type('PED-1');
    expect(await screen.findByRole('article', { name: 'Carga 1001' })).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect((input() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('dialog', { name: DIALOG })).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("opens the load's details drawer over the current page when a result is clicked", async () => {
    const card = makeCard({ codigo: 7777 });
    stubSearchApi({ '7777': [card] });
    renderShell();
    await openWithShortcut();
    type('7777');
    const article = await screen.findByRole('article', { name: 'Carga 7777' });
    fireEvent.click(within(article).getByText(`${card.codigo} · ${card.codigoIdentificador}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const search = new URLSearchParams(screen.getByTestId('search').textContent ?? '');
    expect(search.get('drawer')).toBe(`cargas/detalhes/${card.id}`);
    // The page's own parameters stay.
    expect(search.get('grupo')).toBe('em-andamento');
  });

  it('is a combobox: the arrows choose the active result and Enter opens its details (issue 16)', async () => {
    const primeira = makeCard({ codigo: 5551 });
    const segunda = makeCard({ codigo: 5552 });
    stubSearchApi({ 'PED-55': [primeira, segunda] });
    renderShell();
    await openWithShortcut();
    type('PED-55');
    const listbox = await screen.findByRole('listbox', { name: 'Cargas encontradas' });
    const opcoes = within(listbox).getAllByRole('option');
    expect(opcoes).toHaveLength(2);
    await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'));
    expect(input().getAttribute('aria-controls')).toBe(listbox.id);
    // No control inside an option: the whole card is the choice.
    expect(within(listbox).queryAllByRole('button')).toEqual([]);

    const tecla = (key: string) => {
      fireEvent.keyDown(input(), { key, code: key });
      fireEvent.keyUp(input(), { key, code: key });
    };
    tecla('ArrowDown');
    await waitFor(() => expect(input().getAttribute('aria-activedescendant')).toBe(opcoes[0]?.id));
    expect(opcoes[0]?.getAttribute('aria-selected')).toBe('true');
    tecla('ArrowDown');
    await waitFor(() => expect(input().getAttribute('aria-activedescendant')).toBe(opcoes[1]?.id));
    expect(opcoes[0]?.getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const search = new URLSearchParams(screen.getByTestId('search').textContent ?? '');
    expect(search.get('drawer')).toBe(`cargas/detalhes/${segunda.id}`);
  });

  it('opens the first result with Enter when none was chosen', async () => {
    const carga = makeCard({ codigo: 5561 });
    stubSearchApi({ '5561': [carga] });
    renderShell();
    await openWithShortcut();
    type('5561');
    await screen.findByRole('option', { name: /^Carga 5561/ });
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const search = new URLSearchParams(screen.getByTestId('search').textContent ?? '');
    expect(search.get('drawer')).toBe(`cargas/detalhes/${carga.id}`);
  });

  it('shows the last search again when reopened after closing with the close button', async () => {
    stubSearchApi({ 'PED-1': [makeCard({ codigo: 1001 })] });
    renderShell();
    await openWithShortcut();
    type('PED-1');
    expect(await screen.findByRole('article', { name: 'Carga 1001' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar pesquisa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openWithShortcut();
    expect((input() as HTMLInputElement).value).toBe('PED-1');
    expect(await screen.findByRole('article', { name: 'Carga 1001' })).toBeTruthy();
  });

  it('is not offered to a user without the Cargas module', async () => {
    signInOperador({ AuthorizedModule: [Modulo.Frota] });
    stubSearchApi({});
    renderShell();
    expect(screen.queryByRole('button', { name: DIALOG })).toBeNull();
    fireEvent.keyDown(window, { key: '.', code: 'Period', altKey: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('isAtalhoPesquisaRapida', () => {
  const key = (init: Partial<KeyboardEvent>) =>
    isAtalhoPesquisaRapida({ altKey: false, ctrlKey: false, metaKey: false, code: '', key: '', ...init });

  it('takes Alt+. by key or physical key, with or without Shift, and nothing else', () => {
    expect(key({ altKey: true, key: '.', code: 'Period' })).toBe(true);
    // Option+. on a Mac types '≥'.
    expect(key({ altKey: true, key: '≥', code: 'Period' })).toBe(true);
    expect(key({ altKey: true, key: '>', code: 'Period' })).toBe(true);
    expect(key({ key: '.', code: 'Period' })).toBe(false);
    expect(key({ altKey: true, ctrlKey: true, key: '.', code: 'Period' })).toBe(false);
    expect(key({ altKey: true, key: ',', code: 'Comma' })).toBe(false);
  });
});
