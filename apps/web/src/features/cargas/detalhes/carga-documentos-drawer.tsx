import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import {
  formatBRL,
  formatNumber,
  formatVolume,
  formatWeight,
  type TCargaDetails,
  type TCargaDocumento,
} from '@embarca/domain';
import { Box, Button, Checkbox, Group, Popover, Stack, Table, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconColumns } from '@tabler/icons-react';
import { textoDimensoes } from '../quadro/components/documentos-popover';
import { decimal } from '../quadro/quadro-state';
import { CargaDetalhesLayout } from './carga-detalhes-layout';
import { SEM_VALOR } from './detalhes.texts';
import classes from './documentos-tabela.module.css';

const ou = (value: string) => value || SEM_VALOR;

interface TColunaDocumento {
  id: string;
  titulo: string;
  /** Right-aligned (a quantity or an amount). */
  numero?: boolean;
  /** Shown until the user chooses otherwise. */
  padrao: boolean;
  texto: (doc: TCargaDocumento, carga: TCargaDetails) => string;
}

/**
 * The columns after the document's number (02 §3 "Load document"), the NF's number apart from the
 * document's own. By default the ones that fit the drawer at 1366 px; the others are a choice away.
 */
export const COLUNAS_DOCUMENTOS: readonly TColunaDocumento[] = [
  { id: 'nf', titulo: 'NF', padrao: true, texto: (doc) => ou(doc.numeroNf ?? '') },
  {
    id: 'codigo',
    titulo: 'Código',
    padrao: false,
    texto: (doc) => ou(doc.codigo ?? doc.remessaCodigo ?? ''),
  },
  { id: 'descricao', titulo: 'Descrição', padrao: true, texto: (doc) => ou(doc.descricao ?? '') },
  {
    id: 'quantidade',
    titulo: 'Qtd.',
    numero: true,
    padrao: true,
    texto: (doc) => ou(doc.quantidade === null ? '' : formatNumber(doc.quantidade, 0)),
  },
  {
    id: 'acondicionamento',
    titulo: 'Acondicionamento',
    padrao: false,
    texto: (doc) => ou(doc.tipoAcondicionamento ?? ''),
  },
  {
    id: 'peso',
    titulo: 'Peso unit.',
    numero: true,
    padrao: true,
    texto: (doc) => ou(formatWeight(decimal(doc.peso))),
  },
  {
    id: 'volume',
    titulo: 'Volume unit.',
    numero: true,
    padrao: true,
    texto: (doc, carga) => ou(formatVolume(decimal(doc.cubagem), carga.volumeUnidade)),
  },
  {
    id: 'valor',
    titulo: 'Valor',
    numero: true,
    padrao: true,
    texto: (doc) => ou(formatBRL(decimal(doc.valor))),
  },
  { id: 'dimensoes', titulo: 'C × L × A', padrao: false, texto: (doc) => ou(textoDimensoes(doc)) },
];

const COLUNAS_PADRAO = COLUNAS_DOCUMENTOS.filter((coluna) => coluna.padrao).map((coluna) => coluna.id);

/** The user's choice of columns, kept in this browser for every load. */
function useColunasVisiveis() {
  const [ids, setIds] = useLocalStorage<string[]>({
    key: 'embarca:carga-documentos:colunas',
    defaultValue: COLUNAS_PADRAO,
    getInitialValueInEffect: false,
  });
  const validos = Array.isArray(ids) ? ids : COLUNAS_PADRAO;
  return [validos, setIds] as const;
}

function EscolhaDeColunas({ ids, onChange }: { ids: string[]; onChange: (ids: string[]) => void }) {
  return (
    <Popover position="bottom-end" withinPortal shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconColumns size={14} aria-hidden="true" />}
          aria-label="Colunas dos documentos"
        >
          Colunas
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label="Colunas visíveis"
          description="O número do documento sempre aparece."
          value={ids}
          onChange={onChange}
        >
          <Stack gap={6} mt="xs">
            {COLUNAS_DOCUMENTOS.map((coluna) => (
              <Checkbox key={coluna.id} size="xs" value={coluna.id} label={coluna.titulo} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The load's documents (02 §3 "Load document"): the document's number first and fixed while the table
 * scrolls sideways inside the drawer, the NF's number beside it; the other columns by the user's choice.
 */
function DocumentosTabela({ carga }: { carga: TCargaDetails }) {
  const [ids, setIds] = useColunasVisiveis();
  if (carga.documentos.length === 0) return <Text size="sm">Nenhum documento nesta carga.</Text>;
  const colunas = COLUNAS_DOCUMENTOS.filter((coluna) => ids.includes(coluna.id));
  const nome = `Documentos da carga ${carga.codigo}`;
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="gray.7">
          {carga.documentos.length === 1 ? '1 documento' : `${carga.documentos.length} documentos`}
        </Text>
        <EscolhaDeColunas ids={ids} onChange={setIds} />
      </Group>
      {/* Focusable, so the keyboard scrolls it too (a scrolling region must be reachable). */}
      <Box className={classes.rolagem} role="region" aria-label={nome} tabIndex={0}>
        <Table striped fz="sm" className={classes.tabela} aria-label={nome}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.fixa}>Número</Table.Th>
              {colunas.map((coluna) => (
                <Table.Th key={coluna.id} ta={coluna.numero ? 'right' : undefined}>
                  {coluna.titulo}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {carga.documentos.map((doc) => (
              <Table.Tr key={doc.id}>
                <Table.Th scope="row" className={classes.fixa} fw={600}>
                  {ou(doc.numero ?? '')}
                </Table.Th>
                {colunas.map((coluna) => (
                  <Table.Td
                    key={coluna.id}
                    ta={coluna.numero ? 'right' : undefined}
                    className={coluna.id === 'descricao' ? classes.descricao : undefined}
                  >
                    {coluna.texto(doc, carga)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
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
