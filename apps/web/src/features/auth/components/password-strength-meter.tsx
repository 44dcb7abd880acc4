import '@mantine/core/styles/Progress.css';
import { PASSWORD_STRENGTH_THRESHOLD } from '@embarca/domain';
import { Group, Progress, Text } from '@mantine/core';
import { useId } from 'react';
import { STRENGTH_HELP, STRENGTH_LEVELS } from '../auth.texts';

export interface PasswordStrengthMeterProps {
  /** The domain's `passwordStrength` (0–10). */
  strength: number;
}

export function strengthLevel(strength: number): (typeof STRENGTH_LEVELS)[number] {
  let level: (typeof STRENGTH_LEVELS)[number] = STRENGTH_LEVELS[0];
  for (const candidate of STRENGTH_LEVELS) if (strength >= candidate.min) level = candidate;
  return level;
}

/**
 * The new-password strength meter (01 §5): the domain's 0–10 score as a bar with its pt-BR level, a mark
 * at the threshold (6: submit stays disabled below it) and what makes a password stronger.
 */
export function PasswordStrengthMeter({ strength }: PasswordStrengthMeterProps) {
  const helpId = useId();
  const level = strengthLevel(strength);
  const reached = strength >= PASSWORD_STRENGTH_THRESHOLD;
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={6}>
        <Text size="sm">
          Força da senha: <strong>{level.label}</strong>
        </Text>
        <Text size="sm" c={reached ? 'teal.9' : 'gray.7'}>
          {strength} de 10 (mínimo {PASSWORD_STRENGTH_THRESHOLD})
        </Text>
      </Group>
      <div style={{ position: 'relative' }}>
        <Progress.Root size="md" radius="xl">
          <Progress.Section
            value={strength * 10}
            color={level.color}
            withAria={false}
            role="progressbar"
            aria-label="Força da senha"
            aria-describedby={helpId}
            aria-valuemin={0}
            aria-valuemax={10}
            aria-valuenow={strength}
            aria-valuetext={`${level.label}: ${strength} de 10`}
          />
        </Progress.Root>
        <div
          aria-hidden="true"
          title={`Mínimo: ${PASSWORD_STRENGTH_THRESHOLD}`}
          style={{
            position: 'absolute',
            left: `${PASSWORD_STRENGTH_THRESHOLD * 10}%`,
            top: -4,
            bottom: -4,
            width: 2,
            background: 'var(--mantine-color-gray-8)',
            borderRadius: 1,
          }}
        />
      </div>
      <Text id={helpId} size="xs" c="gray.7" mt={6}>
        {STRENGTH_HELP}
      </Text>
    </div>
  );
}
