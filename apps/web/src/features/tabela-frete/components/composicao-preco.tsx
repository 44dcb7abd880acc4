import '@mantine/core/styles/Table.css';
import {
  COMPONENTE_FRETE_PESO,
  MODO_ICMS_LABELS,
  ModoIcms,
  TABELA_ANTT_LABELS,
  TIPO_CARGA_ANTT_LABELS,
  type TPrecoDaTabela,
} from '@embarca/domain';
import { Table, Text } from '@mantine/core';
import { moeda, numero, percentual } from '../formato';

/** The ANTT floor of a price or of a quote (ZPisoAntt). */
export type TPisoAntt = NonNullable<TPrecoDaTabela['piso']>;

/** 'Tabela A — Lotação · Carga geral · 5 eixos'. */
export function descricaoDoPiso(piso: TPisoAntt): string {
  return `Tabela ${TABELA_ANTT_LABELS[piso.tabela]} · ${TIPO_CARGA_ANTT_LABELS[piso.tipoCarga]} · ${piso.eixos} eixos`;
}

/** How the floor is computed, with its figures: 'CCD × km + CC = 6,1234 × 850 km + R$ 612,00'. */
export function formulaDoPiso(piso: TPisoAntt): string {
  return `CCD × km + CC = ${numero(piso.ccd, 4)} × ${numero(piso.distanciaKm, 1)} km + ${moeda(piso.cc)}`;
}

const MARCA = { fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-gray-7)' } as const;

export interface ComposicaoPrecoProps {
  preco: TPrecoDaTabela;
  /** The table's accessible name ('Composição do preço de Tabela Sul v2'). */
  rotulo: string;
}

/**
 * A price's components as the engine computed them: the frete-peso, each rule component ('mínimo aplicado'
 * when its minimum won), the subtotal, ICMS with its rate and mode, and the total.
 */
export function ComposicaoPreco({ preco, rotulo }: ComposicaoPrecoProps) {
  const { icms } = preco;
  const icmsRotulo =
    icms.modo === ModoIcms.NaoIncide
      ? `ICMS (${MODO_ICMS_LABELS[icms.modo]})`
      : `ICMS (${percentual(icms.aliquota)} · ${MODO_ICMS_LABELS[icms.modo]})`;
  return (
    <Table withTableBorder verticalSpacing={4} fz="sm" aria-label={rotulo}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Componente</Table.Th>
          <Table.Th ta="right">Valor</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {preco.componentes.map((componente) => {
          const marca =
            componente.tipo === COMPONENTE_FRETE_PESO && preco.freteMinimoAplicado
              ? 'frete mínimo aplicado'
              : componente.minimoAplicado
                ? 'mínimo aplicado'
                : null;
          return (
            <Table.Tr key={`${componente.tipo}:${componente.nome}:${componente.valor}`}>
              <Table.Td>
                {componente.nome}
                {marca && <span style={MARCA}> ({marca})</span>}
              </Table.Td>
              <Table.Td ta="right">{moeda(componente.valor)}</Table.Td>
            </Table.Tr>
          );
        })}
        <Table.Tr>
          <Table.Td fw={600}>Subtotal</Table.Td>
          <Table.Td ta="right" fw={600}>
            {moeda(preco.subtotal)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td>{icmsRotulo}</Table.Td>
          <Table.Td ta="right">{moeda(icms.valor)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td fw={700}>Total</Table.Td>
          <Table.Td ta="right" fw={700}>
            {moeda(preco.total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
      {icms.modo === ModoIcms.Incluso && (
        <Table.Caption>
          <Text component="span" size="xs" c="gray.7">
            ICMS já incluso no total (informativo).
          </Text>
        </Table.Caption>
      )}
    </Table>
  );
}
