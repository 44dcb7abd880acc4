import {
  isValidCep,
  MESSAGES,
  onlyDigits,
  type TCotacaoFreteEntrada,
  type TCotacaoFreteRequest,
  TipoCargaAntt,
  type TMunicipio,
} from '@embarca/domain';
import { decimalDoCampo, hojeIso } from './formato';

/** The quote form as typed: selects hold codes as text, number inputs '' when empty. */
export interface TCotacaoFormValues {
  origem: TMunicipio | null;
  origemCep: string;
  destino: TMunicipio | null;
  destinoCep: string;
  pesoKg: number | string;
  volumeM3: number | string;
  valorMercadoria: number | string;
  quantidade: number | string;
  tipoVeiculoId: string | null;
  eixos: number | string;
  tipoCargaAntt: string;
  /** 'yyyy-MM-dd' (the date input's value), or null. */
  data: string | null;
  distanciaKm: number | string;
  modalidade: string | null;
}

/** An empty quote: general cargo, today. */
export function cotacaoVazia(hoje: string = hojeIso()): TCotacaoFormValues {
  return {
    origem: null,
    origemCep: '',
    destino: null,
    destinoCep: '',
    pesoKg: '',
    volumeM3: '',
    valorMercadoria: '',
    quantidade: '',
    tipoVeiculoId: null,
    eixos: '',
    tipoCargaAntt: String(TipoCargaAntt.CargaGeral),
    data: hoje,
    distanciaKm: '',
    modalidade: null,
  };
}

const inteiro = (valor: number | string): number | null =>
  valor === '' || valor === null || valor === undefined ? null : Number(valor);

/** The form as the API's body (before the contract normalises it). */
export function requestDaCotacao(valores: TCotacaoFormValues): TCotacaoFreteEntrada {
  return {
    origemIbge: valores.origem?.ibge ?? '',
    origemCep: valores.origemCep ? onlyDigits(valores.origemCep) : null,
    destinoIbge: valores.destino?.ibge ?? '',
    destinoCep: valores.destinoCep ? onlyDigits(valores.destinoCep) : null,
    pesoKg: decimalDoCampo(valores.pesoKg) as string,
    volumeM3: decimalDoCampo(valores.volumeM3),
    valorMercadoria: decimalDoCampo(valores.valorMercadoria),
    quantidade: inteiro(valores.quantidade),
    tipoVeiculoId: valores.tipoVeiculoId ? Number(valores.tipoVeiculoId) : null,
    eixos: inteiro(valores.eixos),
    tipoCargaAntt: Number(valores.tipoCargaAntt) as TCotacaoFreteRequest['tipoCargaAntt'],
    data: valores.data,
    distanciaKm: decimalDoCampo(valores.distanciaKm),
    modalidade: valores.modalidade
      ? (Number(valores.modalidade) as TCotacaoFreteRequest['modalidade'])
      : null,
  };
}

/** The contract's paths where the form's fields are named otherwise. */
const CAMPO_DO_CONTRATO: Record<string, keyof TCotacaoFormValues> = {
  origemIbge: 'origem',
  destinoIbge: 'destino',
};

/** The contract's errors on the form's fields, plus the CEPs typed incompletely. */
export function errosDaCotacao(
  erros: Record<string, string>,
  valores: TCotacaoFormValues,
): Record<string, string> {
  const noFormulario: Record<string, string> = {};
  for (const [caminho, mensagem] of Object.entries(erros)) {
    noFormulario[CAMPO_DO_CONTRATO[caminho] ?? caminho] = mensagem;
  }
  for (const campo of ['origemCep', 'destinoCep'] as const) {
    if (valores[campo] && !isValidCep(valores[campo])) noFormulario[campo] = `CEP: ${MESSAGES.invalidValue}`;
  }
  return noFormulario;
}
