import type { TUnidadeNegocioDetalhe } from '@embarca/domain';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { actionsColumn, DataTable, type TColumn } from '../../../lib/ui/data-table';
import { useFormDrawer } from '../../../lib/ui/form-drawer';
import { LifecycleRowActions } from '../../../lib/ui/lifecycle-actions';
import { type TClientListOptions, useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { StatusBadge } from '../../../lib/ui/status-badge';
import { useClientPageSource } from '../../../lib/ui/table-source';
import { useDeleteUnidade } from '../api/use-delete-unidade';
import { useToggleUnidade } from '../api/use-toggle-unidade';
import { useUnidades } from '../api/use-unidades';
import { ITEM_NAMES } from '../configuracoes.texts';
import { UnidadeFormDrawer } from './unidade-form-drawer';

const UNIDADES_LIST: TClientListOptions<TUnidadeNegocioDetalhe> = {
  text: (row) => `${row.descricao} ${row.codigo ?? ''}`,
  sortValue: (row, column) =>
    column === 'ativo' ? String(row.ativo) : column === 'codigo' ? row.codigo : row.descricao,
  isActive: (row) => row.ativo,
};

/** Business units (01 §7): list, create/rename, activate/deactivate, delete, each with confirmation. */
export function UnidadesSection() {
  const unidades = useUnidades();
  const toggle = useToggleUnidade();
  const remove = useDeleteUnidade();
  const list = useListQuery({ ordem: 'descricao' });
  const source = useClientPageSource(unidades, list.query, UNIDADES_LIST);
  const confirm = useConfirm();
  const form = useFormDrawer<TUnidadeNegocioDetalhe>();

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
    actionsColumn((row) => (
      <LifecycleRowActions
        item={ITEM_NAMES.unidade}
        name={row.descricao}
        ask={confirm.ask}
        onEdit={() => form.open(row)}
        toggle={{ active: row.ativo, run: (ativar) => toggle.mutateAsync({ id: row.id, ativar }) }}
        remove={{ run: () => remove.mutateAsync(row.id) }}
      />
    )),
  ];

  return (
    <>
      <ListToolbar
        searchLabel="Pesquisar unidades de negócio"
        list={list}
        newLabel="Nova unidade"
        onNew={() => form.open(null)}
      />
      <DataTable caption="Unidades de negócio da empresa" columns={columns} list={list} source={source} />
      <UnidadeFormDrawer opened={form.opened} unidade={form.editing} onClose={form.close} />
      <ConfirmModal {...confirm.modalProps} />
    </>
  );
}
