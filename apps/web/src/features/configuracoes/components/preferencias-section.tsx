import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Code.css';
import type { TPreferencia } from '@embarca/domain';
import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { withDrawer } from '../../../lib/navigation/drawer-routes';
import { DataTable, type TColumn } from '../../../lib/ui/data-table';
import { type TClientListOptions, useListQuery } from '../../../lib/ui/list-query';
import { useClientPageSource } from '../../../lib/ui/table-source';
import { useOwnerPreferences } from '../api/use-owner-preferences';

const PREFERENCIAS_LIST: TClientListOptions<TPreferencia> = {
  text: (row) => row.nome,
  sortValue: (row) => row.nome,
};

/** Owner preferences (01 §3, §7): what the company stored, and the notification preferences drawer. */
export function PreferenciasSection() {
  const preferences = useOwnerPreferences();
  const navigate = useNavigate();
  const location = useLocation();
  // The spec's drawer carries `p=9` beside it (01 §2): `?p=9&drawer=configuracoes/owner-preferences`.
  const openNotificationPreferences = () => {
    const params = new URLSearchParams(location.search);
    params.set('p', '9');
    navigate(
      {
        pathname: location.pathname,
        search: withDrawer(`?${params.toString()}`, 'configuracoes/owner-preferences'),
      },
      { state: { drawerOpened: true } },
    );
  };
  const list = useListQuery({ ordem: 'nome', ativos: null });
  const source = useClientPageSource(preferences, list.query, PREFERENCIAS_LIST);
  const columns: TColumn<TPreferencia>[] = [
    { key: 'nome', label: 'Preferência', render: (row) => row.nome, width: 280 },
    {
      key: 'valor',
      label: 'Valor',
      render: (row) => (
        <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{summarize(row.valor)}</Code>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Group justify="space-between">
          <div>
            <Title order={2} size="h4">
              Notificações
            </Title>
            <Text size="sm" c="gray.7">
              Assuntos que geram notificações para os usuários da empresa.
            </Text>
          </div>
          <Button
            variant="light"
            leftSection={<IconBell size={16} aria-hidden="true" />}
            onClick={openNotificationPreferences}
          >
            Preferências de notificação
          </Button>
        </Group>
      </Paper>
      <div>
        <Title order={2} size="h4" mb="xs">
          Preferências da empresa
        </Title>
        <DataTable
          caption="Preferências gravadas pela empresa"
          columns={columns}
          rowKey={(row) => row.nome}
          list={list}
          source={source}
        />
      </div>
    </Stack>
  );
}

function summarize(valor: unknown): string {
  const text = JSON.stringify(valor);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}
