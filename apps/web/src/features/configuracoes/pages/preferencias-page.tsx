import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Stack, Text, Title } from '@mantine/core';
import { PreferenciasSection } from '../components/preferencias-section';

/**
 * /preferencias (01 §2 side menu's fixed item 'Preferences', Administrador): the company's stored
 * preferences and the notification preferences drawer — the same section as Configurações' tab.
 */
export function PreferenciasPage() {
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Preferências
        </Title>
        <Text c="gray.7" size="sm">
          Preferências da empresa: notificações e personalizações guardadas para todos os usuários.
        </Text>
      </div>
      <PreferenciasSection />
    </Stack>
  );
}
