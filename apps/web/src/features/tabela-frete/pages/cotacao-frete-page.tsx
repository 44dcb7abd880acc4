import { Stack } from '@mantine/core';
import { PageHeader } from '../../../lib/ui/page-header';
import { SectionTabs, type TPageSection } from '../../../lib/ui/section-tabs';
import { CotacaoPanel } from '../components/cotacao-panel';
import { CotacoesSalvasPanel } from '../components/cotacoes-salvas-panel';
import { RegioesPanel } from '../components/regioes-panel';
import { RegrasPanel } from '../components/regras-panel';
import { TabelasPanel } from '../components/tabelas-panel';

/** The page's tabs, kept in `?aba=`. */
export const ABAS_DA_COTACAO: readonly TPageSection[] = [
  { secao: 'cotacao', label: 'Cotação', Component: CotacaoPanel },
  { secao: 'cotacoes', label: 'Cotações salvas', Component: CotacoesSalvasPanel },
  { secao: 'tabelas', label: 'Tabelas de frete', Component: TabelasPanel },
  { secao: 'regras', label: 'Regras de cálculo', Component: RegrasPanel },
  { secao: 'regioes', label: 'Regiões', Component: RegioesPanel },
];

/**
 * /formacao/tabela-frete/cotacao and /oferecimento/tabela-frete/cotacao (issue 19, one screen in both
 * areas): the freight quote by the company's tables, the saved quotes, and the tables, calculation rules and
 * regions they are built from.
 */
export function CotacaoFretePage() {
  return (
    <Stack gap="md">
      <PageHeader
        title="Cotação de frete"
        description="Cote o frete pelas tabelas de frete e mantenha tabelas, regras de cálculo e regiões."
      />
      <SectionTabs sections={ABAS_DA_COTACAO} param="aba" />
    </Stack>
  );
}
