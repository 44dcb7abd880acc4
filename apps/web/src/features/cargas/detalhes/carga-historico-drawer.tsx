import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Loader.css';
import { formatDateTime, type TCargaDetails } from '@embarca/domain';
import { Table, Text } from '@mantine/core';
import { QueryPending } from '../../../lib/ui/query-state';
import { scrollRegion } from '../../../lib/ui/scroll-region';
import { useCargaHistorico } from './api/use-carga-historico';
import { CargaDetalhesLayout } from './carga-detalhes-layout';

/** The load's history, newest first: when, who and what. */
function HistoricoLista({ carga }: { carga: TCargaDetails }) {
  const historico = useCargaHistorico(carga.id);
  if (historico.isPending || historico.isError) return <QueryPending query={historico} />;
  if (historico.data.length === 0) return <Text size="sm">Nenhum registro no histórico desta carga.</Text>;
  // Newest first whatever order arrives (ISO instants compare as time).
  const itens = [...historico.data].sort((a, b) => Date.parse(b.criadoEm) - Date.parse(a.criadoEm));
  return (
    <Table.ScrollContainer
      minWidth={520}
      scrollAreaProps={scrollRegion(`Histórico da carga ${carga.codigo}`)}
    >
      <Table striped withTableBorder fz="sm" aria-label={`Histórico da carga ${carga.codigo}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>Data</Table.Th>
            <Table.Th w={180}>Usuário</Table.Th>
            <Table.Th>Descrição</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {itens.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{formatDateTime(item.criadoEm)}</Table.Td>
              <Table.Td>{item.usuario ?? 'Sistema'}</Table.Td>
              <Table.Td>{item.descricao}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Drawer `cargas/detalhes/{cargaId}/historico`. */
export function CargaHistoricoDrawer() {
  return (
    <CargaDetalhesLayout tab="historico">{(carga) => <HistoricoLista carga={carga} />}</CargaDetalhesLayout>
  );
}
