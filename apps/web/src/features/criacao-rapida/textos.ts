/** The quick-create texts, apart from the dialog so the top bar does not load the dialog's code. */
export const CRIACAO_RAPIDA_TITULO = 'Criação rápida';
export const CRIACAO_RAPIDA_PLACEHOLDER = 'Pesquise um cadastro ou um modelo de carga';
export const CRIACAO_RAPIDA_SECAO_CADASTROS = 'Cadastros';
export const CRIACAO_RAPIDA_SECAO_MODELOS = 'Modelos de carga';
/** An entry whose module is not built yet: listed, disabled, never missing (issue 16). */
export const CRIACAO_RAPIDA_EM_BREVE = 'Em breve';
export const CRIACAO_RAPIDA_EM_BREVE_DETALHE =
  'Este cadastro chega com o módulo dele, ainda em construção: por enquanto não pode ser aberto.';
