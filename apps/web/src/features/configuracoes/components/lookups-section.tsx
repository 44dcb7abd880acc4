import '@mantine/core/styles/Combobox.css';
import { TIPO_LOOKUP_LABELS, TipoLookup, type TLookupValor, type TTipoLookup } from '@embarca/domain';
import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { actionsColumn, DataTable, type TColumn } from '../../../lib/ui/data-table';
import { useFormDrawer } from '../../../lib/ui/form-drawer';
import { LifecycleRowActions } from '../../../lib/ui/lifecycle-actions';
import { type TClientListOptions, useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { StatusBadge, ToneBadge } from '../../../lib/ui/status-badge';
import { useClientPageSource } from '../../../lib/ui/table-source';
import { useDeleteLookupValor } from '../api/use-delete-lookup-valor';
import { useLookupValores } from '../api/use-lookup-valores';
import { useSaveLookupValor } from '../api/use-save-lookup-valor';
import { ITEM_NAMES } from '../configuracoes.texts';
import { LookupValorDrawer } from './lookup-valor-drawer';

const VALORES_LIST: TClientListOptions<TLookupValor> = {
  text: (row) => `${row.texto} ${row.codigo ?? ''}`,
  sortValue: (row, column) => (column === 'valor' ? row.valor : row.texto),
  isActive: (row) => row.ativo,
};

const KIND_OPTIONS = Object.entries(TIPO_LOOKUP_LABELS).map(([value, label]) => ({ value, label }));

/**
 * Auxiliary registers (01 §3 lookups 1–15): product values are read-only; the company adds its own and
 * may delete one nothing uses.
 */
export function LookupsSection() {
  const [tipo, setTipo] = useState<TTipoLookup>(TipoLookup.TipoVeiculo);
  const valores = useLookupValores(tipo);
  const save = useSaveLookupValor();
  const remove = useDeleteLookupValor();
  const list = useListQuery({ ordem: 'texto', ativos: null });
  const source = useClientPageSource(valores, list.query, VALORES_LIST);
  const confirm = useConfirm();
  const form = useFormDrawer<TLookupValor>();

  const columns: TColumn<TLookupValor>[] = [
    { key: 'valor', label: 'Código', sortable: true, render: (row) => row.codigo ?? row.valor, width: 110 },
    { key: 'texto', label: 'Descrição', sortable: true, render: (row) => row.texto },
    {
      key: 'origem',
      label: 'Origem',
      render: (row) =>
        row.proprio ? (
          <ToneBadge color="blue">Da empresa</ToneBadge>
        ) : (
          <ToneBadge color="gray">Padrão do sistema</ToneBadge>
        ),
    },
    { key: 'ativo', label: 'Situação', render: (row) => <StatusBadge ativo={row.ativo} />, width: 110 },
    actionsColumn((row) =>
      row.proprio ? (
        <LifecycleRowActions
          item={ITEM_NAMES.lookup}
          name={row.texto}
          ask={confirm.ask}
          onEdit={() => form.open(row)}
          toggle={{
            active: row.ativo,
            run: (ativo) => save.mutateAsync({ id: row.id, body: { texto: row.texto, ativo } }),
          }}
          remove={{ run: () => remove.mutateAsync(row.id) }}
        />
      ) : null,
    ),
  ];

  return (
    <>
      <Group mb="md">
        <Select
          label="Cadastro"
          data={KIND_OPTIONS}
          value={String(tipo)}
          allowDeselect={false}
          onChange={(value) => {
            if (value) {
              setTipo(Number(value) as TTipoLookup);
              list.goToPage(1);
            }
          }}
          w={320}
        />
      </Group>
      <ListToolbar
        searchLabel={`Pesquisar em ${TIPO_LOOKUP_LABELS[tipo]}`}
        list={list}
        newLabel="Novo valor"
        onNew={() => form.open(null)}
      />
      <DataTable
        caption={`Valores de ${TIPO_LOOKUP_LABELS[tipo]}`}
        columns={columns}
        list={list}
        source={source}
      />
      <LookupValorDrawer opened={form.opened} tipo={tipo} valor={form.editing} onClose={form.close} />
      <ConfirmModal {...confirm.modalProps} />
    </>
  );
}
