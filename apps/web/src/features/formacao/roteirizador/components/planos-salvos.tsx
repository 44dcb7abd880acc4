import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Button.css';
import { formatDateTime, formatDistance } from '@embarca/domain';
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { QueryPending } from '../../../../lib/ui/query-state';
import { usePlanosRota } from '../api/use-roteirizador';

/** The saved route plans; 'Abrir' loads one back into the planner. */
export function PlanosSalvos({
  onAbrir,
  abrindo,
}: {
  onAbrir: (id: string) => void;
  abrindo: string | null;
}) {
  const planos = usePlanosRota();
  if (!planos.data) return <QueryPending query={planos} />;
  if (planos.data.items.length === 0)
    return (
      <Text size="sm" c="gray.7">
        Nenhum plano de rota salvo.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={540}>
      <Table striped highlightOnHover aria-label="Planos de rota salvos">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Minuta</Table.Th>
            <Table.Th ta="right">Distância</Table.Th>
            <Table.Th ta="right">Paradas</Table.Th>
            <Table.Th ta="right">Veículos</Table.Th>
            <Table.Th>Criado em</Table.Th>
            <Table.Th>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {planos.data.items.map((plano) => (
            <Table.Tr key={plano.id}>
              <Table.Td>{plano.nome}</Table.Td>
              <Table.Td>{plano.minutaNumero ?? '—'}</Table.Td>
              <Table.Td ta="right">{formatDistance(plano.distanciaM)}</Table.Td>
              <Table.Td ta="right">{plano.paradas}</Table.Td>
              <Table.Td ta="right">{plano.veiculos}</Table.Td>
              <Table.Td>
                {formatDateTime(plano.criadoEm)}
                {plano.usuarioNome ? ` · ${plano.usuarioNome}` : ''}
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="light"
                  loading={abrindo === plano.id}
                  aria-label={`Abrir o plano ${plano.nome}`}
                  onClick={() => onAbrir(plano.id)}
                >
                  Abrir
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
