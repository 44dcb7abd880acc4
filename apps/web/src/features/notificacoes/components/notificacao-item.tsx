import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { formatDateTime, TIPO_NOTIFICACAO_COLORS, type TNotificacao } from '@embarca/domain';
import { Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useIsFresh } from '../fresh-notificacoes';
import { NotificacaoBody } from './notificacao-body';
import classes from './notificacoes.module.css';

export interface NotificacaoItemProps {
  notification: TNotificacao;
  onOpen: (notification: TNotificacao) => void;
}

/**
 * One notification of the panel: the colour of its tipo, title, body and date; unread ones highlighted,
 * live ones animated for 2 s. The title is the keyboard target; a click anywhere on the card opens it too,
 * except on a link inside the body (the body is not put inside a button: it may hold links and paragraphs).
 */
export function NotificacaoItem({ notification, onOpen }: NotificacaoItemProps) {
  const isNew = useIsFresh(notification.id);
  const color = TIPO_NOTIFICACAO_COLORS[notification.tipo] ?? 'blue';
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    onOpen(notification);
  };
  return (
    <Box
      component="article"
      className={classes.item}
      data-unread={notification.lida ? undefined : true}
      data-new={isNew ? true : undefined}
      style={{ '--notificacao-color': `var(--mantine-color-${color}-6)`, cursor: 'pointer' }}
      onClick={onCardClick}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <UnstyledButton onClick={() => onOpen(notification)} fz="sm" fw={notification.lida ? 500 : 700}>
          {notification.title}
          {notification.lida ? null : (
            <>
              {' '}
              <VisuallyHidden component="span">(não lida)</VisuallyHidden>
            </>
          )}
        </UnstyledButton>
        <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(notification.dhNotificacao)}
        </Text>
      </Group>
      <NotificacaoBody html={notification.body} lineClamp={3} />
    </Box>
  );
}
