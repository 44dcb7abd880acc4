import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Table.css';
import {
  Button,
  FileInput,
  Group,
  List,
  type MantineSpacing,
  Modal,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AlertaDeFalhas } from './alerta-de-falhas';
import { SectionLoader } from './query-state';
import { scrollRegion } from './scroll-region';
import type { TImportacaoComPrevia } from './use-importacao-com-previa';

export interface CampoDaPlanilhaProps {
  value: File | null;
  onChange: (arquivo: File | null) => void;
}

/** The .xlsx to import ('Planilha'), removable. */
export function CampoDaPlanilha({ value, onChange }: CampoDaPlanilhaProps) {
  return (
    <FileInput
      label="Planilha"
      placeholder="Selecione o arquivo .xlsx"
      accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': 'Remover arquivo' }}
    />
  );
}

/** A row of a sheet's preview: its number in the sheet and its errors (none = ready to import). */
export interface TLinhaDaPrevia {
  linha: number;
  erros: string[];
}

export interface TabelaDaPreviaProps<T extends TLinhaDaPrevia> {
  /** After 'Prévia da planilha: ' ('12 linhas, 2 com erro'). */
  resumo: string;
  /** The module's header cells, after 'Linha'. */
  colunas: ReactNode;
  linhas: T[];
  /** The module's cells of a row, after its number. */
  celulas: (linha: T) => ReactNode;
}

/** The rows read from a sheet, each row's number first; a row with errors is marked (`data-com-erro`). */
export function TabelaDaPrevia<T extends TLinhaDaPrevia>({
  resumo,
  colunas,
  linhas,
  celulas,
}: TabelaDaPreviaProps<T>) {
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
            Prévia da planilha: {resumo}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>Linha</Table.Th>
            {colunas}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.map((linha) => (
            <Table.Tr key={linha.linha} data-com-erro={linha.erros.length > 0 || undefined}>
              <Table.Td>{linha.linha}</Table.Td>
              {celulas(linha)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A preview row's errors, in red. */
export function ErrosDaLinha({ erros, mt }: { erros: string[]; mt?: MantineSpacing }) {
  return (
    <List size="xs" c="red.8" mt={mt}>
      {erros.map((erro) => (
        <List.Item key={erro}>{erro}</List.Item>
      ))}
    </List>
  );
}

export interface ImportacaoComPreviaModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The state from `useImportacaoComPrevia`. */
  importacao: TImportacaoComPrevia<unknown>;
  /** Above the file: what the sheet holds, the template to download. */
  instrucoes: ReactNode;
  /** Below the errors: the preview's table and what it says. */
  children?: ReactNode;
}

/**
 * The modal of a spreadsheet import with a preview: the instructions, the file, the reading (or
 * 'Pré-visualizar'), the API's refusals, the module's preview, then 'Cancelar' and 'Importar' — enabled
 * only when the preview may be imported.
 */
export function ImportacaoComPreviaModal({
  opened,
  onClose,
  title,
  importacao,
  instrucoes,
  children,
}: ImportacaoComPreviaModalProps) {
  const sobPedido = importacao.momento === 'sob-pedido';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="md">
        {instrucoes}
        <CampoDaPlanilha
          value={importacao.arquivo}
          onChange={(proximo) => void importacao.escolher(proximo)}
        />
        {!sobPedido && importacao.lendo && <SectionLoader py="sm" />}
        <AlertaDeFalhas titulo="A planilha não foi importada" falhas={importacao.erros} />
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          {sobPedido && (
            <Button
              variant="light"
              onClick={() => void importacao.verPrevia()}
              loading={importacao.lendo}
              disabled={!importacao.arquivo}
            >
              Pré-visualizar
            </Button>
          )}
          <Button
            onClick={() => void importacao.confirmar()}
            loading={importacao.importando}
            disabled={!importacao.podeImportar}
          >
            Importar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
