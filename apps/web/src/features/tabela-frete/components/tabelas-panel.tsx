import '@mantine/core/styles/Combobox.css';
import {
  enumOptions,
  MODALIDADE_LABELS,
  STATUS_TABELA_FRETE_LABELS,
  StatusTabelaFrete,
  TABELA_FRETE_MESSAGES,
  TIPO_TARIFA_LABELS,
  type TModalidade,
  type TStatusTabelaFrete,
  type TTabelaFreteResumo,
} from '@embarca/domain';
import { Group, Select, Stack, Text } from '@mantine/core';
import {
  IconCopy,
  IconEdit,
  IconEye,
  IconFileExport,
  IconFileImport,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { actionsColumn, DataTable, type TColumn } from '../../../lib/ui/data-table';
import { useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { notifyApiError } from '../../../lib/ui/notify';
import { RowActions, type TRowAction } from '../../../lib/ui/row-actions';
import { ToneBadge } from '../../../lib/ui/status-badge';
import { serverPageSource } from '../../../lib/ui/table-source';
import { salvarBlob } from '../../cargas/anexos/arquivo';
import { useTransportadoras } from '../../frota/veiculos/api/use-transportadoras';
import {
  baixarExportacao,
  FILTROS_TABELA_VAZIOS,
  type TFiltrosTabela,
  useAtivarTabela,
  useExcluirTabela,
  useNovaVersao,
  useTabelasSearch,
} from '../api/use-tabelas';
import { vigencia } from '../formato';
import { excluirRequest, notificarSucesso } from './acoes';
import { ImportacaoModal, type TTabelaDaImportacao } from './importacao-modal';

/** The drawer of a table (`oferecimento/tabela-frete/{id}`), and of a new one. */
export const drawerDaTabela = (id: string | null) => `oferecimento/tabela-frete/${id ?? 'new'}`;

const COR_DO_STATUS: Record<TStatusTabelaFrete, string> = { 1: 'blue', 2: 'teal', 3: 'gray' };

export function StatusTabelaBadge({ status }: { status: TStatusTabelaFrete }) {
  return <ToneBadge color={COR_DO_STATUS[status]}>{STATUS_TABELA_FRETE_LABELS[status]}</ToneBadge>;
}

const STATUS_FILTER = [
  { value: '', label: 'Todos' },
  ...enumOptions(StatusTabelaFrete, STATUS_TABELA_FRETE_LABELS).map(({ value, label }) => ({
    value: String(value),
    label,
  })),
];
const MODALIDADE_FILTER = [
  { value: '', label: 'Todas' },
  ...Object.entries(MODALIDADE_LABELS).map(([value, label]) => ({ value, label })),
];

/** 'Tabela Sul v2'. */
const nomeComVersao = (tabela: Pick<TTabelaFreteResumo, 'nome' | 'versao'>) =>
  `${tabela.nome} v${tabela.versao}`;

/** A file name from the table's name: 'tabela-frete-tabela-sul-v2.xlsx'. */
export function nomeDoArquivo(tabela: Pick<TTabelaFreteResumo, 'nome' | 'versao'>): string {
  const base = tabela.nome
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `tabela-frete-${base || 'tabela'}-v${tabela.versao}.xlsx`;
}

/**
 * The 'Tabelas de frete' tab: the newest version of each table, filtered by text, status, carrier and
 * modality; a draft is edited, activated, imported into or deleted; an active or expired table is viewed,
 * exported or copied into a new version.
 */
export function TabelasPanel() {
  const list = useListQuery();
  const [filtros, setFiltros] = useState<TFiltrosTabela>(FILTROS_TABELA_VAZIOS);
  const search = useTabelasSearch(list.query, filtros);
  const transportadoras = useTransportadoras();
  const { openDrawer } = useDrawerNavigation();
  const confirm = useConfirm();
  const ativar = useAtivarTabela();
  const novaVersao = useNovaVersao();
  const excluir = useExcluirTabela();
  const [importando, setImportando] = useState<TTabelaDaImportacao | null>(null);

  const filtrar = (next: Partial<TFiltrosTabela>) => {
    setFiltros((atual) => ({ ...atual, ...next }));
    list.goToPage(1);
  };

  const criarNovaVersao = async (tabela: TTabelaFreteResumo) => {
    try {
      const nova = await novaVersao.mutateAsync(tabela.id);
      notificarSucesso(TABELA_FRETE_MESSAGES.novaVersao);
      openDrawer(drawerDaTabela(nova.id));
    } catch (error) {
      notifyApiError(error);
    }
  };

  const exportar = async (tabela: TTabelaFreteResumo) => {
    try {
      salvarBlob(await baixarExportacao(tabela.id), nomeDoArquivo(tabela));
    } catch (error) {
      notifyApiError(error);
    }
  };

  const acoes = (tabela: TTabelaFreteResumo): TRowAction[] => {
    const rascunho = tabela.status === StatusTabelaFrete.Rascunho;
    return [
      {
        label: rascunho ? 'Editar' : 'Ver',
        icon: rascunho ? <IconEdit size={16} /> : <IconEye size={16} />,
        onClick: () => openDrawer(drawerDaTabela(tabela.id)),
      },
      {
        label: 'Ativar',
        hidden: !rascunho,
        icon: <IconPlayerPlay size={16} />,
        onClick: () =>
          confirm.ask({
            title: 'Ativar tabela de frete',
            message: `Deseja ativar "${nomeComVersao(tabela)}"? A versão ativa anterior desta tabela passa a Expirada.`,
            confirmLabel: 'Ativar',
            onConfirm: async () => {
              try {
                await ativar.mutateAsync(tabela.id);
                notificarSucesso(TABELA_FRETE_MESSAGES.tabelaAtivada);
              } catch (error) {
                notifyApiError(error);
              }
            },
          }),
      },
      {
        label: 'Nova versão',
        hidden: rascunho,
        icon: <IconCopy size={16} />,
        onClick: () => void criarNovaVersao(tabela),
      },
      {
        label: 'Importar planilha',
        hidden: !rascunho,
        icon: <IconFileImport size={16} />,
        onClick: () => setImportando({ id: tabela.id, nome: tabela.nome, versao: tabela.versao }),
      },
      {
        label: 'Exportar planilha',
        icon: <IconFileExport size={16} />,
        onClick: () => void exportar(tabela),
      },
      {
        label: 'Excluir',
        danger: true,
        hidden: !rascunho,
        icon: <IconTrash size={16} />,
        onClick: () =>
          confirm.ask(
            excluirRequest({
              item: 'Tabela de frete',
              nome: nomeComVersao(tabela),
              sucesso: TABELA_FRETE_MESSAGES.tabelaExcluida,
              run: () => excluir.mutateAsync(tabela.id),
            }),
          ),
      },
    ];
  };

  const columns: TColumn<TTabelaFreteResumo>[] = [
    { key: 'nome', label: 'Nome', render: (row) => <Text fw={600}>{row.nome}</Text> },
    { key: 'versao', label: 'Versão', width: 80, render: (row) => `v${row.versao}` },
    { key: 'transportadora', label: 'Transportadora', render: (row) => row.transportadoraNome },
    { key: 'modalidade', label: 'Modalidade', render: (row) => MODALIDADE_LABELS[row.modalidade] },
    { key: 'tarifa', label: 'Tarifa', render: (row) => TIPO_TARIFA_LABELS[row.tipoTarifa] },
    {
      key: 'status',
      label: 'Status',
      width: 110,
      render: (row) => <StatusTabelaBadge status={row.status} />,
    },
    { key: 'vigencia', label: 'Vigência', render: (row) => vigencia(row.vigenciaInicio, row.vigenciaFim) },
    { key: 'linhas', label: 'Linhas', width: 80, render: (row) => row.qtdLinhas },
    actionsColumn((row) => <RowActions itemName={nomeComVersao(row)} actions={acoes(row)} />),
  ];

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end">
        <Select
          label="Status"
          data={STATUS_FILTER}
          value={filtros.status === null ? '' : String(filtros.status)}
          allowDeselect={false}
          onChange={(value) => filtrar({ status: value ? (Number(value) as TStatusTabelaFrete) : null })}
          w={180}
        />
        <Select
          label="Transportadora"
          data={[
            { value: '', label: 'Todas' },
            ...(transportadoras.data ?? []).map((empresa) => ({
              value: empresa.id,
              label: empresa.nomeFantasia || empresa.nome,
            })),
          ]}
          value={filtros.transportadoraEmpresaId ?? ''}
          allowDeselect={false}
          searchable
          onChange={(value) => filtrar({ transportadoraEmpresaId: value || null })}
          w={240}
        />
        <Select
          label="Modalidade"
          data={MODALIDADE_FILTER}
          value={filtros.modalidade === null ? '' : String(filtros.modalidade)}
          allowDeselect={false}
          onChange={(value) => filtrar({ modalidade: value ? (Number(value) as TModalidade) : null })}
          w={180}
        />
      </Group>
      <ListToolbar
        searchLabel="Pesquisar tabelas de frete pelo nome"
        list={list}
        withActiveFilter={false}
        newLabel="Nova tabela"
        onNew={() => openDrawer(drawerDaTabela(null))}
      />
      <DataTable
        caption="Tabelas de frete da empresa"
        columns={columns}
        list={list}
        source={serverPageSource(search)}
      />
      <ImportacaoModal tabela={importando} onClose={() => setImportando(null)} />
      <ConfirmModal {...confirm.modalProps} />
    </Stack>
  );
}
