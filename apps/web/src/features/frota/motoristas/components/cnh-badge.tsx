import '@mantine/core/styles/Badge.css';
import { avisoCnh, hojeEmSaoPaulo, situacaoCnh } from '@embarca/domain';
import { Badge } from '@mantine/core';
import { ToneBadge } from '../../../../lib/ui/status-badge';

/** The CNH's expiry as a badge: red when expired, orange when it expires within 30 days; nothing else. */
export function CnhBadge({ validade, hoje = hojeEmSaoPaulo() }: { validade: string | null; hoje?: string }) {
  const aviso = avisoCnh(validade, hoje);
  if (!aviso) return null;
  if (situacaoCnh(validade, hoje) !== 'vencida') return <ToneBadge color="orange">{aviso}</ToneBadge>;
  // White on red.9 (#c92a2a): 5.4:1.
  return (
    <Badge variant="filled" color="red.9" c="white" tt="none" maw="none" style={{ flexShrink: 0 }}>
      {aviso}
    </Badge>
  );
}
