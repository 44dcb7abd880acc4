import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import { formatBRL, formatWeight, type TPedidoTotais } from '@embarca/domain';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QueryPending } from '../../../../lib/ui/query-state';
import { type TFiltrosPedido, usePedidosTotaisPorUnidade } from '../api/use-pedidos-search';

export const SEM_TOTAIS = 'Nenhum pedido no período.';

export const quantidadeDePedidos = (n: number) => `${n} ${n === 1 ? 'pedido' : 'pedidos'}`;

function Linha({ rotulo, totais }: { rotulo: string; totais: TPedidoTotais }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" fw={600}>
        {rotulo}
      </Text>
      <Text size="sm" ta="right">
        {quantidadeDePedidos(totais.pedidos)} · {formatWeight(totais.pesoTotal) || '0 kg'} ·{' '}
        {formatBRL(totais.valorTotal)}
      </Text>
    </Group>
  );
}

/**
 * The totals per business unit (02 §5) for the same terms and period as the list: open, in drafts and in
 * loads, each with its count, weight and value.
 */
export function TotaisPorUnidade({ filtros }: { filtros: TFiltrosPedido }) {
  const totais = usePedidosTotaisPorUnidade(filtros);
  if (totais.isPending || totais.isError) return <QueryPending query={totais} py="sm" />;
  if (totais.data.length === 0)
    return (
      <Text size="sm" c="gray.7" role="status">
        {SEM_TOTAIS}
      </Text>
    );
  return (
    <section aria-label="Totais por unidade">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {totais.data.map((unidade) => (
          <Card key={unidade.unidadeNegocioId} withBorder padding="sm" component="article">
            <Stack gap={6}>
              <Title order={2} size="h5">
                {unidade.unidadeNegocioNome}
              </Title>
              <Linha rotulo="Abertos" totais={unidade.abertos} />
              <Linha rotulo="Em minuta" totais={unidade.emMinuta} />
              <Linha rotulo="Em carga" totais={unidade.emCarga} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
