import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import { TABELA_FRETE_MESSAGES, UFS } from '@embarca/domain';
import { Button, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type CSSProperties, memo, type ReactNode, useCallback, useMemo, useState } from 'react';
import { notifyApiError } from '../../../lib/ui/notify';
import { QueryPending } from '../../../lib/ui/query-state';
import { scrollRegion } from '../../../lib/ui/scroll-region';
import { type TAliquotaIcms, useAliquotasIcms, useSalvarAliquotasIcms } from '../api/use-referencias';
import { campoDoDecimal, decimalDoCampo, percentual } from '../formato';
import { mensagemDaResposta, notificarSucesso } from './acoes';
import { NUMERO_BR } from './campos';

/** The 27 UFs in alphabetical order: rows (origin) and columns (destination). */
const UFS_ORDENADAS = [...UFS].sort();

const TITULO_ID = 'referencias-icms-titulo';
const LEGENDA = 'Alíquotas de ICMS (%) por UF de origem (linhas) e UF de destino (colunas)';

const par = (origem: string, destino: string) => `${origem}>${destino}`;

/** Two decimals compared as decimals ('12' = '12.00'); a field left empty is never equal. */
function mesmoValor(campo: number | string, original: string | undefined): boolean {
  const digitado = decimalDoCampo(campo);
  if (digitado === null || original === undefined) return digitado === null && original === undefined;
  return Number(digitado) === Number(original);
}

const CELULA_STICKY: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
};

interface CelulaProps {
  origem: string;
  destino: string;
  /** The rate as the API sent it ('12.00'), undefined when the pair has none. */
  original: string | undefined;
  /** What the cell shows while edited ('' = cleared); undefined = not edited. */
  editado: number | string | undefined;
  onChange: (origem: string, destino: string, valor: number | string) => void;
}

/** One pair's rate, edited in place; memoised: typing in one cell re-renders that cell only. */
const Celula = memo(function Celula({ origem, destino, original, editado, onChange }: CelulaProps) {
  const valor = editado ?? campoDoDecimal(original);
  const alterada = editado !== undefined && !mesmoValor(editado, original);
  const vazia = editado !== undefined && decimalDoCampo(editado) === null;
  return (
    <Table.Td p={2} bg={alterada ? 'yellow.1' : origem === destino ? 'gray.1' : undefined}>
      <NumberInput
        aria-label={`Alíquota de ICMS de ${origem} para ${destino} (%)`}
        size="xs"
        w={64}
        {...NUMERO_BR}
        allowNegative={false}
        decimalScale={2}
        fixedDecimalScale
        min={0}
        max={100}
        clampBehavior="strict"
        value={valor}
        error={vazia}
        data-alterada={alterada || undefined}
        styles={{ input: { textAlign: 'right', fontWeight: alterada ? 700 : undefined, paddingInline: 6 } }}
        onChange={(next) => onChange(origem, destino, next)}
      />
    </Table.Td>
  );
});

/**
 * 'Alíquotas de ICMS' of the support panel (issue 19): the 27 × 27 rates (origin rows × destination columns,
 * headers sticky), each cell edited in place; 'Salvar alterações' sends only the pairs whose rate changed.
 */
export function ReferenciasIcms() {
  const query = useAliquotasIcms();
  const salvar = useSalvarAliquotasIcms();
  const [edicoes, setEdicoes] = useState<ReadonlyMap<string, number | string>>(new Map());

  const originais = useMemo(() => {
    const mapa = new Map<string, string>();
    for (const item of query.data ?? []) mapa.set(par(item.ufOrigem, item.ufDestino), item.aliquota);
    return mapa;
  }, [query.data]);

  const editar = useCallback((origem: string, destino: string, valor: number | string) => {
    setEdicoes((atual) => new Map(atual).set(par(origem, destino), valor));
  }, []);

  const alteradas = useMemo(() => {
    const lista: TAliquotaIcms[] = [];
    const vazias: string[] = [];
    for (const [chave, valor] of edicoes) {
      const [ufOrigem = '', ufDestino = ''] = chave.split('>');
      if (mesmoValor(valor, originais.get(chave))) continue;
      const aliquota = decimalDoCampo(valor);
      if (aliquota === null) vazias.push(`${ufOrigem} → ${ufDestino}`);
      else lista.push({ ufOrigem, ufDestino, aliquota });
    }
    return { lista, vazias };
  }, [edicoes, originais]);

  if (query.isPending || query.isError) {
    return (
      <Secao>
        <QueryPending query={query} />
      </Secao>
    );
  }
  if (query.data.length === 0) {
    return (
      <Secao>
        <Text c="gray.7" size="sm" role="status">
          Nenhuma alíquota de ICMS cadastrada.
        </Text>
      </Secao>
    );
  }

  const { lista, vazias } = alteradas;

  const enviar = async () => {
    try {
      const resposta = await salvar.mutateAsync({ aliquotas: lista });
      notificarSucesso(mensagemDaResposta(resposta, TABELA_FRETE_MESSAGES.aliquotasSalvas));
      setEdicoes(new Map());
    } catch (error) {
      notifyApiError(error);
    }
  };

  return (
    <Secao>
      <Table.ScrollContainer minWidth={1900} maxHeight="70vh" scrollAreaProps={scrollRegion(LEGENDA)}>
        <Table
          withTableBorder
          withColumnBorders
          stickyHeader
          fz="xs"
          verticalSpacing={0}
          horizontalSpacing={0}
          aria-label={LEGENDA}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={{ ...CELULA_STICKY, zIndex: 4 }} px={6} fw={600}>
                Origem \ Destino
              </Table.Th>
              {UFS_ORDENADAS.map((destino) => (
                <Table.Th key={destino} ta="center" scope="col" px={2}>
                  {destino}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {UFS_ORDENADAS.map((origem) => (
              <Table.Tr key={origem}>
                <Table.Th scope="row" style={CELULA_STICKY} px={6} ta="center">
                  {origem}
                </Table.Th>
                {UFS_ORDENADAS.map((destino) => {
                  const chave = par(origem, destino);
                  return (
                    <Celula
                      key={destino}
                      origem={origem}
                      destino={destino}
                      original={originais.get(chave)}
                      editado={edicoes.get(chave)}
                      onChange={editar}
                    />
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {vazias.length > 0 && (
        <Text size="sm" c="red.8" role="alert">
          Informe a alíquota de {vazias.join(', ')} (de 0 a 100%).
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Text size="sm" c="gray.7" role="status">
          {lista.length === 0
            ? 'Nenhuma alteração.'
            : lista.length === 1
              ? `1 alíquota alterada: ${resumo(lista, originais)}`
              : `${lista.length} alíquotas alteradas.`}
        </Text>
        <Button
          variant="default"
          disabled={lista.length + vazias.length === 0 || salvar.isPending}
          onClick={() => setEdicoes(new Map())}
        >
          Descartar alterações
        </Button>
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
          disabled={lista.length === 0 || vazias.length > 0}
          loading={salvar.isPending}
          onClick={() => void enviar()}
        >
          Salvar alterações
        </Button>
      </Group>
    </Secao>
  );
}

/** 'SP → PR: 12% → 7,5%'. */
function resumo([item]: TAliquotaIcms[], originais: ReadonlyMap<string, string>): string {
  if (!item) return '';
  const antes = percentual(originais.get(par(item.ufOrigem, item.ufDestino))) || '—';
  return `${item.ufOrigem} → ${item.ufDestino}: ${antes} → ${percentual(item.aliquota)}`;
}

/** The section's heading and text around its content. */
function Secao({ children }: { children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={TITULO_ID}>
      <Stack gap={2}>
        <Title order={2} size="h4" id={TITULO_ID}>
          Alíquotas de ICMS
        </Title>
        <Text size="sm" c="gray.7">
          Alíquota (%) do ICMS sobre o frete por UF de origem (linhas) e de destino (colunas); a diagonal é a
          operação interna. Altere as células e salve: somente os pares alterados são enviados.
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
