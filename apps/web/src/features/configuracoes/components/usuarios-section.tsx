import { formatPhone, ROLE_LABELS, SituacaoUsuario, type TUsuario } from '@embarca/domain';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ConfirmModal, type TConfirmRequest, useConfirm } from '../../../lib/ui/confirm-modal';
import { actionsColumn, DataTable, type TColumn } from '../../../lib/ui/data-table';
import { useFormDrawer } from '../../../lib/ui/form-drawer';
import { LifecycleRowActions } from '../../../lib/ui/lifecycle-actions';
import { type TClientListOptions, useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { notifyApiError, notifyInfo } from '../../../lib/ui/notify';
import { StatusBadge } from '../../../lib/ui/status-badge';
import { useClientPageSource } from '../../../lib/ui/table-source';
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

const USUARIOS_LIST: TClientListOptions<TUsuario> = {
  text: (row) => row.name,
  sortValue: (row, column) => (column === 'email' ? row.email : column === 'role' ? row.role : row.name),
};

function situacaoBadge(usuario: TUsuario) {
  if (usuario.bloqueado || usuario.situacao === SituacaoUsuario.Bloqueado)
    return <StatusBadge ativo={false} label="Bloqueado" color="red" />;
  return <StatusBadge ativo={usuario.ativo} />;
}

/** Users (01 §7): search, create/edit with units and modules, activate/deactivate, block/unblock, delete. */
export function UsuariosSection() {
  const list = useListQuery({ ordem: 'name' });
  const search = useUsuariosSearch(list.query.filtro, list.query.ativos);
  // The API filters by the search and the active state; the page and the order are made here.
  const pageQuery = useMemo(() => ({ ...list.query, filtro: '', ativos: null }), [list.query]);
  const source = {
    ...useClientPageSource(search, pageQuery, USUARIOS_LIST),
    // A search of the server: 'loading' while it has no answer yet, a retry after an error included.
    loading: search.isFetching && !search.data,
  };
  const changeState = useUsuarioState();
  const remove = useDeleteUsuario();
  const currentUserId = useSession()?.claims.userId?.toLowerCase() ?? null;
  const confirm = useConfirm();
  const form = useFormDrawer<TUsuario>();

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
    actionsColumn((row) => {
      const blocked = row.bloqueado || row.situacao === SituacaoUsuario.Bloqueado;
      // The API refuses deactivating, blocking or deleting oneself: those actions are not offered there.
      const isSelf = row.id.toLowerCase() === currentUserId;
      return (
        <LifecycleRowActions
          item={ITEM_NAMES.usuario}
          name={row.name}
          ask={confirm.ask}
          onEdit={() => form.open(row)}
          toggle={{
            active: row.ativo,
            hidden: isSelf,
            run: (ativar) => changeState.mutateAsync({ id: row.id, action: ativar ? 'ativar' : 'desativar' }),
          }}
          extra={[
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
          ]}
          remove={{ hidden: isSelf, run: () => remove.mutateAsync(row.id) }}
        />
      );
    }),
  ];

  return (
    <>
      <ListToolbar
        searchLabel="Pesquisar usuários"
        list={list}
        newLabel="Novo usuário"
        onNew={() => form.open(null)}
      />
      <DataTable caption="Usuários da empresa" columns={columns} list={list} source={source} />
      <UsuarioFormDrawer opened={form.opened} usuario={form.editing} onClose={form.close} />
      <ConfirmModal {...confirm.modalProps} />
    </>
  );
}
