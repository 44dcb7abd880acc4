import { DirecaoOrdenacao } from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import { applyListQuery, initialListQuery, pageCount, toggleSort, withFilter, withPage } from '../list-query';

describe('list query state', () => {
  it('starts on page 1 with 10 rows and active rows only', () => {
    expect(initialListQuery()).toMatchObject({ page: 1, qtdItem: 10, ativos: true, filtro: '' });
  });

  it('sorts a new column ascending, flips the same column, and goes back to page 1', () => {
    const onPage3 = withPage(initialListQuery(), 3);
    const byName = toggleSort(onPage3, 'nome');
    expect(byName).toMatchObject({ ordem: 'nome', direcao: DirecaoOrdenacao.Ascendente, page: 1 });
    expect(toggleSort(byName, 'nome').direcao).toBe(DirecaoOrdenacao.Descendente);
    expect(toggleSort(toggleSort(byName, 'nome'), 'cidade').direcao).toBe(DirecaoOrdenacao.Ascendente);
  });

  it('a new filter goes back to page 1', () => {
    const next = withFilter(withPage(initialListQuery(), 4), { filtro: 'sul', ativos: null });
    expect(next).toMatchObject({ page: 1, filtro: 'sul', ativos: null });
  });

  it('counts pages (at least one)', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('applyListQuery', () => {
  const rows = Array.from({ length: 23 }, (_, index) => ({
    nome: `Unidade ${String(index + 1).padStart(2, '0')}`,
    ativo: index % 5 !== 0,
  }));
  const options = {
    text: (row: (typeof rows)[number]) => row.nome,
    sortValue: (row: (typeof rows)[number]) => row.nome,
    isActive: (row: (typeof rows)[number]) => row.ativo,
  };

  it('pages the filtered rows ten at a time', () => {
    const all = { ...initialListQuery({ ativos: null }), ordem: 'nome' };
    expect(applyListQuery(rows, all, options).total).toBe(23);
    expect(applyListQuery(rows, withPage(all, 3), options).items.map((row) => row.nome)).toEqual([
      'Unidade 21',
      'Unidade 22',
      'Unidade 23',
    ]);
  });

  it('filters by active state and by text, ignoring case and accents', () => {
    const active = applyListQuery(rows, initialListQuery(), options);
    expect(active.total).toBe(18);
    const accents = [
      { nome: 'São Paulo', ativo: true },
      { nome: 'Curitiba', ativo: true },
    ];
    expect(applyListQuery(accents, withFilter(initialListQuery(), { filtro: 'sao' }), options).items).toEqual(
      [{ nome: 'São Paulo', ativo: true }],
    );
  });

  it('sorts descending', () => {
    const query = toggleSort(toggleSort(initialListQuery({ ativos: null }), 'nome'), 'nome');
    expect(applyListQuery(rows, query, options).items[0]?.nome).toBe('Unidade 23');
  });
});
