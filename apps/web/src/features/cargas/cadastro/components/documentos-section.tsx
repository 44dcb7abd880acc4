import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Paper.css';
import { formatBRL, formatWeight, type TUnidadeMedida, UNIDADE_MEDIDA_SYMBOLS } from '@embarca/domain';
import {
  ActionIcon,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconFileText, IconPlus, IconTrash } from '@tabler/icons-react';
import { novoDocumento, totaisDosDocumentos } from '../cadastro-carga.values';
import { assinatura, INTEIRO_BR, MOEDA_BR, NUMERO_BR, parteDoFormulario, type TCargaForm } from './campos';
import { DocumentoItens } from './documento-itens';
import { Secao } from './secao';

/** The contract allows at most 200 documents. */
const MAX_DOCUMENTOS = 200;

interface DocumentoCardProps {
  form: TCargaForm;
  assinatura: string;
  index: number;
  /** The load's volume unit symbol (the cubage is in it). */
  unidade: string;
  disabled?: boolean;
}

/** One load document (02 §3 "Load document"): number, NF, description, measures, value, items. */
function DocumentoCardCampos({ form, index, unidade, disabled }: DocumentoCardProps) {
  const path = `documentos.${index}` as const;
  const nome = `Documento ${index + 1}`;
  const campo = (campoNome: string) => form.getInputProps(`${path}.${campoNome}`);
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={nome}>
      <Group justify="space-between" mb={6}>
        <Group gap={6}>
          <IconFileText size={16} aria-hidden="true" />
          <Text fw={600} size="sm">
            {nome}
          </Text>
        </Group>
        {!disabled && (
          <Tooltip label="Remover documento">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remover ${nome}`}
              onClick={() => form.removeListItem('documentos', index)}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput label="Número" withAsterisk maxLength={60} {...campo('numero')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput label="Número da NF" maxLength={20} {...campo('numeroNf')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Chave da NF"
            placeholder="44 dígitos"
            maxLength={54}
            inputMode="numeric"
            {...campo('chaveNf')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput label="Código" maxLength={60} {...campo('codigo')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <TextInput label="Descrição" maxLength={200} {...campo('descricao')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput label="Quantidade" {...INTEIRO_BR} {...campo('quantidade')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput label="Acondicionamento" maxLength={100} {...campo('tipoAcondicionamento')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput label="Peso unit. (kg)" decimalScale={3} {...NUMERO_BR} {...campo('peso')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput
            label={`Cubagem unit. (${unidade})`}
            decimalScale={3}
            {...NUMERO_BR}
            {...campo('cubagem')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput label="Valor" {...MOEDA_BR} {...campo('valor')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput label="Comprimento (m)" decimalScale={3} {...NUMERO_BR} {...campo('comprimento')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput label="Largura (m)" decimalScale={3} {...NUMERO_BR} {...campo('largura')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput label="Altura (m)" decimalScale={3} {...NUMERO_BR} {...campo('altura')} />
        </Grid.Col>
      </Grid>
      <Text fw={600} size="xs" mt="sm" mb={4} c="gray.8">
        Itens
      </Text>
      <DocumentoItens form={form} documento={index} disabled={disabled} />
    </Paper>
  );
}

const DocumentoCard = parteDoFormulario(DocumentoCardCampos);

export interface DocumentosSectionProps {
  form: TCargaForm;
  /** Its values and errors (`assinatura`): it re-renders only when they change. */
  assinatura: string;
  disabled?: boolean;
}

/** The load's documents with their items, and the documents' weight and value totals. */
function DocumentosSectionCampos({ form, disabled }: DocumentosSectionProps) {
  const documentos = form.getValues().documentos;
  const totais = totaisDosDocumentos(documentos);
  const unidade =
    UNIDADE_MEDIDA_SYMBOLS[Number(form.getValues().carga.volumeUnidade) as TUnidadeMedida] ?? 'm³';
  return (
    <Secao titulo="Documentos">
      <Stack gap="sm">
        {documentos.length === 0 && (
          <Text size="sm" c="gray.7">
            Nenhum documento informado.
          </Text>
        )}
        {documentos.map((documento, index) => (
          <DocumentoCard
            key={documento.chave}
            form={form}
            assinatura={assinatura(documento, form.errors, `documentos.${index}`)}
            index={index}
            unidade={unidade}
            disabled={disabled}
          />
        ))}
        {form.errors.documentos && (
          <Text c="red.8" size="sm" role="alert">
            {form.errors.documentos}
          </Text>
        )}
        <Group justify="space-between">
          {!disabled ? (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => form.insertListItem('documentos', novoDocumento())}
              disabled={documentos.length >= MAX_DOCUMENTOS}
            >
              Adicionar documento
            </Button>
          ) : (
            <span />
          )}
          {documentos.length > 0 && (
            <Text size="sm" fw={500}>
              Peso total: {formatWeight(totais.peso)} · Valor total: {formatBRL(totais.valor)}
            </Text>
          )}
        </Group>
      </Stack>
    </Secao>
  );
}

export const DocumentosSection = parteDoFormulario(DocumentosSectionCampos);
