import '@mantine/core/styles/Button.css';
import { formatCnpj, type TEmpresa, TIPO_EMPRESA_LABELS, TIPO_VINCULO_LABELS } from '@embarca/domain';
import { Button } from '@mantine/core';
import { IconEdit, IconFileImport, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { toggleRequest } from '../../../lib/ui/confirm-requests';
import { DataTable, type TColumn } from '../../../lib/ui/data-table';
import { useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { RowActions } from '../../../lib/ui/row-actions';
import { StatusBadge } from '../../../lib/ui/status-badge';
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
  const { query, sortBy, filter, goToPage } = useListQuery({ ordem: 'nome' });
  const search = useEmpresasSearch(query);
  const toggle = useToggleEmpresa();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TEmpresa | null>(null);
  const [formOpened, setFormOpened] = useState(false);
  const [importOpened, setImportOpened] = useState(false);

  const openForm = (empresa: TEmpresa | null) => {
    setEditing(empresa);
    setFormOpened(true);
  };

  const columns: TColumn<TEmpresa>[] = [
    { key: 'nome', label: 'Razão social', sortable: true, render: (row) => row.nome },
    {
      key: 'cnpj',
      label: 'CNPJ',
      sortable: true,
      render: (row) => (row.cnpj ? formatCnpj(row.cnpj) : '—'),
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
    {
      key: 'acoes',
      label: 'Ações',
      width: 80,
      render: (row) => (
        <RowActions
          itemName={row.nome}
          actions={[
            { label: 'Editar', icon: <IconEdit size={16} />, onClick: () => openForm(row) },
            {
              label: row.ativo ? 'Desativar' : 'Reativar',
              icon: row.ativo ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />,
              onClick: () =>
                confirm.ask(
                  toggleRequest({
                    item: ITEM_NAMES.empresa,
                    name: row.nome,
                    activate: !row.ativo,
                    run: () => toggle.mutateAsync({ id: row.id, ativar: !row.ativo }),
                  }),
                ),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <ListToolbar
        searchLabel="Pesquisar empresas"
        query={query}
        onFilter={filter}
        newLabel="Nova empresa"
        onNew={() => openForm(null)}
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
        rows={search.data?.items}
        rowKey={(row) => row.id}
        total={search.data?.total ?? 0}
        query={query}
        onSort={sortBy}
        onPage={goToPage}
        loading={search.isFetching && !search.data}
        error={search.error}
        onRetry={() => void search.refetch()}
      />
      <EmpresaFormDrawer opened={formOpened} empresa={editing} onClose={() => setFormOpened(false)} />
      <EmpresaImportModal opened={importOpened} onClose={() => setImportOpened(false)} />
      <ConfirmModal {...confirm.modalProps} />
    </>
  );
}
