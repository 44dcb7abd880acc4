import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-error-handler';
import { matchDrawerRoute, readDrawerParam } from '../../../lib/navigation/drawer-routes';
import { isCargaId } from '../api/use-carga-details';
import { abrirEmNovaAba } from './abrir-em-nova-aba';
import { useRomaneio } from './api/use-romaneio';
import { RomaneioFolha } from './components/romaneio-folha';
import { ROMANEIO_TEXTOS } from './romaneio.texts';
import { nomeArquivoCargaPdf, resumoDaCarga } from './romaneio-impressao';
import { romaneioHref } from './romaneio-params';
import { docDefinitionDaCarga } from './romaneio-pdf';
import { useBaixarPdf } from './use-baixar-pdf';

/** The load of the open drawer (`?drawer=cargas/cargas/carga-pdf?cargaId={id}`), or null. */
function useCargaIdDoDrawer(): string | null {
  const location = useLocation();
  const path = readDrawerParam(location.search);
  return (path ? matchDrawerRoute(path)?.params.cargaId : null) ?? null;
}

/**
 * Drawer `cargas/cargas/carga-pdf?cargaId={id}` ('Gerar PDF', 02 §2): the load's one-page summary as it
 * will be printed, 'Baixar PDF' (carga-<código>.pdf, generated in the browser) and a link to the full
 * manifest.
 */
export function CargaPdfDrawer() {
  const cargaId = useCargaIdDoDrawer();
  const query = useRomaneio(cargaId);
  const { baixar, gerando } = useBaixarPdf();
  const resumo = useMemo(() => (query.data ? resumoDaCarga(query.data) : null), [query.data]);

  if (!isCargaId(cargaId) || (query.error instanceof ApiError && query.error.status === 404)) {
    return <Text>{ROMANEIO_TEXTOS.cargaNaoEncontrada}</Text>;
  }
  if (query.isError) {
    return (
      <Alert color="red" title={ROMANEIO_TEXTOS.erroCarregar} role="alert">
        <Text size="sm" mb="sm">
          {describeApiError(query.error).message}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {ROMANEIO_TEXTOS.tentarNovamente}
        </Button>
      </Alert>
    );
  }
  if (!resumo) {
    return (
      <Center mih={200}>
        <Loader aria-label={ROMANEIO_TEXTOS.carregando} />
      </Center>
    );
  }

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={gerando}
          loaderProps={{ 'aria-label': ROMANEIO_TEXTOS.gerandoPdf }}
          onClick={() =>
            void baixar(
              [resumo.codigo],
              (codigos) => docDefinitionDaCarga(resumo, codigos),
              nomeArquivoCargaPdf(resumo.codigo),
            )
          }
        >
          {ROMANEIO_TEXTOS.baixarPdf}
        </Button>
        <Button
          variant="default"
          leftSection={<IconExternalLink size={16} aria-hidden="true" />}
          onClick={() => abrirEmNovaAba(romaneioHref(resumo.cargaId))}
        >
          {ROMANEIO_TEXTOS.abrirRomaneio}
        </Button>
      </Group>
      <RomaneioFolha romaneio={resumo} comAssinaturas={false} nivelTitulo={2} noDrawer />
    </Stack>
  );
}
