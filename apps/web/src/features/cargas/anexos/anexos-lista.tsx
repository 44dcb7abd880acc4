import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { formatDateTime, formatTamanhoArquivo, type TCargaAnexo, type TCargaDetails } from '@embarca/domain';
import { ActionIcon, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { deleteRequest } from '../../../lib/ui/confirm-requests';
import { notifyApiError } from '../../../lib/ui/notify';
import { QueryPending } from '../../../lib/ui/query-state';
import { ManterGavetaAberta } from '../acoes/components/manter-gaveta-aberta';
import { AnexoMiniatura } from './anexo-miniatura';
import { buscarArquivoDoAnexo, useCargaAnexos, useExcluirAnexo } from './api/anexos.api';
import { salvarBlob } from './arquivo';
import { rotuloDoPonto } from './pontos-da-rota';

function BaixarAnexo({ cargaId, anexo }: { cargaId: string; anexo: TCargaAnexo }) {
  const [baixando, setBaixando] = useState(false);
  const baixar = async () => {
    setBaixando(true);
    try {
      salvarBlob(await buscarArquivoDoAnexo(cargaId, anexo.id), anexo.nomeArquivo);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setBaixando(false);
    }
  };
  return (
    <Tooltip label="Baixar">
      <ActionIcon variant="subtle" onClick={baixar} loading={baixando} aria-label={`Baixar ${anexo.nome}`}>
        <IconDownload size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The load's attachments, newest first: preview, name and route point, size, who sent it and when
 * (dd/MM/yyyy HH:mm, São Paulo), download and — for whom the server allows — delete after confirming.
 */
export function AnexosLista({ carga }: { carga: TCargaDetails }) {
  const anexos = useCargaAnexos(carga.id);
  const excluir = useExcluirAnexo(carga.id);
  const confirm = useConfirm();
  const nuncaLiberada = useRef(false);
  const pontos = new Map(carga.rotas.map((ponto) => [ponto.id, rotuloDoPonto(ponto)]));

  if (anexos.isPending || anexos.isError) return <QueryPending query={anexos} />;
  if (anexos.data.length === 0) return <Text size="sm">Nenhum anexo nesta carga.</Text>;

  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table withTableBorder verticalSpacing="xs" fz="sm" aria-label={`Anexos da carga ${carga.codigo}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={72}>
                <VisuallyHidden>Visualização</VisuallyHidden>
              </Table.Th>
              <Table.Th>Nome</Table.Th>
              <Table.Th ta="right" w={90}>
                Tamanho
              </Table.Th>
              <Table.Th>Enviado por</Table.Th>
              <Table.Th w={130}>Data</Table.Th>
              <Table.Th w={88}>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {anexos.data.map((anexo) => (
              <Table.Tr key={anexo.id}>
                <Table.Td>
                  <AnexoMiniatura cargaId={carga.id} anexo={anexo} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
                    {anexo.nome}
                  </Text>
                  {anexo.ofertaCargaRotaId && (
                    <Text size="xs" c="gray.7">
                      {pontos.get(anexo.ofertaCargaRotaId) ?? 'Ponto da rota removido'}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatTamanhoArquivo(anexo.tamanho)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{anexo.enviadoPor.nome ?? 'Usuário removido'}</Text>
                  {anexo.empresa && (
                    <Text size="xs" c="gray.7">
                      {anexo.empresa}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(anexo.criadoEm)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <BaixarAnexo cargaId={carga.id} anexo={anexo} />
                    {anexo.podeExcluir && (
                      <Tooltip label="Excluir">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Excluir ${anexo.nome}`}
                          onClick={() =>
                            confirm.ask(
                              deleteRequest({
                                item: 'Anexo',
                                name: anexo.nome,
                                run: () => excluir.mutateAsync(anexo.id),
                              }),
                            )
                          }
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmModal {...confirm.modalProps} />
      {/* Escape or Back close the confirmation, not the drawer under it. */}
      {confirm.modalProps.request && (
        <ManterGavetaAberta onFecharDialogo={confirm.modalProps.onClose} liberada={nuncaLiberada} />
      )}
    </>
  );
}
