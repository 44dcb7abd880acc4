import '@mantine/core/styles/Progress.css';
import { formatPercent } from '@embarca/domain';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { barraDeOcupacao } from '../formar-cargas.rules';

export interface OcupacaoBarraProps {
  medida: 'peso' | 'cubagem';
  /** Fraction (0.5 = 50 %); null = the vehicle has no such capacity (or none is chosen). */
  valor: number | null;
}

/** The vehicle's occupation by weight or cubage: a bar, red above 100 % (the server refuses it). */
export function OcupacaoBarra({ medida, valor }: OcupacaoBarraProps) {
  const rotulo = medida === 'peso' ? 'Ocupação por peso' : 'Ocupação por cubagem';
  const barra = barraDeOcupacao(valor);
  const texto = valor === null ? 'sem capacidade' : formatPercent(valor * 100, 1);
  return (
    <Stack gap={2} data-ocupacao={medida} data-excedida={barra?.excedida ? 'true' : undefined}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="gray.8">
          {rotulo}
        </Text>
        <Text size="xs" fw={600} c={barra?.excedida ? 'red.8' : 'gray.8'}>
          {texto}
          {barra?.excedida ? ' — acima da capacidade' : ''}
        </Text>
      </Group>
      <Progress
        value={barra?.percentual ?? 0}
        color={barra?.excedida ? 'red' : (barra?.percentual ?? 0) >= 90 ? 'yellow' : 'teal'}
        size="sm"
        aria-label={`${rotulo}: ${texto}${barra?.excedida ? ', acima da capacidade' : ''}`}
      />
    </Stack>
  );
}
