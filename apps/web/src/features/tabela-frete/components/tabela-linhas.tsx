import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/ActionIcon.css';
import {
  type LinhaParaValidar,
  type TTabelaFreteLinha,
  validarLinhas,
  ZTabelaFreteLinhaRequest,
} from '@embarca/domain';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { schemaErrors } from '../../../lib/schema-form';
import { DataTable, type TColumn } from '../../../lib/ui/data-table';
import { useListQuery } from '../../../lib/ui/list-query';
import { scrollRegion } from '../../../lib/ui/scroll-region';
import { serverPageSource } from '../../../lib/ui/table-source';
import { useTabelaLinhas } from '../api/use-tabelas';
import { decimalDoCampo, moeda, peso } from '../formato';
import { TIPOS_DE_LOCAL } from '../local-frete';
import { CAMPO_DA_LINHA, linhaVazia, requestDaLinha, type TLinhaForm } from '../tabela-form.values';
import { INTEIRO_BR, NUMERO_BR, useTiposVeiculo } from './campos';
import { LocalFreteInput } from './local-frete-input';

/** '0 kg a 1.000 kg', 'Acima de 1,00 Ton', 'Qualquer peso'. */
export function faixaDePeso(inicial: string | null, final: string | null): string {
  if (inicial === null && final === null) return 'Qualquer peso';
  if (final === null) return `Acima de ${peso(inicial)}`;
  if (inicial === null) return `Até ${peso(final)}`;
  return `${peso(inicial)} a ${peso(final)}`;
}

const prazo = (dias: number | null) => (dias === null ? '—' : `${dias} ${dias === 1 ? 'dia' : 'dias'}`);

/** A stored table's lines, a page at a time (the drawer of an active or expired table, or a draft's). */
export function LinhasPaginadas({ tabelaId }: { tabelaId: string }) {
  const list = useListQuery();
  const linhas = useTabelaLinhas(tabelaId, list.query.page, list.query.qtdItem);
  const columns: TColumn<TTabelaFreteLinha>[] = [
    { key: 'origem', label: 'Origem', render: (row) => row.origemDescricao },
    { key: 'destino', label: 'Destino', render: (row) => row.destinoDescricao },
    { key: 'veiculo', label: 'Veículo', render: (row) => row.tipoVeiculo ?? 'Qualquer' },
    {
      key: 'faixa',
      label: 'Faixa de peso',
      render: (row) => faixaDePeso(row.pesoInicialKg, row.pesoFinalKg),
    },
    { key: 'valor', label: 'Valor', render: (row) => moeda(row.valor, 4) },
    { key: 'excedente', label: 'Excedente (R$/kg)', render: (row) => moeda(row.excedentePorKg, 4) || '—' },
    { key: 'prazo', label: 'Prazo', render: (row) => prazo(row.prazoDias) },
  ];
  return (
    <DataTable caption="Linhas da tabela" columns={columns} list={list} source={serverPageSource(linhas)} />
  );
}

/** What `validarLinhas` reads of a grid line. */
const paraValidar = (linha: TLinhaForm): LinhaParaValidar => {
  const request = requestDaLinha(linha);
  return {
    ...request,
    tipoVeiculoId: request.tipoVeiculoId ?? null,
    pesoInicialKg: request.pesoInicialKg ?? null,
    pesoFinalKg: request.pesoFinalKg ?? null,
    excedentePorKg: request.excedentePorKg ?? null,
  };
};

/** The grid's problems as 'Linha N: mensagem' (the domain's checks: figures, lanes, overlapping bands). */
export function errosDasLinhas(linhas: readonly TLinhaForm[]): string[] {
  const erros: string[] = [];
  linhas.forEach((linha, indice) => {
    for (const mensagem of new Set(
      Object.values(schemaErrors(ZTabelaFreteLinhaRequest, requestDaLinha(linha))),
    )) {
      erros.push(`Linha ${indice + 1}: ${mensagem}`);
    }
  });
  for (const erro of validarLinhas(linhas.map(paraValidar)))
    erros.push(`Linha ${erro.indice + 1}: ${erro.mensagem}`);
  return [...new Set(erros)];
}

/** The line editor's errors by its fields: the contract's, then the domain's (overlap with another line). */
function errosDaLinha(linhas: readonly TLinhaForm[], indice: number): Record<string, string> {
  const erros: Record<string, string> = {};
  for (const [caminho, mensagem] of Object.entries(
    schemaErrors(ZTabelaFreteLinhaRequest, requestDaLinha(linhas[indice] as TLinhaForm)),
  )) {
    const campo = CAMPO_DA_LINHA[caminho] ?? caminho;
    erros[campo] ??= mensagem;
  }
  for (const erro of validarLinhas(linhas.map(paraValidar))) {
    if (erro.indice !== indice) continue;
    const campo =
      CAMPO_DA_LINHA[erro.campo] ??
      (erro.campo.startsWith('origem')
        ? 'origem'
        : erro.campo.startsWith('destino')
          ? 'destino'
          : erro.campo);
    erros[campo] ??= erro.mensagem;
  }
  return erros;
}

function LinhaEditor({
  linha,
  numero,
  onChange,
  onConfirmar,
  onCancelar,
  erros,
}: {
  linha: TLinhaForm;
  /** 1-based; null = a new line. */
  numero: number | null;
  onChange: (linha: TLinhaForm) => void;
  onConfirmar: () => void;
  onCancelar: () => void;
  erros: Record<string, string>;
}) {
  const tipos = useTiposVeiculo(linha.tipoVeiculoId);
  const campo = <K extends keyof TLinhaForm>(chave: K) => ({
    value: linha[chave] as number | string,
    onChange: (valor: number | string) => onChange({ ...linha, [chave]: valor }),
    error: erros[chave as string],
  });
  return (
    <Fieldset legend={numero === null ? 'Nova linha' : `Editar linha ${numero}`}>
      <Stack gap="xs">
        <LocalFreteInput
          rotulo="Origem"
          tipos={TIPOS_DE_LOCAL}
          local={linha.origem}
          onChange={(origem) => onChange({ ...linha, origem })}
          error={erros.origem}
        />
        <LocalFreteInput
          rotulo="Destino"
          tipos={TIPOS_DE_LOCAL}
          local={linha.destino}
          onChange={(destino) => onChange({ ...linha, destino })}
          error={erros.destino}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Select
            label="Tipo de veículo"
            placeholder="Qualquer"
            data={tipos.data}
            clearable
            searchable
            nothingFoundMessage="Nenhum resultado encontrado."
            comboboxProps={{ withinPortal: true }}
            value={linha.tipoVeiculoId}
            onChange={(valor, opcao) =>
              onChange({ ...linha, tipoVeiculoId: valor, tipoVeiculo: valor ? (opcao?.label ?? null) : null })
            }
            error={erros.tipoVeiculoId}
          />
          <NumberInput
            label="Peso inicial (kg)"
            decimalScale={3}
            {...NUMERO_BR}
            {...campo('pesoInicialKg')}
          />
          <NumberInput label="Peso final (kg)" decimalScale={3} {...NUMERO_BR} {...campo('pesoFinalKg')} />
          <NumberInput label="Valor (R$)" withAsterisk decimalScale={4} {...NUMERO_BR} {...campo('valor')} />
          <NumberInput
            label="Excedente por kg (R$)"
            decimalScale={4}
            {...NUMERO_BR}
            {...campo('excedentePorKg')}
          />
          <NumberInput label="Prazo (dias)" {...INTEIRO_BR} {...campo('prazoDias')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          {numero !== null && (
            <Button variant="default" size="xs" onClick={onCancelar}>
              Cancelar edição
            </Button>
          )}
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={onConfirmar}
          >
            {numero === null ? 'Adicionar linha' : 'Atualizar linha'}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

export interface LinhasEditorProps {
  linhas: readonly TLinhaForm[];
  onChange: (linhas: TLinhaForm[]) => void;
}

/**
 * A draft's lines in a small grid: the editor above adds a line or changes the one chosen, each checked
 * by the contract and against the others (overlapping weight bands); the lines go with the header's save.
 */
export function LinhasEditor({ linhas, onChange }: LinhasEditorProps) {
  const [editando, setEditando] = useState<number | null>(null);
  const [atual, setAtual] = useState<TLinhaForm>(linhaVazia);
  const [erros, setErros] = useState<Record<string, string>>({});

  const limpar = () => {
    setEditando(null);
    setAtual(linhaVazia());
    setErros({});
  };

  const confirmar = () => {
    const proximas = [...linhas];
    const indice = editando ?? proximas.length;
    proximas[indice] = atual;
    const encontrados = errosDaLinha(proximas, indice);
    setErros(encontrados);
    if (Object.keys(encontrados).length > 0) return;
    onChange(proximas);
    limpar();
  };

  return (
    <Stack gap="sm">
      <LinhaEditor
        linha={atual}
        numero={editando === null ? null : editando + 1}
        onChange={(linha) => {
          setAtual(linha);
          if (Object.keys(erros).length > 0) setErros({});
        }}
        onConfirmar={confirmar}
        onCancelar={limpar}
        erros={erros}
      />
      {linhas.length === 0 ? (
        <Text size="sm" c="gray.7" role="status">
          Nenhuma linha ainda: adicione as rotas e faixas acima ou importe uma planilha depois de salvar.
        </Text>
      ) : (
        // maxHeight, not mah: the container's max-height alone cut the rows below it off, unreachable.
        <Table.ScrollContainer
          minWidth={640}
          maxHeight={420}
          scrollAreaProps={scrollRegion('Linhas do rascunho')}
        >
          <Table striped withTableBorder fz="sm" verticalSpacing={4}>
            <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
              <Text component="span" size="sm" c="gray.7">
                {linhas.length} {linhas.length === 1 ? 'linha' : 'linhas'} no rascunho
              </Text>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>Nº</Table.Th>
                <Table.Th>Origem</Table.Th>
                <Table.Th>Destino</Table.Th>
                <Table.Th>Veículo</Table.Th>
                <Table.Th>Faixa de peso</Table.Th>
                <Table.Th>Valor</Table.Th>
                <Table.Th>Excedente</Table.Th>
                <Table.Th>Prazo</Table.Th>
                <Table.Th w={80}>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {linhas.map((linha, indice) => {
                const request = requestDaLinha(linha);
                return (
                  <Table.Tr key={linha.chave} bg={editando === indice ? 'blue.0' : undefined}>
                    <Table.Td>{indice + 1}</Table.Td>
                    <Table.Td>{linha.origem.descricao || linha.origem.valor}</Table.Td>
                    <Table.Td>{linha.destino.descricao || linha.destino.valor}</Table.Td>
                    <Table.Td>
                      {linha.tipoVeiculo ??
                        (linha.tipoVeiculoId ? `Código ${linha.tipoVeiculoId}` : 'Qualquer')}
                    </Table.Td>
                    <Table.Td>
                      {faixaDePeso(request.pesoInicialKg ?? null, request.pesoFinalKg ?? null)}
                    </Table.Td>
                    <Table.Td>{moeda(decimalDoCampo(linha.valor), 4)}</Table.Td>
                    <Table.Td>{moeda(decimalDoCampo(linha.excedentePorKg), 4) || '—'}</Table.Td>
                    <Table.Td>{prazo(request.prazoDias ?? null)}</Table.Td>
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={`Editar linha ${indice + 1}`}
                          onClick={() => {
                            setEditando(indice);
                            setAtual(linha);
                            setErros({});
                          }}
                        >
                          <IconPencil size={16} aria-hidden="true" />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remover linha ${indice + 1}`}
                          onClick={() => {
                            onChange(linhas.filter((_, outro) => outro !== indice));
                            if (editando !== null) limpar();
                          }}
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
    </Stack>
  );
}
