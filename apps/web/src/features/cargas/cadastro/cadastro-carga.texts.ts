/** Texts of the load form that the domain catalogue does not have. */

export const SEM_UNIDADE = 'Selecione uma unidade de negócio no menu lateral para cadastrar a carga.';

/** Why a stored load is shown read-only. */
export function somenteConsulta(situacao: string): string {
  return `Esta carga está com a situação "${situacao}" e não pode mais ser alterada. Os dados são exibidos somente para consulta.`;
}

export const MODELO_NAO_ENCONTRADO = 'Modelo de carga não encontrado.';

export const COTACAO_NAO_ENCONTRADA = 'Cotação de frete não encontrada.';
