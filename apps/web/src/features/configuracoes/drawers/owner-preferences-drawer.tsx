import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { CHANNEL_TYPE_LABELS, type TChannelType } from '@embarca/domain';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { describeApiError } from '../../../lib/api-error-handler';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { notifyApiError, notifySuccess } from '../../../lib/ui/notify';
import { SectionLoader } from '../../../lib/ui/query-state';
import { useAlteracoesDoDrawer } from '../../../lib/ui/use-descartar-alteracoes';
import { NOTIFICATION_PREFERENCE_NAME } from '../api/owner-preferences.keys';
import { useOwnerPreferences } from '../api/use-owner-preferences';
import { useSaveOwnerPreference } from '../api/use-save-owner-preference';
import { ITEM_NAMES } from '../configuracoes.texts';
import {
  ALL_CHANNELS,
  readNotificationPreference,
  type TNotificationPreference,
} from '../notification-preferences';

/** Drawer `configuracoes/owner-preferences` (01 §2, `?p=9`): which notification channels the company uses. */
export function OwnerPreferencesDrawer() {
  const preferences = useOwnerPreferences();
  const save = useSaveOwnerPreference();
  const { closeDrawer } = useDrawerNavigation();
  const stored = preferences.data?.find((item) => item.nome === NOTIFICATION_PREFERENCE_NAME);
  const [value, setValue] = useState<TNotificationPreference>(() => readNotificationPreference(null));

  useEffect(() => {
    setValue(readNotificationPreference(stored?.valor ?? null));
  }, [stored]);

  // Closing with channels changed and not saved asks first (issue 16).
  const alterado =
    !preferences.isPending &&
    JSON.stringify(value) !== JSON.stringify(readNotificationPreference(stored?.valor ?? null));
  const pedirFechamento = useAlteracoesDoDrawer(alterado, { fallback: closeDrawer });

  if (preferences.isPending) {
    return <SectionLoader py="xl" />;
  }
  if (preferences.error) return <Text c="red.8">{describeApiError(preferences.error).message}</Text>;

  const toggle = (channel: TChannelType, on: boolean) =>
    setValue((current) => ({ canais: { ...current.canais, [channel]: on } }));

  const submit = async () => {
    try {
      await save.mutateAsync({
        preferencia: { nome: NOTIFICATION_PREFERENCE_NAME, valor: { canais: value.canais } },
        exists: stored !== undefined,
      });
      notifySuccess('updated', ITEM_NAMES.preferencias);
      closeDrawer();
    } catch (error) {
      notifyApiError(error);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        Escolha os assuntos que geram notificações para os usuários da empresa.
      </Text>
      {ALL_CHANNELS.map((channel) => (
        <Switch
          key={channel}
          label={CHANNEL_TYPE_LABELS[channel]}
          checked={value.canais[channel]}
          onChange={(event) => toggle(channel, event.currentTarget.checked)}
        />
      ))}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={pedirFechamento}>
          Cancelar
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Salvar
        </Button>
      </Group>
    </Stack>
  );
}
