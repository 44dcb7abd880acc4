import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { EMPRESA_IMPORT_COLUMNS, ModoImportacao, type TImportResponse } from '@embarca/domain';
import { Alert, Button, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CampoDaPlanilha } from '../../../lib/ui/importacao-com-previa';
import { notifyApiError } from '../../../lib/ui/notify';
import { useImportEmpresas } from '../api/use-import-empresas';

export interface EmpresaImportModalProps {
  opened: boolean;
  onClose: () => void;
}

export interface ImportPreviewProps {
  preview: TImportResponse;
}

/** The preview of an import: counts, and one table row per spreadsheet row with problems. */
export function ImportPreview({ preview }: ImportPreviewProps) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        Aba <strong>{preview.aba}</strong>: {preview.total} {preview.total === 1 ? 'linha' : 'linhas'},{' '}
        {preview.validas} {preview.validas === 1 ? 'válida' : 'válidas'}, {preview.erros.length} com erro.
      </Text>
      {preview.erros.length > 0 ? (
        <Table striped withTableBorder>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
            <Text component="span" size="sm" c="gray.8">
              Linhas com erro (não serão importadas)
            </Text>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>Linha</Table.Th>
              <Table.Th>Problemas</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.erros.map((erro) => (
              <Table.Tr key={erro.linha}>
                <Table.Td>{erro.linha}</Table.Td>
                <Table.Td>
                  <List size="sm">
                    {erro.mensagens.map((mensagem) => (
                      <List.Item key={mensagem}>{mensagem}</List.Item>
                    ))}
                  </List>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Alert color="teal" variant="light">
          Nenhum erro encontrado na planilha.
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Company import from an xlsx (01 §5, §7): the sheet 'Dados' or the first one; a preview with each
 * row's errors first, then the import of the valid rows.
 */
export function EmpresaImportModal({ opened, onClose }: EmpresaImportModalProps) {
  const importer = useImportEmpresas();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TImportResponse | null>(null);
  const [result, setResult] = useState<TImportResponse | null>(null);

  useEffect(() => {
    if (opened) {
      setFile(null);
      setPreview(null);
      setResult(null);
    }
  }, [opened]);

  const run = async (modo: TImportResponse['modo']) => {
    if (!file) return;
    try {
      const answer = await importer.mutateAsync({ file, modo });
      if (modo === ModoImportacao.Preview) setPreview(answer);
      else setResult(answer);
    } catch (error) {
      notifyApiError(error);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Importar empresas"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="md">
        {result ? (
          <Alert color="teal" variant="light" role="status">
            {result.importadas} {result.importadas === 1 ? 'empresa importada' : 'empresas importadas'} com
            sucesso.
            {result.erros.length > 0
              ? ` ${result.erros.length} ${result.erros.length === 1 ? 'linha' : 'linhas'} com erro não foram importadas.`
              : ''}
          </Alert>
        ) : (
          <>
            <Text size="sm" c="gray.7">
              Planilha .xlsx com a aba “Dados” (ou a primeira aba) e as colunas:{' '}
              {Object.values(EMPRESA_IMPORT_COLUMNS).join(', ')}.
            </Text>
            <CampoDaPlanilha
              value={file}
              onChange={(next) => {
                setFile(next);
                setPreview(null);
              }}
            />
            {preview ? <ImportPreview preview={preview} /> : null}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {result ? 'Fechar' : 'Cancelar'}
          </Button>
          {result ? null : preview ? (
            <Button
              onClick={() => run(ModoImportacao.Importar)}
              loading={importer.isPending}
              disabled={preview.validas === 0}
            >
              Importar {preview.validas} {preview.validas === 1 ? 'empresa' : 'empresas'}
            </Button>
          ) : (
            <Button onClick={() => run(ModoImportacao.Preview)} loading={importer.isPending} disabled={!file}>
              Pré-visualizar
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
