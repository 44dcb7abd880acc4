import { Stack } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { actionsColumn, DataTable, type DataTableProps, type TColumn } from '../../../lib/ui/data-table';
import { type TListQuery, useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { RowActions } from '../../../lib/ui/row-actions';
import { serverPageSource } from '../../../lib/ui/table-source';
import { excluirRequest } from './acoes';

export interface CadastroPanelProps<T extends { id: string; nome: string }> {
  /** The page of rows for the list's query (the resource's search hook). */
  useSearch: (query: TListQuery) => UseQueryResult<{ items: T[]; total: number }>;
  /** The delete mutation (the resource's hook). */
  useExcluir: () => UseMutationResult<unknown, unknown, string>;
  /** The drawer of a row, and of a new one (null). */
  drawer: (id: string | null) => string;
  /** The columns before the actions. */
  columns: TColumn<T>[];
  /** 'Região', 'Regra de cálculo': the confirmation's title. */
  item: string;
  /** The success text when the API answers none. */
  sucessoAoExcluir: string;
  searchLabel: string;
  newLabel: string;
  caption: string;
}

/**
 * A tab listing one of the freight tables' named records (regions, calculation rules): search, paging,
 * 'Novo…', and each row's Editar (its drawer) and Excluir (confirmed; the server's refusal shown).
 */
export function CadastroPanel<T extends { id: string; nome: string }>({
  useSearch,
  useExcluir,
  drawer,
  columns,
  item,
  sucessoAoExcluir,
  searchLabel,
  newLabel,
  caption,
}: CadastroPanelProps<T>) {
  const list = useListQuery();
  const search = useSearch(list.query);
  const { openDrawer } = useDrawerNavigation();
  const confirm = useConfirm();
  const excluir = useExcluir();

  const comAcoes: TColumn<T>[] = [
    ...columns,
    actionsColumn((row) => (
      <RowActions
        itemName={row.nome}
        actions={[
          { label: 'Editar', icon: <IconEdit size={16} />, onClick: () => openDrawer(drawer(row.id)) },
          {
            label: 'Excluir',
            danger: true,
            icon: <IconTrash size={16} />,
            onClick: () =>
              confirm.ask(
                excluirRequest({
                  item,
                  nome: row.nome,
                  sucesso: sucessoAoExcluir,
                  run: () => excluir.mutateAsync(row.id),
                }),
              ),
          },
        ]}
      />
    )),
  ];

  // T has an id, so the table keys rows by it; the generic T cannot show that to DataTable's conditional props.
  const tabela = {
    caption,
    columns: comAcoes,
    list,
    source: serverPageSource(search),
    rowKey: (row: T) => row.id,
  } as unknown as DataTableProps<T>;

  return (
    <Stack gap="sm">
      <ListToolbar
        searchLabel={searchLabel}
        list={list}
        withActiveFilter={false}
        newLabel={newLabel}
        onNew={() => openDrawer(drawer(null))}
      />
      <DataTable {...tabela} />
      <ConfirmModal {...confirm.modalProps} />
    </Stack>
  );
}
