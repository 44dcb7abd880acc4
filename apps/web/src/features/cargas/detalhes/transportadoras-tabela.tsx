import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import {
  enumLabel,
  formatBRL,
  formatDateTime,
  formatDocumento,
  SITUACAO_OFERTA_CARGA_LABELS,
  type TCargaTransportadora,
  TIPO_OFERTA_LABELS,
} from '@embarca/domain';
import { Table, Text } from '@mantine/core';
import { scrollRegion } from '../../../lib/ui/scroll-region';
import { decimal } from '../quadro/quadro-state';
import { SEM_VALOR } from './detalhes.texts';

export interface TransportadorasTabelaProps {
  transportadoras: readonly TCargaTransportadora[];
  /** The table's accessible name. */
  rotulo: string;
  /** Adds when each offer was made and last changed (the negotiation's view). */
  comDatas?: boolean;
}

/**
 * The carriers a load was offered or directed to (carga_ofertas): name with its document, offer type,
 * the offer's situacao and the proposed value in BRL. Shared by the details page, the 'Transportadoras'
 * and the 'Negociação' tabs.
 */
export function TransportadorasTabela({
  transportadoras,
  rotulo,
  comDatas = false,
}: TransportadorasTabelaProps) {
  return (
    <Table.ScrollContainer minWidth={comDatas ? 720 : 480} scrollAreaProps={scrollRegion(rotulo)}>
      <Table striped withTableBorder fz="sm" aria-label={rotulo}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Transportadora</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th ta="right">Valor proposto</Table.Th>
            {comDatas && <Table.Th>Ofertada em</Table.Th>}
            {comDatas && <Table.Th>Atualizada em</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transportadoras.map((item) => (
            <Table.Tr key={item.ofertaId}>
              <Table.Td>
                {item.nome}
                {item.documento && (
                  <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                    {formatDocumento(item.documento)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{enumLabel(TIPO_OFERTA_LABELS, item.tipo) || SEM_VALOR}</Table.Td>
              <Table.Td>{enumLabel(SITUACAO_OFERTA_CARGA_LABELS, item.situacao) || SEM_VALOR}</Table.Td>
              <Table.Td ta="right">{formatBRL(decimal(item.valorProposto)) || SEM_VALOR}</Table.Td>
              {comDatas && <Table.Td>{formatDateTime(item.criadoEm) || SEM_VALOR}</Table.Td>}
              {comDatas && <Table.Td>{formatDateTime(item.atualizadoEm) || SEM_VALOR}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
