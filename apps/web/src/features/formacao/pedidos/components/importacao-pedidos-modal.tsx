import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { formatWeight, type TPedidoImportacaoResposta } from '@embarca/domain';
import { Alert, Anchor, Button, FileInput, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { describeApiError } from '../../../../lib/api-error-handler';
import { notifyApiError, notifyInfo } from '../../../../lib/ui/notify';
import { SectionLoader } from '../../../../lib/ui/query-state';
import { scrollRegion } from '../../../../lib/ui/scroll-region';
import { previaDaImportacaoDePedidos, useImportarPedidos } from '../api/use-importacao-pedidos';
import { baixarModeloDePedidos } from '../modelo-planilha';
import { CoordenadasAproximadas } from './pedido-formato';

type TPrevia = TPedidoImportacaoResposta;

/** The messages of an API refusal: its list ('Linha 3: …') or its one message. */
function mensagensDoErro(error: unknown): string[] {
  if (error instanceof ApiError && error.messages.length > 0) return error.messages;
  return [describeApiError(error).message];
}

/** '12 linhas, 2 com erro, 3 com coordenadas aproximadas'. */
/** The 50-order sheet shipped with the demo data (served from the web app's public folder). */
const PLANILHA_DEMONSTRACAO = 'demonstracao/pedidos-demonstracao.xlsx';

export function contagemDaPrevia(previa: TPrevia): string {
  const total = previa.linhas.length;
  const erros = previa.linhas.filter((linha) => linha.erros.length > 0).length;
  const aproximadas = previa.linhas.filter((linha) => linha.coordenadasAproximadas).length;
  return `${total} ${total === 1 ? 'linha' : 'linhas'}, ${erros} com erro, ${aproximadas} com coordenadas aproximadas`;
}

/** All or nothing: the sheet imports only when it has rows and none with an error. */
export const previaImportavel = (previa: TPrevia | null) =>
  previa !== null && previa.linhas.length > 0 && previa.linhas.every((linha) => linha.erros.length === 0);

function PreviaTabela({ previa }: { previa: TPrevia }) {
  return (
    <Table.ScrollContainer
      minWidth={640}
      maxHeight={360}
      scrollAreaProps={scrollRegion('Prévia da planilha')}
    >
      <Table striped withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text component="span" size="sm" c="gray.8">
            Prévia da planilha: {contagemDaPrevia(previa)}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>Linha</Table.Th>
            <Table.Th>Código</Table.Th>
            <Table.Th>Destino</Table.Th>
            <Table.Th>Peso</Table.Th>
            <Table.Th>Mensagens</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {previa.linhas.map((linha) => (
            <Table.Tr key={linha.linha} data-com-erro={linha.erros.length > 0 || undefined}>
              <Table.Td>{linha.linha}</Table.Td>
              <Table.Td>{linha.codigo ?? '—'}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {linha.destino ?? '—'}
                  {linha.coordenadasAproximadas && <CoordenadasAproximadas />}
                </Group>
              </Table.Td>
              <Table.Td>{formatWeight(linha.pesoTotal) || '—'}</Table.Td>
              <Table.Td>
                {linha.erros.length > 0 ? (
                  <List size="xs" c="red.8">
                    {linha.erros.map((erro) => (
                      <List.Item key={erro}>{erro}</List.Item>
                    ))}
                  </List>
                ) : (
                  <Text size="xs" c="teal.9">
                    Pronta para importar
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export interface ImportacaoPedidosModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Importar planilha' (02 §3, §7 POST /pedido/xlsx): the .xlsx (multipart `file`) is read at once into a
 * preview — each row with its messages in red and whether its coordinates will be the municipality's seat;
 * 'Importar' only when no row has an error (all or nothing); then the API's message and the list refreshes.
 */
export function ImportacaoPedidosModal({ opened, onClose }: ImportacaoPedidosModalProps) {
  const importar = useImportarPedidos();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [previa, setPrevia] = useState<TPrevia | null>(null);
  const [lendo, setLendo] = useState(false);
  const [erros, setErros] = useState<string[]>([]);

  useEffect(() => {
    if (opened) {
      setArquivo(null);
      setPrevia(null);
      setErros([]);
    }
  }, [opened]);

  const escolher = async (next: File | null) => {
    setArquivo(next);
    setPrevia(null);
    setErros([]);
    if (!next) return;
    setLendo(true);
    try {
      setPrevia(await previaDaImportacaoDePedidos(next));
    } catch (error) {
      setErros(mensagensDoErro(error));
    } finally {
      setLendo(false);
    }
  };

  const confirmar = async () => {
    if (!arquivo || !previaImportavel(previa)) return;
    setErros([]);
    try {
      const resposta = await importar.mutateAsync(arquivo);
      notifyInfo(resposta.message, 'teal');
      onClose();
    } catch (error) {
      setErros(mensagensDoErro(error));
    }
  };

  const baixarModelo = async () => {
    try {
      await baixarModeloDePedidos();
    } catch (error) {
      notifyApiError(error);
    }
  };

  const comErros = previa !== null && !previaImportavel(previa);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Importar planilha de pedidos"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="sm" c="gray.7">
            Planilha .xlsx com a aba “Dados” (ou a primeira aba), um pedido por linha. A importação é tudo ou
            nada: corrija as linhas com erro antes de importar.
          </Text>
          <Stack gap={4} align="flex-end">
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden="true" />}
              onClick={() => void baixarModelo()}
            >
              Baixar modelo
            </Button>
            {/* The sheet shipped with the demo data (apps/api/src/seed/gerar-planilha-pedidos-demo.ts). */}
            <Anchor href={PLANILHA_DEMONSTRACAO} download size="xs">
              Planilha de demonstração (50 pedidos)
            </Anchor>
          </Stack>
        </Group>
        <FileInput
          label="Planilha"
          placeholder="Selecione o arquivo .xlsx"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
          value={arquivo}
          onChange={(next) => void escolher(next)}
          clearable
          clearButtonProps={{ 'aria-label': 'Remover arquivo' }}
        />
        {lendo && <SectionLoader py="sm" />}
        {erros.length > 0 && (
          <Alert color="red" variant="light" role="alert" title="A planilha não foi importada">
            <List size="sm">
              {erros.map((erro) => (
                <List.Item key={erro}>{erro}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {previa && <PreviaTabela previa={previa} />}
        {comErros && (
          <Text size="sm" c="red.8" role="status">
            {previa.linhas.length === 0
              ? 'A planilha não tem pedidos.'
              : 'Corrija as linhas com erro e envie a planilha novamente.'}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            onClick={() => void confirmar()}
            loading={importar.isPending}
            disabled={!previaImportavel(previa)}
          >
            Importar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
