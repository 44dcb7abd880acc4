import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Divider.css';
import {
  formatBRL,
  formatNumber,
  formatVolume,
  formatWeight,
  type TCargaDocumento,
  type TCargaQuadroCard,
} from '@embarca/domain';
import { ActionIcon, Button, Divider, Group, Loader, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { describeApiError } from '../../../../lib/api-error-handler';
import { useCarga } from '../api/use-carga';
import { decimal } from '../quadro-state';

/** 'C × L × A' in metres, or '' when no dimension is known. */
export function textoDimensoes(doc: Pick<TCargaDocumento, 'comprimento' | 'largura' | 'altura'>): string {
  const values = [doc.comprimento, doc.largura, doc.altura].map(decimal);
  if (values.every((value) => value === null)) return '';
  return `${values.map((value) => (value === null ? '—' : formatNumber(value, 3))).join(' × ')} m`;
}

function Campo({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Text size="xs" span>
      <Text span c="gray.7" size="xs">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

function DocumentoItem({ doc, volumeUnidade }: { doc: TCargaDocumento; volumeUnidade: number }) {
  const codigo = doc.codigo ?? doc.remessaCodigo ?? '';
  return (
    <Stack gap={2} component="li">
      <Text size="sm" fw={600}>
        {[codigo, doc.descricao].filter(Boolean).join(' — ') || 'Documento sem código'}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Campo label="Número" value={doc.numero ?? ''} />
        <Campo label="Quantidade" value={doc.quantidade === null ? '' : formatNumber(doc.quantidade, 0)} />
        <Campo label="Acondicionamento" value={doc.tipoAcondicionamento ?? ''} />
        <Campo label="Peso unitário" value={formatWeight(decimal(doc.peso))} />
        <Campo label="Volume unitário" value={formatVolume(decimal(doc.cubagem), volumeUnidade)} />
        <Campo label="Valor" value={formatBRL(decimal(doc.valor))} />
        <Campo label="Dimensões (C × L × A)" value={textoDimensoes(doc)} />
      </Group>
    </Stack>
  );
}

function ListaDocumentos({ cargaId }: { cargaId: string }) {
  const carga = useCarga(cargaId);
  if (carga.isPending) {
    return (
      <Group gap="xs" p="xs">
        <Loader size="xs" />
        <Text size="sm">Carregando documentos…</Text>
      </Group>
    );
  }
  if (carga.isError) {
    return (
      <Stack gap="xs" p="xs" align="flex-start">
        <Text size="sm" c="red">
          {describeApiError(carga.error).message}
        </Text>
        <Button size="xs" variant="light" onClick={() => void carga.refetch()}>
          Tentar novamente
        </Button>
      </Stack>
    );
  }
  const { documentos, volumeUnidade } = carga.data;
  if (documentos.length === 0) {
    return (
      <Text size="sm" p="xs">
        Nenhum documento nesta carga.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {documentos.map((doc, index) => (
        <Fragment key={doc.id}>
          {index > 0 && <Divider />}
          <DocumentoItem doc={doc} volumeUnidade={volumeUnidade} />
        </Fragment>
      ))}
    </Stack>
  );
}

/**
 * The card's documents popover (02 §2; not for cross-docking loads — the caller checks
 * hasDocumentPopover): GET /carga-mongo/{id} when opened, one entry per document, at most 50vh tall.
 */
export function DocumentosPopover({ card }: { card: TCargaQuadroCard }) {
  const [opened, setOpened] = useState(false);
  const titulo = `Documentos da carga ${card.codigo}`;
  return (
    <Popover opened={opened} onChange={setOpened} width={380} position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Tooltip label={`Documentos (${card.qntDocumentos})`} withinPortal disabled={opened}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={titulo}
            aria-expanded={opened}
            onClick={() => setOpened((value) => !value)}
            // Escape closes it from the button too (Mantine only listens inside the dropdown).
            onKeyDown={(event) => {
              if (event.key === 'Escape' && opened) {
                event.stopPropagation();
                setOpened(false);
              }
            }}
            onDoubleClick={(event) => event.stopPropagation()}
          >
            <IconFileText size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown
        aria-label={titulo}
        role="dialog"
        style={{ maxHeight: '50vh', overflowY: 'auto' }}
        onDoubleClick={(event) => event.stopPropagation()}
        onPointerDown={(event) => event.stopPropagation()}
      >
        <Text size="sm" fw={700} mb="xs">
          {titulo}
        </Text>
        {opened && <ListaDocumentos cargaId={card.id} />}
      </Popover.Dropdown>
    </Popover>
  );
}
