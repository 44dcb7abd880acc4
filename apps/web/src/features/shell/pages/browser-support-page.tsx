import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { BrandLogo } from '../components/brand-logo';

const BROWSER_NAMES: Record<string, string> = {
  ie: 'Internet Explorer',
  msie: 'Internet Explorer',
  'internet-explorer': 'Internet Explorer',
  edge: 'Microsoft Edge',
  chrome: 'Google Chrome',
  firefox: 'Mozilla Firefox',
  safari: 'Safari',
  opera: 'Opera',
  samsung: 'Samsung Internet',
};

/** A readable browser name from the URL segment ('ie' → 'Internet Explorer'). */
export function browserName(segment: string | undefined): string {
  const clean = (segment ?? '').trim();
  if (!clean) return 'Seu navegador';
  return BROWSER_NAMES[clean.toLowerCase()] ?? clean.charAt(0).toUpperCase() + clean.slice(1);
}

/** /browser-support/{browser}/{version} (01 §2): the browser is not supported and what to use instead. */
export function BrowserSupportPage() {
  const { browser, version } = useParams();
  const name = browserName(browser);
  const versionText = version && /^[\w.-]{1,20}$/.test(version) ? ` ${version}` : '';

  return (
    <main style={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <Stack gap="md" maw={560}>
        <BrandLogo size={36} />
        <Title order={1} size="h2" mt="lg">
          Navegador não suportado
        </Title>
        <Text>
          {name}
          {versionText} não é compatível com a plataforma Embarca. Para usar todos os recursos com segurança,
          acesse com um navegador atualizado:
        </Text>
        <List spacing={4}>
          <List.Item>
            <Anchor
              href="https://www.google.com/chrome/"
              target="_blank"
              rel="noopener noreferrer"
              underline="always"
            >
              Google Chrome
            </Anchor>{' '}
            (versão 109 ou superior)
          </List.Item>
          <List.Item>
            <Anchor
              href="https://www.microsoft.com/edge"
              target="_blank"
              rel="noopener noreferrer"
              underline="always"
            >
              Microsoft Edge
            </Anchor>{' '}
            (versão 109 ou superior)
          </List.Item>
          <List.Item>
            <Anchor
              href="https://www.mozilla.org/firefox/"
              target="_blank"
              rel="noopener noreferrer"
              underline="always"
            >
              Mozilla Firefox
            </Anchor>{' '}
            (versão 115 ou superior)
          </List.Item>
          <List.Item>Safari 16 ou superior (macOS e iOS)</List.Item>
        </List>
        <Text c="gray.7" size="sm">
          Se você já usa um desses navegadores, verifique se ele está atualizado. Em computadores da empresa,
          a atualização pode depender da equipe de TI.
        </Text>
      </Stack>
    </main>
  );
}
