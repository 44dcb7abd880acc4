import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/VisuallyHidden.css';
import {
  CHANNEL_TYPE_LABELS,
  DEFAULT_PAGE_SIZE,
  formatDateTime,
  MESSAGES,
  successMessage,
  TIPO_NOTIFICACAO_COLORS,
  type TNotificacao,
} from '@embarca/domain';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Pagination,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconMail, IconMailOpened, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { describeApiError } from '../../../lib/api-error-handler';
import { ConfirmModal, type TConfirmRequest, useConfirm } from '../../../lib/ui/confirm-modal';
import { pageCount } from '../../../lib/ui/list-query';
import { actionFailureMessage, notifyApiError, notifyFailure, notifyInfo } from '../../../lib/ui/notify';
import { PageHeader } from '../../../lib/ui/page-header';
import { useDeleteNotificacoes } from '../api/use-delete-notificacoes';
import { useNotificacoesHistory } from '../api/use-notificacoes-history';
import { useOpenNotificacao } from '../api/use-open-notificacao';
import { useReadAllNotificacoes } from '../api/use-read-all-notificacoes';
import { useSetNotificacaoRead } from '../api/use-set-notificacao-read';
import { NotificacaoBody } from '../components/notificacao-body';
import { NOTIFICACOES_TEXTS as T } from '../notificacoes.texts';
import { flattenNotificacoes } from '../notificacoes-cache';

/** Confirmation of deleting one or several notifications (for the caller only; others keep theirs). */
function deleteConfirmation(items: readonly TNotificacao[], run: () => Promise<unknown>): TConfirmRequest {
  const one = items.length === 1 ? items[0] : undefined;
  return {
    title: one ? 'Excluir notificação' : 'Excluir notificações',
    message: one
      ? `Deseja excluir a notificação "${one.title}"? Esta ação não pode ser desfeita.`
      : `Deseja excluir as ${items.length} notificações selecionadas? Esta ação não pode ser desfeita.`,
    confirmLabel: T.delete,
    danger: true,
    onConfirm: async () => {
      try {
        await run();
        notifyInfo(
          one ? successMessage('deleted', T.item) : `${items.length} notificações excluídas com sucesso!`,
          'teal',
        );
      } catch (error) {
        notifyFailure(actionFailureMessage(error, MESSAGES.deleteError));
      }
    },
  };
}

/**
 * `/notificacoes` (01 §2): the notification history, 10 per page, newest first; text search (title and
 * body, 300 ms debounce) and 'Somente não lidas'; mark read or unread, open (same as the panel), delete
 * one or the selected ones after confirmation.
 */
export function NotificacoesPage() {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const history = useNotificacoesHistory({ page, query, unreadOnly });
  const setRead = useSetNotificacaoRead();
  const readAll = useReadAllNotificacoes();
  const remove = useDeleteNotificacoes();
  const open = useOpenNotificacao();
  const confirm = useConfirm();

  const rows = flattenNotificacoes(history.data);
  const total = history.data?.total ?? 0;
  const pages = pageCount(total, DEFAULT_PAGE_SIZE);
  const selectedRows = rows.filter((row) => selected.has(row.id));
  const allSelected = rows.length > 0 && selectedRows.length === rows.length;

  // A new filter or page starts a new selection (the selection is of the rows on screen).
  const changeFilter = (next: { query?: string; unreadOnly?: boolean }) => {
    if (next.query !== undefined) setQuery(next.query);
    if (next.unreadOnly !== undefined) setUnreadOnly(next.unreadOnly);
    setPage(1);
    setSelected(new Set());
  };
  const search = useDebouncedCallback((value: string) => changeFilter({ query: value.trim() }), 300);
  const goToPage = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const askDelete = (items: readonly TNotificacao[]) =>
    confirm.ask(
      deleteConfirmation(items, async () => {
        await remove.mutateAsync(items.map((item) => item.id));
        setSelected(new Set());
        // Deleting the last rows of the last page goes back one page.
        if (items.length >= rows.length && page > 1) setPage(page - 1);
      }),
    );

  return (
    <Stack gap="md">
      <PageHeader title="Notificações" description="Histórico de notificações." />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="md" align="center">
          <TextInput
            aria-label={T.search}
            placeholder="Pesquisar"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              search(event.currentTarget.value);
            }}
            w={280}
          />
          <Switch
            label={T.unreadOnly}
            checked={unreadOnly}
            onChange={(event) => changeFilter({ unreadOnly: event.currentTarget.checked })}
          />
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => readAll.mutate(undefined, { onError: notifyApiError })}
            loading={readAll.isPending}
          >
            {T.readAll}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            disabled={selectedRows.length === 0}
            onClick={() => askDelete(selectedRows)}
          >
            {selectedRows.length > 0 ? `${T.deleteSelected} (${selectedRows.length})` : T.deleteSelected}
          </Button>
        </Group>
      </Group>

      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover aria-busy={history.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={T.selectAll}
                  checked={allSelected}
                  indeterminate={selectedRows.length > 0 && !allSelected}
                  disabled={rows.length === 0}
                  onChange={(event) =>
                    setSelected(event.currentTarget.checked ? new Set(rows.map((row) => row.id)) : new Set())
                  }
                />
              </Table.Th>
              <Table.Th>Notificação</Table.Th>
              <Table.Th w={180}>Canal</Table.Th>
              <Table.Th w={150}>Data</Table.Th>
              <Table.Th w={96}>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} bg={row.lida ? undefined : 'blue.0'}>
                <Table.Td
                  // The colour of its tipo (1 yellow, 2 green, 3 blue) as a bar, like the panel's cards.
                  style={{
                    boxShadow: `inset 3px 0 0 var(--mantine-color-${TIPO_NOTIFICACAO_COLORS[row.tipo] ?? 'blue'}-6)`,
                  }}
                >
                  <Checkbox
                    aria-label={`Selecionar "${row.title}"`}
                    checked={selected.has(row.id)}
                    onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap="xs" wrap="nowrap">
                      <UnstyledButton
                        fz="sm"
                        fw={row.lida ? 500 : 700}
                        onClick={() => open.mutate(row, { onError: notifyApiError })}
                      >
                        {row.title}
                      </UnstyledButton>
                      {row.lida ? null : (
                        <Badge size="xs" variant="light" color="blue">
                          Não lida
                        </Badge>
                      )}
                    </Group>
                    <NotificacaoBody html={row.body} lineClamp={2} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{CHANNEL_TYPE_LABELS[row.channelType] ?? row.channelType}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(row.dhNotificacao)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label={row.lida ? T.markUnread : T.markRead} openDelay={50}>
                      <ActionIcon
                        variant="subtle"
                        color="gray.8"
                        aria-label={`${row.lida ? T.markUnread : T.markRead}: ${row.title}`}
                        onClick={() =>
                          setRead.mutate({ id: row.id, read: !row.lida }, { onError: notifyApiError })
                        }
                      >
                        {row.lida ? <IconMail size={18} /> : <IconMailOpened size={18} />}
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={T.delete} openDelay={50}>
                      <ActionIcon
                        variant="subtle"
                        color="red.8"
                        aria-label={`${T.delete}: ${row.title}`}
                        onClick={() => askDelete([row])}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {history.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label={T.loading} />
        </Center>
      ) : null}
      {history.isError ? (
        <Alert color="red" variant="light">
          <Group justify="space-between">
            <Text size="sm">{describeApiError(history.error).message}</Text>
            <Button size="xs" variant="white" onClick={() => void history.refetch()}>
              {T.retry}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {history.isSuccess && rows.length === 0 ? (
        <Text ta="center" c="gray.7" py="lg" role="status">
          {query || unreadOnly ? MESSAGES.noResults : T.empty}
        </Text>
      ) : null}
      {total > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="gray.7">
            {total} {total === 1 ? 'notificação' : 'notificações'}
          </Text>
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={goToPage}
              size="sm"
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous'
                    ? 'Página anterior'
                    : control === 'next'
                      ? 'Próxima página'
                      : control,
              })}
              getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
            />
          ) : null}
        </Group>
      ) : null}
      <ConfirmModal {...confirm.modalProps} />
    </Stack>
  );
}
