import { FORMATO_ETIQUETA_LABELS, formatDateTime, type THistoricoEtiquetasItem } from '@embarca/domain';
import { Button, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { DataTable, type TColumn } from '../../../../lib/ui/data-table';
import { useListQuery } from '../../../../lib/ui/list-query';
import { serverPageSource } from '../../../../lib/ui/table-source';
import { HISTORICO_POR_PAGINA, useHistoricoEtiquetas } from '../api/use-etiquetas';

/** Codes of a print, the first `max` and how many more ('PED-1, PED-2 e mais 3'). */
export function listaDeCodigos(codigos: readonly (string | number)[], max = 5): string {
  if (codigos.length === 0) return '—';
  const primeiros = codigos.slice(0, max).join(', ');
  return codigos.length > max ? `${primeiros} e mais ${codigos.length - max}` : primeiros;
}

export interface HistoricoEtiquetasProps {
  /** The print being reprinted (its button shows the wait); null when none. */
  reimprimindo: string | null;
  onReimprimir: (impressao: THistoricoEtiquetasItem) => void;
}

/** The prints (GET /etiquetas/impressao, 10 a page, newest first), each with 'Reimprimir'. */
export function HistoricoEtiquetas({ reimprimindo, onReimprimir }: HistoricoEtiquetasProps) {
  const list = useListQuery({ qtdItem: HISTORICO_POR_PAGINA, ativos: null });
  const historico = useHistoricoEtiquetas(list.query.page);
  const colunas: TColumn<THistoricoEtiquetasItem>[] = [
    {
      key: 'dhImpressao',
      label: 'Data/hora',
      render: (item) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(item.dhImpressao)}
        </Text>
      ),
    },
    { key: 'usuario', label: 'Usuário', render: (item) => item.usuarioNome || '—' },
    { key: 'formato', label: 'Formato', render: (item) => FORMATO_ETIQUETA_LABELS[item.formato] },
    { key: 'pedidos', label: 'Pedidos', render: (item) => listaDeCodigos(item.pedidos) },
    { key: 'cargas', label: 'Cargas', render: (item) => listaDeCodigos(item.cargas) },
    { key: 'volumes', label: 'Volumes', render: (item) => item.volumes.toLocaleString('pt-BR') },
    {
      key: 'acoes',
      label: 'Ações',
      render: (item) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPrinter size={14} aria-hidden="true" />}
          aria-label={`Reimprimir impressão de ${formatDateTime(item.dhImpressao)}`}
          loading={reimprimindo === item.id}
          disabled={reimprimindo !== null && reimprimindo !== item.id}
          onClick={() => onReimprimir(item)}
        >
          Reimprimir
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption="Histórico de impressões"
      columns={colunas}
      list={list}
      source={serverPageSource(historico)}
    />
  );
}
