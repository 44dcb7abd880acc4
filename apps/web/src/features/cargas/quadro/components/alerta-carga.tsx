import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Tooltip.css';
import type { TCargaQuadroCard } from '@embarca/domain';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { withDrawer } from '../../../../lib/navigation/drawer-routes';

function plural(count: number, singular: string, pluralText: string): string {
  return `${count} ${count === 1 ? singular : pluralText}`;
}

/** 'Possui 2 ocorrências e 1 alerta em aberto.' */
export function textoAlerta(card: Pick<TCargaQuadroCard, 'qntOcorrencias' | 'alertasEmAberto'>): string {
  const parts: string[] = [];
  if (card.qntOcorrencias > 0) parts.push(plural(card.qntOcorrencias, 'ocorrência', 'ocorrências'));
  if (card.alertasEmAberto > 0)
    parts.push(plural(card.alertasEmAberto, 'alerta em aberto', 'alertas em aberto'));
  return `Possui ${parts.join(' e ')}.`;
}

const ESTILO_ICONE = { display: 'inline-flex', color: 'var(--mantine-color-red-6)', padding: 3 } as const;

/**
 * The card's alert icon (02 §2): shown when the load has occurrences or open alerts; a link to the
 * occurrence drawer only when the card names an occurrence, otherwise a plain icon with a tooltip.
 */
export function AlertaCarga({ card, estatica = false }: { card: TCargaQuadroCard; estatica?: boolean }) {
  const location = useLocation();
  if (card.qntOcorrencias <= 0 && card.alertasEmAberto <= 0) return null;
  const texto = textoAlerta(card);
  // In a picture of the card (a quick search option) the alert is told, not a control.
  if (estatica) {
    return (
      <span role="img" aria-label={texto} title={texto} style={ESTILO_ICONE}>
        <IconAlertTriangle size={16} aria-hidden="true" />
      </span>
    );
  }
  if (card.ocorrenciaId) {
    return (
      <Tooltip label={texto} withinPortal>
        <ActionIcon
          component={Link}
          to={{ search: withDrawer(location.search, `cargas/ocorrencia/${card.ocorrenciaId}`) }}
          state={{ drawerOpened: true }}
          variant="subtle"
          color="red"
          size="sm"
          aria-label={`Ver ocorrência da carga ${card.codigo}. ${texto}`}
        >
          <IconAlertTriangle size={16} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Tooltip label={texto} withinPortal>
      {/* Focusable so keyboard users reach the tooltip; not a control. */}
      <span
        role="img"
        aria-label={texto}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip must be reachable by keyboard.
        tabIndex={0}
        style={ESTILO_ICONE}
      >
        <IconAlertTriangle size={16} aria-hidden="true" />
      </span>
    </Tooltip>
  );
}
