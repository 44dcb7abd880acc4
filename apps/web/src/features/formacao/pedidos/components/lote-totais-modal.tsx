import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Table.css';
import { formatBRL, formatVolume, formatWeight, type TPedido } from '@embarca/domain';
import { Modal, Table, Text } from '@mantine/core';
import { QueryPending } from '../../../../lib/ui/query-state';
import { useLoteTotalizadores } from '../api/use-pedidos-search';
import { quantidadeDePedidos } from './totais-unidade';

const ou = (texto: string, padrao = '—') => texto || padrao;

export interface LoteTotaisModalProps {
  /** The lot order; null = closed. */
  lote: TPedido | null;
  onClose: () => void;
}

/** 'Totais do lote': the lot order's figures, what was subdivided, what is in loads, and the balance. */
export function LoteTotaisModal({ lote, onClose }: LoteTotaisModalProps) {
  const totais = useLoteTotalizadores(lote?.id ?? null);
  return (
    <Modal
      opened={lote !== null}
      onClose={onClose}
      title={lote ? `Totais do lote ${lote.codigo}` : 'Totais do lote'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {!totais.data ? (
        <QueryPending query={totais} />
      ) : (
        <Table withTableBorder fz="sm" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Figura</Table.Th>
              <Table.Th scope="col">Pedidos</Table.Th>
              <Table.Th scope="col">Volumes</Table.Th>
              <Table.Th scope="col">Peso</Table.Th>
              <Table.Th scope="col">Cubagem</Table.Th>
              <Table.Th scope="col">Valor</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Lote</Table.Th>
              <Table.Td>—</Table.Td>
              <Table.Td>{totais.data.lote.quantidadeVolumes ?? '—'}</Table.Td>
              <Table.Td>{ou(formatWeight(totais.data.lote.pesoTotal))}</Table.Td>
              <Table.Td>{ou(formatVolume(totais.data.lote.cubagemTotal))}</Table.Td>
              <Table.Td>{ou(formatBRL(totais.data.lote.valorPedido))}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Subdivididos</Table.Th>
              <Table.Td>{quantidadeDePedidos(totais.data.subdivisoes.pedidos)}</Table.Td>
              <Table.Td>{totais.data.subdivisoes.volumes}</Table.Td>
              <Table.Td>{ou(formatWeight(totais.data.subdivisoes.pesoTotal), '0 kg')}</Table.Td>
              <Table.Td>{ou(formatVolume(totais.data.subdivisoes.cubagemTotal))}</Table.Td>
              <Table.Td>{formatBRL(totais.data.subdivisoes.valorTotal)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Em cargas</Table.Th>
              <Table.Td>{quantidadeDePedidos(totais.data.emCarga.pedidos)}</Table.Td>
              <Table.Td>{totais.data.emCarga.volumes}</Table.Td>
              <Table.Td>{ou(formatWeight(totais.data.emCarga.pesoTotal), '0 kg')}</Table.Td>
              <Table.Td>{ou(formatVolume(totais.data.emCarga.cubagemTotal))}</Table.Td>
              <Table.Td>{formatBRL(totais.data.emCarga.valorTotal)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Saldo</Table.Th>
              <Table.Td>—</Table.Td>
              <Table.Td>—</Table.Td>
              <Table.Td>{ou(formatWeight(totais.data.saldo.pesoTotal), '0 kg')}</Table.Td>
              <Table.Td>{ou(formatVolume(totais.data.saldo.cubagemTotal))}</Table.Td>
              <Table.Td>{formatBRL(totais.data.saldo.valorTotal)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
          <Table.Caption>
            <Text component="span" size="xs" c="gray.7">
              Saldo: o que o lote ainda tem a subdividir.
            </Text>
          </Table.Caption>
        </Table>
      )}
    </Modal>
  );
}
