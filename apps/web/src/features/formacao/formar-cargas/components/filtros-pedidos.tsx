import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { PEDIDO_MESSAGES, TIPO_FILTRO_DATA_PEDIDO_LABELS, type TTipoFiltroDataPedido } from '@embarca/domain';
import { Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DataBrInput } from '../../../tabela-frete/components/campos';
import { periodoInvertido, type TFiltroEmpresa, type TFiltrosPedidos } from '../formar-cargas.rules';

const TIPOS_DATA = Object.entries(TIPO_FILTRO_DATA_PEDIDO_LABELS).map(([value, label]) => ({ value, label }));
const EMPRESA_OPCOES: { value: TFiltroEmpresa; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'com', label: 'Com empresa cadastrada' },
  { value: 'sem', label: 'Sem empresa cadastrada' },
];

export interface FiltrosPedidosProps {
  /** What the inputs show (the terms are sent after the typing pauses). */
  filtros: TFiltrosPedidos;
  onChange: (filtros: TFiltrosPedidos) => void;
}

/** The open orders' filter bar: terms, the period (DD/MM/AAAA) on the chosen date, with or without company. */
export function FiltrosPedidos({ filtros, onChange }: FiltrosPedidosProps) {
  const mudar = (parcial: Partial<TFiltrosPedidos>) => onChange({ ...filtros, ...parcial });
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label="Buscar pedidos"
        placeholder="Código, cliente ou cidade"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={filtros.terms}
        onChange={(event) => mudar({ terms: event.currentTarget.value })}
        style={{ flex: '1 1 200px' }}
      />
      <Select
        label="Filtrar pela data"
        data={TIPOS_DATA}
        value={filtros.tipoFiltroData}
        allowDeselect={false}
        onChange={(valor) => valor && mudar({ tipoFiltroData: valor as TTipoFiltroDataPedido })}
        w={170}
      />
      <SimpleGrid cols={2} spacing="xs" style={{ flex: '1 1 260px' }}>
        <DataBrInput
          label="Data inicial"
          clearable
          value={filtros.dataIni}
          onChange={(dataIni) => mudar({ dataIni })}
        />
        <DataBrInput
          label="Data final"
          clearable
          value={filtros.dataFim}
          error={periodoInvertido(filtros) ? PEDIDO_MESSAGES.periodoInvertido : undefined}
          onChange={(dataFim) => mudar({ dataFim })}
        />
      </SimpleGrid>
      <Select
        label="Empresa de destino"
        data={EMPRESA_OPCOES}
        value={filtros.empresa}
        allowDeselect={false}
        onChange={(valor) => valor && mudar({ empresa: valor as TFiltroEmpresa })}
        w={210}
      />
    </Group>
  );
}
