import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { formatBRL, formatNumber, formatVolume, formatWeight, type TCargaDetails } from '@embarca/domain';
import { Table, Text } from '@mantine/core';
import { textoDimensoes } from '../quadro/components/documentos-popover';
import { decimal } from '../quadro/quadro-state';
import { CargaDetalhesLayout } from './carga-detalhes-layout';
import { SEM_VALOR } from './detalhes.texts';

const ou = (value: string) => value || SEM_VALOR;

/** The load's documents (02 §3 "Load document"); unit volume in m³ or l as the load's unit. */
function DocumentosTabela({ carga }: { carga: TCargaDetails }) {
  if (carga.documentos.length === 0) return <Text size="sm">Nenhum documento nesta carga.</Text>;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped withTableBorder fz="sm" aria-label={`Documentos da carga ${carga.codigo}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Código</Table.Th>
            <Table.Th>Descrição</Table.Th>
            <Table.Th>Número</Table.Th>
            <Table.Th>NF</Table.Th>
            <Table.Th ta="right">Quantidade</Table.Th>
            <Table.Th>Acondicionamento</Table.Th>
            <Table.Th ta="right">Peso unitário</Table.Th>
            <Table.Th ta="right">Volume unitário</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
            <Table.Th>C × L × A</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {carga.documentos.map((doc) => (
            <Table.Tr key={doc.id}>
              <Table.Td>{ou(doc.codigo ?? doc.remessaCodigo ?? '')}</Table.Td>
              <Table.Td>{ou(doc.descricao ?? '')}</Table.Td>
              <Table.Td>{ou(doc.numero ?? '')}</Table.Td>
              <Table.Td>{ou(doc.numeroNf ?? '')}</Table.Td>
              <Table.Td ta="right">
                {ou(doc.quantidade === null ? '' : formatNumber(doc.quantidade, 0))}
              </Table.Td>
              <Table.Td>{ou(doc.tipoAcondicionamento ?? '')}</Table.Td>
              <Table.Td ta="right">{ou(formatWeight(decimal(doc.peso)))}</Table.Td>
              <Table.Td ta="right">{ou(formatVolume(decimal(doc.cubagem), carga.volumeUnidade))}</Table.Td>
              <Table.Td ta="right">{ou(formatBRL(decimal(doc.valor)))}</Table.Td>
              <Table.Td>{ou(textoDimensoes(doc))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Drawer `cargas/detalhes/{cargaId}/documentos`. */
export function CargaDocumentosDrawer() {
  return (
    <CargaDetalhesLayout tab="documentos">
      {(carga) => <DocumentosTabela carga={carga} />}
    </CargaDetalhesLayout>
  );
}
