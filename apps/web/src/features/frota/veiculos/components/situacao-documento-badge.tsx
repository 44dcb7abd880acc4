import type { SituacaoDocumentoVeiculo } from '@embarca/domain';
import { ToneBadge } from '../../../../lib/ui/status-badge';

const SITUACAO: Record<SituacaoDocumentoVeiculo, { cor: string; texto: string } | null> = {
  vencido: { cor: 'red', texto: 'Vencido' },
  'a-vencer': { cor: 'yellow', texto: 'A vencer' },
  valido: { cor: 'green', texto: 'Em dia' },
  'sem-validade': null,
};

/** A document's (or a vehicle's worst document's) expiry state as a badge; nothing without an expiry. */
export function SituacaoDocumentoBadge({
  situacao,
  prefixo = '',
}: {
  situacao: SituacaoDocumentoVeiculo | null;
  prefixo?: string;
}) {
  const badge = situacao ? SITUACAO[situacao] : null;
  if (!badge) return null;
  return <ToneBadge color={badge.cor}>{`${prefixo}${badge.texto}`}</ToneBadge>;
}
