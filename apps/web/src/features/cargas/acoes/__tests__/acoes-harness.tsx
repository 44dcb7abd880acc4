import {
  GrupoQuadro,
  PERSONALIZACAO_CARD_PADRAO,
  type TCargaAcaoResponse,
  type TCargaQuadroCard,
  type TGrupoQuadro,
  type TKanbanEtapa,
} from '@embarca/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, vi } from 'vitest';
import { stubApi, type TFakeRoutes } from '../../../../test/fetch-routes';
import { renderRoutes } from '../../../../test/render-app';
import { makeCargaMongo, makeEtapa } from '../../quadro/__tests__/quadro-fixtures';
import { QuadroDoGrupo } from '../../quadro/components/quadro-do-grupo';

/** Test harness of the load actions (acoes-*.test.tsx): the board of one group with a mocked API. */

export const ETAPAS: Record<TGrupoQuadro, TKanbanEtapa> = {
  [GrupoQuadro.AguardandoAlocacao]: makeEtapa({
    id: '00000000-0000-4000-8000-0000000000a1',
    descricao: 'Aguardando contratação',
    grupoEtapa: GrupoQuadro.AguardandoAlocacao,
    ordem: 1,
  }),
  [GrupoQuadro.EmAndamento]: makeEtapa({
    id: '00000000-0000-4000-8000-0000000000a2',
    descricao: 'Em trânsito',
    grupoEtapa: GrupoQuadro.EmAndamento,
    ordem: 2,
  }),
  [GrupoQuadro.Entregue]: makeEtapa({
    id: '00000000-0000-4000-8000-0000000000a3',
    descricao: 'Entregues',
    grupoEtapa: GrupoQuadro.Entregue,
    ordem: 3,
  }),
};

/** jsdom has no layout: the virtualised columns read their viewport from clientHeight/clientWidth. */
export function usarLayoutFalso() {
  const clientSize = (value: number) => ({ configurable: true, get: () => value });
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientSize(800));
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientSize(300));
  });
  afterAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientSize(0));
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientSize(0));
  });
}

/**
 * The board of `grupo` showing `servidor.cards` (the server's state: a test's action route changes it, as
 * the re-read after each action shows), at /cargas/minhas-cargas (and a /home to navigate to).
 */
export function renderQuadro(
  grupo: TGrupoQuadro,
  cards: TCargaQuadroCard[],
  extra: TFakeRoutes | ((servidor: { cards: TCargaQuadroCard[] }) => TFakeRoutes) = {},
) {
  const servidor = { cards };
  const fetchMock = stubApi({
    'GET /api/frete/chave': { body: { key: 'chave' } },
    [`GET /api/frete/quadro/carga/${grupo}`]: () => ({
      body: { grupo, items: servidor.cards, nextCursor: null },
    }),
    'GET /api/frete/carga/totalizadores/1': { body: { total: 0, porSituacao: [], porGrupo: [] } },
    ...(typeof extra === 'function' ? extra(servidor) : extra),
  });
  const router = renderRoutes(
    [
      {
        path: '/cargas/minhas-cargas',
        element: (
          <QuadroDoGrupo
            grupo={grupo}
            filtros={{}}
            etapas={Object.values(ETAPAS)}
            personalizacao={PERSONALIZACAO_CARD_PADRAO}
            isAdmin={false}
            height={900}
            openDrawer={vi.fn()}
          />
        ),
      },
      { path: '/home', element: <p>Início</p> },
    ],
    '/cargas/minhas-cargas',
  );
  return { fetchMock, router, servidor };
}

/** The answer of an action: the load as now seen (null when it left the board) and the loads changed. */
export function resposta(
  message: string,
  card: TCargaQuadroCard | null,
  cargaIds: string[],
): { body: TCargaAcaoResponse } {
  return { body: { message, carga: card ? makeCargaMongo(card) : null, cargaIds } };
}

export async function abrirMenu(codigo: number) {
  fireEvent.click(await screen.findByRole('button', { name: `Ações da carga ${codigo}` }));
  return screen.findByRole('menu');
}

export const rotulosDoMenu = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

/** A form field by its label (a Select's listbox carries the same label: the input comes first). */
export const campo = (container: HTMLElement, label: string | RegExp) =>
  within(container).getAllByLabelText(label)[0] as HTMLInputElement;

/** Picks an option of a Mantine Select (its input found by label inside `container`). */
export async function escolher(container: HTMLElement, label: string | RegExp, opcao: string | RegExp) {
  const input = campo(container, label);
  input.focus();
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: opcao }));
}

/** The JSON body a mocked call received. */
export function corpo(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body ?? 'null'));
}
