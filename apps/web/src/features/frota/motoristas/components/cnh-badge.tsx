import '@mantine/core/styles/Badge.css';
import { avisoCnh, hojeEmSaoPaulo, type TSituacaoCnh } from '@embarca/domain';
import { Badge } from '@mantine/core';
import { ToneBadge } from '../../../../lib/ui/status-badge';

/**
 * The CNH's expiry as a badge: red when expired, orange when it expires within the company's notice window
 * (`situacao`, as the API answered it under the DiasAvisoVencimento preference); nothing else.
 */
export function CnhBadge({
  validade,
  situacao,
  hoje = hojeEmSaoPaulo(),
}: {
  validade: string | null;
  situacao: TSituacaoCnh;
  hoje?: string;
}) {
  if (situacao !== 'vencida' && situacao !== 'a-vencer') return null;
  // The text only ('CNH vence em 5 dias'): whether to warn is the server's `situacao`.
  const aviso = avisoCnh(validade, hoje, Number.POSITIVE_INFINITY);
  if (!aviso) return null;
  if (situacao === 'a-vencer') return <ToneBadge color="orange">{aviso}</ToneBadge>;
  // White on red.9 (#c92a2a): 5.4:1.
  return (
    <Badge variant="filled" color="red.9" c="white" tt="none" maw="none" style={{ flexShrink: 0 }}>
      {aviso}
    </Badge>
  );
}
