import Big from 'big.js';
import type { TModalidade } from '../cargas/cargas.enums';
import { MESSAGES, requiredMessage } from '../shared/messages';
import { isUf, UF_INVALIDA } from '../shared/uf';
import type { LinhaDaTabela } from './precificacao';
import { TipoLocalFrete, type TTipoLocalFrete } from './tabela-frete.enums';

/**
 * The checks of a freight table's lines before they are saved or imported (issue 19): figures, lane values
 * and overlapping weight bands. Messages are pt-BR and name their field. A table can have 20,000 lines, so
 * the overlap check sorts once (lane, then band start) instead of comparing every pair.
 */

/** A Big constructor of the rules' own, so the global Big settings are never changed. */
const D = Big();
D.RM = Big.roundHalfUp;
type Decimal = Big.Big;

/** The largest price a line accepts. */
export const VALOR_MAXIMO_LINHA = 10_000_000;

export const LINHAS_MESSAGES = {
  faixaCepInvalida: 'Faixa de CEP inválida',
  municipioInvalido: 'Município (IBGE) inválido',
  regiaoInvalida: 'Região inválida',
  faixaSobreposta: (linha: number) => `Faixa de peso sobreposta à linha ${linha}`,
} as const;

/** One problem of one line: its index in the list (0-based), the field and the pt-BR message. */
export interface ErroDeLinha {
  indice: number;
  campo: string;
  mensagem: string;
}

/** What the checks read of a line (the engine's line without id and lead time). */
export type LinhaParaValidar = Pick<
  LinhaDaTabela,
  | 'origemTipo'
  | 'origemValor'
  | 'destinoTipo'
  | 'destinoValor'
  | 'tipoVeiculoId'
  | 'pesoInicialKg'
  | 'pesoFinalKg'
  | 'valor'
> & { excedentePorKg?: string | null };

const FAIXA_CEP = /^(\d{5})-?(\d{3})\s*-\s*(\d{5})-?(\d{3})$/;
const IBGE = /^\d{7}$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/**
 * A CEP range '01000000-09999999' (each CEP may be written '01000-000') as two integers, or null when
 * malformed. A reversed range is returned as read: `validarLinhas` reports it.
 */
export function parseFaixaCep(valor: string): { inicio: number; fim: number } | null {
  const match = FAIXA_CEP.exec(valor.trim());
  if (!match) return null;
  const [, a = '', b = '', c = '', d = ''] = match;
  return { inicio: Number(`${a}${b}`), fim: Number(`${c}${d}`) };
}

/** A CEP as its 8 digits ('01000000'). */
export function formatarCep8(cep: number): string {
  return String(cep).padStart(8, '0');
}

/** A lane end's value as compared: trimmed, UFs upper-case, region ids lower-case, CEP ranges as 8+8 digits. */
export function normalizarValorDoLocal(tipo: TTipoLocalFrete, valor: string): string {
  const texto = valor.trim();
  switch (tipo) {
    case TipoLocalFrete.Uf:
      return texto.toUpperCase();
    case TipoLocalFrete.Regiao:
      return texto.toLowerCase();
    case TipoLocalFrete.FaixaCep: {
      const faixa = parseFaixaCep(texto);
      return faixa ? `${formatarCep8(faixa.inicio)}-${formatarCep8(faixa.fim)}` : texto;
    }
    default:
      return texto;
  }
}

/** The key of a lane end ('2:SP', '3:3550308'): equal keys are the same place. */
export function chaveDoLocal(tipo: TTipoLocalFrete, valor: string): string {
  return `${tipo}:${normalizarValorDoLocal(tipo, valor)}`;
}

/** The key of a line's lane and vehicle type: lines with equal keys must not have overlapping bands. */
export function chaveDaRota(
  linha: Pick<
    LinhaParaValidar,
    'origemTipo' | 'origemValor' | 'destinoTipo' | 'destinoValor' | 'tipoVeiculoId'
  >,
): string {
  const veiculo = linha.tipoVeiculoId === null ? '' : String(linha.tipoVeiculoId);
  return `${chaveDoLocal(linha.origemTipo, linha.origemValor)}>${chaveDoLocal(linha.destinoTipo, linha.destinoValor)}|${veiculo}`;
}

const LOCAIS = new Set<number>(Object.values(TipoLocalFrete));

function validarLocal(
  tipo: TTipoLocalFrete,
  valor: string | null | undefined,
  lado: 'origem' | 'destino',
): { campo: string; mensagem: string } | null {
  const campoTipo = lado === 'origem' ? 'origemTipo' : 'destinoTipo';
  const campo = lado === 'origem' ? 'origemValor' : 'destinoValor';
  if (!LOCAIS.has(tipo)) {
    return { campo: campoTipo, mensagem: `Tipo de ${lado}: ${MESSAGES.invalidValue}` };
  }
  const texto = (valor ?? '').trim();
  if (texto === '') {
    const mensagem = lado === 'origem' ? requiredMessage('Origem', 'f') : requiredMessage('Destino');
    return { campo, mensagem };
  }
  switch (tipo) {
    case TipoLocalFrete.Uf:
      return isUf(texto) ? null : { campo, mensagem: UF_INVALIDA };
    case TipoLocalFrete.Municipio:
      return IBGE.test(texto) ? null : { campo, mensagem: LINHAS_MESSAGES.municipioInvalido };
    case TipoLocalFrete.Regiao:
      // A region is stored by its id; the API also checks that it is one of the owner's regions.
      return GUID.test(texto) ? null : { campo, mensagem: LINHAS_MESSAGES.regiaoInvalida };
    case TipoLocalFrete.FaixaCep: {
      const faixa = parseFaixaCep(texto);
      if (!faixa) return { campo, mensagem: LINHAS_MESSAGES.faixaCepInvalida };
      if (faixa.inicio > faixa.fim) {
        return { campo, mensagem: `CEP final: ${MESSAGES.minValue}${formatarCep8(faixa.inicio)}` };
      }
      return null;
    }
    default:
      return null;
  }
}

/** A decimal field read for the checks: absent (null), malformed ('invalido') or its value. */
function lerDecimal(valor: string | null | undefined): Decimal | null | 'invalido' {
  if (valor === null || valor === undefined || valor.trim() === '') return null;
  const texto = valor.trim();
  return DECIMAL.test(texto) ? D(texto) : 'invalido';
}

const eDecimal = (valor: Decimal | null | 'invalido'): valor is Decimal =>
  valor !== null && valor !== 'invalido';

interface Faixa {
  indice: number;
  chave: string;
  inicio: Decimal | null;
  fim: Decimal | null;
}

/** a starts no later than b (sorted); true when their bands share weights (null = open end). */
function faixasSobrepostas(a: Faixa, b: Faixa): boolean {
  if (a.fim === null || b.inicio === null) return true;
  const cmp = b.inicio.cmp(a.fim);
  if (cmp > 0) return false;
  if (cmp < 0) return true;
  // Bands meeting at one weight (0–10, 10–20) are a common way to write a table: the engine gives that
  // weight to the lower band. Only a single-weight band at the edge really overlaps.
  const aPontual = a.inicio?.eq(a.fim) === true;
  const bPontual = b.fim?.eq(b.inicio) === true;
  return aPontual || bPontual;
}

const compararInicio = (a: Decimal | null, b: Decimal | null): number =>
  a === null ? (b === null ? 0 : -1) : b === null ? 1 : a.cmp(b);

const fimMaior = (a: Decimal | null, b: Decimal | null): boolean => b !== null && (a === null || a.gt(b));

/**
 * The lines' problems, in line order: weights (negative, start after end), price (≤ 0 or above
 * 10,000,000), lane values (UF, IBGE code, CEP range, region id) and weight bands that overlap an earlier
 * line of the same lane and vehicle type ('Faixa de peso sobreposta à linha N', N 1-based). The modality is
 * accepted for the callers' sake: no rule depends on it (a lotação line needs no vehicle type).
 */
export function validarLinhas(linhas: readonly LinhaParaValidar[], _modalidade?: TModalidade): ErroDeLinha[] {
  const erros: ErroDeLinha[] = [];
  const faixas: Faixa[] = [];

  linhas.forEach((linha, indice) => {
    const erro = (campo: string, mensagem: string) => erros.push({ indice, campo, mensagem });

    for (const lado of ['origem', 'destino'] as const) {
      const problema =
        lado === 'origem'
          ? validarLocal(linha.origemTipo, linha.origemValor, lado)
          : validarLocal(linha.destinoTipo, linha.destinoValor, lado);
      if (problema) erro(problema.campo, problema.mensagem);
    }

    const inicio = lerDecimal(linha.pesoInicialKg);
    const fim = lerDecimal(linha.pesoFinalKg);
    const pesoComErro = (campo: string, rotulo: string, peso: Decimal | null | 'invalido'): boolean => {
      if (peso === 'invalido') erro(campo, `${rotulo}: ${MESSAGES.invalidValue}`);
      else if (peso?.lt(0)) erro(campo, `${rotulo} ${MESSAGES.greaterThanZero}`);
      else return false;
      return true;
    };
    const inicioComErro = pesoComErro('pesoInicialKg', 'Peso inicial (kg)', inicio);
    const fimComErro = pesoComErro('pesoFinalKg', 'Peso final (kg)', fim);
    let pesosValidos = !inicioComErro && !fimComErro;
    if (pesosValidos && eDecimal(inicio) && eDecimal(fim) && inicio.gt(fim)) {
      erro('pesoFinalKg', `Peso final (kg): ${MESSAGES.minValue}${inicio.toString()}`);
      pesosValidos = false;
    }

    const valor = lerDecimal(linha.valor);
    if (valor === null) erro('valor', requiredMessage('Valor'));
    else if (valor === 'invalido') erro('valor', `Valor: ${MESSAGES.invalidValue}`);
    else if (valor.lte(0)) erro('valor', `Valor ${MESSAGES.greaterThanZero}`);
    else if (valor.gt(VALOR_MAXIMO_LINHA)) erro('valor', `Valor: ${MESSAGES.maxValue}${VALOR_MAXIMO_LINHA}`);

    // Not in the design's list, but a negative or absurd excess is as wrong as such a price.
    const excedente = lerDecimal(linha.excedentePorKg);
    if (excedente === 'invalido') erro('excedentePorKg', `Excedente por kg: ${MESSAGES.invalidValue}`);
    else if (excedente?.lt(0)) erro('excedentePorKg', `Excedente por kg ${MESSAGES.greaterThanZero}`);
    else if (excedente?.gt(VALOR_MAXIMO_LINHA)) {
      erro('excedentePorKg', `Excedente por kg: ${MESSAGES.maxValue}${VALOR_MAXIMO_LINHA}`);
    }

    if (pesosValidos) {
      faixas.push({
        indice,
        chave: chaveDaRota(linha),
        inicio: eDecimal(inicio) ? inicio : null,
        fim: eDecimal(fim) ? fim : null,
      });
    }
  });

  // O(n log n): sorted by lane key and band start, a band overlaps an earlier one of its lane exactly when
  // it starts before the furthest end seen so far in that lane.
  faixas.sort(
    (a, b) =>
      (a.chave < b.chave ? -1 : a.chave > b.chave ? 1 : 0) ||
      compararInicio(a.inicio, b.inicio) ||
      a.indice - b.indice,
  );
  const sobrepostas = new Set<number>();
  let alcance: Faixa | undefined;
  for (const faixa of faixas) {
    if (alcance === undefined || alcance.chave !== faixa.chave) {
      alcance = faixa;
      continue;
    }
    if (faixasSobrepostas(alcance, faixa)) {
      // Reported on the later line of the pair, naming the earlier one.
      const posterior = Math.max(alcance.indice, faixa.indice);
      const anterior = Math.min(alcance.indice, faixa.indice);
      if (!sobrepostas.has(posterior)) {
        sobrepostas.add(posterior);
        erros.push({
          indice: posterior,
          campo: 'pesoInicialKg',
          mensagem: LINHAS_MESSAGES.faixaSobreposta(anterior + 1),
        });
      }
    }
    if (fimMaior(faixa.fim, alcance.fim)) alcance = faixa;
  }

  return erros.sort((a, b) => a.indice - b.indice);
}
