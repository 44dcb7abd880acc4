import '@mantine/core/styles/Combobox.css';
import {
  COMPORTAMENTO_OFERECIMENTO_LABELS,
  type TCaracteristica,
  type TComportamentoOferecimento,
  TIPO_CARACTERISTICA_LABELS,
  type TTipoCaracteristica,
} from '@embarca/domain';
import { Group, Select } from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { deleteRequest, toggleRequest } from '../../../lib/ui/confirm-requests';
import { DataTable, type TColumn } from '../../../lib/ui/data-table';
import { useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { RowActions } from '../../../lib/ui/row-actions';
import { StatusBadge } from '../../../lib/ui/status-badge';
import { useCaracteristicasSearch } from '../api/use-caracteristicas-search';
import { useDeleteCaracteristica } from '../api/use-delete-caracteristica';
import { useToggleCaracteristica } from '../api/use-toggle-caracteristica';
import { CaracteristicaIcon } from '../caracteristica-icons';
import { ITEM_NAMES } from '../configuracoes.texts';
import { CaracteristicaFormDrawer } from './caracteristica-form-drawer';

const TIPO_FILTER = [
  { value: '', label: 'Todos os tipos' },
  ...Object.entries(TIPO_CARACTERISTICA_LABELS).map(([value, label]) => ({ value, label })),
];

/** Characteristics (02 §7): kinds, icons, offering behaviour; activate/deactivate; delete unless in use. */
export function CaracteristicasSection() {
  const { query, sortBy, filter, goToPage } = useListQuery({ ordem: 'descricao' });
  const [tipo, setTipo] = useState<TTipoCaracteristica | null>(null);
  const search = useCaracteristicasSearch(query, tipo);
  const toggle = useToggleCaracteristica();
  const remove = useDeleteCaracteristica();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TCaracteristica | null>(null);
  const [formOpened, setFormOpened] = useState(false);

  const openForm = (caracteristica: TCaracteristica | null) => {
    setEditing(caracteristica);
    setFormOpened(true);
  };

  const columns: TColumn<TCaracteristica>[] = [
    {
      key: 'descricao',
      label: 'Descrição',
      sortable: true,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <CaracteristicaIcon name={row.icone} />
          {row.descricao}
        </Group>
      ),
    },
    {
      key: 'tipo',
      label: 'Tipo',
      sortable: true,
      render: (row) => TIPO_CARACTERISTICA_LABELS[row.tipo as TTipoCaracteristica] ?? row.tipo,
    },
    {
      key: 'comportamento',
      label: 'Oferecimento',
      render: (row) =>
        row.comportamentoOferecimento
          ? COMPORTAMENTO_OFERECIMENTO_LABELS[row.comportamentoOferecimento as TComportamentoOferecimento]
          : '—',
    },
    {
      key: 'desativada',
      label: 'Situação',
      sortable: true,
      render: (row) => <StatusBadge ativo={!row.desativada} />,
      width: 120,
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
              label: row.desativada ? 'Reativar' : 'Desativar',
              icon: row.desativada ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />,
              onClick: () =>
                confirm.ask(
                  toggleRequest({
                    item: ITEM_NAMES.caracteristica,
                    name: row.descricao,
                    activate: row.desativada,
                    run: () => toggle.mutateAsync({ id: row.id, ativar: row.desativada }),
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
                    item: ITEM_NAMES.caracteristica,
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
      <Group mb="md">
        <Select
          label="Tipo de característica"
          data={TIPO_FILTER}
          value={tipo ? String(tipo) : ''}
          allowDeselect={false}
          onChange={(value) => {
            setTipo(value ? (Number(value) as TTipoCaracteristica) : null);
            goToPage(1);
          }}
          w={320}
        />
      </Group>
      <ListToolbar
        searchLabel="Pesquisar características"
        query={query}
        onFilter={filter}
        newLabel="Nova característica"
        onNew={() => openForm(null)}
      />
      <DataTable
        caption="Características da empresa"
        columns={columns}
        rows={search.data?.items}
        rowKey={(row) => row.id}
        total={search.data?.total ?? 0}
        query={query}
        onSort={sortBy}
        onPage={goToPage}
        loading={search.isFetching && !search.data}
        error={search.error}
        onRetry={() => void search.refetch()}
      />
      <CaracteristicaFormDrawer
        opened={formOpened}
        caracteristica={editing}
        onClose={() => setFormOpened(false)}
      />
      <ConfirmModal {...confirm.modalProps} />
    </>
  );
}
