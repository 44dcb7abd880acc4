import { GrupoQuadro, PERSONALIZACAO_CARD_CARGA } from '@embarca/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSessionToken } from '../../../../lib/session';
import { STORAGE_KEYS } from '../../../../lib/storage-keys';
import { callsTo, stubApi } from '../../../../test/fetch-routes';
import { makeTokenObject } from '../../../../test/jwt.fixtures';
import { renderRoutes } from '../../../../test/render-app';
import { MinhasCargasPage } from '../pages/minhas-cargas-page';
import { makeCard, makeEtapa } from './quadro-fixtures';
import { rotasDoGrupo, usarLayoutFalso } from './quadro-harness';

// The real-time hub opens a WebSocket; the page's use of its status is what is tested here.
vi.mock('../api/use-cargas-hub', () => ({ useCargasHub: () => ({ status: 'online' }) }));

const A = GrupoQuadro.AguardandoAlocacao;
const UNIT = '00000000-0000-4000-8000-0000000000aa';
const E1 = makeEtapa({
  id: '00000000-0000-4000-8000-0000000000e1',
  descricao: 'Aguardando contratação',
  grupoEtapa: A,
  ordem: 1,
});

usarLayoutFalso();

function signIn(role: 'Administrador' | 'Operador', unit: string | null) {
  saveSessionToken(makeTokenObject({ sub: 'u1', role, OwnerId: 'o1', AuthorizedModule: ['cargas'] }));
  if (unit) localStorage.setItem(STORAGE_KEYS.selectedUnit, unit);
}

function stubQuadro() {
  return stubApi({
    ...rotasDoGrupo(A, [makeCard({ codigo: 77, etapa: E1.id })]),
    'GET /api/frete/carga/totalizadores/1': {
      body: {
        total: 3,
        porSituacao: [],
        porGrupo: [
          { grupo: A, quantidade: 1 },
          { grupo: GrupoQuadro.EmAndamento, quantidade: 2 },
          { grupo: GrupoQuadro.Entregue, quantidade: 0 },
        ],
      },
    },
    'GET /api/kanbanpipecargas/list': { body: [E1] },
    // Never saved: the API answers the name with a null value (issue 16).
    [`GET /api/owner-preferences/preferencia/${PERSONALIZACAO_CARD_CARGA}`]: {
      body: { nome: PERSONALIZACAO_CARD_CARGA, valor: null },
    },
  });
}

const renderPage = () =>
  renderRoutes([{ path: '/cargas/minhas-cargas', element: <MinhasCargasPage /> }], '/cargas/minhas-cargas');

describe('MinhasCargasPage', { timeout: 20_000 }, () => {
  it('shows the groups with their counts, the hub status and the first group’s cards', async () => {
    signIn('Administrador', UNIT);
    stubQuadro();
    renderPage();
    const tab = await screen.findByRole('tab', { name: /Aguardando alocação de veículo/ });
    await waitFor(() => expect(tab.textContent).toContain('1'));
    expect(screen.getByRole('tab', { name: /Execução em andamento/ }).textContent).toContain('2');
    expect(screen.getByText('Tempo real ativo')).toBeTruthy();
    const coluna = await screen.findByRole('region', { name: `Etapa ${E1.descricao}` });
    expect(await within(coluna).findByRole('article', { name: 'Carga 77' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Etapas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Personalizar cartão' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeTruthy();
  });

  it('offers stage and card-layout administration only to administrators', async () => {
    signIn('Operador', UNIT);
    stubQuadro();
    renderPage();
    expect(await screen.findByRole('article', { name: 'Carga 77' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Etapas' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Personalizar cartão' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Trocar a posição da etapa/ })).toBeNull();
  });

  it('asks for a business unit when none is selected, and reads no board', async () => {
    signIn('Administrador', null);
    const fetchMock = stubQuadro();
    renderPage();
    expect(await screen.findByText('Nenhuma unidade de negócio selecionada')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(callsTo(fetchMock, `GET /api/frete/quadro/carga/${A}`)).toHaveLength(0);
  });
});
