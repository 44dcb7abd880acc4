import type { TPrecoDaTabela } from '@embarca/domain';

/** The carrier of a price, or 'Frota própria'. */
export const transportadoraDoPreco = (preco: Pick<TPrecoDaTabela, 'transportadoraNome'>) =>
  preco.transportadoraNome ?? 'Frota própria';

/** 'Tabela Sul v2'. */
export const tabelaDoPreco = (preco: Pick<TPrecoDaTabela, 'tabelaNome' | 'versao'>) =>
  `${preco.tabelaNome} v${preco.versao}`;
