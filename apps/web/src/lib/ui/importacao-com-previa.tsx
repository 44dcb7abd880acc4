import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Button.css';
import { Alert, Button, FileInput, Group, List, Modal, Stack } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SectionLoader } from './query-state';
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

/** The API's refusals of a sheet, listed ('Linha 3: …'); nothing without any. */
export function ErrosDaImportacao({ erros }: { erros: string[] }) {
  if (erros.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="A planilha não foi importada">
      <List size="sm">
        {erros.map((erro) => (
          <List.Item key={erro}>{erro}</List.Item>
        ))}
      </List>
    </Alert>
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
    <Modal opened={opened} onClose={onClose} title={title} size="xl" closeButtonProps={{ 'aria-label': 'Fechar' }}>
      <Stack gap="md">
        {instrucoes}
        <CampoDaPlanilha value={importacao.arquivo} onChange={(proximo) => void importacao.escolher(proximo)} />
        {!sobPedido && importacao.lendo && <SectionLoader py="sm" />}
        <ErrosDaImportacao erros={importacao.erros} />
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
