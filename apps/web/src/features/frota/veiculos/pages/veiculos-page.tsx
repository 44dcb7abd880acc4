import '@mantine/core/styles/Combobox.css';
import {
  formatPlate,
  formatVolume,
  formatWeight,
  PROPRIEDADE_VEICULO_LABELS,
  piorSituacaoDocumentos,
  Role,
  TipoLookup,
  type TPropriedadeVeiculo,
  type TVeiculo,
} from '@embarca/domain';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal, useConfirm } from '../../../../lib/ui/confirm-modal';
import { actionsColumn, DataTable, type TColumn } from '../../../../lib/ui/data-table';
import { useFormDrawer } from '../../../../lib/ui/form-drawer';
import { LifecycleRowActions } from '../../../../lib/ui/lifecycle-actions';
import { useListQuery } from '../../../../lib/ui/list-query';
import { ListToolbar } from '../../../../lib/ui/list-toolbar';
import { PageHeader } from '../../../../lib/ui/page-header';
import { StatusBadge, ToneBadge } from '../../../../lib/ui/status-badge';
import { serverPageSource } from '../../../../lib/ui/table-source';
import { useSession } from '../../../../lib/use-session';
import { VencimentosButton } from '../../vencimentos/vencimentos-drawer';
import { useLookupItens } from '../api/use-lookup-itens';
import { useToggleVeiculo } from '../api/use-toggle-veiculo';
import { useTransportadoras } from '../api/use-transportadoras';
import { FILTROS_VEICULO_VAZIOS, type TFiltrosVeiculo, useVeiculosSearch } from '../api/use-veiculos-search';
import { SituacaoDocumentoBadge } from '../components/situacao-documento-badge';
import { VeiculoFormDrawer } from '../components/veiculo-form-drawer';

const CADASTRO_FILTER = [
  { value: '', label: 'Veículos e equipamentos' },
  { value: 'veiculo', label: 'Somente veículos' },
  { value: 'equipamento', label: 'Somente equipamentos' },
];
const USO_FILTER = [
  { value: '', label: 'Em uso e livres' },
  { value: 'true', label: 'Em uso (carga em andamento)' },
  { value: 'false', label: 'Livres' },
];

const capacidade = (kg: number | null, m3: number | null) =>
  [kg === null ? null : formatWeight(kg), m3 === null ? null : formatVolume(m3)]
    .filter(Boolean)
    .join(' · ') || '—';

function useOpcoes(tipo: typeof TipoLookup.TipoVeiculo | typeof TipoLookup.Carroceria, todos: string) {
  const itens = useLookupItens(tipo);
  return [
    { value: '', label: todos },
    ...(itens.data ?? []).map((item) => ({ value: String(item.valor), label: item.texto })),
  ];
}

/**
 * /frota/veiculos (issue 18): the company's vehicles and equipment — search by plate (hyphen ignored),
 * model or RENAVAM; filters by kind, vehicle type, body, carrier, in use and active; sort and paging;
 * badges for in use, inactive and expiring/expired documents; the create/edit drawer; activate/deactivate.
 */
export function VeiculosPage() {
  const list = useListQuery({ ordem: 'placa' });
  const [filtros, setFiltros] = useState<TFiltrosVeiculo>(FILTROS_VEICULO_VAZIOS);
  const search = useVeiculosSearch(list.query, filtros);
  const toggle = useToggleVeiculo();
  const confirm = useConfirm();
  const form = useFormDrawer<TVeiculo>();
  const [novoEquipamento, setNovoEquipamento] = useState(false);
  const session = useSession();
  const administrador = session?.claims.role === Role.Administrador;
  const tipos = useOpcoes(TipoLookup.TipoVeiculo, 'Todos os tipos');
  const carrocerias = useOpcoes(TipoLookup.Carroceria, 'Todas as carrocerias');
  const transportadoras = useTransportadoras();

  const filtrar = (next: Partial<TFiltrosVeiculo>) => {
    setFiltros((atual) => ({ ...atual, ...next }));
    list.goToPage(1);
  };

  const columns: TColumn<TVeiculo>[] = [
    {
      key: 'placa',
      label: 'Placa',
      sortable: true,
      // Room for the badges ('Documentos: A vencer') without cutting them.
      width: 190,
      render: (row) => (
        <Stack gap={2}>
          <Text fw={600} ff="monospace">
            {formatPlate(row.placa)}
          </Text>
          <Group gap={4}>
            {row.emUso && <ToneBadge color="blue">Em uso</ToneBadge>}
            {!row.ativo && <StatusBadge ativo={false} />}
            <SituacaoDocumentoBadge
              situacao={piorSituacaoDocumentos(row.documentos.map((documento) => documento.situacao))}
              prefixo="Documentos: "
            />
          </Group>
        </Stack>
      ),
    },
    {
      key: 'tipoVeiculo',
      label: 'Tipo',
      sortable: true,
      render: (row) =>
        row.cadastro === 'equipamento'
          ? `Equipamento${row.tipoEquipamentoTexto ? ` — ${row.tipoEquipamentoTexto}` : ''}`
          : [row.tipoVeiculoTexto, row.tipoCarroceriaTexto].filter(Boolean).join(' · ') || '—',
    },
    {
      key: 'modelo',
      label: 'Marca / modelo',
      render: (row) => [row.marcaTexto, row.modelo].filter(Boolean).join(' ') || '—',
    },
    { key: 'ano', label: 'Ano', sortable: true, render: (row) => row.ano ?? '—', width: 80 },
    {
      key: 'capacidadeKg',
      label: 'Capacidade',
      sortable: true,
      render: (row) => capacidade(row.capacidadeKg, row.capacidadeM3),
    },
    {
      key: 'conjunto',
      label: 'Conjunto',
      render: (row) =>
        row.tracionador
          ? `Acoplado a ${formatPlate(row.tracionador.placa)}`
          : row.conjunto.length > 0
            ? `${row.conjunto.map((membro) => formatPlate(membro.placa)).join(' + ')} (${capacidade(
                row.capacidadeConjunto.capacidadeKg,
                row.capacidadeConjunto.capacidadeM3,
              )})`
            : '—',
    },
    {
      key: 'propriedade',
      label: 'Propriedade',
      render: (row) =>
        row.transportadoraNome
          ? `${PROPRIEDADE_VEICULO_LABELS[row.propriedade as TPropriedadeVeiculo]} — ${row.transportadoraNome}`
          : PROPRIEDADE_VEICULO_LABELS[row.propriedade as TPropriedadeVeiculo],
    },
    actionsColumn((row) => (
      <LifecycleRowActions
        item={row.cadastro === 'equipamento' ? 'Equipamento' : 'Veículo'}
        name={formatPlate(row.placa)}
        ask={confirm.ask}
        onEdit={() => {
          setNovoEquipamento(false);
          form.open(row);
        }}
        toggle={{
          active: row.ativo,
          hidden: !administrador,
          run: (ativar) => toggle.mutateAsync({ id: row.id, ativar }),
        }}
      />
    )),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader
          title="Veículos"
          description="Veículos e equipamentos da frota: documentos, conjuntos e capacidades."
        />
        <VencimentosButton />
      </Group>
      <Group gap="sm" align="flex-end">
        <Select
          label="Cadastro"
          data={CADASTRO_FILTER}
          value={filtros.cadastro ?? ''}
          allowDeselect={false}
          onChange={(value) => filtrar({ cadastro: (value || null) as TFiltrosVeiculo['cadastro'] })}
          w={220}
        />
        <Select
          label="Tipo de veículo"
          data={tipos}
          value={filtros.tipoVeiculo ? String(filtros.tipoVeiculo) : ''}
          allowDeselect={false}
          onChange={(value) => filtrar({ tipoVeiculo: value ? Number(value) : null })}
          w={200}
        />
        <Select
          label="Carroceria"
          data={carrocerias}
          value={filtros.tipoCarroceria ? String(filtros.tipoCarroceria) : ''}
          allowDeselect={false}
          onChange={(value) => filtrar({ tipoCarroceria: value ? Number(value) : null })}
          w={200}
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
          w={220}
        />
        <Select
          label="Uso"
          data={USO_FILTER}
          value={filtros.emUso === null ? '' : String(filtros.emUso)}
          allowDeselect={false}
          onChange={(value) => filtrar({ emUso: value === '' || value === null ? null : value === 'true' })}
          w={220}
        />
      </Group>
      <ListToolbar
        searchLabel="Pesquisar veículos por placa, modelo ou RENAVAM"
        list={list}
        newLabel="Novo veículo"
        onNew={() => {
          setNovoEquipamento(false);
          form.open(null);
        }}
        extra={
          <Button
            variant="default"
            onClick={() => {
              setNovoEquipamento(true);
              form.open(null);
            }}
          >
            Novo equipamento
          </Button>
        }
      />
      <DataTable
        caption="Veículos e equipamentos da empresa"
        columns={columns}
        list={list}
        source={serverPageSource(search)}
      />
      <VeiculoFormDrawer
        opened={form.opened}
        veiculo={form.editing}
        equipamento={novoEquipamento}
        onClose={form.close}
      />
      <ConfirmModal {...confirm.modalProps} />
    </Stack>
  );
}
