import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Anchor.css';
import {
  CHANNEL_TYPE_LABELS,
  formatBadgeCount,
  type TNotificacao,
  type TNotificacaoGrupo,
} from '@embarca/domain';
import {
  ActionIcon,
  Anchor,
  Button,
  Center,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconBell, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { canAccessRoute } from '../../../lib/access';
import { matchDrawerRoute, withDrawer } from '../../../lib/navigation/drawer-routes';
import { notifyApiError } from '../../../lib/ui/notify';
import { useSession } from '../../../lib/use-session';
import { useNotificacoesConfiguradas } from '../api/use-notificacoes-configuradas';
import { useNotificacoesPanel } from '../api/use-notificacoes-panel';
import { useNotificacoesSummary } from '../api/use-notificacoes-summary';
import { useOpenNotificacao } from '../api/use-open-notificacao';
import { useReadAllNotificacoes } from '../api/use-read-all-notificacoes';
import { bellLabel, NOTIFICACOES_TEXTS as T } from '../notificacoes.texts';
import { NotificacaoItem } from './notificacao-item';

export const HISTORY_PATH = '/notificacoes';
const PREFERENCES_DRAWER = 'configuracoes/owner-preferences';

/** The owner-preferences drawer keeps `p=9` beside it (01 §2): `?p=9&drawer=configuracoes/owner-preferences`. */
function preferencesSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.set('p', '9');
  return withDrawer(`?${params.toString()}`, PREFERENCES_DRAWER);
}

function NotificacaoGroup({
  group,
  onOpen,
  onReadGroup,
}: {
  group: TNotificacaoGrupo;
  onOpen: (notification: TNotificacao) => void;
  onReadGroup: (channelGroupId: string) => void;
}) {
  const first = group.items[0];
  if (!first) return null;
  // A notification without a group, or a group of one, is shown alone.
  if (!group.channelGroupId || group.items.length === 1) {
    return <NotificacaoItem notification={first} onOpen={onOpen} />;
  }
  const channelGroupId = group.channelGroupId;
  const unread = group.items.filter((item) => !item.lida).length;
  return (
    <Stack
      gap={4}
      component="section"
      aria-label={`${CHANNEL_TYPE_LABELS[first.channelType]} (${group.items.length})`}
    >
      <Group justify="space-between" gap="xs">
        <Text size="xs" fw={700} c="gray.7" tt="uppercase">
          {CHANNEL_TYPE_LABELS[first.channelType]} · {group.items.length}
        </Text>
        {unread > 0 ? (
          <Button variant="subtle" size="compact-xs" onClick={() => onReadGroup(channelGroupId)}>
            {T.readGroup}
          </Button>
        ) : null}
      </Group>
      {group.items.map((item) => (
        <NotificacaoItem key={item.id} notification={item} onOpen={onOpen} />
      ))}
    </Stack>
  );
}

/**
 * The notifications panel of the top bar (01 §2, §4): the bell with the unread badge (capped at 99+),
 * the latest notifications grouped by channelGroupId, 'Marcar todas como lidas', the history link and the
 * preferences link; 'Sem notificações' when empty and 'Você ainda não configurou suas notificações' while
 * the company has not saved its notification preferences. Clicking an item marks it read, refreshes the
 * summary, closes the panel and goes to its route.
 */
export function NotificacoesPanel() {
  const [opened, setOpened] = useState(false);
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const summary = useNotificacoesSummary();
  const list = useNotificacoesPanel(opened);
  // Every signed-in user may read the company's preferences; only with a role (the API's Operador rule).
  const configured = useNotificacoesConfiguradas(opened && Boolean(session?.claims.role));
  const readAll = useReadAllNotificacoes();
  const open = useOpenNotificacao();

  const badge = formatBadgeCount(summary.data?.unread);
  const preferencesRoute = matchDrawerRoute(PREFERENCES_DRAWER)?.route;
  const canConfigure = preferencesRoute ? canAccessRoute(preferencesRoute, session) : false;
  const groups = list.data?.items ?? [];
  const notConfigured = configured.data === false;

  const onOpen = (notification: TNotificacao) => {
    setOpened(false);
    open.mutate(notification, { onError: notifyApiError });
  };
  const onReadAll = (channelGroupId?: string) => readAll.mutate(channelGroupId, { onError: notifyApiError });
  const openPreferences = () => {
    setOpened(false);
    navigate(
      { pathname: location.pathname, search: preferencesSearch(location.search) },
      { state: { drawerOpened: true } },
    );
  };

  return (
    <Popover
      // 420 px, narrower on a phone.
      width="calc(min(420px, 100vw - 16px))"
      position="bottom-end"
      shadow="md"
      opened={opened}
      onChange={setOpened}
      trapFocus={false}
      // Above the toasts (z-index 400), which would otherwise cover the panel's last items and its footer.
      zIndex={450}
    >
      <Indicator
        disabled={badge === ''}
        label={badge}
        size={18}
        offset={6}
        color="red.8"
        styles={{ indicator: { fontSize: 11, fontWeight: 700, paddingInline: 4 } }}
      >
        <Popover.Target>
          {/* A controlled Popover leaves the toggling to its target. */}
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size="lg"
            aria-label={bellLabel(badge)}
            title={T.panel}
            onClick={() => setOpened((value) => !value)}
          >
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0}>
        <section aria-label={T.panelRegion}>
          <Group justify="space-between" px="md" py="xs" gap={4}>
            <Text fw={600}>{T.panel}</Text>
            <Group gap={4} wrap="nowrap">
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => onReadAll()}
                disabled={!summary.data?.unread}
                loading={readAll.isPending}
              >
                {T.readAll}
              </Button>
              {canConfigure ? (
                <ActionIcon
                  variant="subtle"
                  color="gray.8"
                  aria-label={T.preferences}
                  title={T.preferences}
                  onClick={openPreferences}
                >
                  <IconSettings size={18} stroke={1.6} />
                </ActionIcon>
              ) : null}
            </Group>
          </Group>
          <Divider />
          {notConfigured ? (
            <Stack gap={4} px="md" py="sm" bg="yellow.0" role="status">
              <Text size="sm" fw={600}>
                {T.notConfigured}
              </Text>
              {canConfigure ? (
                <Anchor component="button" type="button" size="sm" ta="left" onClick={openPreferences}>
                  {T.configure}
                </Anchor>
              ) : (
                <Text size="sm" c="gray.7">
                  {T.askAdmin}
                </Text>
              )}
            </Stack>
          ) : null}
          <ScrollArea.Autosize mah={440}>
            <Stack gap="xs" p="sm">
              {list.isPending ? (
                <Center py="md">
                  <Loader size="sm" aria-label={T.loading} />
                </Center>
              ) : list.isError ? (
                <Group justify="space-between" px="xs">
                  <Text size="sm" c="red.8">
                    {T.loadError}
                  </Text>
                  <Button size="compact-sm" variant="light" onClick={() => void list.refetch()}>
                    {T.retry}
                  </Button>
                </Group>
              ) : groups.length === 0 ? (
                notConfigured ? null : (
                  <Text size="sm" ta="center" c="gray.7" py="md" role="status">
                    {T.empty}
                  </Text>
                )
              ) : (
                groups.map((group) => (
                  <NotificacaoGroup
                    key={group.channelGroupId ?? group.items[0]?.id}
                    group={group}
                    onOpen={onOpen}
                    onReadGroup={onReadAll}
                  />
                ))
              )}
            </Stack>
          </ScrollArea.Autosize>
          <Divider />
          <Group justify="center" p="xs">
            <Anchor component={Link} to={HISTORY_PATH} size="sm" onClick={() => setOpened(false)}>
              {T.history}
            </Anchor>
          </Group>
        </section>
      </Popover.Dropdown>
    </Popover>
  );
}
