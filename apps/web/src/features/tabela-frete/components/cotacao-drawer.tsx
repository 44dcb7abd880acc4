import { CotacaoPanel } from './cotacao-panel';

/**
 * Drawer `oferecimento/tabela-frete/cotacao/new` (quick-create 'Cotação de frete'): the quote screen's own
 * 'Cotação' panel over the current page — the same component, not a second form.
 */
export function CotacaoFreteDrawer() {
  return <CotacaoPanel />;
}
