import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { formatBRL, formatWeight } from '@embarca/domain';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { novoItem, totaisDosItens } from '../cadastro-carga.values';
import { MOEDA_BR, NUMERO_BR, type TCargaForm } from './campos';

/** The contract allows at most 500 items per document. */
const MAX_ITENS = 500;

export interface DocumentoItensProps {
  form: TCargaForm;
  /** The document's index. */
  documento: number;
  disabled?: boolean;
}

/** A document's items as an editable table (código, descrição, quantidade, peso, valor) with totals. */
export function DocumentoItens({ form, documento, disabled }: DocumentoItensProps) {
  const path = `documentos.${documento}.itens` as const;
  const itens = form.getValues().documentos[documento]?.itens ?? [];
  const totais = totaisDosItens(itens);
  const campo = (index: number, nome: string) => form.getInputProps(`${path}.${index}.${nome}`);

  return (
    <>
      {itens.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table
            verticalSpacing={4}
            horizontalSpacing={6}
            fz="sm"
            aria-label={`Itens do documento ${documento + 1}`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="16%">Código</Table.Th>
                <Table.Th>Descrição *</Table.Th>
                <Table.Th w="14%">Qtd. *</Table.Th>
                <Table.Th w="16%">Peso (kg)</Table.Th>
                <Table.Th w="18%">Valor</Table.Th>
                <Table.Th w={36}>
                  <VisuallyHidden>Ações</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {itens.map((item, index) => {
                const n = index + 1;
                return (
                  <Table.Tr key={item.chave}>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={`Código do item ${n}`}
                        maxLength={60}
                        {...campo(index, 'codigo')}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={`Descrição do item ${n}`}
                        maxLength={200}
                        {...campo(index, 'descricao')}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        aria-label={`Quantidade do item ${n}`}
                        decimalScale={3}
                        {...NUMERO_BR}
                        {...campo(index, 'quantidade')}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        aria-label={`Peso do item ${n}`}
                        decimalScale={3}
                        {...NUMERO_BR}
                        {...campo(index, 'peso')}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        aria-label={`Valor do item ${n}`}
                        {...MOEDA_BR}
                        {...campo(index, 'valor')}
                      />
                    </Table.Td>
                    <Table.Td>
                      {!disabled && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remover item ${n}`}
                          onClick={() => form.removeListItem(path, index)}
                        >
                          <IconTrash size={16} aria-hidden="true" />
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" mt={4}>
        {!disabled ? (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => form.insertListItem(path, novoItem())}
            disabled={itens.length >= MAX_ITENS}
          >
            Adicionar item
          </Button>
        ) : (
          <span />
        )}
        {itens.length > 0 && (
          <Text size="xs" c="gray.7">
            {itens.length === 1 ? '1 item' : `${itens.length} itens`} · Peso {formatWeight(totais.peso)} ·
            Valor {formatBRL(totais.valor)}
          </Text>
        )}
      </Group>
      {form.errors[path] && (
        <Text c="red.8" size="sm" role="alert">
          {form.errors[path]}
        </Text>
      )}
    </>
  );
}
