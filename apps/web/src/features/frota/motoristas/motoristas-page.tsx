import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import {
  CATEGORIAS_CNH,
  FILTRO_CNH,
  formatCpf,
  formatPhone,
  type TFiltroCnh,
  type TMotorista,
  type TVisibilidadeMotorista,
  VISIBILIDADE_MOTORISTA_LABELS,
  VisibilidadeMotorista,
} from '@embarca/domain';
import { Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { actionsColumn, DataTable, type TColumn } from '../../../lib/ui/data-table';
import { useFormDrawer } from '../../../lib/ui/form-drawer';
import { LifecycleRowActions } from '../../../lib/ui/lifecycle-actions';
import { useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { PageHeader } from '../../../lib/ui/page-header';
import { StatusBadge } from '../../../lib/ui/status-badge';
import { serverPageSource } from '../../../lib/ui/table-source';
import { VencimentosButton } from '../vencimentos/vencimentos-drawer';
import { FILTROS_VAZIOS, type TMotoristaFiltros, useMotoristasSearch } from './api/use-motoristas-search';
import { useToggleMotorista } from './api/use-save-motorista';
import { useTransportadorasDoMotorista } from './api/use-transportadoras';
import { CnhBadge } from './components/cnh-badge';
import { MotoristaFormDrawer } from './components/motorista-form-drawer';
import { dataBr } from './motorista-form.values';

const CNH_FILTRO_LABELS: Record<TFiltroCnh, string> = {
  vencida: 'CNH vencida',
  'a-vencer': 'CNH a vencer (no prazo de aviso da empresa)',
};

const nowrap = { whiteSpace: 'nowrap' } as const;

/** /frota/motoristas (issue 18): the company's drivers — search, filters, sort, pages; register and edit. */
export function MotoristasPage() {
  const list = useListQuery({ ordem: 'nome' });
  const [filtros, setFiltros] = useState<TMotoristaFiltros>(FILTROS_VAZIOS);
  const search = useMotoristasSearch(list.query, filtros);
  const toggle = useToggleMotorista();
  const confirm = useConfirm();
  const form = useFormDrawer<TMotorista>();
  const transportadoras = useTransportadorasDoMotorista();

  const filtrar = (next: Partial<TMotoristaFiltros>) => {
    setFiltros((current) => ({ ...current, ...next }));
    list.goToPage(1);
  };

  const columns: TColumn<TMotorista>[] = [
    { key: 'nome', label: 'Nome', sortable: true, render: (row) => row.nome },
    {
      key: 'cpf',
      label: 'CPF',
      sortable: true,
      render: (row) => (row.cpf ? <span style={nowrap}>{formatCpf(row.cpf)}</span> : '—'),
      width: 150,
    },
    {
      key: 'telefone',
      label: 'Telefone',
      render: (row) => (row.telefone ? <span style={nowrap}>{formatPhone(row.telefone)}</span> : '—'),
      width: 150,
    },
    {
      key: 'cnhCategoria',
      label: 'Cat. CNH',
      sortable: true,
      render: (row) => row.cnhCategoria ?? '—',
      width: 100,
    },
    {
      key: 'cnhValidade',
      label: 'Validade da CNH',
      sortable: true,
      render: (row) =>
        row.cnhValidade ? (
          // Date over badge: the badge never overflows into the next column.
          <Stack gap={4} align="flex-start">
            <span style={nowrap}>{dataBr(row.cnhValidade)}</span>
            <CnhBadge validade={row.cnhValidade} situacao={row.situacaoCnh} />
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      key: 'visibilidade',
      label: 'Visibilidade',
      sortable: true,
      render: (row) => VISIBILIDADE_MOTORISTA_LABELS[row.visibilidade as TVisibilidadeMotorista] ?? '—',
    },
    {
      key: 'transportadora',
      label: 'Transportadora',
      sortable: true,
      render: (row) => row.transportadoraNome ?? '—',
    },
    { key: 'ativo', label: 'Situação', render: (row) => <StatusBadge ativo={row.ativo} />, width: 110 },
    actionsColumn((row) => (
      <LifecycleRowActions
        item="Motorista"
        name={row.nome}
        ask={confirm.ask}
        onEdit={() => form.open(row)}
        toggle={{ active: row.ativo, run: (ativar) => toggle.mutateAsync({ id: row.id, ativar }) }}
      />
    )),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader title="Motoristas" description="Cadastro dos motoristas da frota, com CNH e contatos." />
        <VencimentosButton />
      </Group>
      <div>
        <ListToolbar
          searchLabel="Pesquisar motoristas por nome ou CPF"
          list={list}
          newLabel="Novo motorista"
          onNew={() => form.open(null)}
        />
        <Group gap="sm" mb="md" align="flex-end">
          <Select
            label="Categoria da CNH"
            placeholder="Todas"
            clearable
            w={170}
            data={CATEGORIAS_CNH.map((value) => ({ value, label: value }))}
            value={filtros.cnhCategoria}
            onChange={(value) => filtrar({ cnhCategoria: value })}
          />
          <Select
            label="Vencimento da CNH"
            placeholder="Todos"
            clearable
            w={230}
            data={FILTRO_CNH.map((value) => ({ value, label: CNH_FILTRO_LABELS[value] }))}
            value={filtros.cnh}
            onChange={(value) => filtrar({ cnh: value as TFiltroCnh | null })}
          />
          <Select
            label="Visibilidade"
            placeholder="Todas"
            clearable
            w={170}
            data={Object.entries(VISIBILIDADE_MOTORISTA_LABELS).map(([value, label]) => ({ value, label }))}
            value={filtros.visibilidade === null ? null : String(filtros.visibilidade)}
            onChange={(value) =>
              filtrar({
                visibilidade: value === null ? null : Number(value),
                ...(Number(value) === VisibilidadeMotorista.Terceiro
                  ? {}
                  : { transportadoraEmpresaId: null }),
              })
            }
          />
          <Select
            label="Transportadora"
            placeholder="Todas"
            clearable
            searchable
            w={240}
            data={(transportadoras.data ?? []).map((empresa) => ({
              value: empresa.id,
              label: empresa.nomeFantasia || empresa.nome,
            }))}
            value={filtros.transportadoraEmpresaId}
            onChange={(value) => filtrar({ transportadoraEmpresaId: value })}
          />
        </Group>
        <DataTable
          caption="Motoristas cadastrados"
          columns={columns}
          list={list}
          source={serverPageSource(search)}
        />
        <Text size="xs" c="gray.7" mt="xs">
          O selo da CNH avisa quando ela está vencida ou vence em até 30 dias.
        </Text>
      </div>
      <MotoristaFormDrawer opened={form.opened} motorista={form.editing} onClose={form.close} />
      <ConfirmModal {...confirm.modalProps} />
    </Stack>
  );
}
