import '@mantine/core/styles/Button.css';
import { formatCnpj, type TEmpresa, TIPO_EMPRESA_LABELS, TIPO_VINCULO_LABELS } from '@embarca/domain';
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { actionsColumn, DataTable, type TColumn } from '../../../lib/ui/data-table';
import { useFormDrawer } from '../../../lib/ui/form-drawer';
import { LifecycleRowActions } from '../../../lib/ui/lifecycle-actions';
import { useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { StatusBadge } from '../../../lib/ui/status-badge';
import { serverPageSource } from '../../../lib/ui/table-source';
import { useEmpresasSearch } from '../api/use-empresas-search';
import { useToggleEmpresa } from '../api/use-toggle-empresa';
import { ITEM_NAMES } from '../configuracoes.texts';
import { EmpresaFormDrawer } from './empresa-form-drawer';
import { EmpresaImportModal } from './empresa-import-modal';

function label<K extends number>(labels: Record<K, string>, code: number): string {
  return labels[code as K] ?? String(code);
}

/** Companies (01 §7): searchable, sortable list in pages of 10 with the active filter; create/edit; import. */
export function EmpresasSection() {
  const list = useListQuery({ ordem: 'nome' });
  const search = useEmpresasSearch(list.query);
  const toggle = useToggleEmpresa();
  const confirm = useConfirm();
  const form = useFormDrawer<TEmpresa>();
  const [importOpened, setImportOpened] = useState(false);

  const columns: TColumn<TEmpresa>[] = [
    { key: 'nome', label: 'Razão social', sortable: true, render: (row) => row.nome },
    {
      key: 'cnpj',
      label: 'CNPJ',
      sortable: true,
      // A CNPJ never breaks mid-number on a narrow screen (issue 16).
      render: (row) =>
        row.cnpj ? <span style={{ whiteSpace: 'nowrap' }}>{formatCnpj(row.cnpj)}</span> : '—',
      width: 190,
    },
    {
      key: 'cidade',
      label: 'Cidade',
      sortable: true,
      render: (row) => (row.cidade ? `${row.cidade}${row.uf ? `/${row.uf}` : ''}` : '—'),
    },
    { key: 'tipo', label: 'Tipo', sortable: true, render: (row) => label(TIPO_EMPRESA_LABELS, row.tipo) },
    {
      key: 'tipoVinculo',
      label: 'Vínculo',
      sortable: true,
      render: (row) => label(TIPO_VINCULO_LABELS, row.tipoVinculo),
    },
    { key: 'ativo', label: 'Situação', render: (row) => <StatusBadge ativo={row.ativo} />, width: 110 },
    actionsColumn((row) => (
      <LifecycleRowActions
        item={ITEM_NAMES.empresa}
        name={row.nome}
        ask={confirm.ask}
        onEdit={() => form.open(row)}
        toggle={{ active: row.ativo, run: (ativar) => toggle.mutateAsync({ id: row.id, ativar }) }}
      />
    )),
  ];

  return (
    <>
      <ListToolbar
        searchLabel="Pesquisar empresas"
        list={list}
        newLabel="Nova empresa"
        onNew={() => form.open(null)}
        extra={
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden="true" />}
            onClick={() => setImportOpened(true)}
          >
            Importar planilha
          </Button>
        }
      />
      <DataTable
        caption="Empresas cadastradas"
        columns={columns}
        list={list}
        source={serverPageSource(search)}
      />
      <EmpresaFormDrawer opened={form.opened} empresa={form.editing} onClose={form.close} />
      <EmpresaImportModal opened={importOpened} onClose={() => setImportOpened(false)} />
      <ConfirmModal {...confirm.modalProps} />
    </>
  );
}
