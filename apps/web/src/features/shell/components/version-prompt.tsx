import '@mantine/core/styles/Notification.css';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { createVersionWatcher, VERSION_POLL_MS } from '../version-check';

export const VERSION_PROMPT_TITLE = 'Nova versão disponível';

export interface VersionPromptProps {
  pollMs?: number;
  reload?: () => void;
}

/**
 * The version-update prompt (01 §4, §7): polls /version.json every 5 minutes from start-up and offers a
 * reload when the deployed build is not the running one.
 */
export function VersionPrompt({
  pollMs = VERSION_POLL_MS,
  reload = () => window.location.reload(),
}: VersionPromptProps) {
  const [outdated, setOutdated] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const watcher = createVersionWatcher();
    let active = true;
    const check = () => {
      void watcher.check().then((changed) => {
        if (active && changed) setOutdated(true);
      });
    };
    check();
    const timer = window.setInterval(check, pollMs);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [pollMs]);

  if (!outdated || dismissed) return null;
  return (
    <Paper
      role="alertdialog"
      aria-label={VERSION_PROMPT_TITLE}
      shadow="lg"
      withBorder
      p="md"
      w={360}
      maw="calc(100vw - 32px)"
      style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 400 }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconRefresh size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
        <div>
          <Text fw={600} size="sm">
            {VERSION_PROMPT_TITLE}
          </Text>
          <Text size="sm" mt={4}>
            Uma nova versão do Embarca foi publicada. Recarregue a página para usar a versão mais recente.
          </Text>
        </div>
      </Group>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" size="xs" onClick={() => setDismissed(true)}>
          Agora não
        </Button>
        <Button size="xs" onClick={reload}>
          Recarregar
        </Button>
      </Group>
    </Paper>
  );
}
