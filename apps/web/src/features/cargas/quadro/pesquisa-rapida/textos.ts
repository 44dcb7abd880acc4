/** The quick search's texts, apart from the dialog so the top bar does not load the dialog's code. */
export const PESQUISA_RAPIDA_TITULO = 'Pesquisa rápida de cargas';
export const PESQUISA_RAPIDA_PLACEHOLDER =
  'Digite mais de 3 caracteres: código, identificador, documento ou nota fiscal';
export const PESQUISA_RAPIDA_DICA =
  'Pesquise por código da carga, ou pelo início ou fim do código identificador, do número do documento ou do número da nota fiscal, ou pelo início da chave da nota fiscal.';
/** How the results are chosen from the keyboard (the input is a combobox over them). */
export const PESQUISA_RAPIDA_TECLAS = 'Use ↓ e ↑ para escolher e Enter para abrir.';
