import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Badge.css';
import {
  formatDocumento,
  LICENCA_LABELS,
  Licenca,
  MESSAGES,
  TipoUsuario,
  type TLicenca,
  type TPainelOwner,
} from '@embarca/domain';
import { Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { decodeJwtPayload } from '../../../lib/session';
import { actionsColumn, DataTable, type TColumn } from '../../../lib/ui/data-table';
import { type TClientListOptions, useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { PageHeader } from '../../../lib/ui/page-header';
import { RowActions } from '../../../lib/ui/row-actions';
import { SectionTabs, type TPageSection } from '../../../lib/ui/section-tabs';
import { ToneBadge } from '../../../lib/ui/status-badge';
import { useClientPageSource } from '../../../lib/ui/table-source';
import { useSession, useStoredUser } from '../../../lib/use-session';
import { ReferenciasFreteSection } from '../../tabela-frete/components/referencias-frete-section';
import { usePainelOwners } from '../api/use-painel-owners';
import { AnunciosSection } from '../components/anuncios-section';
import { NovidadesSection } from '../components/novidades-section';
import { OwnerLicenceDrawer } from '../components/owner-licence-drawer';
import { TarefasSection } from '../components/tarefas-section';

/** True for a support user (type 100): the stored user's `tipo`, else the token's `UsuarioTipo` claim. */
export function useIsSupportUser(): boolean {
  const user = useStoredUser();
  const session = useSession();
  if (user?.tipo !== undefined && user.tipo !== null) return user.tipo === TipoUsuario.Suporte;
  const claims = session ? decodeJwtPayload(session.token.token) : null;
  return Number(claims?.UsuarioTipo) === TipoUsuario.Suporte;
}

function licenceBadge(owner: TPainelOwner) {
  const label = LICENCA_LABELS[owner.licenseType as TLicenca] ?? String(owner.licenseType);
  if (owner.licenseType === Licenca.Trial) {
    const days = owner.diasPrazoExpiracaoTrial;
    return (
      <ToneBadge color={days !== null && days <= 0 ? 'red' : 'indigo'}>
        {label}
        {days !== null ? ` · ${Math.max(days, 0)} ${Math.max(days, 0) === 1 ? 'dia' : 'dias'}` : ''}
      </ToneBadge>
    );
  }
  return <ToneBadge color={owner.licenseType === Licenca.Free ? 'gray' : 'teal'}>{label}</ToneBadge>;
}

const OWNERS_LIST: TClientListOptions<TPainelOwner> = {
  text: (row) => row.nome,
  sortValue: (row, column) =>
    column === 'licenseType'
      ? (LICENCA_LABELS[row.licenseType as TLicenca] ?? '')
      : column === 'usuarios'
        ? row.usuarios
        : row.nome,
};

/** 'Empresas' tab: every company's licence, modules, trial days and access block. */
function EmpresasSection() {
  const list = useListQuery({ ordem: 'nome', ativos: null });
  const owners = usePainelOwners(list.query.filtro, true);
  // The API filters by the search; the page and the order are made here.
  const pageQuery = useMemo(() => ({ ...list.query, filtro: '' }), [list.query]);
  const source = useClientPageSource(owners, pageQuery, OWNERS_LIST);
  const [editing, setEditing] = useState<TPainelOwner | null>(null);

  const columns: TColumn<TPainelOwner>[] = [
    { key: 'nome', label: 'Empresa', sortable: true, render: (row) => row.nome },
    {
      key: 'documento',
      label: 'CNPJ',
      // A CNPJ never breaks mid-number on a narrow screen (issue 16).
      render: (row) =>
        row.documento ? <span style={{ whiteSpace: 'nowrap' }}>{formatDocumento(row.documento)}</span> : '—',
      width: 190,
    },
    { key: 'licenseType', label: 'Licença', sortable: true, render: licenceBadge },
    { key: 'modules', label: 'Módulos', render: (row) => row.modules.length, width: 100 },
    { key: 'usuarios', label: 'Usuários', sortable: true, render: (row) => row.usuarios, width: 100 },
    {
      key: 'acesso',
      label: 'Acesso',
      render: (row) =>
        row.acessoBloqueado ? (
          <ToneBadge color="red">Bloqueado</ToneBadge>
        ) : (
          <ToneBadge color="teal">Liberado</ToneBadge>
        ),
    },
    actionsColumn((row) => (
      <RowActions
        itemName={row.nome}
        actions={[{ label: 'Editar licença', icon: <IconEdit size={16} />, onClick: () => setEditing(row) }]}
      />
    )),
  ];

  return (
    <Stack gap="md">
      <Text c="gray.7" size="sm">
        Licenças, módulos, prazos de trial e bloqueio de acesso das empresas clientes.
      </Text>
      <ListToolbar searchLabel="Pesquisar empresas" list={list} withActiveFilter={false} />
      <DataTable caption="Empresas da plataforma" columns={columns} list={list} source={source} />
      <OwnerLicenceDrawer owner={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

const SECTIONS: readonly TPageSection[] = [
  { secao: 'empresas', label: 'Empresas', Component: EmpresasSection },
  { secao: 'anuncios', label: 'Anúncios', Component: AnunciosSection },
  { secao: 'novidades', label: 'Novidades', Component: NovidadesSection },
  { secao: 'tarefas', label: 'Tarefas', Component: TarefasSection },
  { secao: 'referencias-frete', label: 'Referências de frete', Component: ReferenciasFreteSection },
];

/**
 * /painel-admin (01 §2, support users of type 100): companies (licence, modules, trial days, access
 * block), announcements and release posts, the background job queues (issue 17) and the freight reference
 * tables (issue 19: ANTT coefficients, ICMS rates), as tabs kept in `?secao=`.
 */
export function PainelAdminPage() {
  const isSupport = useIsSupportUser();

  if (!isSupport) {
    return (
      <Stack gap="xs">
        <Title order={1} size="h2">
          Painel administrativo
        </Title>
        <Text c="gray.7">{MESSAGES.forbidden}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title="Painel administrativo" />
      <SectionTabs sections={SECTIONS} />
    </Stack>
  );
}
