import { type TCargaRotaPonto, TIPO_ROTA_LABELS, type TTipoRota } from '@embarca/domain';

/** A route point as the attachment form and list name it: '3. Destino final — Cliente Final Ltda'. */
export function rotuloDoPonto(ponto: TCargaRotaPonto): string {
  const tipo = TIPO_ROTA_LABELS[ponto.rota as TTipoRota] ?? 'Ponto';
  const cidade = [ponto.cidade, ponto.uf].filter(Boolean).join('/');
  const onde = ponto.empresa?.nome ?? ponto.localidade ?? (cidade || 'Local não informado');
  return `${ponto.ordem}. ${tipo} — ${onde}`;
}

/** The load's route points in route order, as select options. */
export function opcoesDePontos(rotas: readonly TCargaRotaPonto[]) {
  return [...rotas]
    .sort((a, b) => a.ordem - b.ordem)
    .map((ponto) => ({ value: ponto.id, label: rotuloDoPonto(ponto) }));
}
