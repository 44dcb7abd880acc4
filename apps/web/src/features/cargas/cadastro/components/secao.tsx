import '@mantine/core/styles/Fieldset.css';
import { Fieldset, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SecaoProps {
  titulo: string;
  /** A line under the title (what the group is for). */
  descricao?: string;
  children: ReactNode;
}

/** One group of the load form: a fieldset whose legend names it (screen readers announce it per field). */
export function Secao({ titulo, descricao, children }: SecaoProps) {
  return (
    <Fieldset
      legend={
        <Text fw={600} size="sm" component="span">
          {titulo}
        </Text>
      }
      variant="default"
      radius="md"
      p="md"
    >
      {descricao && (
        <Text size="xs" c="gray.7" mb="xs" mt={-4}>
          {descricao}
        </Text>
      )}
      {children}
    </Fieldset>
  );
}
