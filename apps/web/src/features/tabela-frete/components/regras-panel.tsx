import {
  MODO_ICMS_LABELS,
  TABELA_FRETE_MESSAGES,
  TIPO_COMPONENTE_FRETE_LABELS,
  type TRegraCalculoFrete,
} from '@embarca/domain';
import { Text } from '@mantine/core';
import { useExcluirRegra, useRegrasSearch } from '../api/use-regras';
import { CadastroPanel } from './cadastro-panel';

/** The drawer of a rule (`oferecimento/tabela-frete/regras/{id}`), and of a new one. */
export const drawerDaRegra = (id: string | null) => `oferecimento/tabela-frete/regras/${id ?? 'new'}`;

/** 'GRIS, Pedágio, TDE' (each component's own name, else its type's). */
const nomesDosComponentes = (regra: TRegraCalculoFrete) =>
  regra.componentes
    .map((componente) => componente.nome || TIPO_COMPONENTE_FRETE_LABELS[componente.tipo])
    .join(', ');

/** The 'Regras de cálculo' tab: the company's calculation rules; the drawer creates and edits them. */
export function RegrasPanel() {
  return (
    <CadastroPanel<TRegraCalculoFrete>
      useSearch={useRegrasSearch}
      useExcluir={useExcluirRegra}
      drawer={drawerDaRegra}
      columns={[
        { key: 'nome', label: 'Nome', render: (row) => <Text fw={600}>{row.nome}</Text> },
        { key: 'modoIcms', label: 'ICMS', render: (row) => MODO_ICMS_LABELS[row.modoIcms] },
        {
          key: 'componentes',
          label: 'Componentes',
          render: (row) => (row.componentes.length === 0 ? 'Só o frete-peso' : nomesDosComponentes(row)),
        },
      ]}
      item="Regra de cálculo"
      sucessoAoExcluir={TABELA_FRETE_MESSAGES.regraExcluida}
      searchLabel="Pesquisar regras de cálculo pelo nome"
      newLabel="Nova regra"
      caption="Regras de cálculo de frete"
    />
  );
}
