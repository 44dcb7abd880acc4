import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { type TPedido, volumesDoPedido } from '@embarca/domain';
import { Checkbox, Stack, Text } from '@mantine/core';
import { DataTable, type TColumn } from '../../../../lib/ui/data-table';
import { useListQuery } from '../../../../lib/ui/list-query';
import { ListToolbar } from '../../../../lib/ui/list-toolbar';
import { serverPageSource } from '../../../../lib/ui/table-source';
import { PEDIDOS_POR_PAGINA, usePedidosParaEtiquetas } from '../api/use-etiquetas';

export interface SelecaoPedidosProps {
  /** The chosen orders by id (kept across pages and searches). */
  selecionados: ReadonlyMap<string, TPedido>;
  onChange: (selecionados: Map<string, TPedido>) => void;
}

const SEM_VALOR = '—';

function destinoDoPedido(pedido: TPedido): { nome: string; lugar: string } {
  const { nome, cidade, uf } = pedido.destino;
  return { nome: nome ?? SEM_VALOR, lugar: [cidade, uf].filter(Boolean).join('/') };
}

/**
 * The orders to label: POST /pedido/search (terms, 10 a page, newest first) with a checkbox a row and one
 * for the page. 'Volumes' is the number of labels the order prints (volumesDoPedido: none counts as one).
 */
export function SelecaoPedidos({ selecionados, onChange }: SelecaoPedidosProps) {
  const list = useListQuery({ qtdItem: PEDIDOS_POR_PAGINA, ativos: null });
  const pedidos = usePedidosParaEtiquetas(list.query.filtro, list.query.page, { enabled: true });
  const linhas = pedidos.data?.items ?? [];
  const marcadosNaPagina = linhas.filter((pedido) => selecionados.has(pedido.id)).length;

  const alternar = (pedido: TPedido, marcado: boolean) => {
    const proximo = new Map(selecionados);
    if (marcado) proximo.set(pedido.id, pedido);
    else proximo.delete(pedido.id);
    onChange(proximo);
  };
  const alternarPagina = (marcado: boolean) => {
    const proximo = new Map(selecionados);
    for (const pedido of linhas) {
      if (marcado) proximo.set(pedido.id, pedido);
      else proximo.delete(pedido.id);
    }
    onChange(proximo);
  };

  const colunas: TColumn<TPedido>[] = [
    {
      key: 'selecionar',
      label: 'Seleção',
      width: 80,
      render: (pedido) => (
        <Checkbox
          aria-label={`Selecionar pedido ${pedido.codigo}`}
          checked={selecionados.has(pedido.id)}
          onChange={(event) => alternar(pedido, event.currentTarget.checked)}
        />
      ),
    },
    { key: 'codigo', label: 'Código', render: (pedido) => pedido.codigo },
    {
      key: 'destino',
      label: 'Destino',
      render: (pedido) => {
        const { nome, lugar } = destinoDoPedido(pedido);
        return (
          <Stack gap={0}>
            <Text size="sm">{nome}</Text>
            {lugar ? (
              <Text size="xs" c="gray.7">
                {lugar}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      key: 'volumes',
      label: 'Volumes',
      render: (pedido) => volumesDoPedido(pedido.quantidadeVolumes).toLocaleString('pt-BR'),
    },
    {
      key: 'carga',
      label: 'Carga',
      render: (pedido) => (pedido.cargaCodigo === null ? SEM_VALOR : String(pedido.cargaCodigo)),
    },
  ];

  return (
    <Stack gap="xs">
      <ListToolbar searchLabel="Pesquisar pedidos" list={list} withActiveFilter={false} />
      {linhas.length > 0 ? (
        <Checkbox
          label="Selecionar os pedidos desta página"
          checked={marcadosNaPagina === linhas.length}
          indeterminate={marcadosNaPagina > 0 && marcadosNaPagina < linhas.length}
          onChange={(event) => alternarPagina(event.currentTarget.checked)}
        />
      ) : null}
      <DataTable caption="Pedidos" columns={colunas} list={list} source={serverPageSource(pedidos)} />
    </Stack>
  );
}
