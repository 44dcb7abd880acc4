import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROMANEIO_TEXTOS } from '../romaneio.texts';
import { MINHAS_CARGAS_PATH } from '../romaneio-params';
import classes from './romaneio.module.css';

export interface RomaneioBarraProps {
  onBaixarPdf: () => void;
  gerandoPdf: boolean;
  /** With/without items switch (the single-load manifest); absent on the unified manifest. */
  comItens?: { valor: boolean; onChange: (comItens: boolean) => void };
}

/** The manifest's toolbar (not printed): back, with/without items, 'Imprimir', 'Baixar PDF'. */
export function RomaneioBarra({ onBaixarPdf, gerandoPdf, comItens }: RomaneioBarraProps) {
  return (
    <Group
      className={`${classes.barra} ${classes.naoImprimir}`}
      justify="space-between"
      gap="sm"
      role="toolbar"
      aria-label="Ações do romaneio"
    >
      <Button
        component={Link}
        to={MINHAS_CARGAS_PATH}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      >
        {ROMANEIO_TEXTOS.voltar}
      </Button>
      <Group gap="sm">
        {comItens && (
          <SegmentedControl
            aria-label="Itens dos documentos"
            value={comItens.valor ? 'com' : 'sem'}
            onChange={(valor) => comItens.onChange(valor === 'com')}
            data={[
              { value: 'com', label: ROMANEIO_TEXTOS.comItens },
              { value: 'sem', label: ROMANEIO_TEXTOS.semItens },
            ]}
          />
        )}
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden="true" />}
          onClick={() => window.print()}
        >
          {ROMANEIO_TEXTOS.imprimir}
        </Button>
        <Button
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={onBaixarPdf}
          loading={gerandoPdf}
          loaderProps={{ 'aria-label': ROMANEIO_TEXTOS.gerandoPdf }}
        >
          {ROMANEIO_TEXTOS.baixarPdf}
        </Button>
      </Group>
    </Group>
  );
}
