import { describe, expect, it } from 'vitest';
import { makeJwt, makeTokenObject } from '../../test/jwt.fixtures';
import {
  clearSession,
  decodeJwtPayload,
  getActiveSession,
  getSession,
  readClaims,
  SESSION_STORAGE_KEY,
  saveSessionToken,
  subscribeSession,
} from '../session';

describe('decodeJwtPayload', () => {
  it('reads a base64url payload with pt-BR characters', () => {
    const jwt = makeJwt({ name: 'João Conceição', sub: '42' });
    expect(decodeJwtPayload(jwt)).toEqual({ name: 'João Conceição', sub: '42' });
  });

  it('returns null for something that is not a JWT', () => {
    expect(decodeJwtPayload('not-a-token')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
  });
});

describe('readClaims', () => {
  it('reads the claims of 01 §3 and the company type', () => {
    const claims = readClaims(
      makeJwt({
        role: 'Administrador',
        AuthorizedModule: ['Cargas', 'Frota'],
        UserUnauthorizedModule: 'Frota',
        License: 1,
        OwnerId: 'owner-1',
        Documento: '12345678000195',
        TipoEmpresa: 3,
        name: 'Ana Souza',
        exp: 2_000_000_000,
      }),
    );
    expect(claims).toEqual({
      role: 'Administrador',
      authorizedModules: ['Cargas', 'Frota'],
      unauthorizedModules: ['Frota'],
      license: 1,
      ownerId: 'owner-1',
      documento: '12345678000195',
      ownerType: 3,
      userId: null,
      userType: null,
      name: 'Ana Souza',
      email: null,
      expiresAt: 2_000_000_000_000,
    });
  });

  it('accepts a role list and the long role claim name, and leaves missing claims empty', () => {
    const claims = readClaims(
      makeJwt({ 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role': ['Operador'] }),
    );
    expect(claims?.role).toBe('Operador');
    expect(claims?.authorizedModules).toEqual([]);
    expect(claims?.ownerType).toBeNull();
  });
});

describe('session storage', () => {
  it('stores the token object, decodes it and notifies subscribers', () => {
    const token = makeTokenObject({ role: 'Operador', name: 'Bia' });
    let calls = 0;
    const unsubscribe = subscribeSession(() => {
      calls += 1;
    });
    saveSessionToken(token);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual(token);
    expect(getSession()?.claims.name).toBe('Bia');
    clearSession();
    expect(getSession()).toBeNull();
    expect(calls).toBe(2);
    unsubscribe();
  });

  it('refuses a token that cannot be decoded', () => {
    expect(saveSessionToken({ token: 'garbage', refreshToken: '', expiration: '' })).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('treats an expired session as not active', () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    saveSessionToken(makeTokenObject({ role: 'Operador', exp: past }));
    expect(getSession()).not.toBeNull();
    expect(getActiveSession()).toBeNull();
  });
});
