import { TABELA_FRETE_MESSAGES, type TRegiaoFrete } from '@embarca/domain';
import { Stack, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { actionsColumn, DataTable, type TColumn } from '../../../lib/ui/data-table';
import { useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { RowActions } from '../../../lib/ui/row-actions';
import { serverPageSource } from '../../../lib/ui/table-source';
import { useExcluirRegiao, useRegioesSearch } from '../api/use-regioes';
import { excluirRequest } from './acoes';

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
  const list = useListQuery();
  const search = useRegioesSearch(list.query);
  const { openDrawer } = useDrawerNavigation();
  const confirm = useConfirm();
  const excluir = useExcluirRegiao();

  const columns: TColumn<TRegiaoFrete>[] = [
    { key: 'nome', label: 'Nome', render: (row) => <Text fw={600}>{row.nome}</Text> },
    { key: 'qtd', label: 'Itens', width: 80, render: (row) => row.itens.length },
    { key: 'itens', label: 'Composição', render: itensDaRegiao },
    actionsColumn((row) => (
      <RowActions
        itemName={row.nome}
        actions={[
          {
            label: 'Editar',
            icon: <IconEdit size={16} />,
            onClick: () => openDrawer(drawerDaRegiao(row.id)),
          },
          {
            label: 'Excluir',
            danger: true,
            icon: <IconTrash size={16} />,
            onClick: () =>
              confirm.ask(
                excluirRequest({
                  item: 'Região',
                  nome: row.nome,
                  sucesso: TABELA_FRETE_MESSAGES.regiaoExcluida,
                  run: () => excluir.mutateAsync(row.id),
                }),
              ),
          },
        ]}
      />
    )),
  ];

  return (
    <Stack gap="sm">
      <ListToolbar
        searchLabel="Pesquisar regiões pelo nome"
        list={list}
        withActiveFilter={false}
        newLabel="Nova região"
        onNew={() => openDrawer(drawerDaRegiao(null))}
      />
      <DataTable
        caption="Regiões de atendimento"
        columns={columns}
        list={list}
        source={serverPageSource(search)}
      />
      <ConfirmModal {...confirm.modalProps} />
    </Stack>
  );
}
