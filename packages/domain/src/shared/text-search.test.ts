import {
  filterBySearchTerm,
  isQuickSearchTermValid,
  isSearchTermLongEnough,
  matchesSearchTerm,
  normalizeSearchText,
  textIncludes,
} from './text-search';

describe('free-text search', () => {
  const carga = {
    codigo: 'CG-1001',
    peso: 12500,
    origem: { cidade: 'São Paulo', empresa: { nome: 'Embarcadora Demo' } },
    veiculo: { placa: 'ABC1234' },
    numerosNF: ['000123', '000456'],
  };

  it('is case-insensitive', () => {
    expect(matchesSearchTerm(carga, 'cg-1001')).toBe(true);
    expect(matchesSearchTerm(carga, 'EMBARCADORA')).toBe(true);
  });

  it('is accent-insensitive', () => {
    expect(matchesSearchTerm(carga, 'sao paulo')).toBe(true);
    expect(matchesSearchTerm({ cidade: 'Sao Paulo' }, 'São')).toBe(true);
    expect(normalizeSearchText(' São PAULO ')).toBe('sao paulo');
    expect(textIncludes('Ribeirão Preto', 'RIBEIRAO')).toBe(true);
  });

  it('searches numbers, nested objects and arrays', () => {
    expect(matchesSearchTerm(carga, '12500')).toBe(true);
    expect(matchesSearchTerm(carga, '456')).toBe(true);
    expect(matchesSearchTerm(carga, 'inexistente')).toBe(false);
  });

  it('compares plates ignoring the hyphen, on either side', () => {
    expect(matchesSearchTerm(carga, 'ABC-1234')).toBe(true);
    expect(matchesSearchTerm(carga, 'abc-12')).toBe(true);
    expect(matchesSearchTerm({ placa: 'XYZ-9876' }, 'xyz9876')).toBe(true);
    expect(matchesSearchTerm({ placa: 'XYZ-9876' }, 'xyz9875')).toBe(false);
  });

  it('stops at the depth limit (default 100, parameter)', () => {
    const build = (levels: number): Record<string, unknown> => {
      let node: Record<string, unknown> = { alvo: 'encontrado' };
      for (let i = 0; i < levels; i += 1) node = { filho: node };
      return node;
    };
    // The object holding the value is nested `levels` levels below the root.
    expect(matchesSearchTerm(build(100), 'encontrado')).toBe(true);
    expect(matchesSearchTerm(build(101), 'encontrado')).toBe(false);
    expect(matchesSearchTerm(build(99), 'encontrado', { maxDepth: 99 })).toBe(true);
    expect(matchesSearchTerm(build(100), 'encontrado', { maxDepth: 99 })).toBe(false);
    expect(matchesSearchTerm({ a: { b: 'x-alvo' } }, 'alvo', { maxDepth: 0 })).toBe(false);
  });

  it('survives cycles', () => {
    const node: Record<string, unknown> = { nome: 'ciclo' };
    node.self = node;
    node.lista = [node];
    expect(matchesSearchTerm(node, 'nada')).toBe(false);
    expect(matchesSearchTerm(node, 'ciclo')).toBe(true);
  });

  it('matches everything with an empty term and filters lists', () => {
    expect(matchesSearchTerm(carga, '  ')).toBe(true);
    expect(filterBySearchTerm([carga, { codigo: 'X' }], 'paulo')).toEqual([carga]);
  });

  it('ignores booleans, null and dates', () => {
    expect(matchesSearchTerm({ ativo: true, d: new Date(0), n: null }, 'true')).toBe(false);
  });

  it('knows the minimum term lengths (3 for filters, more than 3 for quick search)', () => {
    expect(isSearchTermLongEnough('abc')).toBe(true);
    expect(isSearchTermLongEnough(' ab ')).toBe(false);
    expect(isQuickSearchTermValid('abc')).toBe(false);
    expect(isQuickSearchTermValid('abcd')).toBe(true);
  });
});
