import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { TABELA_FRETE_MESSAGES, type TImportacaoTabelaPrevia } from '@embarca/domain';
import { Alert, Button, FileInput, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-error-handler';
import { notifyApiError } from '../../../lib/ui/notify';
import { scrollRegion } from '../../../lib/ui/scroll-region';
import { salvarBlob } from '../../cargas/anexos/arquivo';
import { baixarExemplo, baixarModelo, previaDaImportacao, useImportarPlanilha } from '../api/use-tabelas';
import { moeda, peso } from '../formato';
import { mensagemDaResposta, notificarSucesso } from './acoes';

/** The table an import goes into (a draft). */
export interface TTabelaDaImportacao {
  id: string;
  nome: string;
  versao: number;
}

/** The messages of an API refusal: its list ('Linha 3: …') or its one message. */
function mensagensDoErro(error: unknown): string[] {
  if (error instanceof ApiError && error.messages.length > 0) return error.messages;
  return [describeApiError(error).message];
}

const faixa = (inicial: string | null, final: string | null) =>
  inicial === null && final === null
    ? '—'
    : `${inicial === null ? '0 kg' : peso(inicial)} a ${final === null ? '…' : peso(final)}`;

/** '12 linhas, 2 com erro'. */
export function totaisDaPrevia(previa: Pick<TImportacaoTabelaPrevia, 'totalLinhas' | 'totalErros'>): string {
  return `${previa.totalLinhas} ${previa.totalLinhas === 1 ? 'linha' : 'linhas'}, ${previa.totalErros} com erro`;
}

/** The rows read, each with its errors in red. */
function PreviaTabela({ previa }: { previa: TImportacaoTabelaPrevia }) {
  return (
    // maxHeight, not mah: the container's max-height alone cut the rows below it off, unreachable.
    <Table.ScrollContainer
      minWidth={640}
      maxHeight={360}
      scrollAreaProps={scrollRegion('Prévia da planilha')}
    >
      <Table striped withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text component="span" size="sm" c="gray.8">
            Prévia da planilha: {totaisDaPrevia(previa)}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>Linha</Table.Th>
            <Table.Th>Origem</Table.Th>
            <Table.Th>Destino</Table.Th>
            <Table.Th>Veículo</Table.Th>
            <Table.Th>Faixa de peso</Table.Th>
            <Table.Th>Valor</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {previa.linhas.map((linha) => (
            <Table.Tr key={linha.linha} data-com-erro={linha.erros.length > 0 || undefined}>
              <Table.Td>{linha.linha}</Table.Td>
              <Table.Td>{linha.origem}</Table.Td>
              <Table.Td>{linha.destino}</Table.Td>
              <Table.Td>{linha.tipoVeiculo ?? '—'}</Table.Td>
              <Table.Td>{faixa(linha.pesoInicialKg, linha.pesoFinalKg)}</Table.Td>
              <Table.Td>
                {moeda(linha.valor) || '—'}
                {linha.erros.length > 0 && (
                  <List size="xs" c="red.8" mt={4}>
                    {linha.erros.map((erro) => (
                      <List.Item key={erro}>{erro}</List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export interface ImportacaoModalProps {
  /** The draft to import into; null = closed. */
  tabela: TTabelaDaImportacao | null;
  onClose: () => void;
}

/**
 * 'Importar planilha' of a draft table (issue 19): the template to download, the .xlsx (sent as multipart `file`), a
 * preview of every row with its errors, and 'Importar' — only without errors; it replaces the draft's lines
 * (all or nothing). The API's refusals ('Linha N: …') are listed.
 */
export function ImportacaoModal({ tabela, onClose }: ImportacaoModalProps) {
  const importar = useImportarPlanilha();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [previa, setPrevia] = useState<TImportacaoTabelaPrevia | null>(null);
  const [lendo, setLendo] = useState(false);
  const [erros, setErros] = useState<string[]>([]);

  useEffect(() => {
    if (tabela) {
      setArquivo(null);
      setPrevia(null);
      setErros([]);
    }
  }, [tabela]);

  const verPrevia = async () => {
    if (!tabela || !arquivo) return;
    setLendo(true);
    setErros([]);
    try {
      setPrevia(await previaDaImportacao(tabela.id, arquivo));
    } catch (error) {
      setErros(mensagensDoErro(error));
    } finally {
      setLendo(false);
    }
  };

  const confirmar = async () => {
    if (!tabela || !arquivo) return;
    setErros([]);
    try {
      const resposta = await importar.mutateAsync({ id: tabela.id, arquivo });
      notificarSucesso(mensagemDaResposta(resposta, TABELA_FRETE_MESSAGES.importada));
      onClose();
    } catch (error) {
      setErros(mensagensDoErro(error));
    }
  };

  const baixar = async (arquivoParaBaixar: () => Promise<Blob>, nome: string) => {
    try {
      salvarBlob(await arquivoParaBaixar(), nome);
    } catch (error) {
      notifyApiError(error);
    }
  };

  const semErros = previa !== null && previa.totalErros === 0 && previa.totalLinhas > 0;

  return (
    <Modal
      opened={tabela !== null}
      onClose={onClose}
      title={tabela ? `Importar planilha — ${tabela.nome} v${tabela.versao}` : 'Importar planilha'}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="sm" c="gray.7">
            Planilha .xlsx com a aba “Dados” (ou a primeira aba), uma linha por rota e faixa de peso. A
            importação substitui as linhas do rascunho.
          </Text>
          <Group gap={4} wrap="nowrap">
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden="true" />}
              onClick={() => void baixar(baixarModelo, 'modelo-tabela-frete.xlsx')}
            >
              Baixar modelo
            </Button>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden="true" />}
              onClick={() => void baixar(baixarExemplo, 'exemplo-tabela-transportadora.xlsx')}
            >
              Baixar exemplo
            </Button>
          </Group>
        </Group>
        <FileInput
          label="Planilha"
          placeholder="Selecione o arquivo .xlsx"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
          value={arquivo}
          onChange={(next) => {
            setArquivo(next);
            setPrevia(null);
            setErros([]);
          }}
          clearable
          clearButtonProps={{ 'aria-label': 'Remover arquivo' }}
        />
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
        {previa && previa.totalErros > 0 && (
          <Text size="sm" c="red.8" role="status">
            Corrija as linhas com erro e envie a planilha novamente.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button variant="light" onClick={() => void verPrevia()} loading={lendo} disabled={!arquivo}>
            Pré-visualizar
          </Button>
          <Button onClick={() => void confirmar()} loading={importar.isPending} disabled={!semErros}>
            Importar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
