import { OFERTAS_EM_NEGOCIACAO, SituacaoOfertaCarga } from '../cargas/carga-ofertas.enums';
import {
  AcaoResposta,
  EtapaOferecimento,
  EtapaOfertaRecebida,
  type TAcaoResposta,
  type TEtapaOferecimento,
  type TEtapaOfertaRecebida,
} from './oferecimento.enums';
import type { TVezDaOferta } from './oferecimento.schemas';
import { OFERECIMENTO_MESSAGES } from './oferecimento.schemas';

/** Whose turn an offer is: the carrier's while ofertada, the shipper's after a counter-proposal, nobody's once closed. */
export function vezDaOferta(situacao: number): TVezDaOferta {
  if (situacao === SituacaoOfertaCarga.Ofertada) return 'transportadora';
  if (situacao === SituacaoOfertaCarga.Contraproposta) return 'embarcador';
  return null;
}

/**
 * The shipper board's column of a load: awarded → contratada; a counter-proposal waiting, or an offer the
 * carrier already answered that came back to it (the shipper countered) → em negociação; open offers →
 * ofertada; offers that all ended → encerrada; none → a ofertar.
 */
export function etapaDoOferecimento(input: {
  contratada: boolean;
  /** `respondida`: the carrier has answered this offer at least once (`respondida_em`). */
  ofertas: readonly { situacao: number; respondida: boolean }[];
}): TEtapaOferecimento {
  if (input.contratada || input.ofertas.some((o) => o.situacao === SituacaoOfertaCarga.Contratada))
    return EtapaOferecimento.Contratada;
  const abertas = input.ofertas.filter((o) =>
    (OFERTAS_EM_NEGOCIACAO as readonly number[]).includes(o.situacao),
  );
  if (abertas.some((o) => o.situacao === SituacaoOfertaCarga.Contraproposta || o.respondida))
    return EtapaOferecimento.EmNegociacao;
  if (abertas.length > 0) return EtapaOferecimento.Ofertada;
  if (input.ofertas.length > 0) return EtapaOferecimento.Encerrada;
  return EtapaOferecimento.AOfertar;
}

/** The carrier board's column of an offer it received. */
export function etapaDaOfertaRecebida(situacao: number): TEtapaOfertaRecebida {
  if (situacao === SituacaoOfertaCarga.Ofertada) return EtapaOfertaRecebida.Recebidas;
  if (situacao === SituacaoOfertaCarga.Contraproposta) return EtapaOfertaRecebida.AguardandoEmbarcador;
  if (situacao === SituacaoOfertaCarga.Contratada) return EtapaOfertaRecebida.Ganhas;
  return EtapaOfertaRecebida.Encerradas;
}

/**
 * Whether one side may answer an offer now, else the pt-BR reason (409). The side whose turn it is accepts,
 * counter-proposes or declines; the carrier may also withdraw (decline) while the shipper weighs its proposal.
 * A closed offer or a passed deadline refuses everything.
 */
export function recusaDaResposta(input: {
  lado: 'embarcador' | 'transportadora';
  acao: TAcaoResposta;
  situacao: number;
  prazoResposta: Date | null;
  agora: Date;
}): string | null {
  const vez = vezDaOferta(input.situacao);
  if (vez === null) return OFERECIMENTO_MESSAGES.ofertaEncerrada;
  if (input.prazoResposta && input.prazoResposta.getTime() <= input.agora.getTime())
    return OFERECIMENTO_MESSAGES.prazoEncerrado;
  if (vez === input.lado) return null;
  if (input.lado === 'transportadora' && input.acao === AcaoResposta.Recusar) return null;
  return OFERECIMENTO_MESSAGES.foraDaVez;
}

/**
 * The waterfall's next carrier: the `rodadaAtual`-th of the ranked order (0-based), wrapping around only when
 * repeating is allowed, never beyond `maxRodadas` offers; carriers `indisponiveis` (inactive, off the platform,
 * already awarded elsewhere) are skipped without spending a round. Null when the waterfall is over.
 */
export function proximaDaCascata(input: {
  ordem: readonly string[];
  rodadaAtual: number;
  maxRodadas: number;
  permitirRepetir: boolean;
  indisponiveis?: ReadonlySet<string>;
}): { empresaId: string; rodada: number } | null {
  const candidatos = input.ordem.filter((id) => !input.indisponiveis?.has(id));
  if (candidatos.length === 0) return null;
  const rodada = input.rodadaAtual + 1;
  if (rodada > input.maxRodadas) return null;
  if (!input.permitirRepetir && input.rodadaAtual >= candidatos.length) return null;
  return { empresaId: candidatos[input.rodadaAtual % candidatos.length] as string, rodada };
}
