import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from './brand-logo';

export interface StatusPageProps {
  title: string;
  children: ReactNode;
  linkTo: string;
  linkLabel: string;
}

/** A full-page message without the layout (not found, no permission, pages without layout). */
export function StatusPage({ title, children, linkTo, linkLabel }: StatusPageProps) {
  return (
    <main style={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <Stack align="center" gap="md" maw={480} ta="center">
        <BrandLogo size={36} />
        <Title order={1} size="h2" mt="lg">
          {title}
        </Title>
        <Text c="gray.7">{children}</Text>
        <Button component={Link} to={linkTo} mt="sm">
          {linkLabel}
        </Button>
      </Stack>
    </main>
  );
}
