import { formatPhone, ROLE_LABELS, SituacaoUsuario, type TUsuario } from '@embarca/domain';
import {
  IconEdit,
  IconLock,
  IconLockOpen,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ConfirmModal, type TConfirmRequest, useConfirm } from '../../../lib/ui/confirm-modal';
import { deleteRequest, toggleRequest } from '../../../lib/ui/confirm-requests';
import { DataTable, type TColumn } from '../../../lib/ui/data-table';
import { applyListQuery, useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { notifyApiError, notifyInfo } from '../../../lib/ui/notify';
import { RowActions } from '../../../lib/ui/row-actions';
import { StatusBadge } from '../../../lib/ui/status-badge';
import { useSession } from '../../../lib/use-session';
import { useDeleteUsuario } from '../api/use-delete-usuario';
import { useUsuarioState } from '../api/use-usuario-state';
import { useUsuariosSearch } from '../api/use-usuarios-search';
import { ITEM_NAMES } from '../configuracoes.texts';
import { UsuarioFormDrawer } from './usuario-form-drawer';

/** Block or unblock (01 §4): unblocking also resets the sign-in lockout on the server. */
function blockRequest(usuario: TUsuario, run: () => Promise<unknown>): TConfirmRequest {
  const block = !usuario.bloqueado && usuario.situacao !== SituacaoUsuario.Bloqueado;
  return {
    title: block ? 'Bloquear usuário' : 'Desbloquear usuário',
    message: block
      ? `Deseja bloquear "${usuario.name}"? O acesso será encerrado imediatamente.`
      : `Deseja desbloquear "${usuario.name}"?`,
    confirmLabel: block ? 'Bloquear' : 'Desbloquear',
    danger: block,
    onConfirm: async () => {
      try {
        await run();
        notifyInfo(block ? 'Usuário bloqueado com sucesso!' : 'Usuário desbloqueado com sucesso!', 'teal');
      } catch (error) {
        notifyApiError(error);
      }
    },
  };
}

function situacaoBadge(usuario: TUsuario) {
  if (usuario.bloqueado || usuario.situacao === SituacaoUsuario.Bloqueado)
    return <StatusBadge ativo={false} label="Bloqueado" color="red" />;
  return <StatusBadge ativo={usuario.ativo} />;
}

/** Users (01 §7): search, create/edit with units and modules, activate/deactivate, block/unblock, delete. */
export function UsuariosSection() {
  const { query, sortBy, filter, goToPage } = useListQuery({ ordem: 'name' });
  const search = useUsuariosSearch(query.filtro, query.ativos);
  const page = useMemo(
    () =>
      applyListQuery(
        search.data ?? [],
        { ...query, filtro: '', ativos: null },
        {
          text: (row) => row.name,
          sortValue: (row, column) =>
            column === 'email' ? row.email : column === 'role' ? row.role : row.name,
        },
      ),
    [search.data, query],
  );
  const changeState = useUsuarioState();
  const remove = useDeleteUsuario();
  const currentUserId = useSession()?.claims.userId?.toLowerCase() ?? null;
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TUsuario | null>(null);
  const [formOpened, setFormOpened] = useState(false);

  const openForm = (usuario: TUsuario | null) => {
    setEditing(usuario);
    setFormOpened(true);
  };

  const columns: TColumn<TUsuario>[] = [
    { key: 'name', label: 'Nome', sortable: true, render: (row) => row.name },
    { key: 'email', label: 'E-mail', sortable: true, render: (row) => row.email },
    { key: 'telefone', label: 'Telefone', render: (row) => (row.telefone ? formatPhone(row.telefone) : '—') },
    { key: 'role', label: 'Perfil', sortable: true, render: (row) => ROLE_LABELS[row.role] },
    {
      key: 'senha',
      label: 'Senha',
      render: (row) => (row.senhaDefinida ? 'Definida' : 'Aguardando definição'),
    },
    { key: 'situacao', label: 'Situação', render: situacaoBadge },
    {
      key: 'acoes',
      label: 'Ações',
      width: 80,
      render: (row) => {
        const blocked = row.bloqueado || row.situacao === SituacaoUsuario.Bloqueado;
        // The API refuses deactivating, blocking or deleting oneself: those actions are not offered there.
        const isSelf = row.id.toLowerCase() === currentUserId;
        return (
          <RowActions
            itemName={row.name}
            actions={[
              { label: 'Editar', icon: <IconEdit size={16} />, onClick: () => openForm(row) },
              {
                label: row.ativo ? 'Desativar' : 'Reativar',
                hidden: isSelf,
                icon: row.ativo ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />,
                onClick: () =>
                  confirm.ask(
                    toggleRequest({
                      item: ITEM_NAMES.usuario,
                      name: row.name,
                      activate: !row.ativo,
                      run: () =>
                        changeState.mutateAsync({ id: row.id, action: row.ativo ? 'desativar' : 'ativar' }),
                    }),
                  ),
              },
              {
                label: blocked ? 'Desbloquear' : 'Bloquear',
                danger: !blocked,
                hidden: isSelf,
                icon: blocked ? <IconLockOpen size={16} /> : <IconLock size={16} />,
                onClick: () =>
                  confirm.ask(
                    blockRequest(row, () =>
                      changeState.mutateAsync({ id: row.id, action: blocked ? 'desbloquear' : 'bloquear' }),
                    ),
                  ),
              },
              {
                label: 'Excluir',
                danger: true,
                icon: <IconTrash size={16} />,
                hidden: isSelf,
                onClick: () =>
                  confirm.ask(
                    deleteRequest({
                      item: ITEM_NAMES.usuario,
                      name: row.name,
                      run: () => remove.mutateAsync(row.id),
                    }),
                  ),
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <>
      <ListToolbar
        searchLabel="Pesquisar usuários"
        query={query}
        onFilter={filter}
        newLabel="Novo usuário"
        onNew={() => openForm(null)}
      />
      <DataTable
        caption="Usuários da empresa"
        columns={columns}
        rows={search.data ? page.items : undefined}
        rowKey={(row) => row.id}
        total={page.total}
        query={query}
        onSort={sortBy}
        onPage={goToPage}
        loading={search.isFetching && !search.data}
        error={search.error}
        onRetry={() => void search.refetch()}
      />
      <UsuarioFormDrawer opened={formOpened} usuario={editing} onClose={() => setFormOpened(false)} />
      <ConfirmModal {...confirm.modalProps} />
    </>
  );
}
