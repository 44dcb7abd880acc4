/**
 * Company type (01 §1, §3): 1 carrier (Transportadora) and 3 shipper (Embarcador) are the spec's.
 * The others are ours, for the partners the spec mentions (suppliers in dock scheduling, customers
 * receiving deliveries, sellers in the company search, cargo agents and terminals in cross-docking):
 * 2 Fornecedor, 4 Cliente, 5 Vendedor, 6 Agente de carga, 7 Terminal.
 */
export const TipoEmpresa = {
  Transportadora: 1,
  Fornecedor: 2,
  Embarcador: 3,
  Cliente: 4,
  Vendedor: 5,
  AgenteCarga: 6,
  Terminal: 7,
} as const;
export type TTipoEmpresa = (typeof TipoEmpresa)[keyof typeof TipoEmpresa];
export const TIPO_EMPRESA_LABELS: Record<TTipoEmpresa, string> = {
  1: 'Transportadora',
  2: 'Fornecedor',
  3: 'Embarcador',
  4: 'Cliente',
  5: 'Vendedor',
  6: 'Agente de carga',
  7: 'Terminal',
};

/** Default link type of the active-company search (01 §7, §9: tipoVinculo default 3). */
export const TIPO_VINCULO_PADRAO = 3;

/** Sort direction of list searches (direcao) and of notification lists (orderDirection 0/1, 01 §7). */
export const DirecaoOrdenacao = { Ascendente: 0, Descendente: 1 } as const;
export type TDirecaoOrdenacao = (typeof DirecaoOrdenacao)[keyof typeof DirecaoOrdenacao];
export const DIRECAO_ORDENACAO_LABELS: Record<TDirecaoOrdenacao, string> = {
  0: 'Crescente',
  1: 'Decrescente',
};

/** Default list page size (01 §9, 02 §9). */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * How a company relates to the owner (empresas.tipo_vinculo; codes ours): 1 cliente (client or
 * recipient), 2 transportadora (carrier), 3 parceiro (generic partner: the company search's default),
 * 4 vendedor (seller), 5 própria (one of the owner's own sites).
 */
export const TipoVinculo = { Cliente: 1, Transportadora: 2, Parceiro: 3, Vendedor: 4, Propria: 5 } as const;
export type TTipoVinculo = (typeof TipoVinculo)[keyof typeof TipoVinculo];
export const TIPO_VINCULO_LABELS: Record<TTipoVinculo, string> = {
  1: 'Cliente',
  2: 'Transportadora',
  3: 'Parceiro',
  4: 'Vendedor',
  5: 'Própria',
};

/** Sortable columns of the company list search (`ordem`). */
export const ORDEM_EMPRESA = ['nome', 'nomeFantasia', 'cnpj', 'cidade', 'tipo', 'tipoVinculo'] as const;
export type TOrdemEmpresa = (typeof ORDEM_EMPRESA)[number];
