import '@mantine/core/styles/Tooltip.css';
import {
  SITUACAO_PEDIDO_LABELS,
  SituacaoPedido,
  TIPO_FRETE_LABELS,
  type TSituacaoPedido,
  type TTipoFrete,
} from '@embarca/domain';
import { Box, Tooltip } from '@mantine/core';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { ToneBadge } from '../../../../lib/ui/status-badge';

export const COORDENADAS_APROXIMADAS = 'Coordenadas aproximadas (sede do município)';

/** 'Campinas/SP' (or the one present, or '—'). */
export function cidadeUf(cidade: string | null, uf: string | null): string {
  return [cidade, uf].filter(Boolean).join('/') || '—';
}

export const tipoFreteTexto = (tipo: number) => TIPO_FRETE_LABELS[tipo as TTipoFrete] ?? '—';

const COR_SITUACAO: Record<TSituacaoPedido, string> = {
  [SituacaoPedido.Aberto]: 'blue',
  [SituacaoPedido.EmMinuta]: 'yellow',
  [SituacaoPedido.EmCarga]: 'teal',
  [SituacaoPedido.Inativo]: 'gray',
};

/** Aberto / Em minuta / Em carga / Inativo as a badge. */
export function SituacaoPedidoBadge({ situacao }: { situacao: TSituacaoPedido }) {
  return <ToneBadge color={COR_SITUACAO[situacao]}>{SITUACAO_PEDIDO_LABELS[situacao]}</ToneBadge>;
}

/** The icon beside a place whose coordinates are the municipality's seat: its text in a tooltip and as its name. */
export function CoordenadasAproximadas() {
  return (
    <Tooltip label={COORDENADAS_APROXIMADAS} openDelay={50} withinPortal>
      <Box
        component="span"
        role="img"
        aria-label={COORDENADAS_APROXIMADAS}
        tabIndex={0}
        c="orange.9"
        style={{ display: 'inline-flex', verticalAlign: 'middle' }}
      >
        <IconMapPinQuestion size={16} aria-hidden="true" />
      </Box>
    </Tooltip>
  );
}
