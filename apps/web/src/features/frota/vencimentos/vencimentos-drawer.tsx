import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import { formatDate, formatPlate, type TVencimentosList } from '@embarca/domain';
import { Anchor, Badge, Button, Drawer, Stack, Table, Text } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { QueryPending } from '../../../lib/ui/query-state';

/** GET /api/frota/vencimentos (the owner's window by default). */
export function useVencimentos(enabled: boolean) {
  return useQuery({
    queryKey: ['frota', 'vencimentos'] as const,
    queryFn: ({ signal }) => apiRequest<TVencimentosList>('/frota/vencimentos', { signal }),
    enabled,
  });
}

/** 'Vence hoje', 'Vence em 3 dias', 'Vencido há 2 dias'. */
export function prazoDoVencimento(diasRestantes: number): string {
  if (diasRestantes < 0)
    return diasRestantes === -1 ? 'Vencido há 1 dia' : `Vencido há ${-diasRestantes} dias`;
  if (diasRestantes === 0) return 'Vence hoje';
  return diasRestantes === 1 ? 'Vence amanhã' : `Vence em ${diasRestantes} dias`;
}

const dataBr = (dia: string) => formatDate(`${dia}T12:00:00-03:00`);

/** The drawer listing what expired or expires soon: driver/vehicle, document, expiry date, days left. */
export function VencimentosDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const query = useVencimentos(opened);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title="Vencimentos de documentos"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {query.isPending || query.isError ? (
        <QueryPending query={query} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            CNH e documentos de veículos vencidos ou que vencem nos próximos {query.data.dias} dias.
          </Text>
          {query.data.items.length === 0 ? (
            <Text>Nenhum documento vencido ou a vencer no período.</Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Motorista / veículo</Table.Th>
                    <Table.Th scope="col">Documento</Table.Th>
                    <Table.Th scope="col">Validade</Table.Th>
                    <Table.Th scope="col">Prazo</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data.items.map((item) => (
                    <Table.Tr key={`${item.origem}-${item.registroId}-${item.documento}-${item.validade}`}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={item.origem === 'motorista' ? '/frota/motoristas' : '/frota/veiculos'}
                          onClick={onClose}
                        >
                          {item.origem === 'motorista' ? item.nome : formatPlate(item.nome)}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{item.documento}</Table.Td>
                      <Table.Td>{dataBr(item.validade)}</Table.Td>
                      <Table.Td>
                        <Badge
                          color={item.vencido ? 'red' : 'yellow'}
                          variant="light"
                          c={item.vencido ? 'red.9' : 'yellow.9'}
                        >
                          {prazoDoVencimento(item.diasRestantes)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Drawer>
  );
}

/** The 'Vencimentos' button of the fleet pages' toolbars: one click to the list. */
export function VencimentosButton() {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCalendarDue size={18} aria-hidden="true" />}
        onClick={() => setAberto(true)}
      >
        Vencimentos
      </Button>
      <VencimentosDrawer opened={aberto} onClose={() => setAberto(false)} />
    </>
  );
}
