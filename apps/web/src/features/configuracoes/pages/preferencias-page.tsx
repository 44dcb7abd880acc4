import '@mantine/core/styles/Stack.css';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../lib/ui/page-header';
import { PreferenciasSection } from '../components/preferencias-section';

/**
 * /preferencias (01 §2 side menu's fixed item 'Preferences', Administrador): the company's stored
 * preferences and the notification preferences drawer — the same section as Configurações' tab.
 */
export function PreferenciasPage() {
  return (
    <Stack gap="md">
      <PageHeader
        title="Preferências"
        description="Preferências da empresa: notificações e personalizações guardadas para todos os usuários."
      />
      <PreferenciasSection />
    </Stack>
  );
}
