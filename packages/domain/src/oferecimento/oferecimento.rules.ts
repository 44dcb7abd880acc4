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

/** What the shipper board's column of a load rests on: counts over its offers (SQL can aggregate them). */
export interface ResumoDasOfertas {
  contratada: boolean;
  /** Every offer of the load. */
  total: number;
  /** Open offers (ofertada, contraproposta). */
  abertas: number;
  /** Open offers in negotiation: a counter-proposal waiting, or one the carrier answered that came back to it. */
  negociando: number;
  /** Offers contratada. */
  contratadas: number;
}

/**
 * The shipper board's column of a load: awarded → contratada; an open offer in negotiation → em negociação;
 * open offers → ofertada; offers that all ended → encerrada; none → a ofertar.
 */
export function etapaDoResumo(resumo: ResumoDasOfertas): TEtapaOferecimento {
  if (resumo.contratada || resumo.contratadas > 0) return EtapaOferecimento.Contratada;
  if (resumo.negociando > 0) return EtapaOferecimento.EmNegociacao;
  if (resumo.abertas > 0) return EtapaOferecimento.Ofertada;
  if (resumo.total > 0) return EtapaOferecimento.Encerrada;
  return EtapaOferecimento.AOfertar;
}

/** An open offer in negotiation: a counter-proposal waiting, or one the carrier answered that came back to it. */
export function emNegociacao(oferta: { situacao: number; respondida: boolean }): boolean {
  return (
    oferta.situacao === SituacaoOfertaCarga.Contraproposta ||
    (oferta.situacao === SituacaoOfertaCarga.Ofertada && oferta.respondida)
  );
}

/** The column of a load from its offers (`respondida`: the carrier has answered it at least once). */
export function etapaDoOferecimento(input: {
  contratada: boolean;
  ofertas: readonly { situacao: number; respondida: boolean }[];
}): TEtapaOferecimento {
  const abertas = input.ofertas.filter((o) =>
    (OFERTAS_EM_NEGOCIACAO as readonly number[]).includes(o.situacao),
  );
  return etapaDoResumo({
    contratada: input.contratada,
    total: input.ofertas.length,
    abertas: abertas.length,
    negociando: abertas.filter(emNegociacao).length,
    contratadas: input.ofertas.filter((o) => o.situacao === SituacaoOfertaCarga.Contratada).length,
  });
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
