import {
  Modalidade,
  TabelaAntt,
  TipoCargaAntt,
  TipoLocalFrete,
  TipoTarifa,
  type TTabelaFrete,
  type TTabelaFreteLinha,
  type TTabelaFreteLinhaRequest,
  type TTabelaFreteRequest,
} from '@embarca/domain';
import { campoDoDecimal, decimalDoCampo, hojeIso } from './formato';
import type { TLocalForm } from './local-frete';

/** A NumberInput's value: a number, or '' when empty. */
type TNumeroForm = number | string;

/** The table drawer's header as typed (selects hold codes as text; '' carrier = own fleet). */
export interface TTabelaFormValues {
  nome: string;
  transportadoraEmpresaId: string;
  modalidade: string;
  tipoTarifa: string;
  regraId: string | null;
  fatorCubagem: TNumeroForm;
  freteMinimo: TNumeroForm;
  naoOfertarAbaixoDoPiso: boolean;
  tabelaAntt: string;
  tipoCargaAntt: string;
  vigenciaInicio: string | null;
  vigenciaFim: string | null;
  observacoes: string;
}

/** One line in the draft's grid; `chave` is a React key, never sent. */
export interface TLinhaForm {
  chave: string;
  origem: TLocalForm;
  destino: TLocalForm;
  tipoVeiculoId: string | null;
  /** The vehicle type's name as read (a line loaded from the API). */
  tipoVeiculo: string | null;
  pesoInicialKg: TNumeroForm;
  pesoFinalKg: TNumeroForm;
  valor: TNumeroForm;
  excedentePorKg: TNumeroForm;
  prazoDias: TNumeroForm;
}

/** A new table: own fleet, lotação, fixed price per trip, table A general cargo, valid from today. */
export function tabelaVazia(hoje: string = hojeIso()): TTabelaFormValues {
  return {
    nome: '',
    transportadoraEmpresaId: '',
    modalidade: String(Modalidade.Lotacao),
    tipoTarifa: String(TipoTarifa.Fixo),
    regraId: null,
    fatorCubagem: '',
    freteMinimo: '',
    naoOfertarAbaixoDoPiso: false,
    tabelaAntt: TabelaAntt.A,
    tipoCargaAntt: String(TipoCargaAntt.CargaGeral),
    vigenciaInicio: hoje,
    vigenciaFim: null,
    observacoes: '',
  };
}

export function formDaTabela(tabela: TTabelaFrete): TTabelaFormValues {
  return {
    nome: tabela.nome,
    transportadoraEmpresaId: tabela.transportadoraEmpresaId ?? '',
    modalidade: String(tabela.modalidade),
    tipoTarifa: String(tabela.tipoTarifa),
    regraId: tabela.regraId,
    fatorCubagem: campoDoDecimal(tabela.fatorCubagem),
    freteMinimo: campoDoDecimal(tabela.freteMinimo),
    naoOfertarAbaixoDoPiso: tabela.naoOfertarAbaixoDoPiso,
    tabelaAntt: tabela.tabelaAntt,
    tipoCargaAntt: String(tabela.tipoCargaAntt),
    vigenciaInicio: tabela.vigenciaInicio.slice(0, 10),
    vigenciaFim: tabela.vigenciaFim ? tabela.vigenciaFim.slice(0, 10) : null,
    observacoes: tabela.observacoes ?? '',
  };
}

const inteiro = (valor: TNumeroForm): number | null => (valor === '' ? null : Number(valor));

export function requestDaLinha(linha: TLinhaForm): TTabelaFreteLinhaRequest {
  return {
    origemTipo: linha.origem.tipo,
    origemValor: linha.origem.valor,
    destinoTipo: linha.destino.tipo,
    destinoValor: linha.destino.valor,
    tipoVeiculoId: linha.tipoVeiculoId ? Number(linha.tipoVeiculoId) : null,
    pesoInicialKg: decimalDoCampo(linha.pesoInicialKg),
    pesoFinalKg: decimalDoCampo(linha.pesoFinalKg),
    valor: decimalDoCampo(linha.valor) as string,
    excedentePorKg: decimalDoCampo(linha.excedentePorKg),
    prazoDias: inteiro(linha.prazoDias),
  };
}

/**
 * The header as the API's body; `linhas` only when the grid was opened (absent keeps the draft's lines).
 */
export function requestDaTabela(
  valores: TTabelaFormValues,
  linhas: readonly TLinhaForm[] | null,
): TTabelaFreteRequest {
  return {
    nome: valores.nome,
    transportadoraEmpresaId: valores.transportadoraEmpresaId || null,
    modalidade: Number(valores.modalidade) as TTabelaFreteRequest['modalidade'],
    tipoTarifa: Number(valores.tipoTarifa) as TTabelaFreteRequest['tipoTarifa'],
    regraId: valores.regraId || null,
    fatorCubagem: decimalDoCampo(valores.fatorCubagem),
    freteMinimo: decimalDoCampo(valores.freteMinimo),
    naoOfertarAbaixoDoPiso: valores.naoOfertarAbaixoDoPiso,
    tabelaAntt: valores.tabelaAntt as TTabelaFreteRequest['tabelaAntt'],
    tipoCargaAntt: Number(valores.tipoCargaAntt) as TTabelaFreteRequest['tipoCargaAntt'],
    vigenciaInicio: valores.vigenciaInicio ?? (undefined as unknown as string),
    vigenciaFim: valores.vigenciaFim,
    observacoes: valores.observacoes.trim() || null,
    ...(linhas ? { linhas: linhas.map(requestDaLinha) } : {}),
  };
}

let sequencia = 0;
export function novaChave(): string {
  sequencia += 1;
  return `l${sequencia}`;
}

export function linhaVazia(): TLinhaForm {
  return {
    chave: novaChave(),
    origem: { tipo: TipoLocalFrete.Uf, valor: '', descricao: '' },
    destino: { tipo: TipoLocalFrete.Uf, valor: '', descricao: '' },
    tipoVeiculoId: null,
    tipoVeiculo: null,
    pesoInicialKg: '',
    pesoFinalKg: '',
    valor: '',
    excedentePorKg: '',
    prazoDias: '',
  };
}

/** A stored line in the grid. */
export function formDaLinha(linha: TTabelaFreteLinha): TLinhaForm {
  return {
    chave: novaChave(),
    origem: { tipo: linha.origemTipo, valor: linha.origemValor, descricao: linha.origemDescricao },
    destino: { tipo: linha.destinoTipo, valor: linha.destinoValor, descricao: linha.destinoDescricao },
    tipoVeiculoId: linha.tipoVeiculoId === null ? null : String(linha.tipoVeiculoId),
    tipoVeiculo: linha.tipoVeiculo,
    pesoInicialKg: campoDoDecimal(linha.pesoInicialKg),
    pesoFinalKg: campoDoDecimal(linha.pesoFinalKg),
    valor: campoDoDecimal(linha.valor),
    excedentePorKg: campoDoDecimal(linha.excedentePorKg),
    prazoDias: linha.prazoDias ?? '',
  };
}

/** The contract's line paths on the line editor's fields ('origemValor' → the origin's value). */
export const CAMPO_DA_LINHA: Record<string, string> = {
  origemTipo: 'origem',
  origemValor: 'origem',
  destinoTipo: 'destino',
  destinoValor: 'destino',
};
