import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Button.css';
import { enumLabel, formatDate, MODULO_LABELS, type TReleasePostAdmin } from '@embarca/domain';
import { Button, Group, Stack } from '@mantine/core';
import { IconEdit, IconEye, IconEyeOff, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { deleteRequest } from '../../../lib/ui/confirm-requests';
import { DataTable, type TColumn } from '../../../lib/ui/data-table';
import { applyListQuery, useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { notifyApiError, notifySuccess } from '../../../lib/ui/notify';
import { RowActions } from '../../../lib/ui/row-actions';
import { ToneBadge } from '../../../lib/ui/status-badge';
import { useDeletePainelNovidade } from '../api/use-delete-painel-novidade';
import { usePainelNovidades } from '../api/use-painel-novidades';
import { useTogglePainelNovidade } from '../api/use-toggle-painel-novidade';
import { NovidadeDrawer } from './novidade-drawer';

/** 'Novidades' tab of /painel-admin: release posts of the "what's new" panel. */
export function NovidadesSection() {
  const { query, sortBy, filter, goToPage } = useListQuery({ ordem: '', ativos: null });
  const posts = usePainelNovidades(true);
  const toggle = useTogglePainelNovidade();
  const remove = useDeletePainelNovidade();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TReleasePostAdmin | 'new' | null>(null);

  const page = useMemo(
    () =>
      applyListQuery(posts.data ?? [], query, {
        text: (row) => `${row.titulo} ${row.resumo}`,
        sortValue: (row, column) => (column === 'titulo' ? row.titulo : row.dataLancamento),
      }),
    [posts.data, query],
  );

  const setPublicado = async (row: TReleasePostAdmin, publicado: boolean) => {
    try {
      await toggle.mutateAsync({ id: row.id, publicado });
      notifySuccess('updated', 'Novidade');
    } catch (error) {
      notifyApiError(error);
    }
  };

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
    {
      key: 'acoes',
      label: 'Ações',
      width: 80,
      render: (row) => (
        <RowActions
          itemName={row.titulo}
          actions={[
            { label: 'Editar', icon: <IconEdit size={16} />, onClick: () => setEditing(row) },
            {
              label: row.publicado ? 'Despublicar' : 'Publicar',
              icon: row.publicado ? <IconEyeOff size={16} /> : <IconEye size={16} />,
              onClick: () => void setPublicado(row, !row.publicado),
            },
            {
              label: 'Excluir',
              icon: <IconTrash size={16} />,
              danger: true,
              onClick: () =>
                confirm.ask(
                  deleteRequest({
                    item: 'Novidade',
                    name: row.titulo,
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
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <ListToolbar
          searchLabel="Pesquisar novidades"
          query={query}
          onFilter={filter}
          withActiveFilter={false}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Nova novidade
        </Button>
      </Group>
      <DataTable
        caption="Novidades"
        columns={columns}
        rows={posts.data ? page.items : undefined}
        rowKey={(row) => row.id}
        total={page.total}
        query={query}
        onSort={sortBy}
        onPage={goToPage}
        loading={posts.isPending}
        error={posts.error}
        onRetry={() => void posts.refetch()}
      />
      <NovidadeDrawer post={editing} onClose={() => setEditing(null)} />
      <ConfirmModal {...confirm.modalProps} />
    </Stack>
  );
}
