import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  MESSAGES,
  PEDIDO_MESSAGES,
  SITUACAO_PEDIDO_LABELS,
  TIPO_FILTRO_DATA_PEDIDO_LABELS,
  TIPO_FRETE_LABELS,
  type TSituacaoPedido,
  type TTipoFiltroDataPedido,
  type TTipoFrete,
} from '@embarca/domain';
import { Group, MultiSelect, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useBusinessUnits } from '../../../shell/api/use-business-units';
import { DataBrInput } from '../../../tabela-frete/components/campos';
import { useCaracteristicasPedido } from '../api/use-caracteristicas-pedido';
import type { TFiltrosPedido } from '../api/use-pedidos-search';

/** The app's rule for a search text (02 §5): empty, or at least 3 characters. */
export const TERMOS_MINIMO = 3;

export const termosValidos = (texto: string) => {
  const termos = texto.trim();
  return termos.length === 0 || termos.length >= TERMOS_MINIMO;
};

const opcoes = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const TIPO_DATA_OPTIONS = opcoes(TIPO_FILTRO_DATA_PEDIDO_LABELS);
const TIPO_FRETE_OPTIONS = opcoes(TIPO_FRETE_LABELS);
const SITUACAO_OPTIONS = opcoes(SITUACAO_PEDIDO_LABELS);
const EMPRESA_OPTIONS = [
  { value: 'todos', label: 'Todos' },
  { value: 'com', label: 'Com empresa' },
  { value: 'sem', label: 'Sem empresa' },
];

const EMPRESA_LABEL_ID = 'pedidos-filtro-empresa';

const empresaValor = (comEmpresa: boolean | null) =>
  comEmpresa === null ? 'todos' : comEmpresa ? 'com' : 'sem';

export interface PedidosFiltrosProps {
  filtros: TFiltrosPedido;
  /** Applies a change (the list goes back to page 1). */
  onChange: (next: Partial<TFiltrosPedido>) => void;
}

/**
 * The orders' filter bar (02 §5): terms (≥ 3 characters or none), the period by the chosen date, orders to
 * a registered company or not, unit, characteristic, freight types and situations. A value the API would
 * refuse (2 characters, an inverted period) is shown at its field and not applied.
 */
export function PedidosFiltros({ filtros, onChange }: PedidosFiltrosProps) {
  const unidades = useBusinessUnits();
  const caracteristicas = useCaracteristicasPedido();
  const [texto, setTexto] = useState(filtros.termos);
  const [periodo, setPeriodo] = useState({ dataIni: filtros.dataIni, dataFim: filtros.dataFim });
  const aplicarTermos = useDebouncedCallback((valor: string) => {
    if (termosValidos(valor)) onChange({ termos: valor.trim() });
  }, 300);
  const periodoInvertido = Boolean(periodo.dataIni && periodo.dataFim && periodo.dataFim < periodo.dataIni);

  const mudarPeriodo = (next: Partial<typeof periodo>) => {
    const proximo = { ...periodo, ...next };
    setPeriodo(proximo);
    if (!(proximo.dataIni && proximo.dataFim && proximo.dataFim < proximo.dataIni)) onChange(proximo);
  };

  const unidadeOptions = [
    { value: '', label: 'Todas as unidades' },
    ...(unidades.data ?? []).map((unidade) => ({ value: unidade.id, label: unidade.descricao })),
  ];
  const caracteristicaOptions = [
    { value: '', label: 'Todas' },
    ...(caracteristicas.data ?? []).map((item) => ({ value: item.id, label: item.descricao })),
  ];

  return (
    <Stack gap="sm" role="search" aria-label="Filtros de pedidos">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label="Pesquisar"
          placeholder="Código, NF, agrupador, origem ou destino"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={texto}
          error={termosValidos(texto) ? undefined : MESSAGES.minSearchLength}
          onChange={(event) => {
            setTexto(event.currentTarget.value);
            aplicarTermos(event.currentTarget.value);
          }}
          w={300}
        />
        <Select
          label="Período por"
          data={TIPO_DATA_OPTIONS}
          value={filtros.tipoFiltroData}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          onChange={(value) => value && onChange({ tipoFiltroData: value as TTipoFiltroDataPedido })}
          w={180}
        />
        <DataBrInput
          label="Data inicial"
          clearable
          value={periodo.dataIni}
          onChange={(dataIni) => mudarPeriodo({ dataIni })}
        />
        <DataBrInput
          label="Data final"
          clearable
          value={periodo.dataFim}
          error={periodoInvertido ? PEDIDO_MESSAGES.periodoInvertido : undefined}
          onChange={(dataFim) => mudarPeriodo({ dataFim })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={EMPRESA_LABEL_ID}>
            Empresa de destino
          </Text>
          <SegmentedControl
            aria-labelledby={EMPRESA_LABEL_ID}
            data={EMPRESA_OPTIONS}
            value={empresaValor(filtros.comEmpresa)}
            onChange={(value) => onChange({ comEmpresa: value === 'todos' ? null : value === 'com' })}
          />
        </Stack>
      </Group>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Select
          label="Unidade"
          data={unidadeOptions}
          value={filtros.unidadeId ?? ''}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true }}
          onChange={(value) => onChange({ unidadeId: value || null })}
          w={220}
        />
        <Select
          label="Característica"
          data={caracteristicaOptions}
          value={filtros.caracteristicaId ?? ''}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true }}
          onChange={(value) => onChange({ caracteristicaId: value || null })}
          w={220}
        />
        <MultiSelect
          label="Tipo de frete"
          placeholder={filtros.tiposFrete.length ? undefined : 'Todos'}
          data={TIPO_FRETE_OPTIONS}
          value={filtros.tiposFrete.map(String)}
          clearable
          comboboxProps={{ withinPortal: true }}
          onChange={(values) => onChange({ tiposFrete: values.map(Number) as TTipoFrete[] })}
          w={260}
        />
        <MultiSelect
          label="Situação"
          placeholder={filtros.situacoes.length ? undefined : 'Todas'}
          data={SITUACAO_OPTIONS}
          value={filtros.situacoes.map(String)}
          clearable
          comboboxProps={{ withinPortal: true }}
          onChange={(values) => onChange({ situacoes: values.map(Number) as TSituacaoPedido[] })}
          w={300}
        />
      </Group>
    </Stack>
  );
}
