/**
 * Texts of the load details drawer that the domain catalogue does not have.
 * Offer situacao of a carrier (carga_ofertas.situacao, 1..5): the API's codes, named here for display.
 */
export const SITUACAO_OFERTA_LABELS: Readonly<Record<number, string>> = {
  1: 'Ofertada',
  2: 'Aceita',
  3: 'Contratada',
  4: 'Recusada',
  5: 'Cancelada',
};

export const CARGA_NAO_ENCONTRADA = 'Carga não encontrada.';

/** A value the load does not have. */
export const SEM_VALOR = '—';
