import {
  authorizedModules,
  isPasswordExpired,
  isSecondFactorCode,
  isTrialExpired,
  maskEmail,
  newPasswordPath,
  trialDaysLeft,
  trialLicenceName,
} from './auth.rules';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-21T12:00:00Z');

describe('trial licence', () => {
  it('counts the whole days left, rounding up', () => {
    const started = new Date(now.getTime() - 2 * day);
    expect(trialDaysLeft({ trialStartedAt: started, trialDays: 7 }, now)).toBe(5);
    expect(trialDaysLeft({ trialStartedAt: new Date(now.getTime() - 2.5 * day), trialDays: 7 }, now)).toBe(5);
  });
  it('is expired once start + days has passed, not before', () => {
    const started = new Date(now.getTime() - 7 * day);
    expect(isTrialExpired({ trialStartedAt: started, trialDays: 7 }, now)).toBe(true);
    expect(isTrialExpired({ trialStartedAt: new Date(started.getTime() + 1), trialDays: 7 }, now)).toBe(
      false,
    );
    expect(trialDaysLeft({ trialStartedAt: started, trialDays: 7 }, now)).toBe(0);
  });
  it('has no countdown without trial dates', () => {
    expect(trialDaysLeft({ trialStartedAt: null, trialDays: null }, now)).toBeNull();
    expect(isTrialExpired({ trialStartedAt: null, trialDays: 7 }, now)).toBe(false);
  });
});

describe('password expiry', () => {
  it('expires after the company lifetime', () => {
    const changed = new Date(now.getTime() - 91 * day);
    expect(
      isPasswordExpired(
        { passwordChangedAt: changed, trocaSenhaObrigatoria: false, passwordExpiryDays: 90 },
        now,
      ),
    ).toBe(true);
    expect(
      isPasswordExpired(
        { passwordChangedAt: changed, trocaSenhaObrigatoria: false, passwordExpiryDays: 120 },
        now,
      ),
    ).toBe(false);
  });
  it('never expires without a lifetime, unless a change is forced', () => {
    const changed = new Date(now.getTime() - 1000 * day);
    expect(
      isPasswordExpired(
        { passwordChangedAt: changed, trocaSenhaObrigatoria: false, passwordExpiryDays: null },
        now,
      ),
    ).toBe(false);
    expect(
      isPasswordExpired(
        { passwordChangedAt: changed, trocaSenhaObrigatoria: true, passwordExpiryDays: null },
        now,
      ),
    ).toBe(true);
  });
});

describe('authorized modules', () => {
  it('withholds the user-unauthorized modules, case-insensitively', () => {
    expect(authorizedModules(['cargas', 'frota', 'Auditoria'], ['auditoria'])).toEqual(['cargas', 'frota']);
  });
});

describe('maskEmail', () => {
  it('keeps the first two characters and the domain', () => {
    expect(maskEmail('maria.souza@empresa.com.br')).toBe('ma*********@empresa.com.br');
    expect(maskEmail('a@b.com')).toBe('a*@b.com');
    expect(maskEmail('invalido')).toBe('');
  });
});

describe('second factor, new-password link and trial name', () => {
  it('accepts only 6-digit codes', () => {
    expect(isSecondFactorCode('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', "1' or 1=1", '', null, undefined]) {
      expect(isSecondFactorCode(bad)).toBe(false);
    }
  });
  it('builds the hash route of the new-password screen, encoding the token', () => {
    expect(newPasswordPath('abc_-1')).toBe('/#/new-password?token=abc_-1');
    expect(newPasswordPath('a b&c', true)).toBe('/#/new-password?token=a%20b%26c&creation=true');
  });
  it('names the trial licence by its length, singular for one day', () => {
    expect(trialLicenceName(7)).toBe('Licença de 7 dias');
    expect(trialLicenceName(1)).toBe('Licença de 1 dia');
  });
});
