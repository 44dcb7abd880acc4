import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Title.css';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SEM_VALOR } from './detalhes.texts';

/** A titled block of the drawer. */
export function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={titulo}>
      <Title order={4} size="h5">
        {titulo}
      </Title>
      {children}
    </Stack>
  );
}

export interface TCampo {
  label: string;
  /** '' or null shows '—'. */
  value: string | null | undefined;
}

/** Label/value pairs as a description list, two per row. */
export function Campos({ campos }: { campos: readonly TCampo[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing={6} m={0}>
      {campos.map((campo) => (
        <div key={campo.label}>
          <Text component="dt" size="xs" c="gray.7">
            {campo.label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {campo.value || SEM_VALOR}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
