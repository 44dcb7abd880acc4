import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import {
  formatDate,
  parseBrDate,
  TIPO_DOCUMENTO_VEICULO_LABELS,
  TipoDocumentoVeiculo,
  type TTipoDocumentoVeiculo,
  type TVeiculo,
  type TVeiculoDocumento,
  VEICULO_MESSAGES,
} from '@embarca/domain';
import {
  ActionIcon,
  Button,
  Fieldset,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { apiRequest } from '../../../../lib/api-client';
import { notifyApiError, notifyInfo } from '../../../../lib/ui/notify';
import {
  arquivoDoDocumentoPath,
  useAlterarDocumento,
  useCriarDocumento,
  useExcluirDocumento,
} from '../api/use-documentos';
import { SituacaoDocumentoBadge } from './situacao-documento-badge';

const TIPO_OPTIONS = Object.entries(TIPO_DOCUMENTO_VEICULO_LABELS).map(([value, label]) => ({
  value,
  label,
}));

function lerComoDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Falha ao ler o arquivo.'));
    reader.readAsDataURL(file);
  });
}

async function baixar(veiculoId: string, documentoId: string, nome: string) {
  try {
    const blob = await apiRequest<Blob>(arquivoDoDocumentoPath(veiculoId, documentoId), {
      responseType: 'blob',
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = nome;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    notifyApiError(error);
  }
}

/**
 * A vehicle's documents (CRLV and others): expiry, state badge, attachment download, add, edit (the row's
 * values in the form below; a new file replaces the attachment, none keeps it) and delete.
 */
export function VeiculoDocumentos({ veiculo }: { veiculo: TVeiculo }) {
  const criar = useCriarDocumento();
  const alterar = useAlterarDocumento();
  const excluir = useExcluirDocumento();
  const [editando, setEditando] = useState<TVeiculoDocumento | null>(null);
  const [tipo, setTipo] = useState<string>(String(TipoDocumentoVeiculo.Crlv));
  const [numero, setNumero] = useState('');
  const [validade, setValidade] = useState<string | null>(null);
  const [arquivo, setArquivo] = useState<File | null>(null);

  const limpar = () => {
    setEditando(null);
    setTipo(String(TipoDocumentoVeiculo.Crlv));
    setNumero('');
    setValidade(null);
    setArquivo(null);
  };

  const editar = (documento: TVeiculoDocumento) => {
    setEditando(documento);
    setTipo(String(documento.tipo));
    setNumero(documento.numero ?? '');
    setValidade(documento.validade);
    setArquivo(null);
  };

  const salvar = async () => {
    try {
      const body = {
        tipo: Number(tipo) as TTipoDocumentoVeiculo,
        numero: numero || null,
        descricao: editando?.descricao ?? null,
        validade,
        arquivo: arquivo ? { nome: arquivo.name, conteudo: await lerComoDataUrl(arquivo) } : null,
      };
      if (editando) {
        await alterar.mutateAsync({ id: veiculo.id, documentoId: editando.id, body });
        notifyInfo(VEICULO_MESSAGES.documentoAtualizado, 'green');
      } else {
        await criar.mutateAsync({ id: veiculo.id, body });
        notifyInfo(VEICULO_MESSAGES.documentoCadastrado, 'green');
      }
      limpar();
    } catch (error) {
      notifyApiError(error);
    }
  };

  const remover = async (documentoId: string) => {
    try {
      await excluir.mutateAsync({ id: veiculo.id, documentoId });
      if (editando?.id === documentoId) limpar();
      notifyInfo(VEICULO_MESSAGES.documentoExcluido, 'green');
    } catch (error) {
      notifyApiError(error);
    }
  };

  return (
    <Fieldset legend="Documentos" variant="unstyled">
      <Stack gap="sm">
        {veiculo.documentos.length === 0 ? (
          <Text size="sm" c="gray.7">
            Nenhum documento cadastrado.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Documento</Table.Th>
                  <Table.Th>Número</Table.Th>
                  <Table.Th>Validade</Table.Th>
                  <Table.Th>Arquivo</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Ações</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {veiculo.documentos.map((documento) => {
                  const nome =
                    TIPO_DOCUMENTO_VEICULO_LABELS[documento.tipo as TTipoDocumentoVeiculo] ?? 'Documento';
                  return (
                    <Table.Tr key={documento.id}>
                      <Table.Td>{nome}</Table.Td>
                      <Table.Td>{documento.numero ?? '—'}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          {documento.validade ? formatDate(`${documento.validade}T12:00:00Z`) : '—'}
                          <SituacaoDocumentoBadge situacao={documento.situacao} />
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        {documento.arquivo ? (
                          <Button
                            type="button"
                            variant="subtle"
                            size="compact-sm"
                            leftSection={<IconDownload size={14} aria-hidden="true" />}
                            onClick={() => baixar(veiculo.id, documento.id, documento.arquivo?.nome ?? nome)}
                          >
                            {documento.arquivo.nome}
                          </Button>
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            type="button"
                            variant="subtle"
                            aria-label={`Editar ${nome}`}
                            aria-pressed={editando?.id === documento.id}
                            onClick={() => editar(documento)}
                          >
                            <IconPencil size={16} aria-hidden="true" />
                          </ActionIcon>
                          <ActionIcon
                            type="button"
                            variant="subtle"
                            color="red"
                            aria-label={`Excluir ${nome}`}
                            onClick={() => remover(documento.id)}
                            loading={excluir.isPending && excluir.variables?.documentoId === documento.id}
                          >
                            <IconTrash size={16} aria-hidden="true" />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {editando && (
          <Text size="sm" fw={600} aria-live="polite">
            {`Editando: ${TIPO_DOCUMENTO_VEICULO_LABELS[editando.tipo as TTipoDocumentoVeiculo] ?? 'Documento'}${editando.numero ? ` ${editando.numero}` : ''}`}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Tipo de documento"
            data={TIPO_OPTIONS}
            value={tipo}
            onChange={(value) => setTipo(value ?? tipo)}
            allowDeselect={false}
          />
          <TextInput
            label="Número do documento"
            maxLength={60}
            value={numero}
            onChange={(event) => setNumero(event.currentTarget.value)}
          />
          <DateInput
            label="Validade"
            valueFormat="DD/MM/YYYY"
            dateParser={(text) => parseBrDate(text)}
            locale="pt-br"
            placeholder="dd/mm/aaaa"
            clearable
            value={validade}
            onChange={(value) => setValidade(value ? String(value).slice(0, 10) : null)}
          />
          <FileInput
            label={editando?.arquivo ? 'Novo arquivo (substitui o atual)' : 'Arquivo (PDF ou imagem)'}
            accept="application/pdf,image/png,image/jpeg,image/webp"
            clearable
            value={arquivo}
            onChange={setArquivo}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          {editando && (
            <Button type="button" variant="default" onClick={limpar}>
              Cancelar edição
            </Button>
          )}
          <Button
            type="button"
            variant="light"
            onClick={salvar}
            loading={criar.isPending || alterar.isPending}
          >
            {editando ? 'Salvar documento' : 'Adicionar documento'}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
