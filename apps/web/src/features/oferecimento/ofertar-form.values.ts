import {
  ComportamentoOferecimento,
  TipoOferta,
  type TSugestaoOferecimento,
  ZOfertarCargaBody,
  ZResponderOfertaBody,
} from '@embarca/domain';
import { schemaErrors } from '../../lib/schema-form';
import { instanteDaParede, paredeDoInstante } from '../cargas/cadastro/data-hora';
import { campoDoDecimal, decimalDoCampo } from '../tabela-frete/formato';

/** The offer form as Mantine holds it (selects as text, numbers as NumberInput values, the deadline as wall clock). */
export interface TOfertarFormValues {
  comportamento: string;
  tipo: string;
  transportadoraEmpresaIds: string[];
  grupoId: string | null;
  valorAlvo: number | string;
  /** 'YYYY-MM-DD HH:mm:ss' in São Paulo. */
  prazoResposta: string | null;
  observacao: string;
  prazoMinutos: number | string;
  maxRodadas: number | string;
  permitirRepetir: boolean;
}

/** What POST …/oferecer takes, as sent (decimal strings, ISO instants). */
export interface TOfertarCargaEnvio {
  comportamento: number;
  tipo?: number;
  transportadoraEmpresaIds?: string[];
  grupoId?: string | null;
  valorAlvo?: string | null;
  prazoResposta?: string | null;
  prazoMinutos?: number;
  maxRodadas?: number;
  permitirRepetir?: boolean;
  observacao?: string | null;
}

/** Default answer window of a manual offer: 24 h from now. */
const PRAZO_PADRAO_MS = 24 * 60 * 60_000;
export const PRAZO_MINUTOS_PADRAO = 60;
export const MAX_RODADAS_PADRAO = 5;

/** The form on opening: the suggestion's behaviour and table value, a deadline 24 h away. */
export function valoresIniciais(
  sugestao: TSugestaoOferecimento | undefined,
  agora: Date = new Date(),
): TOfertarFormValues {
  return {
    comportamento: String(sugestao?.comportamento ?? ComportamentoOferecimento.Manual),
    tipo: String(TipoOferta.Restrita),
    transportadoraEmpresaIds: [],
    grupoId: null,
    valorAlvo: campoDoDecimal(sugestao?.valorAlvo),
    prazoResposta: paredeDoInstante(new Date(agora.getTime() + PRAZO_PADRAO_MS)),
    observacao: '',
    prazoMinutos: PRAZO_MINUTOS_PADRAO,
    maxRodadas: MAX_RODADAS_PADRAO,
    permitirRepetir: false,
  };
}

const inteiroOuNada = (valor: number | string): number | undefined =>
  valor === '' || valor === null || valor === undefined ? undefined : Number(valor);

/** The request of the form: only the fields the chosen behaviour uses. */
export function envioDaOferta(valores: TOfertarFormValues): TOfertarCargaEnvio {
  const comportamento = Number(valores.comportamento);
  const observacao = valores.observacao.trim() || null;
  if (comportamento === ComportamentoOferecimento.TabelaFrete) return { comportamento, observacao };
  if (comportamento === ComportamentoOferecimento.Automatico)
    return {
      comportamento,
      transportadoraEmpresaIds: valores.transportadoraEmpresaIds,
      valorAlvo: decimalDoCampo(valores.valorAlvo),
      prazoMinutos: inteiroOuNada(valores.prazoMinutos),
      maxRodadas: inteiroOuNada(valores.maxRodadas),
      permitirRepetir: valores.permitirRepetir,
      observacao,
    };
  return {
    comportamento,
    tipo: Number(valores.tipo),
    transportadoraEmpresaIds: valores.transportadoraEmpresaIds,
    grupoId: Number(valores.tipo) === TipoOferta.Direcionada ? null : valores.grupoId,
    valorAlvo: decimalDoCampo(valores.valorAlvo),
    prazoResposta: valores.prazoResposta
      ? (instanteDaParede(valores.prazoResposta) ?? valores.prazoResposta)
      : null,
    observacao,
  };
}

/** The domain's messages of the offer, by the form's field names (empty when valid). */
export const errosDaOferta = (valores: TOfertarFormValues) =>
  schemaErrors(ZOfertarCargaBody, envioDaOferta(valores));

/** An answer as sent: the value as a decimal string, the comment trimmed. */
export interface TResponderEnvio {
  acao: 'aceitar' | 'contrapropor' | 'recusar';
  valor?: string | null;
  comentario?: string | null;
}

export function envioDaResposta(
  acao: TResponderEnvio['acao'],
  valores: { valor: number | string; comentario: string },
): TResponderEnvio {
  return {
    acao,
    ...(acao === 'contrapropor' ? { valor: decimalDoCampo(valores.valor) } : {}),
    comentario: valores.comentario.trim() || null,
  };
}

/** The domain's messages of an answer (a counter-proposal's value, a refusal's reason). */
export const errosDaResposta = (envio: TResponderEnvio) => schemaErrors(ZResponderOfertaBody, envio);
