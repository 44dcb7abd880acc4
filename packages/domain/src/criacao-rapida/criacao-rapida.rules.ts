import { normalizeSearchText } from '../shared/text-search';

/**
 * The quick-create catalogue's filter (01 §2): accent- and case-insensitive over each entry's texts (an
 * entry's label, a cargo template's description). Every word of the term must occur in the entry's texts,
 * in any order: 'modelo sp' finds 'Modelo São Paulo'. An empty term keeps everything.
 */
export function filtrarCatalogo<T>(
  itens: readonly T[],
  termo: string,
  textos: (item: T) => readonly (string | null | undefined)[],
): T[] {
  const palavras = normalizeSearchText(termo).split(/\s+/).filter(Boolean);
  if (palavras.length === 0) return [...itens];
  return itens.filter((item) => {
    const texto = normalizeSearchText(textos(item).filter(Boolean).join(' '));
    return palavras.every((palavra) => texto.includes(palavra));
  });
}
