import '@mantine/core/styles/Combobox.css';
import {
  COMPORTAMENTO_OFERECIMENTO_LABELS,
  type TCaracteristica,
  type TComportamentoOferecimento,
  TIPO_CARACTERISTICA_LABELS,
  type TTipoCaracteristica,
} from '@embarca/domain';
import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { actionsColumn, DataTable, type TColumn } from '../../../lib/ui/data-table';
import { useFormDrawer } from '../../../lib/ui/form-drawer';
import { LifecycleRowActions } from '../../../lib/ui/lifecycle-actions';
import { useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { StatusBadge } from '../../../lib/ui/status-badge';
import { serverPageSource } from '../../../lib/ui/table-source';
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
  const list = useListQuery({ ordem: 'descricao' });
  const [tipo, setTipo] = useState<TTipoCaracteristica | null>(null);
  const search = useCaracteristicasSearch(list.query, tipo);
  const toggle = useToggleCaracteristica();
  const remove = useDeleteCaracteristica();
  const confirm = useConfirm();
  const form = useFormDrawer<TCaracteristica>();

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
    actionsColumn((row) => (
      <LifecycleRowActions
        item={ITEM_NAMES.caracteristica}
        name={row.descricao}
        ask={confirm.ask}
        onEdit={() => form.open(row)}
        toggle={{ active: !row.desativada, run: (ativar) => toggle.mutateAsync({ id: row.id, ativar }) }}
        remove={{ run: () => remove.mutateAsync(row.id) }}
      />
    )),
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
            list.goToPage(1);
          }}
          w={320}
        />
      </Group>
      <ListToolbar
        searchLabel="Pesquisar características"
        list={list}
        newLabel="Nova característica"
        onNew={() => form.open(null)}
      />
      <DataTable
        caption="Características da empresa"
        columns={columns}
        list={list}
        source={serverPageSource(search)}
      />
      <CaracteristicaFormDrawer opened={form.opened} caracteristica={form.editing} onClose={form.close} />
      <ConfirmModal {...confirm.modalProps} />
    </>
  );
}
