import {
  IconEdit,
  IconEye,
  IconEyeOff,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import type { TConfirmRequest } from './confirm-modal';
import { deleteRequest, toggleRequest } from './confirm-requests';
import { notifyApiError, notifySuccess } from './notify';
import { RowActions, type TRowAction } from './row-actions';

export interface LifecycleRowActionsProps {
  /** The catalogue's `{item}` ('Unidade de negócio'), for the confirmations and the result messages. */
  item: string;
  /** The row's name: the menu button's accessible name ('Ações de Filial Sul') and the questions'. */
  name: string;
  /** Opens a confirmation (`useConfirm().ask`). */
  ask: (request: TConfirmRequest) => void;
  /** 'Editar': opens the row's form. */
  onEdit: () => void;
  /** 'Desativar'/'Reativar' after confirmation; `run(true)` activates. Left out: no such action. */
  toggle?: { active: boolean; run: (activate: boolean) => Promise<unknown>; hidden?: boolean };
  /**
   * Shown or hidden (announcements, release posts): no confirmation, 'X atualizado com sucesso!' after.
   * `labels` are the action's names [to show, to hide].
   */
  visibility?: {
    shown: boolean;
    labels: readonly [string, string];
    run: (show: boolean) => Promise<unknown>;
  };
  /** Actions of the row's own between the toggle and 'Excluir' (block/unblock, …). */
  extra?: readonly TRowAction[];
  /** 'Excluir' after confirmation. Left out: no such action. */
  remove?: { run: () => Promise<unknown>; hidden?: boolean };
}

/**
 * The '…' menu of an admin list row with the lifecycle every list shares (01 §4, §5): edit, then
 * deactivate/reactivate (or show/hide) and delete, confirmed with the catalogue's texts and reported by toast.
 */
export function LifecycleRowActions({
  item,
  name,
  ask,
  onEdit,
  toggle,
  visibility,
  extra = [],
  remove,
}: LifecycleRowActionsProps) {
  const actions: TRowAction[] = [{ label: 'Editar', icon: <IconEdit size={16} />, onClick: onEdit }];
  if (toggle) {
    const { active, run, hidden } = toggle;
    actions.push({
      label: active ? 'Desativar' : 'Reativar',
      hidden,
      icon: active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />,
      onClick: () => ask(toggleRequest({ item, name, activate: !active, run: () => run(!active) })),
    });
  }
  if (visibility) {
    const { shown, labels, run } = visibility;
    actions.push({
      label: shown ? labels[1] : labels[0],
      icon: shown ? <IconEyeOff size={16} /> : <IconEye size={16} />,
      onClick: () =>
        void run(!shown).then(
          () => notifySuccess('updated', item),
          (error: unknown) => notifyApiError(error),
        ),
    });
  }
  actions.push(...extra);
  if (remove) {
    actions.push({
      label: 'Excluir',
      danger: true,
      hidden: remove.hidden,
      icon: <IconTrash size={16} />,
      onClick: () => ask(deleteRequest({ item, name, run: remove.run })),
    });
  }
  return <RowActions itemName={name} actions={actions} />;
}
