import {
  PESQUISA_RAPIDA_TERMO_CURTO,
  pesquisaSemResultados,
  termoPesquisaValido,
  ZPesquisaRapidaQuery,
} from './pesquisa-rapida.schemas';

describe('quick search term (01 §2, §9: more than 3 characters)', () => {
  it('accepts 4 characters or more, counted after trimming', () => {
    expect(termoPesquisaValido('abcd')).toBe(true);
    expect(termoPesquisaValido('  abc  ')).toBe(false);
    expect(termoPesquisaValido('')).toBe(false);
    expect(termoPesquisaValido(undefined)).toBe(false);
  });

  it('validates the query with the pt-BR message, trimmed, at most 100 characters', () => {
    expect(ZPesquisaRapidaQuery.parse({ termo: '  PV-7000 ' })).toEqual({ termo: 'PV-7000' });
    const short = ZPesquisaRapidaQuery.safeParse({ termo: 'abc' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe(PESQUISA_RAPIDA_TERMO_CURTO);
    expect(ZPesquisaRapidaQuery.safeParse({ termo: 'x'.repeat(101) }).success).toBe(false);
  });

  it("writes the empty result as the spec's text", () => {
    expect(pesquisaSemResultados(' 48120 ')).toBe('Nenhum resultado encontrado com: 48120');
  });
});
