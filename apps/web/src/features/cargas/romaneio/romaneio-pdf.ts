import { ROMANEIO_TEXTOS } from './romaneio.texts';
import type { TCampo, TColuna, TRomaneioImpressao } from './romaneio-impressao';
import { COLUNAS_ITENS } from './romaneio-impressao';

/**
 * pdfmake document definitions of the manifests and the load PDF, built from the printed-text model
 * (romaneio-impressao.ts). Pure: no pdfmake import here (it is loaded on demand, pdfmake-loader.ts), so
 * the definitions are tested as data. A4 portrait, Helvetica (a PDF standard font: nothing embedded or
 * fetched; it covers pt-BR's accents, '³' and '–').
 */

/** The part of pdfmake's document definition these builders write (pdfmake ships no types). */
export type TPdfNo = string | { [key: string]: unknown } | TPdfNo[];

export interface TPdfDocDefinition {
  info: { title: string; subject: string; creator: string };
  pageSize: 'A4';
  pageOrientation: 'portrait';
  pageMargins: [number, number, number, number];
  defaultStyle: { font: 'Helvetica'; fontSize: number };
  styles: Record<string, Record<string, unknown>>;
  content: TPdfNo[];
  footer: (paginaAtual: number, totalPaginas: number) => TPdfNo;
}

/** The Code128 SVG of each load code (codigo-barras.ts); a missing one is left out of the header. */
export type TCodigosDeBarras = Readonly<Record<string, string | undefined>>;

const CINZA = '#5c5f66';
const BORDA = '#ced4da';

const tabelaLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => BORDA,
  vLineColor: () => BORDA,
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

function celulaTitulo(coluna: TColuna): TPdfNo {
  return { text: coluna.titulo, style: 'th', alignment: coluna.numero ? 'right' : 'left' };
}

function celula(texto: string, coluna: TColuna | undefined): TPdfNo {
  return coluna?.numero ? { text: texto, alignment: 'right', noWrap: true } : { text: texto };
}

/** Label/value pairs in `porLinha` columns. */
function gradeDeCampos(campos: readonly TCampo[], porLinha: number): TPdfNo {
  const linhas: TPdfNo[][] = [];
  for (let i = 0; i < campos.length; i += porLinha) {
    const linha: TPdfNo[] = campos.slice(i, i + porLinha).map((campo) => ({
      stack: [
        { text: campo.rotulo, style: 'rotulo' },
        { text: campo.valor, style: 'valor' },
      ],
    }));
    while (linha.length < porLinha) linha.push({ text: '' });
    linhas.push(linha);
  }
  return {
    table: { widths: Array.from({ length: porLinha }, () => '*'), body: linhas },
    layout: 'noBorders',
    margin: [0, 0, 0, 6],
  };
}

function titulo(texto: string): TPdfNo {
  return { text: texto, style: 'secao' };
}

function cabecalho(romaneio: TRomaneioImpressao, codigosDeBarras: TCodigosDeBarras): TPdfNo {
  const svg = codigosDeBarras[romaneio.codigo];
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: romaneio.titulo, style: 'titulo' },
          { text: romaneio.emitidoEm, color: CINZA, margin: [0, 2, 0, 0] },
        ],
      },
      svg
        ? {
            width: 140,
            stack: [
              { svg, fit: [140, 36], alignment: 'center' },
              { text: romaneio.codigo, alignment: 'center', margin: [0, 2, 0, 0] },
            ],
          }
        : { width: 140, text: '' },
    ],
    margin: [0, 0, 0, 8],
  };
}

function partes(romaneio: TRomaneioImpressao): TPdfNo {
  return {
    columns: romaneio.partes.map((parte) => ({
      width: '*',
      stack: [
        titulo(parte.titulo),
        ...parte.campos.map((campo) => ({
          text: [{ text: `${campo.rotulo}: `, color: CINZA }, campo.valor],
          margin: [0, 0, 0, 1],
        })),
      ],
    })),
    columnGap: 12,
    margin: [0, 0, 0, 6],
  };
}

function tabelaRota(romaneio: TRomaneioImpressao): TPdfNo {
  if (romaneio.rota.linhas.length === 0) return { text: ROMANEIO_TEXTOS.semRota, margin: [0, 0, 0, 6] };
  const { colunas, linhas } = romaneio.rota;
  return {
    table: {
      headerRows: 1,
      widths: ['auto', 'auto', '*', '*', 'auto', 'auto', 'auto'],
      body: [colunas.map(celulaTitulo), ...linhas.map((linha) => linha.map((t, i) => celula(t, colunas[i])))],
    },
    layout: tabelaLayout,
    margin: [0, 0, 0, 6],
  };
}

function tabelaItens(itens: string[][]): TPdfNo {
  return {
    table: {
      headerRows: 1,
      widths: ['auto', 'auto', '*', 'auto', 'auto', 'auto'],
      body: [
        COLUNAS_ITENS.map(celulaTitulo),
        ...itens.map((linha) => linha.map((t, i) => celula(t, COLUNAS_ITENS[i]))),
      ],
    },
    layout: tabelaLayout,
    fontSize: 7,
    margin: [12, 1, 0, 2],
  };
}

function tabelaDocumentos(romaneio: TRomaneioImpressao): TPdfNo[] {
  const { colunas, linhas } = romaneio.documentos;
  if (linhas.length === 0) return [{ text: ROMANEIO_TEXTOS.semDocumentos, margin: [0, 0, 0, 6] }];
  const body: TPdfNo[][] = [colunas.map(celulaTitulo)];
  for (const linha of linhas) {
    body.push(linha.celulas.map((t, i) => celula(t, colunas[i])));
    if (romaneio.comItens) {
      // The items under their document, across the whole row (colSpan with empty placeholders).
      const itens =
        linha.itens.length > 0
          ? tabelaItens(linha.itens)
          : { text: ROMANEIO_TEXTOS.semItensNoDocumento, color: CINZA, margin: [12, 0, 0, 0] };
      body.push([{ ...(itens as object), colSpan: colunas.length }, ...colunas.slice(1).map(() => ({}))]);
    }
  }
  const tabela: TPdfNo = {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['auto', 'auto', 'auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto'],
      body,
    },
    layout: tabelaLayout,
    margin: [0, 0, 0, 4],
  };
  const ocultos = romaneio.documentosOcultos;
  return ocultos > 0
    ? [tabela, { text: ROMANEIO_TEXTOS.documentosOcultos(ocultos), color: CINZA, margin: [0, 0, 0, 6] }]
    : [tabela];
}

function assinaturas(): TPdfNo {
  const linha = (texto: string) => ({
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.5 }] },
      { text: texto, color: CINZA, margin: [0, 2, 0, 0] },
    ],
  });
  return {
    columns: [linha(ROMANEIO_TEXTOS.assinaturaMotorista), linha(ROMANEIO_TEXTOS.assinaturaExpedicao)],
    margin: [0, 28, 0, 0],
    unbreakable: true,
  };
}

/** The body of one load's manifest (a new page before every load but the first). */
function conteudoDoRomaneio(
  romaneio: TRomaneioImpressao,
  codigosDeBarras: TCodigosDeBarras,
  { novaPagina, comAssinaturas }: { novaPagina: boolean; comAssinaturas: boolean },
): TPdfNo[] {
  const corpo: TPdfNo[] = [
    cabecalho(romaneio, codigosDeBarras),
    titulo(ROMANEIO_TEXTOS.dadosCarga),
    gradeDeCampos(romaneio.dadosCarga, 4),
    partes(romaneio),
    titulo(ROMANEIO_TEXTOS.rota),
    tabelaRota(romaneio),
    titulo(ROMANEIO_TEXTOS.documentos),
    ...tabelaDocumentos(romaneio),
    titulo(ROMANEIO_TEXTOS.totais),
    gradeDeCampos(romaneio.totais, 6),
  ];
  if (comAssinaturas) corpo.push(assinaturas());
  return novaPagina ? [{ text: '', pageBreak: 'before' }, ...corpo] : corpo;
}

function documento(tituloDoc: string, emitidoEm: string, content: TPdfNo[]): TPdfDocDefinition {
  return {
    info: { title: tituloDoc, subject: ROMANEIO_TEXTOS.tituloRomaneio, creator: 'Embarca' },
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [28, 32, 28, 36],
    defaultStyle: { font: 'Helvetica', fontSize: 8 },
    styles: {
      titulo: { fontSize: 14, bold: true },
      secao: { fontSize: 9, bold: true, margin: [0, 4, 0, 3] },
      rotulo: { fontSize: 7, color: CINZA },
      valor: { fontSize: 8 },
      th: { bold: true, fillColor: '#f1f3f5' },
    },
    content,
    footer: (paginaAtual, totalPaginas) => ({
      columns: [
        { text: emitidoEm, color: CINZA },
        { text: ROMANEIO_TEXTOS.pagina(paginaAtual, totalPaginas), alignment: 'right', color: CINZA },
      ],
      margin: [28, 12, 28, 0],
      fontSize: 7,
    }),
  };
}

/** The manifest of one load (with or without items, as the model was built). */
export function docDefinitionDoRomaneio(
  romaneio: TRomaneioImpressao,
  codigosDeBarras: TCodigosDeBarras = {},
): TPdfDocDefinition {
  return documento(
    romaneio.titulo,
    romaneio.emitidoEm,
    conteudoDoRomaneio(romaneio, codigosDeBarras, { novaPagina: false, comAssinaturas: true }),
  );
}

/** The unified manifest: each load from a new page, then the grand totals. */
export function docDefinitionDoRomaneioUnificado(
  romaneios: readonly TRomaneioImpressao[],
  totaisGerais: readonly TCampo[],
  codigosDeBarras: TCodigosDeBarras = {},
): TPdfDocDefinition {
  const emitidoEm = romaneios[0]?.emitidoEm ?? '';
  const content: TPdfNo[] = romaneios.flatMap((romaneio, indice) =>
    conteudoDoRomaneio(romaneio, codigosDeBarras, { novaPagina: indice > 0, comAssinaturas: true }),
  );
  content.push(
    { text: '', pageBreak: romaneios.length > 0 ? 'before' : undefined },
    { text: ROMANEIO_TEXTOS.tituloUnificado, style: 'titulo' },
    { text: ROMANEIO_TEXTOS.cargasDoRomaneio(romaneios.length), color: CINZA, margin: [0, 2, 0, 2] },
    { text: romaneios.map((romaneio) => romaneio.codigo).join(', '), margin: [0, 0, 0, 6] },
    titulo(ROMANEIO_TEXTOS.totaisGerais),
    gradeDeCampos(totaisGerais, 6),
  );
  return documento(
    `${ROMANEIO_TEXTOS.tituloUnificado} ${romaneios.map((romaneio) => romaneio.codigo).join(', ')}`,
    emitidoEm,
    content,
  );
}

/** The load PDF ('Gerar PDF'): the one-page summary (resumoDaCarga), without signature lines. */
export function docDefinitionDaCarga(
  resumo: TRomaneioImpressao,
  codigosDeBarras: TCodigosDeBarras = {},
): TPdfDocDefinition {
  return documento(
    resumo.titulo,
    resumo.emitidoEm,
    conteudoDoRomaneio(resumo, codigosDeBarras, { novaPagina: false, comAssinaturas: false }),
  );
}
