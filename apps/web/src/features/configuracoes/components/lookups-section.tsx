import '@mantine/core/styles/Combobox.css';
import { TIPO_LOOKUP_LABELS, TipoLookup, type TLookupValor, type TTipoLookup } from '@embarca/domain';
import { Group, Select } from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { deleteRequest, toggleRequest } from '../../../lib/ui/confirm-requests';
import { DataTable, type TColumn } from '../../../lib/ui/data-table';
import { applyListQuery, useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { RowActions } from '../../../lib/ui/row-actions';
import { StatusBadge, ToneBadge } from '../../../lib/ui/status-badge';
import { useDeleteLookupValor } from '../api/use-delete-lookup-valor';
import { useLookupValores } from '../api/use-lookup-valores';
import { useSaveLookupValor } from '../api/use-save-lookup-valor';
import { ITEM_NAMES } from '../configuracoes.texts';
import { LookupValorDrawer } from './lookup-valor-drawer';

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
  const { query, sortBy, filter, goToPage } = useListQuery({ ordem: 'texto', ativos: null });
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TLookupValor | null>(null);
  const [formOpened, setFormOpened] = useState(false);

  const page = useMemo(
    () =>
      applyListQuery(valores.data ?? [], query, {
        text: (row) => `${row.texto} ${row.codigo ?? ''}`,
        sortValue: (row, column) => (column === 'valor' ? row.valor : row.texto),
        isActive: (row) => row.ativo,
      }),
    [valores.data, query],
  );

  const openForm = (valor: TLookupValor | null) => {
    setEditing(valor);
    setFormOpened(true);
  };

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
    {
      key: 'acoes',
      label: 'Ações',
      width: 80,
      render: (row) =>
        row.proprio ? (
          <RowActions
            itemName={row.texto}
            actions={[
              { label: 'Editar', icon: <IconEdit size={16} />, onClick: () => openForm(row) },
              {
                label: row.ativo ? 'Desativar' : 'Reativar',
                icon: row.ativo ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />,
                onClick: () =>
                  confirm.ask(
                    toggleRequest({
                      item: ITEM_NAMES.lookup,
                      name: row.texto,
                      activate: !row.ativo,
                      run: () =>
                        save.mutateAsync({ id: row.id, body: { texto: row.texto, ativo: !row.ativo } }),
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
                      item: ITEM_NAMES.lookup,
                      name: row.texto,
                      run: () => remove.mutateAsync(row.id),
                    }),
                  ),
              },
            ]}
          />
        ) : null,
    },
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
              goToPage(1);
            }
          }}
          w={320}
        />
      </Group>
      <ListToolbar
        searchLabel={`Pesquisar em ${TIPO_LOOKUP_LABELS[tipo]}`}
        query={query}
        onFilter={filter}
        newLabel="Novo valor"
        onNew={() => openForm(null)}
      />
      <DataTable
        caption={`Valores de ${TIPO_LOOKUP_LABELS[tipo]}`}
        columns={columns}
        rows={valores.data ? page.items : undefined}
        rowKey={(row) => row.id}
        total={page.total}
        query={query}
        onSort={sortBy}
        onPage={goToPage}
        loading={valores.isPending}
        error={valores.error}
        onRetry={() => void valores.refetch()}
      />
      <LookupValorDrawer
        opened={formOpened}
        tipo={tipo}
        valor={editing}
        onClose={() => setFormOpened(false)}
      />
      <ConfirmModal {...confirm.modalProps} />
    </>
  );
}
