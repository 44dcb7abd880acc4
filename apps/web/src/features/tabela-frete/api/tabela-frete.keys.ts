/** The query key every freight-table query starts with; each list below refreshes after its own writes. */
export const TABELA_FRETE_KEY = ['tabela-frete'] as const;
export const TABELAS_KEY = [...TABELA_FRETE_KEY, 'tabelas'] as const;
export const REGRAS_KEY = [...TABELA_FRETE_KEY, 'regras'] as const;
export const REGIOES_KEY = [...TABELA_FRETE_KEY, 'regioes'] as const;
export const COTACOES_KEY = [...TABELA_FRETE_KEY, 'cotacoes'] as const;
export const MUNICIPIOS_KEY = [...TABELA_FRETE_KEY, 'municipios'] as const;
export const freteEsperadoKey = (cargaId: string) =>
  [...TABELA_FRETE_KEY, 'frete-esperado', cargaId] as const;

/** The API's prefix for the module (session auth; `/api/frete` is the board's key-protected service). */
export const TABELA_FRETE_API = '/tabela-frete';

/** One page of a search (`zPagina` of the contracts). */
export interface TPagina<T> {
  items: T[];
  total: number;
  page: number;
  qtdItem: number;
}
