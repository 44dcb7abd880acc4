import { describe, expect, it } from 'vitest';
import { makeSession } from '../../../test/jwt.fixtures';
import { APP_ROUTES } from '../app-routes';
import { buildMenu } from '../menu';

const paths = APP_ROUTES.map((route) => route.path);

describe('route table (01 §2, 02 §2)', () => {
  it('registers every route of both documents once', () => {
    const expected = [
      '/login',
      '/forgot-password',
      '/new-password',
      '/pesquisa',
      '/impressao-checklist',
      '/not-found',
      '/unauthorized',
      '/browser-support/:browser/:version',
      '/app-frota',
      '/home',
      '/home-embarcador',
      '/frota/agenda/:vehicleId/atividade/:plate',
      '/cargas/minhas-cargas/romaneio',
      '/cargas/minhas-cargas/romaneio-unificado',
      '/oferecimento/tabela-frete/cotacao',
      '/relatorios/relatorio-agendamento',
      '/integracao/importacao',
      '/mensagens/:conversaId',
      '/menu/termos-uso/protecao-dados',
      '/painel-admin',
    ];
    for (const path of expected) expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => path.startsWith('/relatorios/'))).toHaveLength(12);
  });

  it('gives every route a pt-BR title and a description', () => {
    for (const route of APP_ROUTES) {
      expect(route.title.length).toBeGreaterThan(0);
      expect(route.description.length).toBeGreaterThan(0);
    }
  });
});

describe('buildMenu', () => {
  it('lists only what the session may open', () => {
    const session = makeSession({ role: 'Operador', AuthorizedModule: ['cargas'], TipoEmpresa: 1 });
    const areas = buildMenu(session).map((group) => group.area.key);
    expect(areas).toContain('cargas');
    expect(areas).not.toContain('frota');
    expect(areas).not.toContain('configuracoes');
    expect(areas).not.toContain('cross-docking');
  });

  it("hides 'minhas-cargas' when the Panel module is present (01 §2)", () => {
    const withPanel = makeSession({ role: 'Operador', AuthorizedModule: ['cargas', 'painel'] });
    const withoutPanel = makeSession({ role: 'Operador', AuthorizedModule: ['cargas'] });
    const cargas = (session: ReturnType<typeof makeSession>) =>
      buildMenu(session)
        .find((group) => group.area.key === 'cargas')
        ?.items.map((item) => item.path);
    expect(cargas(withPanel)).not.toContain('/cargas/minhas-cargas');
    expect(cargas(withPanel)).toContain('/cargas/painel');
    expect(cargas(withoutPanel)).toContain('/cargas/minhas-cargas');
  });
});
