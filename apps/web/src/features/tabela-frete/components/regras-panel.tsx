import {
  MODO_ICMS_LABELS,
  TABELA_FRETE_MESSAGES,
  TIPO_COMPONENTE_FRETE_LABELS,
  type TRegraCalculoFrete,
} from '@embarca/domain';
import { Stack, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { actionsColumn, DataTable, type TColumn } from '../../../lib/ui/data-table';
import { useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { RowActions } from '../../../lib/ui/row-actions';
import { serverPageSource } from '../../../lib/ui/table-source';
import { useExcluirRegra, useRegrasSearch } from '../api/use-regras';
import { excluirRequest } from './acoes';

/** The drawer of a rule (`oferecimento/tabela-frete/regras/{id}`), and of a new one. */
export const drawerDaRegra = (id: string | null) => `oferecimento/tabela-frete/regras/${id ?? 'new'}`;

/** 'GRIS, Pedágio, TDE' (each component's own name, else its type's). */
const nomesDosComponentes = (regra: TRegraCalculoFrete) =>
  regra.componentes
    .map((componente) => componente.nome || TIPO_COMPONENTE_FRETE_LABELS[componente.tipo])
    .join(', ');

/** The 'Regras de cálculo' tab: the company's calculation rules; the drawer creates and edits them. */
export function RegrasPanel() {
  const list = useListQuery();
  const search = useRegrasSearch(list.query);
  const { openDrawer } = useDrawerNavigation();
  const confirm = useConfirm();
  const excluir = useExcluirRegra();

  const columns: TColumn<TRegraCalculoFrete>[] = [
    { key: 'nome', label: 'Nome', render: (row) => <Text fw={600}>{row.nome}</Text> },
    { key: 'modoIcms', label: 'ICMS', render: (row) => MODO_ICMS_LABELS[row.modoIcms] },
    {
      key: 'componentes',
      label: 'Componentes',
      render: (row) => (row.componentes.length === 0 ? 'Só o frete-peso' : nomesDosComponentes(row)),
    },
    actionsColumn((row) => (
      <RowActions
        itemName={row.nome}
        actions={[
          { label: 'Editar', icon: <IconEdit size={16} />, onClick: () => openDrawer(drawerDaRegra(row.id)) },
          {
            label: 'Excluir',
            danger: true,
            icon: <IconTrash size={16} />,
            onClick: () =>
              confirm.ask(
                excluirRequest({
                  item: 'Regra de cálculo',
                  nome: row.nome,
                  sucesso: TABELA_FRETE_MESSAGES.regraExcluida,
                  run: () => excluir.mutateAsync(row.id),
                }),
              ),
          },
        ]}
      />
    )),
  ];

  return (
    <Stack gap="sm">
      <ListToolbar
        searchLabel="Pesquisar regras de cálculo pelo nome"
        list={list}
        withActiveFilter={false}
        newLabel="Nova regra"
        onNew={() => openDrawer(drawerDaRegra(null))}
      />
      <DataTable
        caption="Regras de cálculo de frete"
        columns={columns}
        list={list}
        source={serverPageSource(search)}
      />
      <ConfirmModal {...confirm.modalProps} />
    </Stack>
  );
}
