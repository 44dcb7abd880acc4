import {
  Licenca,
  Modulo,
  type TInicioResumoResponse,
  TipoEmpresa,
  type TTotalizadoresResponse,
} from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearBusinessUnitScope, setSelectedBusinessUnit } from '../../../lib/business-unit.storage';
import { APP_ROUTES } from '../../../lib/navigation/app-routes';
import { clearSession, saveSessionToken } from '../../../lib/session';
import { callsTo, stubApi, type TFakeRoutes } from '../../../test/fetch-routes';
import { makeTokenObject } from '../../../test/jwt.fixtures';
import { renderRoutes } from '../../../test/render-app';
import { filtrosFromSearch } from '../../cargas/quadro/filtros/use-quadro-filtros';
import { HomePage } from '../../shell/pages/home-page';

const DIA = '2026-11-22';

const RESUMO: TInicioResumoResponse = {
  dia: DIA,
  coletasHoje: {
    total: 5,
    porGrupo: [
      { grupo: 'aguardando-alocacao', quantidade: 2 },
      { grupo: 'em-andamento', quantidade: 3 },
      { grupo: 'entregue', quantidade: 0 },
    ],
  },
  entregasHoje: {
    total: 0,
    porGrupo: [
      { grupo: 'aguardando-alocacao', quantidade: 0 },
      { grupo: 'em-andamento', quantidade: 0 },
      { grupo: 'entregue', quantidade: 0 },
    ],
  },
  ocorrenciasAbertas: {
    total: 4,
    porGrupo: [
      { grupo: 'aguardando-alocacao', quantidade: 0 },
      { grupo: 'em-andamento', quantidade: 4 },
      { grupo: 'entregue', quantidade: 0 },
    ],
  },
};

const TOTALIZADORES: TTotalizadoresResponse = {
  total: 1234,
  porSituacao: [
    { situacao: 1, quantidade: 200 },
    { situacao: 2, quantidade: 30 },
    { situacao: 3, quantidade: 4 },
    { situacao: 4, quantidade: 990 },
    { situacao: 5, quantidade: 6 },
    { situacao: 7, quantidade: 4 },
  ],
  porGrupo: [
    { grupo: 'aguardando-alocacao', quantidade: 200 },
    { grupo: 'em-andamento', quantidade: 34 },
    { grupo: 'entregue', quantidade: 994 },
  ],
};

const API: TFakeRoutes = {
  'GET /api/frete/chave': { body: { key: 'chave' } },
  'GET /api/frete/carga/totalizadores/1': { body: TOTALIZADORES },
  'GET /api/inicio/resumo': { body: RESUMO },
};

function signInAs(ownerType: number, modules: string[] = [Modulo.Cargas, Modulo.Frota]) {
  saveSessionToken(
    makeTokenObject({
      sub: 'u1',
      role: 'Administrador',
      AuthorizedModule: modules,
      License: Licenca.Cliente,
      TipoEmpresa: ownerType,
      name: 'Mariana Costa',
    }),
  );
}

function Board() {
  const location = useLocation();
  return <output data-testid="board">{`${location.pathname}${location.search}`}</output>;
}

function renderHome() {
  const home = APP_ROUTES.find((route) => route.path === '/home');
  return renderRoutes(
    [
      { path: '/home', element: <HomePage />, handle: home },
      { path: '/cargas/minhas-cargas', element: <Board /> },
    ],
    '/home',
  );
}

const figura = (name: string) => screen.findByRole('region', { name });
const hrefOf = (element: HTMLElement) => new URL(element.getAttribute('href') ?? '', 'http://x');

beforeEach(() => {
  setSelectedBusinessUnit('b6a7c1de-0000-4000-8000-000000000001');
});

afterEach(() => {
  clearSession();
  clearBusinessUnitScope();
});

describe("the shipper's 'Visão geral'", { timeout: 30_000 }, () => {
  it('shows today’s figures linking to the board with the matching filter and group tab', async () => {
    signInAs(TipoEmpresa.Embarcador);
    stubApi(API);
    renderHome();
    expect(screen.getByText('Visão geral')).toBeTruthy();

    const coletas = await figura('Coletas hoje');
    const coletasLink = within(coletas).getByRole('link', {
      name: 'Coletas hoje: 5. Ver no quadro de cargas',
    });
    const url = hrefOf(coletasLink);
    expect(url.pathname).toBe('/cargas/minhas-cargas');
    // The group holding most of today's collections, and the board's own reading of the filters.
    expect(url.searchParams.get('grupo')).toBe('em-andamento');
    expect(filtrosFromSearch(url.search)).toEqual({ dhColetaIni: DIA, dhColetaFim: DIA });
    // The breakdown links each group.
    const aguardando = within(coletas).getByRole('link', { name: '2 aguardando alocação' });
    expect(hrefOf(aguardando).searchParams.get('grupo')).toBe('aguardando-alocacao');
    expect(within(coletas).queryByRole('link', { name: /entregue/ })).toBeNull();

    const entregas = await figura('Entregas hoje');
    expect(within(entregas).queryByRole('link')).toBeNull();
    expect(within(entregas).getByText('Nenhuma entrega prevista para hoje.')).toBeTruthy();

    const ocorrencias = await figura('Ocorrências em aberto');
    const ocorrenciasUrl = hrefOf(
      within(ocorrencias).getByRole('link', { name: /Ocorrências em aberto: 4/ }),
    );
    expect(ocorrenciasUrl.searchParams.get('grupo')).toBe('em-andamento');
    expect(filtrosFromSearch(ocorrenciasUrl.search)).toEqual({ comOcorrencia: true });

    fireEvent.click(coletasLink);
    await waitFor(() =>
      expect(screen.getByTestId('board').textContent).toBe(
        `/cargas/minhas-cargas?grupo=em-andamento&dhColetaIni=${DIA}&dhColetaFim=${DIA}`,
      ),
    );
  });

  it('lists the loads by situacao per board group, each linking to the board filtered by it', async () => {
    signInAs(TipoEmpresa.Embarcador);
    stubApi(API);
    renderHome();
    const section = await figura('Cargas por situação');
    expect(within(section).getByText('Total: 1.234')).toBeTruthy();
    const grupo = within(section).getByRole('link', { name: 'Execução em andamento: 34' });
    expect(hrefOf(grupo).search).toBe('?grupo=em-andamento');
    const ocorrencia = within(section).getByRole('link', { name: 'Possui ocorrência' });
    expect(hrefOf(ocorrencia).searchParams.get('grupo')).toBe('em-andamento');
    expect(filtrosFromSearch(hrefOf(ocorrencia).search)).toEqual({ situacao: [7] });
    // Situacao 3 reads 'Ofertada' as on the cards and the board filter.
    expect(within(section).getByRole('link', { name: 'Ofertada' })).toBeTruthy();
    // Loads off the board are counted, without a link.
    expect(within(section).getByText('Fora do quadro: Cancelada 6')).toBeTruthy();
    // The areas list stays below the figures.
    expect(screen.getByText('Estas são as áreas disponíveis para você:')).toBeTruthy();
  });

  it('shows a loading state, then an error with a retry that loads the figures', async () => {
    signInAs(TipoEmpresa.Embarcador);
    let fail = true;
    const fetchMock = stubApi({
      ...API,
      'GET /api/inicio/resumo': () =>
        fail
          ? { status: 500, body: { message: 'Erro do servidor ao processar a requisição' } }
          : { body: RESUMO },
    });
    renderHome();
    expect(screen.getByLabelText('Carregando a visão geral')).toBeTruthy();
    expect(await screen.findByText('Não foi possível carregar a visão geral')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await figura('Coletas hoje')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/inicio/resumo').length).toBe(2);
  });
});

describe('the home of others', { timeout: 30_000 }, () => {
  it('stays the generic home for a carrier, asking no figures', async () => {
    signInAs(TipoEmpresa.Transportadora);
    const fetchMock = stubApi(API);
    renderHome();
    expect(await screen.findByText('Estas são as áreas disponíveis para você:')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Olá, Mariana!' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Coletas hoje' })).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/inicio/resumo')).toHaveLength(0);
  });

  it('shows no figures to a shipper without the Cargas module', async () => {
    signInAs(TipoEmpresa.Embarcador, [Modulo.Frota]);
    const fetchMock = stubApi(API);
    renderHome();
    expect(await screen.findByText('Estas são as áreas disponíveis para você:')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/inicio/resumo')).toHaveLength(0);
  });
});
