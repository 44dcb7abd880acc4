import {
  AcaoResposta,
  isOfertaEmNegociacao,
  OFERECIMENTO_MESSAGES,
  recusaDaResposta,
  type TAcaoResposta,
  type TVezDaOferta,
} from '@embarca/domain';

/** Which side of an offer the screen is: the shipper (all of a load's offers) or the carrier (its own). */
export type TLadoOferta = 'embarcador' | 'transportadora';

/** The offer as the actions need it (a thread entry or a card carries the same fields). */
export interface TOfertaParaAcoes {
  situacao: number;
  vez: TVezDaOferta;
  prazoResposta: string | null;
  valorAlvo: string | null;
  valorProposto: string | null;
}

/** The buttons an offer shows to one side now. */
export interface TAcoesDaOferta {
  aceitar: boolean;
  contrapropor: boolean;
  recusar: boolean;
  /** The shipper withdraws one open offer. */
  cancelar: boolean;
  /** The carrier's 'recusar' while the shipper weighs its proposal reads as withdrawing. */
  desistir: boolean;
  /** Why nothing can be answered now (closed, past the deadline, the other side's turn), or null. */
  motivo: string | null;
}

/** The value an accept would close at: the carrier's proposal for the shipper, the shipper's value for the carrier. */
export function valorParaAceitar(oferta: TOfertaParaAcoes, lado: TLadoOferta): string | null {
  return lado === 'embarcador' ? oferta.valorProposto : oferta.valorAlvo;
}

/**
 * The actions of an offer for one side, by the domain's turn rule (`recusaDaResposta`, the one the API
 * applies): the side whose turn it is accepts (when there is a value to accept), counter-proposes or
 * declines; the carrier may withdraw while waiting; the shipper cancels any open offer.
 */
export function acoesDaOferta(
  oferta: TOfertaParaAcoes,
  lado: TLadoOferta,
  agora: Date = new Date(),
): TAcoesDaOferta {
  const prazo = oferta.prazoResposta ? new Date(oferta.prazoResposta) : null;
  const pode = (acao: TAcaoResposta) =>
    recusaDaResposta({ lado, acao, situacao: oferta.situacao, prazoResposta: prazo, agora }) === null;
  const minhaVez = oferta.vez === lado;
  const aceitar = pode(AcaoResposta.Aceitar) && valorParaAceitar(oferta, lado) !== null;
  const contrapropor = pode(AcaoResposta.Contrapropor);
  const recusarPermitido = pode(AcaoResposta.Recusar);
  const cancelar = lado === 'embarcador' && isOfertaEmNegociacao(oferta.situacao);
  const motivo =
    aceitar || contrapropor || recusarPermitido
      ? null
      : recusaDaResposta({
          lado,
          acao: AcaoResposta.Contrapropor,
          situacao: oferta.situacao,
          prazoResposta: prazo,
          agora,
        });
  return {
    aceitar,
    contrapropor,
    recusar: recusarPermitido && minhaVez,
    desistir: recusarPermitido && !minhaVez,
    cancelar,
    motivo: motivo ?? (pode(AcaoResposta.Aceitar) ? OFERECIMENTO_MESSAGES.semValorParaAceitar : null),
  };
}

/** A deadline as the cards and drawers show it. */
export interface TPrazoExibido {
  /** 'em 45 min', 'em 3 h 10 min', 'em 2 dias', 'vencido há 5 min'. */
  relativo: string;
  /** 'dd/MM/aaaa HH:mm' (São Paulo). */
  absoluto: string;
  /** Less than an hour left (still open): the cards paint it red. */
  urgente: boolean;
  vencido: boolean;
}

const MINUTO = 60_000;

function duracao(ms: number): string {
  const minutos = Math.max(0, Math.round(ms / MINUTO));
  if (minutos < 60) return `${minutos} min`;
  const horas = Math.floor(minutos / 60);
  if (horas < 48) {
    const resto = minutos % 60;
    return resto ? `${horas} h ${resto} min` : `${horas} h`;
  }
  return `${Math.floor(horas / 24)} dias`;
}

/** The deadline relative to now and absolute; null without a deadline. */
export function prazoExibido(
  prazo: string | null | undefined,
  formatar: (valor: string) => string,
  agora: Date = new Date(),
): TPrazoExibido | null {
  if (!prazo) return null;
  const instante = new Date(prazo);
  if (Number.isNaN(instante.getTime())) return null;
  const restante = instante.getTime() - agora.getTime();
  const vencido = restante <= 0;
  return {
    relativo: vencido ? `vencido há ${duracao(-restante)}` : `em ${duracao(restante)}`,
    absoluto: formatar(prazo),
    urgente: !vencido && restante < 60 * MINUTO,
    vencido,
  };
}
