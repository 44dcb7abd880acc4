import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Button.css';
import { enumLabel, formatDate, MODULO_LABELS, type TReleasePostAdmin } from '@embarca/domain';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { actionsColumn, DataTable, type TColumn } from '../../../lib/ui/data-table';
import { LifecycleRowActions } from '../../../lib/ui/lifecycle-actions';
import { type TClientListOptions, useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { ToneBadge } from '../../../lib/ui/status-badge';
import { useClientPageSource } from '../../../lib/ui/table-source';
import { useDeletePainelNovidade } from '../api/use-delete-painel-novidade';
import { usePainelNovidades } from '../api/use-painel-novidades';
import { useTogglePainelNovidade } from '../api/use-toggle-painel-novidade';
import { NovidadeDrawer } from './novidade-drawer';

const NOVIDADES_LIST: TClientListOptions<TReleasePostAdmin> = {
  text: (row) => `${row.titulo} ${row.resumo}`,
  sortValue: (row, column) => (column === 'titulo' ? row.titulo : row.dataLancamento),
};

/** 'Novidades' tab of /painel-admin: release posts of the "what's new" panel. */
export function NovidadesSection() {
  const list = useListQuery({ ordem: '', ativos: null });
  const posts = usePainelNovidades(true);
  const source = useClientPageSource(posts, list.query, NOVIDADES_LIST);
  const toggle = useTogglePainelNovidade();
  const remove = useDeletePainelNovidade();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TReleasePostAdmin | 'new' | null>(null);

  const columns: TColumn<TReleasePostAdmin>[] = [
    {
      key: 'dataLancamento',
      label: 'Lançamento',
      sortable: true,
      render: (row) => formatDate(`${row.dataLancamento}T12:00:00Z`),
      width: 130,
    },
    { key: 'titulo', label: 'Título', sortable: true, render: (row) => row.titulo },
    {
      key: 'modulos',
      label: 'Módulos',
      render: (row) => row.modulos.map((modulo) => enumLabel(MODULO_LABELS, modulo) || modulo).join(', '),
    },
    { key: 'feed', label: 'Feed', render: (row) => row.databaseId, width: 110 },
    {
      key: 'publicado',
      label: 'Situação',
      render: (row) =>
        row.publicado ? (
          <ToneBadge color="teal">Publicada</ToneBadge>
        ) : (
          <ToneBadge color="gray">Rascunho</ToneBadge>
        ),
      width: 120,
    },
    actionsColumn((row) => (
      <LifecycleRowActions
        item="Novidade"
        name={row.titulo}
        ask={confirm.ask}
        onEdit={() => setEditing(row)}
        visibility={{
          shown: row.publicado,
          labels: ['Publicar', 'Despublicar'],
          run: (publicado) => toggle.mutateAsync({ id: row.id, publicado }),
        }}
        remove={{ run: () => remove.mutateAsync(row.id) }}
      />
    )),
  ];

  return (
    <Stack gap="md">
      <ListToolbar
        searchLabel="Pesquisar novidades"
        list={list}
        withActiveFilter={false}
        newLabel="Nova novidade"
        onNew={() => setEditing('new')}
      />
      <DataTable caption="Novidades" columns={columns} list={list} source={source} />
      <NovidadeDrawer post={editing} onClose={() => setEditing(null)} />
      <ConfirmModal {...confirm.modalProps} />
    </Stack>
  );
}
