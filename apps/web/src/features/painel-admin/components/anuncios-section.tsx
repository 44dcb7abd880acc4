import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Button.css';
import {
  enumLabel,
  LICENCA_LABELS,
  POSICAO_ANUNCIO_LABELS,
  type TAnuncioAdmin,
  TIPO_ANUNCIO_LABELS,
  TIPO_EMPRESA_LABELS,
} from '@embarca/domain';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { actionsColumn, DataTable, type TColumn } from '../../../lib/ui/data-table';
import { LifecycleRowActions } from '../../../lib/ui/lifecycle-actions';
import { type TClientListOptions, useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { ToneBadge } from '../../../lib/ui/status-badge';
import { useClientPageSource } from '../../../lib/ui/table-source';
import { useDeletePainelAnuncio } from '../api/use-delete-painel-anuncio';
import { usePainelAnuncios } from '../api/use-painel-anuncios';
import { useTogglePainelAnuncio } from '../api/use-toggle-painel-anuncio';
import { AnuncioDrawer } from './anuncio-drawer';

/** 'Todos' or the company types and licence levels of the audience. */
export function publicoLabel(publico: TAnuncioAdmin['publico']): string {
  if (publico.todos) return 'Todos';
  const parts = [
    ...publico.tiposEmpresa.map((tipo) => enumLabel(TIPO_EMPRESA_LABELS, tipo)),
    ...publico.licencas.map((licenca) => `Licença ${enumLabel(LICENCA_LABELS, licenca)}`),
  ];
  return parts.join(', ');
}

const ANUNCIOS_LIST: TClientListOptions<TAnuncioAdmin> = {
  text: (row) => `${row.titulo} ${row.mensagem}`,
  sortValue: (row, column) =>
    column === 'tipo' ? row.tipo : column === 'leituras' ? row.leituras : row.titulo,
};

/** 'Anúncios' tab of /painel-admin: banners and modals, their audience, analytics and show flag. */
export function AnunciosSection() {
  const list = useListQuery({ ordem: '', ativos: null });
  const anuncios = usePainelAnuncios(true);
  const source = useClientPageSource(anuncios, list.query, ANUNCIOS_LIST);
  const toggle = useTogglePainelAnuncio();
  const remove = useDeletePainelAnuncio();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TAnuncioAdmin | 'new' | null>(null);

  const columns: TColumn<TAnuncioAdmin>[] = [
    { key: 'titulo', label: 'Título', sortable: true, render: (row) => row.titulo },
    {
      key: 'tipo',
      label: 'Tipo',
      sortable: true,
      render: (row) =>
        row.tipo === 'banner'
          ? `${TIPO_ANUNCIO_LABELS.banner} · ${POSICAO_ANUNCIO_LABELS[row.posicao]}`
          : TIPO_ANUNCIO_LABELS.modal,
      width: 170,
    },
    { key: 'publico', label: 'Público', render: (row) => publicoLabel(row.publico) },
    {
      key: 'exibir',
      label: 'Situação',
      render: (row) =>
        row.exibir ? (
          <ToneBadge color="teal">Exibindo</ToneBadge>
        ) : (
          <ToneBadge color="gray">Oculto</ToneBadge>
        ),
      width: 120,
    },
    {
      key: 'leituras',
      label: 'Leituras / cliques / fechamentos',
      sortable: true,
      render: (row) => `${row.leituras} / ${row.cliques} / ${row.fechamentos}`,
      width: 150,
    },
    actionsColumn((row) => (
      <LifecycleRowActions
        item="Anúncio"
        name={row.titulo}
        ask={confirm.ask}
        onEdit={() => setEditing(row)}
        visibility={{
          shown: row.exibir,
          labels: ['Exibir', 'Ocultar'],
          run: (exibir) => toggle.mutateAsync({ id: row.id, exibir }),
        }}
        remove={{ run: () => remove.mutateAsync(row.id) }}
      />
    )),
  ];

  return (
    <Stack gap="md">
      <ListToolbar
        searchLabel="Pesquisar anúncios"
        list={list}
        withActiveFilter={false}
        newLabel="Novo anúncio"
        onNew={() => setEditing('new')}
      />
      <DataTable caption="Anúncios" columns={columns} list={list} source={source} />
      <AnuncioDrawer anuncio={editing} onClose={() => setEditing(null)} />
      <ConfirmModal {...confirm.modalProps} />
    </Stack>
  );
}
