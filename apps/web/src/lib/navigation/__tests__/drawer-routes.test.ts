import { describe, expect, it } from 'vitest';
import { makeSession } from '../../../test/jwt.fixtures';
import { canAccessRoute } from '../../access';
import { matchDrawerRoute, readDrawerParam, withDrawer, withoutDrawer } from '../drawer-routes';

describe('readDrawerParam', () => {
  it('reads the drawer path from the hash search (DESIGN.md §4)', () => {
    expect(readDrawerParam('?drawer=cargas/detalhes/123')).toBe('cargas/detalhes/123');
    expect(readDrawerParam('?x=1&drawer=%2Fcargas%2Fdetalhes%2F123%2F')).toBe('cargas/detalhes/123');
  });

  it('is null without a drawer', () => {
    expect(readDrawerParam('')).toBeNull();
    expect(readDrawerParam('?drawer=')).toBeNull();
    expect(readDrawerParam('?drawer=/')).toBeNull();
  });
});

describe('matchDrawerRoute', () => {
  it('matches a load detail and its parameter', () => {
    const match = matchDrawerRoute('cargas/detalhes/123');
    expect(match?.route.title).toBe('Detalhes da carga');
    expect(match?.params.cargaId).toBe('123');
  });

  it('matches the detail sub-pages', () => {
    expect(matchDrawerRoute('cargas/detalhes/9/documentos')?.route.path).toBe(
      'cargas/detalhes/:cargaId/documentos',
    );
  });

  it("prefers 'new' over an id in cargas/cadastro-carga", () => {
    expect(matchDrawerRoute('cargas/cadastro-carga/new')?.route.path).toBe('cargas/cadastro-carga/new');
    expect(matchDrawerRoute('cargas/cadastro-carga/new/7')?.params.templateId).toBe('7');
    expect(matchDrawerRoute('cargas/cadastro-carga/55')?.params.cargaId).toBe('55');
  });

  it('is null for an unknown drawer', () => {
    expect(matchDrawerRoute('cargas/nao-existe')).toBeNull();
  });

  it('denies the Free licence on load drawers but not on the profile (01 §6)', () => {
    const free = makeSession({ role: 'Operador', License: 3, AuthorizedModule: ['cargas'] });
    const detail = matchDrawerRoute('cargas/detalhes/1');
    const profile = matchDrawerRoute('configuracoes/usuarios/profile');
    expect(detail && canAccessRoute(detail.route, free)).toBe(false);
    expect(profile && canAccessRoute(profile.route, free)).toBe(true);
  });
});

describe('withDrawer / withoutDrawer', () => {
  it('adds and removes the drawer, keeping other parameters', () => {
    expect(withDrawer('?a=1', 'cargas/detalhes/5')).toBe('?a=1&drawer=cargas/detalhes/5');
    expect(withoutDrawer('?a=1&drawer=cargas/detalhes/5')).toBe('?a=1');
    expect(withoutDrawer('?drawer=x')).toBe('');
  });
});
