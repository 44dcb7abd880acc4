import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import {
  boardGroupOfSituacao,
  cargaCardMenuItems,
  SITUACAO_CARGA_LABELS,
  type TCargaDetails,
  TIPO_FRETE_LABELS,
  type TSituacaoCarga,
  type TTipoFrete,
  type TVisibilidadeCarga,
  VISIBILIDADE_CARGA_LABELS,
} from '@embarca/domain';
import { Box, Button, Group, LoadingOverlay, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-error-handler';
import { CARGA_DETAIL_TABS, DRAWER_ROUTES } from '../../../lib/navigation/drawer-routes';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { ToneBadge } from '../../../lib/ui/status-badge';
import { CargaAcoesMenu } from '../acoes/components/carga-acoes-menu';
import { isCargaId, useCargaDetails } from '../api/use-carga-details';
import { SITUACAO_CORES } from '../quadro/components/card-campos';
import { CARGA_NAO_ENCONTRADA } from './detalhes.texts';
import { type TCargaDrawerTab, useCargaDrawerId, useCargaDrawerTabs } from './use-carga-drawer';

/** The sub-pages that have a page of their own in the drawer table (the others are not offered). */
const BUILT_TABS = CARGA_DETAIL_TABS.filter(([tab]) =>
  DRAWER_ROUTES.some((route) => route.path === `cargas/detalhes/:cargaId/${tab}` && route.page),
);

/**
 * The tabs offered for a load: 'Detalhes' and each built sub-page the card menu would offer for it
 * (the domain's `cargaCardMenuItems`: Documentos only with documents, Histórico not for a carrier's
 * directed-to-me load). The open tab always stays visible.
 */
export function cargaDrawerTabs(carga: TCargaDetails, current: TCargaDrawerTab): [string, string][] {
  const offered = new Set<string>(cargaCardMenuItems(carga, { grupo: boardGroupOfSituacao(carga.situacao) }));
  return [
    ['detalhes', 'Detalhes'],
    ...BUILT_TABS.filter(([tab]) => offered.has(tab) || tab === current).map(
      ([tab, label]): [string, string] => [tab, label],
    ),
  ];
}

/** Keeps the open tab visible in a tab line that scrolls sideways. */
function trazerParaAVista(element: HTMLButtonElement | null) {
  element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

function CargaHeader({ carga }: { carga: TCargaDetails }) {
  // The drawer names the situacao by its meaning (code 3 'Entregue'); only the card says 'Ofertada'.
  const situacao = SITUACAO_CARGA_LABELS[carga.situacao as TSituacaoCarga] ?? String(carga.situacao);
  const visibilidade = VISIBILIDADE_CARGA_LABELS[carga.visibilidade as TVisibilidadeCarga];
  const tipoFrete = TIPO_FRETE_LABELS[carga.tipoFrete as TTipoFrete];
  return (
    <Stack gap={6}>
      <Group gap="xs" justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="xs" align="baseline">
          <Title order={3}>Carga {carga.codigo}</Title>
          {carga.codigoIdentificador && (
            <Text c="gray.7" size="sm">
              {carga.codigoIdentificador}
            </Text>
          )}
        </Group>
        <CargaAcoesMenu carga={carga} />
      </Group>
      <Group gap={6} role="group" aria-label="Situação e marcadores da carga">
        <ToneBadge color={SITUACAO_CORES[carga.situacao] ?? 'gray'}>{situacao}</ToneBadge>
        {tipoFrete && <ToneBadge color="indigo">{tipoFrete}</ToneBadge>}
        {visibilidade && <ToneBadge color="gray">{visibilidade}</ToneBadge>}
        {carga.lote && <ToneBadge color="grape">Lote</ToneBadge>}
        {carga.possuiRedespacho && <ToneBadge color="orange">Redespacho</ToneBadge>}
        {carga.qntOcorrencias > 0 && (
          <ToneBadge color="red">
            {carga.qntOcorrencias === 1 ? '1 ocorrência' : `${carga.qntOcorrencias} ocorrências`}
          </ToneBadge>
        )}
      </Group>
    </Stack>
  );
}

export interface CargaDetalhesLayoutProps {
  tab: TCargaDrawerTab;
  children: (carga: TCargaDetails) => ReactNode;
}

/**
 * The frame of every tab of the drawer `cargas/detalhes/{cargaId}`: loads the details once (the tabs
 * share the query), shows the header and the tabs; 404 → 'Carga não encontrada.' with a close button.
 */
export function CargaDetalhesLayout({ tab, children }: CargaDetalhesLayoutProps) {
  const cargaId = useCargaDrawerId();
  const details = useCargaDetails(cargaId);
  const goToTab = useCargaDrawerTabs(cargaId ?? '');
  const { closeDrawer } = useDrawerNavigation();

  const notFound =
    !isCargaId(cargaId) || (details.error instanceof ApiError && [400, 404].includes(details.error.status));
  if (notFound) {
    return (
      <Stack gap="md" align="flex-start" role="alert">
        <Text>{CARGA_NAO_ENCONTRADA}</Text>
        <Button variant="default" onClick={closeDrawer}>
          Fechar
        </Button>
      </Stack>
    );
  }
  if (details.isError) {
    return (
      <Stack gap="md" align="flex-start" role="alert">
        <Text c="red.8">{describeApiError(details.error).message}</Text>
        <Group gap="sm">
          <Button variant="light" onClick={() => void details.refetch()}>
            Tentar novamente
          </Button>
          <Button variant="default" onClick={closeDrawer}>
            Fechar
          </Button>
        </Group>
      </Stack>
    );
  }
  if (details.isPending) {
    return (
      <Box pos="relative" mih={240}>
        <LoadingOverlay visible loaderProps={{ 'aria-label': 'Carregando' }} />
      </Box>
    );
  }

  const carga = details.data;
  const tabs = cargaDrawerTabs(carga, tab);
  return (
    <Stack gap="md">
      <CargaHeader carga={carga} />
      <Tabs value={tab} onChange={(next) => next && next !== tab && goToTab(next)}>
        {/* One line that scrolls sideways when the tabs do not fit (issue 16): never 'Anexos' alone below. */}
        <Tabs.List
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }}
        >
          {tabs.map(([value, label]) => (
            <Tabs.Tab
              key={value}
              value={value}
              px="sm"
              style={{ flex: 'none', whiteSpace: 'nowrap' }}
              // The open tab is scrolled into the line's view.
              ref={value === tab ? trazerParaAVista : undefined}
            >
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Every tab has its panel (aria-controls), only the open one has content: the others are pages. */}
        {tabs.map(([value]) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab ? children(carga) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
