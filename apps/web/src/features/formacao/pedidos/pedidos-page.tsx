import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Anchor.css';
import {
  DirecaoOrdenacao,
  ETIQUETAS_MESSAGES,
  FormatoEtiqueta,
  formatBRL,
  formatDateTime,
  formatVolume,
  formatWeight,
  MESSAGES,
  PEDIDO_MESSAGES,
  SituacaoPedido,
  TipoLotePedido,
  type TPedido,
} from '@embarca/domain';
import { Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import {
  IconArrowsSplit2,
  IconCalculator,
  IconDownload,
  IconEdit,
  IconFileImport,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconPrinter,
  IconSwitchHorizontal,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { ConfirmModal, type TConfirmRequest, useConfirm } from '../../../lib/ui/confirm-modal';
import { actionsColumn, DataTable, type TColumn } from '../../../lib/ui/data-table';
import { useListQuery } from '../../../lib/ui/list-query';
import { actionFailureMessage, notifyApiError, notifyFailure, notifyInfo } from '../../../lib/ui/notify';
import { PageHeader } from '../../../lib/ui/page-header';
import { RowActions, type TRowAction } from '../../../lib/ui/row-actions';
import { ToneBadge } from '../../../lib/ui/status-badge';
import { serverPageSource } from '../../../lib/ui/table-source';
import { excluirRequest } from '../../tabela-frete/components/acoes';
import { useAtivacaoPedido, useExcluirPedido, useImprimirEtiquetasPedido } from './api/use-pedido-mutations';
import { FILTROS_PEDIDO_VAZIOS, type TFiltrosPedido, usePedidosSearch } from './api/use-pedidos-search';
import { AlterarUnidadeModal } from './components/alterar-unidade-modal';
import {
  ExcluirSelecionadosModal,
  pedidosSelecionados,
  type TPedidoSelecionado,
} from './components/excluir-selecionados-modal';
import { ImportacaoPedidosModal } from './components/importacao-pedidos-modal';
import { LoteTotaisModal } from './components/lote-totais-modal';
import {
  CoordenadasAproximadas,
  cidadeUf,
  SituacaoPedidoBadge,
  tipoFreteTexto,
} from './components/pedido-formato';
import { PedidosFiltros } from './components/pedidos-filtros';
import { SubdividirModal } from './components/subdividir-modal';
import { TotaisPorUnidade } from './components/totais-unidade';
import { baixarModeloDePedidos } from './modelo-planilha';
import { DRAWER_NOVO_PEDIDO, drawerDoPedido } from './pedido-drawer-paths';

const ou = (texto: string) => texto || '—';

/** 'Desativar'/'Ativar' an order after confirmation; the API's message after. */
function ativacaoRequest(
  pedido: TPedido,
  run: (ativar: boolean) => Promise<{ message: string }>,
): TConfirmRequest {
  const ativar = !pedido.ativo;
  return {
    title: ativar ? 'Ativar pedido' : 'Desativar pedido',
    message: ativar
      ? `Deseja ativar o pedido "${pedido.codigo}"?`
      : `Deseja desativar o pedido "${pedido.codigo}"? Ele deixa de aparecer para a formação de cargas.`,
    confirmLabel: ativar ? 'Ativar' : 'Desativar',
    danger: !ativar,
    onConfirm: async () => {
      try {
        const resposta = await run(ativar);
        notifyInfo(
          resposta.message || (ativar ? PEDIDO_MESSAGES.ativado : PEDIDO_MESSAGES.desativado),
          'teal',
        );
      } catch (error) {
        notifyFailure(actionFailureMessage(error, MESSAGES.toggleActiveError));
      }
    },
  };
}

/**
 * /formacao/pedidos (issue 21; 02 §3, §5): the orders of the company's units — header actions (new order,
 * sheet import, template), the filter bar, the totals per unit, and the table with selection, sort and
 * paging; each row's menu (edit, subdivide, activate, change unit, labels, delete), lot totals, and the
 * bulk delete with its progress.
 */
export function PedidosPage() {
  const list = useListQuery({ ordem: 'dhCriacaoPedido', direcao: DirecaoOrdenacao.Descendente });
  const [filtros, setFiltros] = useState<TFiltrosPedido>(FILTROS_PEDIDO_VAZIOS);
  const search = usePedidosSearch(list.query, filtros);
  const { openDrawer } = useDrawerNavigation();
  const confirm = useConfirm();
  const ativacao = useAtivacaoPedido();
  const excluir = useExcluirPedido();
  const imprimir = useImprimirEtiquetasPedido();
  const [selecionados, setSelecionados] = useState<ReadonlyMap<string, string>>(new Map());
  const [subdividindo, setSubdividindo] = useState<TPedido | null>(null);
  const [alterandoUnidade, setAlterandoUnidade] = useState<TPedido | null>(null);
  const [lote, setLote] = useState<TPedido | null>(null);
  const [importando, setImportando] = useState(false);
  const [excluindo, setExcluindo] = useState<TPedidoSelecionado[] | null>(null);

  const filtrar = (next: Partial<TFiltrosPedido>) => {
    setFiltros((atual) => ({ ...atual, ...next }));
    list.goToPage(1);
  };

  const linhas = search.data?.items ?? [];
  const todosDaPagina = linhas.length > 0 && linhas.every((pedido) => selecionados.has(pedido.id));
  const algunsDaPagina = linhas.some((pedido) => selecionados.has(pedido.id));

  const alternar = (pedido: TPedido, marcado: boolean) =>
    setSelecionados((atual) => {
      const proximo = new Map(atual);
      if (marcado) proximo.set(pedido.id, pedido.codigo);
      else proximo.delete(pedido.id);
      return proximo;
    });
  const alternarPagina = (marcado: boolean) =>
    setSelecionados((atual) => {
      const proximo = new Map(atual);
      for (const pedido of linhas) {
        if (marcado) proximo.set(pedido.id, pedido.codigo);
        else proximo.delete(pedido.id);
      }
      return proximo;
    });

  const imprimirEtiquetas = async (pedido: TPedido) => {
    try {
      const resposta = await imprimir.mutateAsync({ id: pedido.id, formato: FormatoEtiqueta.Termica100x150 });
      if (resposta.etiquetas.length === 0) {
        notifyInfo(ETIQUETAS_MESSAGES.nenhumaEtiqueta);
        return;
      }
      // pdfmake and the barcodes load with the first print, not with the page.
      const { gerarPdfEtiquetas } = await import('../etiquetas/etiquetas-pdf');
      await gerarPdfEtiquetas(resposta.etiquetas, FormatoEtiqueta.Termica100x150);
    } catch (error) {
      notifyApiError(error);
    }
  };

  const baixarModelo = async () => {
    try {
      await baixarModeloDePedidos();
    } catch (error) {
      notifyApiError(error);
    }
  };

  const acoes = (pedido: TPedido): TRowAction[] => [
    {
      label: 'Editar',
      icon: <IconEdit size={16} />,
      onClick: () => openDrawer(drawerDoPedido(pedido.id)),
    },
    {
      label: 'Totais do lote',
      icon: <IconCalculator size={16} />,
      hidden: pedido.tipoLote !== TipoLotePedido.Lote,
      onClick: () => setLote(pedido),
    },
    {
      label: 'Subdividir',
      icon: <IconArrowsSplit2 size={16} />,
      hidden: pedido.situacao !== SituacaoPedido.Aberto,
      onClick: () => setSubdividindo(pedido),
    },
    {
      label: pedido.ativo ? 'Desativar' : 'Ativar',
      icon: pedido.ativo ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />,
      onClick: () =>
        confirm.ask(ativacaoRequest(pedido, (ativar) => ativacao.mutateAsync({ id: pedido.id, ativar }))),
    },
    {
      label: 'Alterar unidade',
      icon: <IconSwitchHorizontal size={16} />,
      onClick: () => setAlterandoUnidade(pedido),
    },
    {
      label: 'Imprimir etiquetas',
      icon: <IconPrinter size={16} />,
      onClick: () => void imprimirEtiquetas(pedido),
    },
    {
      label: 'Excluir',
      danger: true,
      icon: <IconTrash size={16} />,
      onClick: () =>
        confirm.ask(
          excluirRequest({
            item: 'Pedido',
            nome: pedido.codigo,
            sucesso: PEDIDO_MESSAGES.excluido,
            run: async () => {
              const resposta = await excluir.mutateAsync(pedido.id);
              alternar(pedido, false);
              return resposta;
            },
          }),
        ),
    },
  ];

  const columns: TColumn<TPedido>[] = [
    {
      key: 'selecao',
      label: 'Seleção',
      width: 70,
      render: (pedido) => (
        <Checkbox
          aria-label={`Selecionar o pedido ${pedido.codigo}`}
          checked={selecionados.has(pedido.id)}
          onChange={(event) => alternar(pedido, event.currentTarget.checked)}
        />
      ),
    },
    {
      key: 'codigo',
      label: 'Código',
      sortable: true,
      render: (pedido) => (
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {pedido.codigo}
          </Text>
          {pedido.tipoLote === TipoLotePedido.Lote && <ToneBadge color="violet">Lote</ToneBadge>}
        </Group>
      ),
    },
    {
      key: 'situacao',
      label: 'Situação',
      render: (pedido) => <SituacaoPedidoBadge situacao={pedido.situacao} />,
    },
    { key: 'tipoFrete', label: 'Frete', render: (pedido) => tipoFreteTexto(pedido.tipoFrete) },
    {
      key: 'dhCriacaoPedido',
      label: 'Criação',
      sortable: true,
      render: (pedido) => ou(formatDateTime(pedido.dhCriacaoPedido)),
    },
    {
      key: 'origem',
      label: 'Origem',
      render: (pedido) => cidadeUf(pedido.origem.cidade, pedido.origem.uf),
    },
    {
      key: 'destino',
      label: 'Destino',
      sortable: true,
      render: (pedido) => (
        <Stack gap={0}>
          {pedido.destino.nome && <Text size="sm">{pedido.destino.nome}</Text>}
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c={pedido.destino.nome ? 'gray.7' : undefined}>
              {cidadeUf(pedido.destino.cidade, pedido.destino.uf)}
            </Text>
            {pedido.destino.coordenadasAproximadas && <CoordenadasAproximadas />}
          </Group>
        </Stack>
      ),
    },
    {
      key: 'dhColeta',
      label: 'Coleta',
      sortable: true,
      render: (pedido) => ou(formatDateTime(pedido.dhColeta)),
    },
    {
      key: 'dhEntrega',
      label: 'Entrega',
      sortable: true,
      render: (pedido) => ou(formatDateTime(pedido.dhEntrega)),
    },
    {
      key: 'pesoTotal',
      label: 'Peso',
      sortable: true,
      render: (pedido) => ou(formatWeight(pedido.pesoTotal)),
    },
    { key: 'cubagemTotal', label: 'Cubagem', render: (pedido) => ou(formatVolume(pedido.cubagemTotal)) },
    {
      key: 'valorPedido',
      label: 'Valor',
      sortable: true,
      render: (pedido) => ou(formatBRL(pedido.valorPedido)),
    },
    { key: 'quantidadeVolumes', label: 'Volumes', render: (pedido) => pedido.quantidadeVolumes ?? '—' },
    {
      key: 'carga',
      label: 'Carga',
      render: (pedido) =>
        pedido.cargaId ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => openDrawer(`cargas/detalhes/${pedido.cargaId}`)}
          >
            Carga {pedido.cargaCodigo ?? ''}
          </Anchor>
        ) : (
          '—'
        ),
    },
    actionsColumn((pedido) => <RowActions itemName={`pedido ${pedido.codigo}`} actions={acoes(pedido)} />),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader title="Pedidos" description="Pedidos importados e cadastrados para formação de cargas." />
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => void baixarModelo()}
          >
            Baixar modelo
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden="true" />}
            onClick={() => setImportando(true)}
          >
            Importar planilha
          </Button>
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => openDrawer(DRAWER_NOVO_PEDIDO)}
          >
            Novo pedido
          </Button>
        </Group>
      </Group>
      <PedidosFiltros filtros={filtros} onChange={filtrar} />
      <TotaisPorUnidade filtros={filtros} />
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Checkbox
            label="Selecionar todos da página"
            checked={todosDaPagina}
            indeterminate={algunsDaPagina && !todosDaPagina}
            disabled={linhas.length === 0}
            onChange={(event) => alternarPagina(event.currentTarget.checked)}
          />
          <Text size="sm" c="gray.7" aria-live="polite">
            {selecionados.size > 0 ? pedidosSelecionados(selecionados.size) : ''}
          </Text>
        </Group>
        <Group gap="sm">
          {selecionados.size > 0 && (
            <Button variant="subtle" size="xs" onClick={() => setSelecionados(new Map())}>
              Limpar seleção
            </Button>
          )}
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            disabled={selecionados.size === 0}
            onClick={() => setExcluindo([...selecionados].map(([id, codigo]) => ({ id, codigo })))}
          >
            Excluir selecionados
          </Button>
        </Group>
      </Group>
      <DataTable caption="Pedidos" columns={columns} list={list} source={serverPageSource(search)} />
      <SubdividirModal pedido={subdividindo} onClose={() => setSubdividindo(null)} />
      <AlterarUnidadeModal pedido={alterandoUnidade} onClose={() => setAlterandoUnidade(null)} />
      <LoteTotaisModal lote={lote} onClose={() => setLote(null)} />
      <ImportacaoPedidosModal opened={importando} onClose={() => setImportando(false)} />
      <ExcluirSelecionadosModal
        pedidos={excluindo}
        onClose={() => setExcluindo(null)}
        onConcluido={(excluidos) =>
          setSelecionados((atual) => {
            const proximo = new Map(atual);
            for (const id of excluidos) proximo.delete(id);
            return proximo;
          })
        }
      />
      <ConfirmModal {...confirm.modalProps} />
    </Stack>
  );
}
