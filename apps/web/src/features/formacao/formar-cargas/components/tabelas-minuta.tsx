import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Badge.css';
import { formatBRL, type TMinuta } from '@embarca/domain';
import { Badge, Group, Radio, Stack, Text } from '@mantine/core';

export interface TabelasMinutaProps {
  minuta: TMinuta;
  onEscolher: (tabelaFreteId: string) => void;
  disabled?: boolean;
}

/**
 * The freight tables that serve the draft (cheapest first): name, carrier and value; a price below the ANTT
 * floor cannot be chosen ('abaixo do piso').
 */
export function TabelasMinuta({ minuta, onEscolher, disabled }: TabelasMinutaProps) {
  const legenda = `Tabela de frete da minuta ${minuta.numero}`;
  if (minuta.tabelasDisponiveis.length === 0)
    return (
      <Text size="xs" c="gray.7">
        {minuta.pedidos.length === 0
          ? 'Adicione pedidos para ver as tabelas de frete.'
          : 'Nenhuma tabela de frete atende esta minuta.'}
      </Text>
    );
  return (
    <Radio.Group
      label="Tabela de frete"
      aria-label={legenda}
      value={minuta.tabelaFreteId}
      onChange={(valor) => onEscolher(valor)}
      size="xs"
    >
      <Stack gap={6} mt={4}>
        {minuta.tabelasDisponiveis.map((tabela) => (
          <Radio
            key={tabela.tabelaFreteId}
            value={tabela.tabelaFreteId}
            disabled={disabled || tabela.bloqueadaPeloPiso}
            label={
              <Group gap={6} wrap="nowrap" justify="space-between" style={{ width: '100%' }}>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="xs" fw={500} truncate>
                    {tabela.nome}
                  </Text>
                  <Text size="xs" c="gray.7" truncate>
                    {tabela.transportadoraNome ?? 'Sem transportadora'}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
                  {tabela.bloqueadaPeloPiso ? (
                    <Badge size="xs" color="red" variant="light">
                      abaixo do piso
                    </Badge>
                  ) : null}
                  <Text size="xs" fw={600}>
                    {formatBRL(tabela.valor)}
                  </Text>
                </Group>
              </Group>
            }
            styles={{ body: { width: '100%' }, labelWrapper: { width: '100%' } }}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
