import { TABELA_FRETE_MESSAGES, type TRegiaoFrete } from '@embarca/domain';
import { Text } from '@mantine/core';
import { useExcluirRegiao, useRegioesSearch } from '../api/use-regioes';
import { CadastroPanel } from './cadastro-panel';

/** The drawer of a region (`configuracoes/regioes/{id}`), and of a new one. */
export const drawerDaRegiao = (id: string | null) => `configuracoes/regioes/${id ?? 'new'}`;

/** How many items the list names before '+N'. */
const ITENS_NA_LISTA = 4;

function itensDaRegiao(regiao: TRegiaoFrete): string {
  const nomes = regiao.itens.slice(0, ITENS_NA_LISTA).map((item) => item.descricao);
  const resto = regiao.itens.length - nomes.length;
  return resto > 0 ? `${nomes.join(', ')} +${resto}` : nomes.join(', ');
}

/** The 'Regiões' tab: the company's regions (UFs, municipalities, CEP ranges); the drawer edits them. */
export function RegioesPanel() {
  return (
    <CadastroPanel<TRegiaoFrete>
      useSearch={useRegioesSearch}
      useExcluir={useExcluirRegiao}
      drawer={drawerDaRegiao}
      columns={[
        { key: 'nome', label: 'Nome', render: (row) => <Text fw={600}>{row.nome}</Text> },
        { key: 'qtd', label: 'Itens', width: 80, render: (row) => row.itens.length },
        { key: 'itens', label: 'Composição', render: itensDaRegiao },
      ]}
      item="Região"
      sucessoAoExcluir={TABELA_FRETE_MESSAGES.regiaoExcluida}
      searchLabel="Pesquisar regiões pelo nome"
      newLabel="Nova região"
      caption="Regiões de atendimento"
    />
  );
}
