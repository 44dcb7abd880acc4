import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Divider.css';
import { type TEtiquetaVolume, type TTextosParteEtiqueta, textosDaEtiqueta } from '@embarca/domain';
import { Divider, Group, Paper, Stack, Text } from '@mantine/core';

function Parte({ parte, destaque }: { parte: TTextosParteEtiqueta; destaque: boolean }) {
  const lugar = destaque ? parte.localidade : [parte.localidade, parte.cidadeUf].filter(Boolean).join(' - ');
  return (
    <Stack gap={0}>
      <Text size="xs" fw={700} c="gray.7" style={{ letterSpacing: 0.5 }}>
        {parte.titulo}
      </Text>
      <Text size={destaque ? 'md' : 'sm'} fw={700}>
        {parte.nome}
      </Text>
      {parte.documento ? <Text size="xs">{parte.documento}</Text> : null}
      {lugar ? <Text size="xs">{lugar}</Text> : null}
      {destaque && parte.cidadeUf ? (
        <Text size="xl" fw={700}>
          {parte.cidadeUf}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * What a label prints (the domain's textosDaEtiqueta: the same texts as the PDF and the ZPL), laid out as
 * the 100 × 150 mm label; the QR code is shown as its content.
 */
export function PreviaEtiqueta({ etiqueta, legenda }: { etiqueta: TEtiquetaVolume; legenda: string }) {
  const t = textosDaEtiqueta(etiqueta);
  return (
    <Paper
      component="figure"
      withBorder
      p="sm"
      m={0}
      maw={320}
      aria-label={`Prévia da etiqueta: ${legenda}`}
      style={{ aspectRatio: '100 / 150', display: 'flex', flexDirection: 'column' }}
    >
      <Parte parte={t.remetente} destaque={false} />
      <Divider my={6} color="dark" />
      <Parte parte={t.destinatario} destaque />
      <Divider my={6} color="dark" />
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={0}>
          <Text size="sm" fw={700}>
            {t.nf}
          </Text>
          <Text size="sm">{t.peso}</Text>
          <Text size="xl" fw={700}>
            {t.volume}
          </Text>
          <Text size="xs">{t.pedido}</Text>
          {t.carga ? <Text size="xs">{t.carga}</Text> : null}
        </Stack>
        <Text size="xs" c="gray.7" ta="right" style={{ wordBreak: 'break-all' }} maw={110}>
          QR: {etiqueta.qrConteudo}
        </Text>
      </Group>
      <Divider my={6} color="dark" />
      <Text ta="center" fw={700} style={{ letterSpacing: 1 }} mt="auto">
        {etiqueta.codigoBarras}
      </Text>
      <Text component="figcaption" size="xs" c="gray.7" ta="center">
        {legenda}
      </Text>
    </Paper>
  );
}
