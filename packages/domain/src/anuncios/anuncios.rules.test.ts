import { Licenca } from '../acesso/acesso.enums';
import { TipoEmpresa } from '../empresas/empresas.enums';
import {
  anuncioInWindow,
  anuncioMatchesUrl,
  anuncioTargetsViewer,
  isSafeAnuncioUrl,
  normalizeAnuncioPath,
} from './anuncios.rules';

const shipper = { tipoEmpresa: TipoEmpresa.Embarcador, licenca: Licenca.Cliente };
const carrier = { tipoEmpresa: TipoEmpresa.Transportadora, licenca: Licenca.Cliente };
const trialShipper = { tipoEmpresa: TipoEmpresa.Embarcador, licenca: Licenca.Trial };

describe('anuncioTargetsViewer', () => {
  it('everyone when todos', () => {
    expect(anuncioTargetsViewer({ todos: true, tiposEmpresa: [], licencas: [] }, carrier)).toBe(true);
  });
  it('company types only', () => {
    const publico = { todos: false, tiposEmpresa: [TipoEmpresa.Embarcador], licencas: [] };
    expect(anuncioTargetsViewer(publico, shipper)).toBe(true);
    expect(anuncioTargetsViewer(publico, carrier)).toBe(false);
  });
  it('licence levels only, and both lists together', () => {
    expect(
      anuncioTargetsViewer({ todos: false, tiposEmpresa: [], licencas: [Licenca.Trial] }, trialShipper),
    ).toBe(true);
    expect(anuncioTargetsViewer({ todos: false, tiposEmpresa: [], licencas: [Licenca.Trial] }, shipper)).toBe(
      false,
    );
    const both = { todos: false, tiposEmpresa: [TipoEmpresa.Transportadora], licencas: [Licenca.Trial] };
    expect(anuncioTargetsViewer(both, trialShipper)).toBe(false);
  });
  it('nobody when not todos and both lists empty', () => {
    expect(anuncioTargetsViewer({ todos: false, tiposEmpresa: [], licencas: [] }, shipper)).toBe(false);
  });
});

describe('anuncioInWindow', () => {
  const at = new Date('2026-05-10T12:00:00Z');
  it('open window and bounds', () => {
    expect(anuncioInWindow(null, null, at)).toBe(true);
    expect(anuncioInWindow(new Date('2026-05-11T00:00:00Z'), null, at)).toBe(false);
    expect(anuncioInWindow(null, new Date('2026-05-10T11:00:00Z'), at)).toBe(false);
    expect(anuncioInWindow(new Date('2026-05-01T00:00:00Z'), new Date('2026-05-31T00:00:00Z'), at)).toBe(
      true,
    );
  });
});

describe('anuncioMatchesUrl', () => {
  it('exact ignores query, hash, trailing slash and case', () => {
    const regra = { tipo: 'exact' as const, urls: ['/home'] };
    expect(anuncioMatchesUrl(regra, '/home/?x=1')).toBe(true);
    expect(anuncioMatchesUrl(regra, '/HOME')).toBe(true);
    expect(anuncioMatchesUrl(regra, '/home/cargas')).toBe(false);
  });
  it('contains and the empty list', () => {
    expect(anuncioMatchesUrl({ tipo: 'contains', urls: ['cargas'] }, '/cargas/quadro')).toBe(true);
    expect(anuncioMatchesUrl({ tipo: 'contains', urls: ['frota'] }, '/cargas/quadro')).toBe(false);
    expect(anuncioMatchesUrl({ tipo: 'exact', urls: [] }, '/qualquer')).toBe(true);
  });
  it('normalises full URLs to their path', () => {
    expect(normalizeAnuncioPath('https://app.embarca.com.br/home/?a=1#x')).toBe('/home');
    expect(normalizeAnuncioPath('/')).toBe('/');
  });
});

describe('isSafeAnuncioUrl', () => {
  it('accepts http(s) and in-app paths only', () => {
    expect(isSafeAnuncioUrl('https://embarca.com.br/x')).toBe(true);
    expect(isSafeAnuncioUrl('/home')).toBe(true);
    expect(isSafeAnuncioUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeAnuncioUrl('//evil.example')).toBe(false);
    expect(isSafeAnuncioUrl('data:text/html,x')).toBe(false);
  });
});
