import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/List.css';
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { detectPlatform } from '../app-frota.rules';
import { BrandLogo } from '../components/brand-logo';
import { SHELL_ENV } from '../shell-env';

function StoreBadge({ href, store, icon }: { href: string; store: string; icon: ReactNode }) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="lg"
      color="dark"
      leftSection={icon}
      styles={{
        label: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.1 },
      }}
      h={56}
      miw={200}
    >
      <span style={{ fontSize: 11, fontWeight: 400 }}>
        {store === 'Google Play' ? 'Disponível no' : 'Baixar na'}
      </span>
      <span style={{ fontSize: 17 }}>{store}</span>
    </Button>
  );
}

/**
 * /app-frota (01 §2): the driver app. Android goes to the Play store, iOS to the App Store; on a
 * computer the page shows both badges.
 */
export function AppFrotaPage() {
  const platform = detectPlatform(navigator.userAgent, navigator.maxTouchPoints);

  useEffect(() => {
    if (platform === 'android') window.location.replace(SHELL_ENV.playStoreUrl);
    if (platform === 'ios') window.location.replace(SHELL_ENV.appStoreUrl);
  }, [platform]);

  return (
    <main style={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <Stack align="center" gap="md" maw={560} ta="center">
        <BrandLogo size={36} />
        <Title order={1} size="h2" mt="lg">
          Aplicativo do motorista
        </Title>
        {platform === 'desktop' ? (
          <>
            <Text c="gray.7">
              Com o aplicativo Embarca Frota o motorista recebe as cargas, registra coletas, entregas e
              ocorrências e envia comprovantes direto do celular. Instale no celular pela loja do seu sistema:
            </Text>
            <Group justify="center" gap="md" mt="sm">
              <StoreBadge
                href={SHELL_ENV.playStoreUrl}
                store="Google Play"
                icon={<IconBrandGooglePlay size={26} aria-hidden="true" />}
              />
              <StoreBadge
                href={SHELL_ENV.appStoreUrl}
                store="App Store"
                icon={<IconBrandApple size={26} aria-hidden="true" />}
              />
            </Group>
            <List size="sm" c="gray.7" ta="left" mt="md" spacing={4}>
              <List.Item>Android 8 ou superior, ou iOS 15 ou superior.</List.Item>
              <List.Item>Entre com o mesmo e-mail cadastrado pela sua transportadora.</List.Item>
            </List>
          </>
        ) : (
          <Text c="gray.7">Abrindo a loja de aplicativos…</Text>
        )}
      </Stack>
    </main>
  );
}
