import { LICENCA_LABELS, Licenca, MODULO_LABELS, Modulo, Role } from './acesso.enums';
import {
  canAccessRoute,
  DRAWER_ROUTE_REQUIREMENT,
  hasAllModules,
  hasAnyModule,
  hasRole,
  isFullLicense,
  isHiddenForLicense,
  isRestrictedOfferingLicense,
  isShipper,
  showsMinhasCargasMenuEntry,
  showsTrialBanner,
} from './acesso.rules';

describe('roles', () => {
  it('Administrador requires the Administrador token role', () => {
    expect(hasRole(Role.Administrador, 'Administrador')).toBe(true);
    expect(hasRole(Role.Administrador, 'Operador')).toBe(false);
  });

  it('Operador accepts Administrador or Operador', () => {
    expect(hasRole(Role.Operador, 'Operador')).toBe(true);
    expect(hasRole(Role.Operador, 'administrador')).toBe(true);
    expect(hasRole(Role.Operador, 'Visitante')).toBe(false);
    expect(hasRole(Role.Operador, null)).toBe(false);
  });
});

describe('modules', () => {
  it('has the 22 modules with labels', () => {
    expect(Object.values(Modulo)).toHaveLength(22);
    expect(MODULO_LABELS['portal-agendamento']).toBe('Portal de agendamento');
  });

  it('route access needs every expected module, case-insensitively', () => {
    expect(hasAllModules(['CARGAS', 'frota'], ['cargas', 'frota'])).toBe(true);
    expect(hasAllModules(['cargas'], ['cargas', 'frota'])).toBe(false);
    expect(hasAllModules(null, [])).toBe(true);
  });

  it('module checks by identifier are any-of', () => {
    expect(hasAnyModule(['frota'], ['cargas', 'frota'])).toBe(true);
    expect(hasAnyModule(['formacao'], ['cargas', 'frota'])).toBe(false);
  });
});

describe('canAccessRoute', () => {
  const admin = {
    role: 'Administrador',
    licenseType: Licenca.Cliente,
    companyType: 3,
    authorizedModules: ['cargas', 'cross-docking'],
  };

  it('allows when every condition holds', () => {
    expect(
      canAccessRoute(admin, { role: Role.Administrador, ownerType: 3, modules: ['cross-docking'] }),
    ).toBe(true);
  });

  it('refuses a role that does not fit', () => {
    expect(canAccessRoute({ ...admin, role: 'Operador' }, { role: Role.Administrador })).toBe(false);
  });

  it('refuses a denied licence (Free on drawer routes)', () => {
    expect(canAccessRoute({ ...admin, licenseType: Licenca.Free }, DRAWER_ROUTE_REQUIREMENT)).toBe(false);
    expect(canAccessRoute(admin, DRAWER_ROUTE_REQUIREMENT)).toBe(true);
  });

  it('refuses another company type when one is expected', () => {
    expect(canAccessRoute({ ...admin, companyType: 1 }, { ownerType: 3 })).toBe(false);
  });

  it('refuses a missing module', () => {
    expect(canAccessRoute(admin, { modules: ['cross-docking', 'hub-integracao'] })).toBe(false);
  });
});

describe('licences', () => {
  it('licenseType 1 is paid/full', () => {
    expect(isFullLicense(1)).toBe(true);
    expect(isFullLicense(Licenca.Trial)).toBe(false);
    expect(LICENCA_LABELS[1]).toBe('Cliente');
  });

  it('hides for a licence level, Free by default', () => {
    expect(isHiddenForLicense(Licenca.Free)).toBe(true);
    expect(isHiddenForLicense(Licenca.Cliente)).toBe(false);
    expect(isHiddenForLicense(Licenca.Trial, Licenca.Trial)).toBe(true);
  });

  it('shows the trial banner for a trial licence only', () => {
    expect(showsTrialBanner(Licenca.Trial)).toBe(true);
    expect(showsTrialBanner(Licenca.Cliente)).toBe(false);
  });

  it('identifies the restricted-offering licence claim', () => {
    expect(isRestrictedOfferingLicense(Licenca.OferecimentoRestrito)).toBe(true);
    expect(isRestrictedOfferingLicense(Licenca.Cliente)).toBe(false);
    expect(isRestrictedOfferingLicense('oferecimento-restrito')).toBe(true);
    expect(isRestrictedOfferingLicense(['cargas', 'Oferecimento-Restrito'])).toBe(true);
    expect(isRestrictedOfferingLicense('cargas')).toBe(false);
    expect(isRestrictedOfferingLicense(null)).toBe(false);
  });
});

describe('menu helpers', () => {
  it('shipper is company type 3', () => {
    expect(isShipper(3)).toBe(true);
    expect(isShipper(1)).toBe(false);
  });

  it("hides 'minhas-cargas' with the Panel module", () => {
    expect(showsMinhasCargasMenuEntry(['cargas'])).toBe(true);
    expect(showsMinhasCargasMenuEntry(['cargas', 'painel'])).toBe(false);
  });
});
