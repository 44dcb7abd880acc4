import { MESSAGES } from '@embarca/domain';
import { Box, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { SHELL_ENV } from '../shell-env';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** True when the page runs on a local host while this build's API is production (01 §9). */
export function pointsLocalAtProduction(hostname: string, apiEnvironment: string | undefined): boolean {
  const local = LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
  return local && /^(production|producao|produção|prod)$/i.test(apiEnvironment ?? '');
}

/** 'Cuidado! Você está apontando para o ambiente de produção.' */
export function ProductionWarning() {
  if (!pointsLocalAtProduction(window.location.hostname, SHELL_ENV.apiEnvironment)) return null;
  return (
    <Box
      role="alert"
      px="md"
      py={6}
      style={{
        background: 'var(--mantine-color-red-9)',
        color: 'var(--mantine-color-white)',
        display: 'flex',
        gap: 8,
        alignItems: 'center',
      }}
    >
      <IconAlertTriangle size={18} aria-hidden="true" />
      <Text size="sm" fw={600}>
        {MESSAGES.productionWarning}
      </Text>
    </Box>
  );
}
