import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { formatDateTime } from '@embarca/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';

export interface RascunhoRestauradoProps {
  /** ISO instant the draft was last written. */
  guardadoEm: string;
  onDescartar: () => void;
}

/** Above 'Nova carga' opened from a kept draft (issue 16): says so, and offers to start empty. */
export function RascunhoRestaurado({ guardadoEm, onDescartar }: RascunhoRestauradoProps) {
  return (
    <Alert
      color="blue"
      icon={<IconRestore size={18} aria-hidden="true" />}
      title="Rascunho restaurado"
      role="status"
      p="xs"
      mb="md"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">
          O que você digitou em {formatDateTime(guardadoEm)} e não salvou voltou ao formulário.
        </Text>
        <Button size="xs" variant="default" onClick={onDescartar}>
          Descartar rascunho
        </Button>
      </Group>
    </Alert>
  );
}
