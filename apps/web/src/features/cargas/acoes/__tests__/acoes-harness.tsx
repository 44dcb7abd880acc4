import {
  GrupoQuadro,
  type TCargaAcaoResponse,
  type TCargaQuadroCard,
  type TGrupoQuadro,
  type TKanbanEtapa,
} from '@embarca/domain';
import { stubApi, type TFakeRoutes } from '../../../../test/fetch-routes';
import { renderRoutes } from '../../../../test/render-app';
import { makeCargaMongo, makeEtapa } from '../../quadro/__tests__/quadro-fixtures';
import { quadroDoGrupo } from '../../quadro/__tests__/quadro-harness';

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
        element: quadroDoGrupo(grupo, Object.values(ETAPAS)),
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
