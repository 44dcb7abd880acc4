import { Licenca, Modulo, Role, TipoEmpresa } from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../test/jwt.fixtures';
import { canAccessRoute, checkRouteAccess } from '../access';

const operador = makeSession({ role: 'Operador', AuthorizedModule: ['cargas', 'FROTA'], License: 1 });
const admin = makeSession({ role: 'Administrador', AuthorizedModule: ['Cargas'], License: 1 });

describe('canAccessRoute (01 §6)', () => {
  it('sends a visitor without a session to sign-in', () => {
    expect(checkRouteAccess({}, null)).toBe('unauthenticated');
  });

  it('treats an expired session as no session', () => {
    const expired = makeSession({ role: 'Administrador', exp: Math.floor(Date.now() / 1000) - 1 });
    expect(checkRouteAccess({}, expired)).toBe('unauthenticated');
  });

  it('Administrador routes require the Administrador role', () => {
    expect(canAccessRoute({ role: Role.Administrador }, admin)).toBe(true);
    expect(checkRouteAccess({ role: Role.Administrador }, operador)).toBe('unauthorized');
  });

  it('Operador routes accept Administrador and Operador, but not a token without a role', () => {
    expect(canAccessRoute({ role: Role.Operador }, operador)).toBe(true);
    expect(canAccessRoute({ role: Role.Operador }, admin)).toBe(true);
    expect(canAccessRoute({ role: Role.Operador }, makeSession({}))).toBe(false);
  });

  it('support-only routes (the admin panel) need user type 100, whatever the role', () => {
    const suporte = makeSession({ role: 'Administrador', UsuarioTipo: 100, License: 1 });
    expect(canAccessRoute({ role: Role.Administrador, supportOnly: true }, suporte)).toBe(true);
    expect(checkRouteAccess({ role: Role.Administrador, supportOnly: true }, admin)).toBe('unauthorized');
  });

  it('refuses a licence in the denied list', () => {
    const free = makeSession({ role: 'Operador', License: 3, AuthorizedModule: ['Cargas'] });
    const rule = { deniedLicences: [Licenca.Free], modules: [Modulo.Cargas] };
    expect(canAccessRoute(rule, free)).toBe(false);
    expect(canAccessRoute(rule, operador)).toBe(true);
  });

  it('requires every expected module, case-insensitive', () => {
    expect(canAccessRoute({ modules: [Modulo.Cargas, Modulo.Frota] }, operador)).toBe(true);
    expect(canAccessRoute({ modules: [Modulo.Cargas, Modulo.Oferecimento] }, operador)).toBe(false);
  });

  it('with anyOfModules, one of the modules is enough', () => {
    const rule = { anyOfModules: [Modulo.Oferecimento, Modulo.Frota] };
    expect(canAccessRoute(rule, operador)).toBe(true);
    expect(canAccessRoute({ anyOfModules: [Modulo.Oferecimento, Modulo.Formacao] }, operador)).toBe(false);
  });

  it('does not count a module refused to the user (UserUnauthorizedModule)', () => {
    const restricted = makeSession({
      role: 'Operador',
      AuthorizedModule: ['Cargas'],
      UserUnauthorizedModule: 'cargas',
    });
    expect(canAccessRoute({ modules: [Modulo.Cargas] }, restricted)).toBe(false);
  });

  it('matches the expected owner type, and shipper-only means shipper', () => {
    const shipper = makeSession({ role: 'Operador', TipoEmpresa: 3 });
    const carrier = makeSession({ role: 'Operador', TipoEmpresa: 1 });
    expect(canAccessRoute({ ownerType: TipoEmpresa.Transportadora }, carrier)).toBe(true);
    expect(canAccessRoute({ ownerType: TipoEmpresa.Transportadora }, shipper)).toBe(false);
    expect(canAccessRoute({ shipperOnly: true }, shipper)).toBe(true);
    expect(canAccessRoute({ shipperOnly: true }, carrier)).toBe(false);
  });

  it('allows a route without requirements to any signed-in user', () => {
    expect(canAccessRoute({}, makeSession({}))).toBe(true);
  });
});
