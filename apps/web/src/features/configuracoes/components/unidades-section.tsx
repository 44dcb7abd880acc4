import type { TUnidadeNegocioDetalhe } from '@embarca/domain';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { deleteRequest, toggleRequest } from '../../../lib/ui/confirm-requests';
import { DataTable, type TColumn } from '../../../lib/ui/data-table';
import { applyListQuery, useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { RowActions } from '../../../lib/ui/row-actions';
import { StatusBadge } from '../../../lib/ui/status-badge';
import { useDeleteUnidade } from '../api/use-delete-unidade';
import { useToggleUnidade } from '../api/use-toggle-unidade';
import { useUnidades } from '../api/use-unidades';
import { ITEM_NAMES } from '../configuracoes.texts';
import { UnidadeFormDrawer } from './unidade-form-drawer';

/** Business units (01 §7): list, create/rename, activate/deactivate, delete, each with confirmation. */
export function UnidadesSection() {
  const unidades = useUnidades();
  const toggle = useToggleUnidade();
  const remove = useDeleteUnidade();
  const { query, sortBy, filter, goToPage } = useListQuery({ ordem: 'descricao' });
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TUnidadeNegocioDetalhe | null>(null);
  const [formOpened, setFormOpened] = useState(false);

  const page = useMemo(
    () =>
      applyListQuery(unidades.data ?? [], query, {
        text: (row) => `${row.descricao} ${row.codigo ?? ''}`,
        sortValue: (row, column) =>
          column === 'ativo' ? String(row.ativo) : column === 'codigo' ? row.codigo : row.descricao,
        isActive: (row) => row.ativo,
      }),
    [unidades.data, query],
  );

  const openForm = (unidade: TUnidadeNegocioDetalhe | null) => {
    setEditing(unidade);
    setFormOpened(true);
  };

  const columns: TColumn<TUnidadeNegocioDetalhe>[] = [
    { key: 'descricao', label: 'Descrição', sortable: true, render: (row) => row.descricao },
    { key: 'codigo', label: 'Código', sortable: true, render: (row) => row.codigo ?? '—', width: 140 },
    {
      key: 'ativo',
      label: 'Situação',
      sortable: true,
      render: (row) => <StatusBadge ativo={row.ativo} />,
      width: 140,
    },
    {
      key: 'acoes',
      label: 'Ações',
      width: 80,
      render: (row) => (
        <RowActions
          itemName={row.descricao}
          actions={[
            { label: 'Editar', icon: <IconEdit size={16} />, onClick: () => openForm(row) },
            {
              label: row.ativo ? 'Desativar' : 'Reativar',
              icon: row.ativo ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />,
              onClick: () =>
                confirm.ask(
                  toggleRequest({
                    item: ITEM_NAMES.unidade,
                    name: row.descricao,
                    activate: !row.ativo,
                    run: () => toggle.mutateAsync({ id: row.id, ativar: !row.ativo }),
                  }),
                ),
            },
            {
              label: 'Excluir',
              danger: true,
              icon: <IconTrash size={16} />,
              onClick: () =>
                confirm.ask(
                  deleteRequest({
                    item: ITEM_NAMES.unidade,
                    name: row.descricao,
                    run: () => remove.mutateAsync(row.id),
                  }),
                ),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <ListToolbar
        searchLabel="Pesquisar unidades de negócio"
        query={query}
        onFilter={filter}
        newLabel="Nova unidade"
        onNew={() => openForm(null)}
      />
      <DataTable
        caption="Unidades de negócio da empresa"
        columns={columns}
        rows={unidades.data ? page.items : undefined}
        rowKey={(row) => row.id}
        total={page.total}
        query={query}
        onSort={sortBy}
        onPage={goToPage}
        loading={unidades.isPending}
        error={unidades.error}
        onRetry={() => void unidades.refetch()}
      />
      <UnidadeFormDrawer opened={formOpened} unidade={editing} onClose={() => setFormOpened(false)} />
      <ConfirmModal {...confirm.modalProps} />
    </>
  );
}
