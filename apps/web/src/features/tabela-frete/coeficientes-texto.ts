import {
  TABELA_ANTT_LABELS,
  type TCoeficientesAnttRequest,
  TIPO_CARGA_ANTT_LABELS,
  type TTabelaAntt,
  type TTipoCargaAntt,
} from '@embarca/domain';

/**
 * The text support types or pastes to register ANTT coefficients (issue 19): one coefficient a line,
 * 'tabela;tipo de carga;eixos;ccd;cc' — fields split by ';' or a tab (cells copied from a spreadsheet),
 * decimals with a comma or a point ('6,0112', '6.0112'; a point is a thousands separator only beside a
 * comma: '1.234,56'). Blank lines and a header line ('tabela;…') are skipped; every error names its line as
 * the textarea counts them. The figures go to the API as the decimal strings typed, never through a float.
 */

export type TCoeficienteDoTexto = TCoeficientesAnttRequest['coeficientes'][number];

export interface TLeituraCoeficientes {
  coeficientes: TCoeficienteDoTexto[];
  /** pt-BR, each starting with 'Linha N:' (or about the whole text). */
  erros: string[];
}

/** The limits of the contract (ZCoeficientesAnttRequest). */
export const COEFICIENTES_LIMITES = {
  maximo: 1_000,
  eixosMin: 2,
  eixosMax: 9,
  ccdMax: 1_000,
  ccdEscala: 4,
  ccMax: 100_000,
  ccEscala: 2,
} as const;

export const EXEMPLO_COEFICIENTES = [
  'A;5;5;6,0112;612,00',
  'A;5;6;6,8508;685,73',
  'B;1;3;4,1873;436,62',
].join('\n');

const TABELAS = Object.keys(TABELA_ANTT_LABELS) as TTabelaAntt[];
const TIPOS_CARGA = Object.keys(TIPO_CARGA_ANTT_LABELS).map(Number);

/** '6,0112' | '6.0112' | '1.234,56' → '6.0112' | '1234.56'; null when it is not a plain decimal. */
export function decimalDigitado(texto: string): string | null {
  let valor = texto.trim().replace(/\s/g, '');
  if (valor.includes(',')) {
    if (!/^\d{1,3}(\.\d{3})*(,\d+)?$/.test(valor) && !/^\d+(,\d+)?$/.test(valor)) return null;
    valor = valor.replace(/\./g, '').replace(',', '.');
  }
  return /^\d+(\.\d+)?$/.test(valor) ? valor : null;
}

/** The decimal's places after the point. */
const casas = (decimal: string) => decimal.split('.')[1]?.length ?? 0;

function lerDecimal(
  campo: string,
  texto: string,
  { max, escala, exemplo }: { max: number; escala: number; exemplo: string },
): { valor: string } | { erro: string } {
  const decimal = decimalDigitado(texto);
  const regra = `um número maior que zero, até ${max.toLocaleString('pt-BR')}, com até ${escala} casas decimais (ex.: ${exemplo})`;
  if (decimal === null || Number(decimal) <= 0 || Number(decimal) > max || casas(decimal) > escala) {
    return { erro: `${campo} deve ser ${regra}; recebido “${texto.trim()}”.` };
  }
  return { valor: decimal };
}

/** True for a header line ('tabela;tipo de carga;…'). */
const ehCabecalho = (campos: string[]) => /^tabela$/i.test(campos[0]?.trim() ?? '');

/** Reads the text into the request's coefficients and the errors of its lines. */
export function lerCoeficientes(texto: string): TLeituraCoeficientes {
  const coeficientes: TCoeficienteDoTexto[] = [];
  const erros: string[] = [];
  const vistos = new Map<string, number>();

  texto.split(/\r?\n/).forEach((conteudo, indice) => {
    const linha = indice + 1;
    if (conteudo.trim() === '') return;
    const campos = conteudo.split(/[;\t]/).map((campo) => campo.trim());
    if (ehCabecalho(campos)) return;
    if (campos.length !== 5) {
      erros.push(
        `Linha ${linha}: informe 5 campos separados por ponto e vírgula (tabela;tipo de carga;eixos;ccd;cc); ${campos.length === 1 ? 'encontrado 1' : `encontrados ${campos.length}`}.`,
      );
      return;
    }
    const [tabelaTexto = '', tipoTexto = '', eixosTexto = '', ccdTexto = '', ccTexto = ''] = campos;
    const daLinha: string[] = [];

    const tabela = tabelaTexto.toUpperCase() as TTabelaAntt;
    if (!TABELAS.includes(tabela)) daLinha.push(`Tabela deve ser A, B, C ou D; recebido “${tabelaTexto}”.`);

    const tipoCarga = /^\d{1,2}$/.test(tipoTexto) ? Number(tipoTexto) : Number.NaN;
    if (!TIPOS_CARGA.includes(tipoCarga)) {
      daLinha.push(`Tipo de carga deve ser um código de 1 a 12; recebido “${tipoTexto}”.`);
    }

    const eixos = /^\d{1,2}$/.test(eixosTexto) ? Number(eixosTexto) : Number.NaN;
    if (!(eixos >= COEFICIENTES_LIMITES.eixosMin && eixos <= COEFICIENTES_LIMITES.eixosMax)) {
      daLinha.push(
        `Eixos deve ser um número inteiro de ${COEFICIENTES_LIMITES.eixosMin} a ${COEFICIENTES_LIMITES.eixosMax}; recebido “${eixosTexto}”.`,
      );
    }

    const ccd = lerDecimal('CCD', ccdTexto, {
      max: COEFICIENTES_LIMITES.ccdMax,
      escala: COEFICIENTES_LIMITES.ccdEscala,
      exemplo: '6,0112',
    });
    if ('erro' in ccd) daLinha.push(ccd.erro);
    const cc = lerDecimal('CC', ccTexto, {
      max: COEFICIENTES_LIMITES.ccMax,
      escala: COEFICIENTES_LIMITES.ccEscala,
      exemplo: '612,00',
    });
    if ('erro' in cc) daLinha.push(cc.erro);

    if (daLinha.length > 0 || 'erro' in ccd || 'erro' in cc) {
      erros.push(...daLinha.map((erro) => `Linha ${linha}: ${erro}`));
      return;
    }
    const chave = `${tabela}|${tipoCarga}|${eixos}`;
    const anterior = vistos.get(chave);
    if (anterior !== undefined) {
      erros.push(
        `Linha ${linha}: repete a tabela ${tabela}, tipo de carga ${tipoCarga} e ${eixos} eixos da linha ${anterior}.`,
      );
      return;
    }
    vistos.set(chave, linha);
    coeficientes.push({
      tabela,
      tipoCarga: tipoCarga as TTipoCargaAntt,
      eixos,
      ccd: ccd.valor,
      cc: cc.valor,
    });
  });

  if (coeficientes.length === 0 && erros.length === 0) erros.push('Informe ao menos um coeficiente.');
  if (coeficientes.length > COEFICIENTES_LIMITES.maximo) {
    erros.push(
      `No máximo ${COEFICIENTES_LIMITES.maximo.toLocaleString('pt-BR')} coeficientes por registro; foram informados ${coeficientes.length.toLocaleString('pt-BR')}.`,
    );
  }
  return { coeficientes, erros };
}

/** The coefficients as lines of the text (to start a new set from the one in force). */
export function textoDosCoeficientes(
  coeficientes: readonly Pick<TCoeficienteDoTexto, 'tabela' | 'tipoCarga' | 'eixos' | 'ccd' | 'cc'>[],
): string {
  const virgula = (decimal: string) => decimal.replace('.', ',');
  return coeficientes
    .map(({ tabela, tipoCarga, eixos, ccd, cc }) =>
      [tabela, tipoCarga, eixos, virgula(ccd), virgula(cc)].join(';'),
    )
    .join('\n');
}
