import {
  decimalParaEscala,
  dividirPorPotenciaDe10,
  ESCALA_PESO,
  ESCALA_VALOR,
  escalaParaDecimal,
} from '../../shared/decimal';
import { formatDate } from '../../shared/formatters';
import { CADASTRO_CARGA_MESSAGES, type TCadastroCarga, type TCadastroCargaValores } from './cadastro.schemas';

/**
 * The question to ask before saving a load whose collection date (the origin's planned start) is a day
 * before today in São Paulo ('A data de coleta 01/01/2020 já passou. Deseja continuar?'), or null. A
 * warning, not a refusal: a load collected earlier may be registered afterwards (issue 16).
 */
export function avisoDeColetaNoPassado(coleta: Date | null | undefined, agora: Date): string | null {
  if (!coleta) return null;
  const dia = (data: Date) => formatDate(data).split('/').reverse().join('-');
  if (dia(coleta) >= dia(agora)) return null;
  return CADASTRO_CARGA_MESSAGES.coletaNoPassado.replace('#data', formatDate(coleta));
}

/**
 * The register payload's fields by group with their pt-BR names: the edit's history entry lists the ones a
 * save changed ('Carga alterada por Ana: Peso bruto, Rota.').
 */
export const CADASTRO_CARGA_CAMPOS = {
  carga: {
    tipoFrete: 'Tipo de frete',
    modalidade: 'Modalidade',
    caracteristicaId: 'Característica',
    pesoBruto: 'Peso bruto',
    volume: 'Volume',
    volumeUnidade: 'Unidade de volume',
    acondicionamentoQtd: 'Quantidade',
    acondicionamento: 'Acondicionamento',
    codIdentificador: 'Código identificador',
    valorCarga: 'Valor da carga',
  },
  pagamento: {
    valorFrete: 'Valor do frete',
    valorTotalFrete: 'Valor total do frete',
    impostoSuspenso: 'Imposto suspenso',
    tipoTarifa: 'Tipo de tarifa',
    tabelaFreteId: 'Tabela de frete',
  },
  contatos: { contato: 'Contato', telefone: 'Telefone', email: 'E-mail' },
  distancia: 'Distância',
  tempo: 'Tempo',
  origemDestino: 'Rota',
  visibilidade: 'Visibilidade',
  transportadoras: 'Transportadoras',
  documentos: 'Documentos',
} as const satisfies {
  [K in keyof TCadastroCargaValores]: TCadastroCargaValores[K] extends readonly unknown[]
    ? string
    : TCadastroCargaValores[K] extends object
      ? { [F in keyof Required<TCadastroCargaValores[K]>]: string }
      : string;
};

/**
 * A load's collection and delivery dates from its route (02 §3 "dhColeta, dhEntrega"): collection is the
 * origin's (first point's) planned start, delivery the final destination's (last point's). Undefined without
 * route points. The one rule behind the columns the register and edit write (cargas.dh_coleta/dh_entrega),
 * the lots' time grid and their recomputation (GET /carga-mongo/{id}/desnormalizar).
 */
export function datasDaRota<T>(pontos: readonly { dhInicio: T }[]): {
  coleta: T | undefined;
  entrega: T | undefined;
} {
  return { coleta: pontos[0]?.dhInicio, entrega: pontos.at(-1)?.dhInicio };
}

/** A parsed payload as stored values (dates as ISO strings, optional fields left out). */
export function valoresDoCadastro(dados: TCadastroCarga): TCadastroCargaValores {
  return JSON.parse(JSON.stringify(dados)) as TCadastroCargaValores;
}

/** JSON with object keys sorted: two values compare equal whatever order their keys were written in. */
function estavel(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

const mesmo = (a: unknown, b: unknown) => estavel(a) === estavel(b);
const conjunto = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))].sort();

/**
 * The pt-BR names of the fields that differ between the stored values and the saved ones, in the form's
 * order. Carriers compare as a set (their order means nothing); the route and the documents as a whole.
 */
export function camposAlteradosDoCadastro(
  antes: TCadastroCargaValores,
  depois: TCadastroCargaValores,
): string[] {
  const alterados: string[] = [];
  for (const grupo of ['carga', 'pagamento', 'contatos'] as const) {
    const nomes = CADASTRO_CARGA_CAMPOS[grupo] as Record<string, string>;
    const a = antes[grupo] as Record<string, unknown>;
    const d = depois[grupo] as Record<string, unknown>;
    for (const [campo, nome] of Object.entries(nomes)) {
      if (!mesmo(a[campo], d[campo])) alterados.push(nome);
    }
  }
  for (const campo of ['distancia', 'tempo', 'origemDestino', 'visibilidade'] as const) {
    if (!mesmo(antes[campo], depois[campo])) alterados.push(CADASTRO_CARGA_CAMPOS[campo]);
  }
  if (!mesmo(conjunto(antes.transportadoras), conjunto(depois.transportadoras))) {
    alterados.push(CADASTRO_CARGA_CAMPOS.transportadoras);
  }
  if (!mesmo(antes.documentos, depois.documentos)) alterados.push(CADASTRO_CARGA_CAMPOS.documentos);
  return alterados;
}

/** A document item's fields the item totals read: quantity (may be fractional), unit weight (kg), value (BRL). */
export interface TItemParaTotais {
  quantidade: string | number | null | undefined;
  peso: string | number | null | undefined;
  valor: string | number | null | undefined;
}

/**
 * One document's item totals, exact (shared/decimal.ts): weight = Σ unit weight × quantity (kg, 3
 * decimals), value = Σ the items' values (BRL). Missing numbers count as zero.
 */
export function totaisDosItens(itens: readonly TItemParaTotais[]): { peso: string; valor: string } {
  let peso = 0n;
  let valor = 0n;
  for (const item of itens) {
    const unitario = decimalParaEscala(item.peso, ESCALA_PESO);
    const quantidade = decimalParaEscala(item.quantidade, ESCALA_PESO);
    peso += dividirPorPotenciaDe10(unitario * quantidade, ESCALA_PESO);
    valor += decimalParaEscala(item.valor, ESCALA_VALOR);
  }
  return { peso: escalaParaDecimal(peso, ESCALA_PESO), valor: escalaParaDecimal(valor, ESCALA_VALOR) };
}
