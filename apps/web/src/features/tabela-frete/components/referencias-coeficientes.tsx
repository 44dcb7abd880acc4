import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import {
  TABELA_ANTT_LABELS,
  type TCoeficienteAntt,
  TIPO_CARGA_ANTT_LABELS,
  type TTabelaAntt,
  type TTipoCargaAntt,
} from '@embarca/domain';
import { Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { QueryPending } from '../../../lib/ui/query-state';
import { scrollRegion } from '../../../lib/ui/scroll-region';
import { useCoeficientesAntt } from '../api/use-referencias';
import { dataIso, hojeIso, numero, vigencia } from '../formato';
import { DataBrInput } from './campos';
import { ReferenciasCoeficientesModal } from './referencias-coeficientes-modal';

const TABELA_FILTRO = [
  { value: '', label: 'Todas' },
  ...(Object.keys(TABELA_ANTT_LABELS) as TTabelaAntt[]).map((tabela) => ({
    value: tabela,
    label: TABELA_ANTT_LABELS[tabela],
  })),
];

/** '5 — Carga geral': the code support types in a new set, and its name. */
export const tipoCargaComCodigo = (tipo: TTipoCargaAntt) => `${tipo} — ${TIPO_CARGA_ANTT_LABELS[tipo]}`;

const TIPO_CARGA_FILTRO = [
  { value: '', label: 'Todos' },
  ...Object.keys(TIPO_CARGA_ANTT_LABELS).map((codigo) => ({
    value: codigo,
    label: tipoCargaComCodigo(Number(codigo) as TTipoCargaAntt),
  })),
];

const TITULO_ID = 'referencias-coeficientes-titulo';

/** The coefficients in force, as a table (figures exact: the API's decimal strings, never a float). */
function TabelaCoeficientes({ coeficientes, data }: { coeficientes: TCoeficienteAntt[]; data: string }) {
  const legenda = `Coeficientes ANTT em vigor em ${dataIso(data)}`;
  return (
    <Table.ScrollContainer minWidth={820} maxHeight={480} scrollAreaProps={scrollRegion(legenda)}>
      <Table striped withTableBorder stickyHeader fz="sm" verticalSpacing={4} aria-label={legenda}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tabela</Table.Th>
            <Table.Th>Tipo de carga</Table.Th>
            <Table.Th ta="right">Eixos</Table.Th>
            <Table.Th ta="right">CCD (R$/km)</Table.Th>
            <Table.Th ta="right">CC (R$)</Table.Th>
            <Table.Th>Vigência</Table.Th>
            <Table.Th>Fonte</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {coeficientes.map((c) => (
            <Table.Tr key={`${c.tabela}-${c.tipoCarga}-${c.eixos}-${c.vigenciaInicio}`}>
              <Table.Td title={TABELA_ANTT_LABELS[c.tabela]}>{c.tabela}</Table.Td>
              <Table.Td>{tipoCargaComCodigo(c.tipoCarga)}</Table.Td>
              <Table.Td ta="right">{c.eixos}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {numero(c.ccd, 4, 4)}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {numero(c.cc, 2, 2)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {vigencia(c.vigenciaInicio, c.vigenciaFim)}
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{c.fonte ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * 'Coeficientes ANTT (piso mínimo)' of the support panel (issue 19): the coefficients in force on a date,
 * filtered by table and cargo type, and 'Registrar novos coeficientes' (a new set from a date).
 */
export function ReferenciasCoeficientes() {
  const [data, setData] = useState(() => hojeIso());
  const [tabela, setTabela] = useState<TTabelaAntt | null>(null);
  const [tipoCarga, setTipoCarga] = useState<TTipoCargaAntt | null>(null);
  const [registrando, setRegistrando] = useState(false);
  const query = useCoeficientesAntt(data);

  const filtrados = useMemo(
    () =>
      (query.data ?? []).filter(
        (c) => (tabela === null || c.tabela === tabela) && (tipoCarga === null || c.tipoCarga === tipoCarga),
      ),
    [query.data, tabela, tipoCarga],
  );

  function conteudo() {
    if (query.isPending || query.isError) return <QueryPending query={query} />;
    if (query.data.length === 0) {
      return (
        <Text c="gray.7" size="sm" role="status">
          Nenhum coeficiente ANTT em vigor em {dataIso(data)}.
        </Text>
      );
    }
    if (filtrados.length === 0) {
      return (
        <Text c="gray.7" size="sm" role="status">
          Nenhum coeficiente em vigor para a tabela e o tipo de carga escolhidos.
        </Text>
      );
    }
    return (
      <Stack gap={4}>
        <Text size="xs" c="gray.7" role="status">
          {filtrados.length === query.data.length
            ? `${query.data.length} coeficientes em vigor`
            : `${filtrados.length} de ${query.data.length} coeficientes em vigor`}
        </Text>
        <TabelaCoeficientes coeficientes={filtrados} data={data} />
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={TITULO_ID}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h4" id={TITULO_ID}>
            Coeficientes ANTT (piso mínimo)
          </Title>
          <Text size="sm" c="gray.7">
            Piso mínimo do frete = distância × CCD + CC, por tabela, tipo de carga e eixos carregados
            (Resolução ANTT 5.867/2020).
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setRegistrando(true)}>
          Registrar novos coeficientes
        </Button>
      </Group>
      <Group gap="sm" align="flex-end">
        <DataBrInput label="Em vigor em" value={data} onChange={(next) => next && setData(next)} />
        <Select
          label="Tabela"
          data={TABELA_FILTRO}
          value={tabela ?? ''}
          allowDeselect={false}
          onChange={(value) => setTabela(value ? (value as TTabelaAntt) : null)}
          w={260}
        />
        <Select
          label="Tipo de carga"
          data={TIPO_CARGA_FILTRO}
          value={tipoCarga === null ? '' : String(tipoCarga)}
          allowDeselect={false}
          searchable
          onChange={(value) => setTipoCarga(value ? (Number(value) as TTipoCargaAntt) : null)}
          w={300}
        />
      </Group>
      {conteudo()}
      <ReferenciasCoeficientesModal
        opened={registrando}
        emVigor={query.data ?? []}
        dataEmVigor={data}
        onClose={() => setRegistrando(false)}
        onRegistrado={(vigenciaInicio) => setData(vigenciaInicio)}
      />
    </Stack>
  );
}
