import { ZPreferencia } from '../../preferencias/preferencias.schemas';
import {
  PERSONALIZACAO_CARD_CARGA,
  PERSONALIZACAO_CARD_PADRAO,
  personalizacaoCardOuPadrao,
  ZPersonalizacaoCardCarga,
} from './personalizacao.schemas';

describe('PersonalizacaoCardCarga (02 §2)', () => {
  it('accepts the default layout', () => {
    expect(ZPersonalizacaoCardCarga.parse(PERSONALIZACAO_CARD_PADRAO)).toEqual(PERSONALIZACAO_CARD_PADRAO);
  });

  it('refuses unknown fields and too many header fields', () => {
    expect(
      ZPersonalizacaoCardCarga.safeParse({ ...PERSONALIZACAO_CARD_PADRAO, body: ['senha'] }).success,
    ).toBe(false);
    expect(
      ZPersonalizacaoCardCarga.safeParse({
        ...PERSONALIZACAO_CARD_PADRAO,
        header: ['codigo', 'origem', 'destino', 'peso'],
      }).success,
    ).toBe(false);
  });

  it('falls back to the default layout when the stored value does not parse', () => {
    expect(personalizacaoCardOuPadrao(null)).toBe(PERSONALIZACAO_CARD_PADRAO);
    expect(personalizacaoCardOuPadrao({ header: 'x' })).toBe(PERSONALIZACAO_CARD_PADRAO);
  });

  it('validates the value when saved as an owner preference, and leaves other names free', () => {
    const bad = ZPreferencia.safeParse({ nome: PERSONALIZACAO_CARD_CARGA, valor: { header: ['x'] } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path[0]).toBe('valor');
    expect(
      ZPreferencia.safeParse({ nome: PERSONALIZACAO_CARD_CARGA, valor: PERSONALIZACAO_CARD_PADRAO }).success,
    ).toBe(true);
    expect(ZPreferencia.safeParse({ nome: 'Outra', valor: { qualquer: 1 } }).success).toBe(true);
  });
});
