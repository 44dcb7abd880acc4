import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Anchor.css';
import { formatBRL, formatNumber, formatWeight } from '@embarca/domain';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { withDrawer } from '../../../../lib/navigation/drawer-routes';
import { useDrawerRouteParam } from '../../../../lib/navigation/use-drawer-param';
import { lerCargasFormadas, PARAMETRO_RESULTADO } from '../cargas-formadas.store';

export const SEM_CARGAS_FORMADAS = 'Nenhuma carga formada nesta sessão.';

/**
 * Drawer `listar-resultados-drawer?resultado={id}` ('Cargas formadas'): the loads the last confirmation
 * formed — code (opens the load's details), draft, orders, weight, freight value and route.
 */
export function CargasFormadasDrawer() {
  const location = useLocation();
  const cargas = lerCargasFormadas(useDrawerRouteParam(PARAMETRO_RESULTADO));
  if (!cargas || cargas.length === 0)
    return (
      <Text c="gray.7" role="status">
        {SEM_CARGAS_FORMADAS}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Text size="sm">
        {cargas.length === 1 ? '1 carga formada.' : `${formatNumber(cargas.length, 0)} cargas formadas.`}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover aria-label="Cargas formadas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Carga</Table.Th>
              <Table.Th>Minuta</Table.Th>
              <Table.Th ta="right">Pedidos</Table.Th>
              <Table.Th ta="right">Peso</Table.Th>
              <Table.Th ta="right">Frete</Table.Th>
              <Table.Th>Origem → destino</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cargas.map((carga) => (
              <Table.Tr key={carga.cargaId}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={{ search: withDrawer(location.search, `cargas/detalhes/${carga.cargaId}`) }}
                    aria-label={`Abrir a carga ${carga.codigo}`}
                  >
                    {carga.codigo}
                  </Anchor>
                </Table.Td>
                <Table.Td>{carga.minutaNumero}</Table.Td>
                <Table.Td ta="right">{formatNumber(carga.pedidos, 0)}</Table.Td>
                <Table.Td ta="right">{formatWeight(carga.pesoTotal)}</Table.Td>
                <Table.Td ta="right">
                  {carga.valorFrete === null ? '—' : formatBRL(carga.valorFrete)}
                </Table.Td>
                <Table.Td>
                  {carga.origem ?? '—'} → {carga.destino ?? '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
