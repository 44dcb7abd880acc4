import { formatDias } from '@embarca/domain';
import { Box, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTrialLicense } from '../api/use-trial-license';

/** 'Seu período de teste termina em N dias' (01 §9: 'dia'/'dias'). */
export function trialBannerText(days: number): string {
  return `Seu período de teste termina em ${formatDias(Math.max(0, days))}`;
}

/** The trial-licence countdown banner (01 §4, §9), shown while the company is on a trial licence. */
export function TrialBanner() {
  const trial = useTrialLicense();
  if (!trial.data) return null;
  return (
    <Box
      component="section"
      aria-label="Período de teste"
      px="md"
      py={4}
      style={{
        background: 'var(--mantine-color-yellow-0)',
        color: 'var(--mantine-color-gray-9)',
        borderBottom: '1px solid var(--mantine-color-yellow-3)',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
      }}
    >
      <IconHourglass size={18} aria-hidden="true" />
      <Text size="sm" fw={500}>
        {trialBannerText(trial.data.diasExpiracao)}
      </Text>
      <Text size="sm" c="gray.8" visibleFrom="sm">
        · {trial.data.nome}
      </Text>
    </Box>
  );
}
