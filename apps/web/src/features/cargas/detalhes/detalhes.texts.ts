/** Texts of the load details drawer that the domain catalogue does not have. */
export const CARGA_NAO_ENCONTRADA = 'Carga não encontrada.';

/** A value the load does not have. */
export const SEM_VALOR = '—';
