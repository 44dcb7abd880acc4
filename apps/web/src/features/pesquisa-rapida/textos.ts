/** The quick search's texts, apart from the dialog so the top bar does not load the dialog's code. */
export const PESQUISA_RAPIDA_TITULO = 'Pesquisa rápida de cargas';
export const PESQUISA_RAPIDA_PLACEHOLDER =
  'Digite mais de 3 caracteres: código, identificador, documento ou nota fiscal';
export const PESQUISA_RAPIDA_DICA =
  'Pesquise por código da carga, código identificador, número do documento, número ou chave da nota fiscal.';
