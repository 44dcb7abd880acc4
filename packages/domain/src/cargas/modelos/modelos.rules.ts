import {
  formatBRL,
  formatDate,
  formatNumber,
  formatPhone,
  formatSla,
  formatVolume,
  formatWeight,
  parseBrDate,
} from '../../shared/formatters';
import { successMessage } from '../../shared/messages';
import { datasDaRota } from '../cadastro/cadastro.rules';
import type {
  TCadastroCarga,
  TCadastroCargaDocumento,
  TCadastroCargaInput,
  TCadastroCargaRotaPonto,
  TCadastroCargaRotaPontoInput,
} from '../cadastro/cadastro.schemas';
import { TIPO_FRETE_LABELS, TIPO_ROTA_LABELS, type TTipoFrete, type TTipoRota } from '../cargas.enums';

/**
 * Cargo templates and lots (02 §3 "Lot and template", §7 "Lots and templates"; 01 §2, §3 "Cargo template").
 *
 * A template's `model` is the load register payload (ZCadastroCarga) saved without what identifies one
 * shipment. Its route dates are kept as saved: what matters is each point's time of day and its distance
 * in days from the origin. When a template is used, every route date is moved by the same whole number of
 * days so that the origin falls on the chosen collection day (a lot) or on tomorrow (a template opened in
 * the form). Days are calendar days in America/Sao_Paulo, which has had no daylight saving time since
 * 2019, so a whole-day shift keeps every local time of day.
 */

const DIA_MS = 86_400_000;

/** The pt-BR item names of the success templates. */
export const ITEM_MODELO_CARGA = 'Modelo de carga';
export const ITEM_LOTE = 'Lote';

/** The lots' own validation texts (pt-BR), shared by the API and the web dialog. */
export const MODELOS_LOTES_MESSAGES = {
  datasObrigatorias: 'Informe ao menos uma data de coleta.',
  maxDatas: 'Informe no máximo 31 datas de coleta.',
  datasRepetidas: 'Informe datas de coleta diferentes.',
  dataPassada: 'Informe datas de coleta a partir de hoje.',
  periodoInvalido: 'A data final deve ser igual ou posterior à data inicial.',
  periodoMaximo: 'Informe um período de até 92 dias.',
  loteSemCargasAtivas: 'O lote não possui cargas ativas para desativar.',
} as const;

/** At most 31 collection dates per lot (one month of daily loads). */
export const LOTE_MAX_DATAS = 31;
/** The time grid covers at most 92 days (a quarter). */
export const GRADE_MAX_DIAS = 92;

// ------------------------------------------------------------------------------------- calendar days

/** A calendar day 'yyyy-MM-dd' (no time, no zone). */
export type TDia = string;

/** True for a real calendar day written 'yyyy-MM-dd'. */
export function diaValido(dia: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dia);
  if (!match) return false;
  return parseBrDate(`${match[3]}/${match[2]}/${match[1]}`) !== null;
}

/** The calendar day of an instant in São Paulo: 2026-03-10T02:00Z → '2026-03-09'. */
export function diaEmSaoPaulo(instante: Date | string): TDia {
  return parseBrDate(formatDate(instante)) ?? '';
}

const utcDoDia = (dia: TDia): number => Date.parse(`${dia}T00:00:00Z`);

/** `b − a` in whole days ('2026-03-01' → '2026-03-04' = 3). */
export function diasEntre(a: TDia, b: TDia): number {
  return Math.round((utcDoDia(b) - utcDoDia(a)) / DIA_MS);
}

/** The day `n` days after `dia` (negative goes back). */
export function somarDias(dia: TDia, n: number): TDia {
  return new Date(utcDoDia(dia) + n * DIA_MS).toISOString().slice(0, 10);
}

/** Every day from `inicio` to `fim`, both included (empty when `fim` is before `inicio`). */
export function diasDoPeriodo(inicio: TDia, fim: TDia): TDia[] {
  const total = diasEntre(inicio, fim);
  return Array.from({ length: Math.max(total + 1, 0) }, (_, i) => somarDias(inicio, i));
}

/** Tomorrow in São Paulo: the day a template opened in the form is re-based on. */
export function amanhaEmSaoPaulo(agora: Date): TDia {
  return somarDias(diaEmSaoPaulo(agora), 1);
}

/** The collection dates that are before today in São Paulo (a lot creates loads from today on). */
export function datasAnterioresA(datas: readonly TDia[], hoje: TDia): TDia[] {
  return datas.filter((dia) => diasEntre(hoje, dia) < 0);
}

// ------------------------------------------------------------------------------------- route dates

type Instante = string | Date;
const iso = (valor: Instante): string => new Date(valor).toISOString();
const mais = (valor: Instante, dias: number): string =>
  new Date(new Date(valor).getTime() + dias * DIA_MS).toISOString();

/** The route points with every planned date moved by `dias` whole days (ISO strings). */
export function deslocarRota<P extends { dhInicio: Instante; dhFim?: Instante | null | undefined }>(
  pontos: readonly P[],
  dias: number,
): (Omit<P, 'dhInicio' | 'dhFim'> & { dhInicio: string; dhFim?: string })[] {
  return pontos.map(({ dhInicio, dhFim, ...resto }) => ({
    ...resto,
    dhInicio: mais(dhInicio, dias),
    ...(dhFim ? { dhFim: mais(dhFim, dias) } : {}),
  }));
}

/** How many days the route must move for its origin to fall on `diaColeta` (0 for an empty route). */
export function deslocamentoParaColeta(pontos: readonly { dhInicio: Instante }[], diaColeta: TDia): number {
  const origem = pontos[0];
  return origem ? diasEntre(diaEmSaoPaulo(origem.dhInicio), diaColeta) : 0;
}

/**
 * The route re-based on a collection day: the origin on `diaColeta`, every other date the same number of
 * days after it as in the template, each at its own time of day.
 */
export function rebasearRota<P extends { dhInicio: Instante; dhFim?: Instante | null | undefined }>(
  pontos: readonly P[],
  diaColeta: TDia,
) {
  return deslocarRota(pontos, deslocamentoParaColeta(pontos, diaColeta));
}

// ------------------------------------------------------------------------------------- templates

/** A template's model as stored and sent: the register payload's input shape (dates as ISO strings). */
export type TModeloCarga = TCadastroCargaInput;

/**
 * "Saving a template clears ids and codes" (02 §7). The payload has no ids of its own (the load id and
 * version of an edit are not part of it), so what is cleared is what identifies one shipment: each
 * document's code, number, NF number and NF key. The items' codes (product codes) and the load's
 * identifier code stay: the template detail shows the identifier code (01 §2), so it belongs to the
 * template. Dates become ISO strings (the stored JSON).
 */
export function modeloDeCadastro(cadastro: TCadastroCarga): TModeloCarga {
  const { origemDestino, documentos, ...resto } = cadastro;
  return {
    ...resto,
    origemDestino: origemDestino.map(pontoParaJson),
    documentos: documentos.map(documentoSemIdentificacao),
  };
}

function pontoParaJson(ponto: TCadastroCargaRotaPonto): TCadastroCargaRotaPontoInput {
  const { dhInicio, dhFim, ...resto } = ponto;
  return { ...resto, dhInicio: iso(dhInicio), ...(dhFim ? { dhFim: iso(dhFim) } : {}) };
}

function documentoSemIdentificacao(documento: TCadastroCargaDocumento) {
  const { codigo: _codigo, numeroNf: _numeroNf, chaveNf: _chaveNf, ...resto } = documento;
  return { ...resto, numero: '' };
}

/**
 * The template as the register form opens it (`cargas/cadastro-carga/new/{templateId}`): the route
 * re-based on tomorrow (São Paulo); the documents keep their contents and wait for their new numbers.
 */
export function dadosDoModeloParaFormulario(model: TModeloCarga, agora: Date): TModeloCarga {
  return { ...model, origemDestino: rebasearRota(model.origemDestino, amanhaEmSaoPaulo(agora)) };
}

/**
 * The register payload of one load of a lot: the template's route re-based on the collection day.
 * Documents are left out: they are identified by their numbers, which no template knows (the user
 * adds them to each load when they exist).
 */
export function cadastroDoModeloNoDia(model: TModeloCarga, diaColeta: TDia): TCadastroCargaInput {
  return { ...model, origemDestino: rebasearRota(model.origemDestino, diaColeta), documentos: [] };
}

// ------------------------------------------------------------------------------------- lots

/** One row of the time grid: the collection day and the planned dates of every route point. */
export interface TGradeHorario {
  data: TDia;
  /** The origin's planned date (ISO). */
  coleta: string;
  /** The final destination's planned date (ISO). */
  entrega: string;
  pontos: { ordem: number; rota: TTipoRota; dhInicio: string; dhFim: string | null }[];
}

/**
 * The collection/delivery time grid a lot would create (GET /cargalote/listarGradeHorarios): one row per
 * collection day, each with the template's route re-based on it.
 */
export function gradeHorarios(
  pontos: readonly TCadastroCargaRotaPontoInput[],
  dias: readonly TDia[],
): TGradeHorario[] {
  return dias.map((data) => {
    const rota = rebasearRota(pontos, data);
    const { coleta, entrega } = datasDaRota(rota);
    return {
      data,
      coleta: coleta ?? '',
      entrega: entrega ?? '',
      pontos: rota.map((ponto, index) => ({
        ordem: index + 1,
        rota: ponto.rota as TTipoRota,
        dhInicio: ponto.dhInicio,
        dhFim: ponto.dhFim ?? null,
      })),
    };
  });
}

/** 'Lote com 3 cargas cadastrado com sucesso!' (the success template with the count). */
export function loteCriadoMessage(quantidade: number): string {
  return successMessage('created', `${ITEM_LOTE} com ${quantidade} ${quantidade === 1 ? 'carga' : 'cargas'}`);
}

// ------------------------------------------------------------------------------------- detail

/** A route point of a template as the catalogue lists it (company name from the list answer). */
export interface TModeloCargaPontoView {
  rota: number;
  empresa?: string | null | undefined;
  localidade?: string | null | undefined;
  cidade?: string | null | undefined;
  uf?: string | null | undefined;
}

/** The template detail of the quick-create catalogue (01 §2), every value formatted pt-BR ('' when absent). */
export interface TResumoModeloCarga {
  tipoFrete: string;
  pesoBruto: string;
  volume: string;
  quantidade: string;
  codIdentificador: string;
  valorFrete: string;
  valorTotalFrete: string;
  impostoSuspenso: string;
  contato: string;
  telefone: string;
  email: string;
  distancia: string;
  tempo: string;
  pontos: { tipo: string; empresa: string; localidade: string }[];
}

/** Distance in km with exactly 2 decimals, as the template detail shows it (02 §9): 152300 → '152,30 km'. */
export function formatDistanciaKm(metros: number | null | undefined): string {
  if (typeof metros !== 'number' || !Number.isFinite(metros)) return '';
  return `${formatNumber(metros / 1000, 2, 2)} km`;
}

interface ModeloParaResumo {
  carga?: Partial<
    Pick<
      TCadastroCargaInput['carga'],
      'tipoFrete' | 'pesoBruto' | 'volume' | 'volumeUnidade' | 'acondicionamentoQtd' | 'codIdentificador'
    >
  >;
  pagamento?: Partial<
    Pick<NonNullable<TCadastroCargaInput['pagamento']>, 'valorFrete' | 'valorTotalFrete' | 'impostoSuspenso'>
  >;
  contatos?: Partial<Pick<NonNullable<TCadastroCargaInput['contatos']>, 'contato' | 'telefone' | 'email'>>;
  distancia?: number | null | undefined;
  tempo?: number | null | undefined;
  origemDestino?: readonly TModeloCargaPontoView[];
}

/**
 * The template detail (01 §2): freight type, gross weight, volume, quantity, identifier code, freight
 * value, total freight value, suspended tax, contacts, distance (km, 2 decimals), travel time (minutes as
 * days/hours/minutes) and the route points (origin, stop, final destination) with company and place.
 */
export function resumoModeloCarga(model: ModeloParaResumo): TResumoModeloCarga {
  const carga = model.carga ?? {};
  const pagamento = model.pagamento ?? {};
  const contatos = model.contatos ?? {};
  return {
    tipoFrete: carga.tipoFrete ? (TIPO_FRETE_LABELS[carga.tipoFrete as TTipoFrete] ?? '') : '',
    pesoBruto: formatWeight(carga.pesoBruto),
    volume: formatVolume(carga.volume, carga.volumeUnidade ?? undefined),
    quantidade: formatNumber(carga.acondicionamentoQtd, 0),
    codIdentificador: carga.codIdentificador ?? '',
    valorFrete: formatBRL(pagamento.valorFrete),
    valorTotalFrete: formatBRL(pagamento.valorTotalFrete),
    impostoSuspenso: pagamento.impostoSuspenso ? 'Sim' : 'Não',
    contato: contatos.contato ?? '',
    telefone: formatPhone(contatos.telefone),
    email: contatos.email ?? '',
    distancia: formatDistanciaKm(model.distancia),
    tempo: formatSla(model.tempo),
    pontos: (model.origemDestino ?? []).map((ponto) => ({
      tipo: TIPO_ROTA_LABELS[ponto.rota as TTipoRota] ?? '',
      empresa: ponto.empresa ?? '',
      localidade: [ponto.localidade, [ponto.cidade, ponto.uf].filter(Boolean).join('/')]
        .filter(Boolean)
        .join(' — '),
    })),
  };
}
