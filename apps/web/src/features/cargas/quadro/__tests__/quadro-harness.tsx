import {
  PERSONALIZACAO_CARD_PADRAO,
  type TCargaQuadroCard,
  type TGrupoQuadro,
  type TKanbanEtapa,
} from '@embarca/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, vi } from 'vitest';
import type { TFakeRoutes } from '../../../../test/fetch-routes';
import { QuadroDoGrupo } from '../components/quadro-do-grupo';

/** Test harness of the board (quadro-*.test.tsx, acoes-*.test.tsx): one group's columns with a mocked API. */

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

/** The board's reads of one group: the freight API's key and the group's one page of `cards`. */
export function rotasDoGrupo(grupo: TGrupoQuadro, cards: TCargaQuadroCard[]): TFakeRoutes {
  return {
    'GET /api/frete/chave': { body: { key: 'chave' } },
    [`GET /api/frete/quadro/carga/${grupo}`]: { body: { grupo, items: cards, nextCursor: null } },
  };
}

/** The columns of `grupo` with its `etapas`, no filter and the default card layout, as a regular user. */
export function quadroDoGrupo(
  grupo: TGrupoQuadro,
  etapas: TKanbanEtapa[],
  openDrawer: (drawerPath: string) => void = vi.fn(),
) {
  return (
    <QuadroDoGrupo
      grupo={grupo}
      filtros={{}}
      etapas={etapas}
      personalizacao={PERSONALIZACAO_CARD_PADRAO}
      isAdmin={false}
      height={900}
      openDrawer={openDrawer}
    />
  );
}

/** Opens the menu of the card of load `codigo` by its button. */
export async function abrirMenu(codigo: number) {
  fireEvent.click(await screen.findByRole('button', { name: `Ações da carga ${codigo}` }));
  return screen.findByRole('menu');
}

/** The labels of a menu's items, in order. */
export const rotulosDoMenu = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
