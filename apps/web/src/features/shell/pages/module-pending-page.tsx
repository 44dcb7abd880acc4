import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Stack, Text, Title } from '@mantine/core';
import { HOME_PATH, LOGIN_PATH } from '../../../lib/navigation/app-routes';
import { useCurrentRoute } from '../../../lib/navigation/use-current-route';
import { StatusPage } from '../components/status-page';

export const MODULE_PENDING_TEXT = 'Esta área ainda não está disponível nesta versão.';

export interface ModulePendingContentProps {
  title: string;
  /** Heading level: 1 for a page, 2 inside a drawer (the drawer has its own title). */
  headingOrder?: 1 | 2;
}

/** The honest placeholder of an area not built yet: its title and one sentence, no fake data or controls. */
export function ModulePendingContent({ title, headingOrder = 1 }: ModulePendingContentProps) {
  return (
    <Stack gap="xs">
      <Title order={headingOrder} size={headingOrder === 1 ? 'h2' : 'h3'}>
        {title}
      </Title>
      <Text c="gray.7">{MODULE_PENDING_TEXT}</Text>
    </Stack>
  );
}

/** The page every registered route renders until its module is built. */
export function ModulePendingPage() {
  const route = useCurrentRoute();
  const title = route?.title ?? '';
  if (route?.hideLayout) {
    const backToLogin = route.path === '/forgot-password' || route.path === '/new-password';
    return (
      <StatusPage
        title={title}
        linkTo={backToLogin ? LOGIN_PATH : HOME_PATH}
        linkLabel={backToLogin ? 'Voltar para o login' : 'Ir para o início'}
      >
        {MODULE_PENDING_TEXT}
      </StatusPage>
    );
  }
  return <ModulePendingContent title={title} />;
}
