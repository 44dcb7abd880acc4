import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Divider.css';
import { resumoModeloCarga, type TModeloCargaListaItem } from '@embarca/domain';
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Fragment } from 'react';

/** The template detail's rows (01 §2), in the spec's order. */
const CAMPOS = [
  ['tipoFrete', 'Tipo de frete'],
  ['pesoBruto', 'Peso bruto'],
  ['volume', 'Volume'],
  ['quantidade', 'Quantidade'],
  ['codIdentificador', 'Código identificador'],
  ['valorFrete', 'Valor do frete'],
  ['valorTotalFrete', 'Valor total do frete'],
  ['impostoSuspenso', 'Imposto suspenso'],
  ['contato', 'Contato'],
  ['telefone', 'Telefone'],
  ['email', 'E-mail'],
  ['distancia', 'Distância'],
  ['tempo', 'Tempo de viagem'],
] as const;

const dlStyle = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: 16,
  rowGap: 4,
  margin: 0,
} as const;

export interface ModeloCargaDetalheProps {
  modelo: TModeloCargaListaItem;
  onUsar: () => void;
  onExcluir: () => void;
}

/**
 * A cargo template in the quick-create detail pane (01 §2): its figures formatted pt-BR (the domain's
 * `resumoModeloCarga`), its route points, 'Usar modelo' (opens the register drawer from it) and 'Excluir'
 * (danger, after confirmation).
 */
export function ModeloCargaDetalhe({ modelo, onUsar, onExcluir }: ModeloCargaDetalheProps) {
  const resumo = resumoModeloCarga(modelo.model);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {modelo.descricao}
      </Title>
      <dl style={dlStyle} aria-label="Dados do modelo">
        {CAMPOS.map(([campo, label]) => (
          <Fragment key={campo}>
            <Text component="dt" size="sm" c="gray.7">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {resumo[campo] || '—'}
            </Text>
          </Fragment>
        ))}
      </dl>
      <Divider />
      <Text size="sm" fw={600} id={`rota-${modelo.id}`}>
        Pontos da rota
      </Text>
      <Stack
        component="ol"
        gap={4}
        aria-labelledby={`rota-${modelo.id}`}
        style={{ margin: 0, paddingLeft: 20 }}
      >
        {resumo.pontos.map((ponto, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the route's order is the point's identity here.
          <Text component="li" size="sm" key={index}>
            <Text span fw={600}>
              {ponto.tipo}
            </Text>
            {ponto.empresa ? `: ${ponto.empresa}` : ''}
            {ponto.localidade ? ` — ${ponto.localidade}` : ''}
          </Text>
        ))}
      </Stack>
      <Group justify="flex-end" mt="sm">
        <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={onExcluir}>
          Excluir
        </Button>
        <Button onClick={onUsar}>Usar modelo</Button>
      </Group>
    </Stack>
  );
}
