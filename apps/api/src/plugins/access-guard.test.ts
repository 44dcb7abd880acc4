import { Licenca, Modulo, Role, TipoEmpresa, type TTokenClaims } from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import { isAccessAllowed } from './access-guard';

const operador: TTokenClaims = {
  sub: 'u',
  nome: 'Operador',
  email: 'op@x.com',
  role: 'Operador',
  AuthorizedModule: ['Cargas', 'frota'],
  UserUnauthorizedModule: [],
  License: Licenca.Cliente,
  OwnerId: 'o',
  Documento: '',
  TipoEmpresa: TipoEmpresa.Embarcador,
  UsuarioTipo: null,
  sv: 0,
};

describe('isAccessAllowed (01 §6)', () => {
  it('lets an Operador through Operador routes but not Administrador ones', () => {
    expect(isAccessAllowed(operador, { role: Role.Operador })).toBe(true);
    expect(isAccessAllowed(operador, { role: Role.Administrador })).toBe(false);
    expect(isAccessAllowed({ ...operador, role: 'Administrador' }, { role: Role.Operador })).toBe(true);
  });
  it('refuses a denied licence and an unexpected company type', () => {
    expect(isAccessAllowed({ ...operador, License: Licenca.Free }, { deniedLicences: [Licenca.Free] })).toBe(
      false,
    );
    expect(isAccessAllowed(operador, { deniedLicences: [Licenca.Free] })).toBe(true);
    expect(isAccessAllowed(operador, { ownerTypes: [TipoEmpresa.Transportadora] })).toBe(false);
    expect(isAccessAllowed(operador, { ownerTypes: [TipoEmpresa.Embarcador] })).toBe(true);
  });
  it('compares modules case-insensitively: all of `modules`, any of `anyModules`', () => {
    expect(isAccessAllowed(operador, { modules: [Modulo.Cargas, Modulo.Frota] })).toBe(true);
    expect(isAccessAllowed(operador, { modules: [Modulo.Cargas, Modulo.Auditoria] })).toBe(false);
    expect(isAccessAllowed(operador, { anyModules: [Modulo.Auditoria, Modulo.Frota] })).toBe(true);
    expect(isAccessAllowed(operador, { anyModules: [Modulo.Auditoria] })).toBe(false);
  });
});
