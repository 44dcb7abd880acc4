import {
  FormatoEtiqueta,
  horarioSaoPaulo,
  type TEtiquetaVolume,
  type TFormatoEtiquetaPdf,
  type TTextosParteEtiqueta,
  textosDaEtiqueta,
  zplDasEtiquetas,
} from '@embarca/domain';
import { salvarBlob } from '../../cargas/anexos/arquivo';
import { carregarPdfMake } from '../../cargas/romaneio/pdfmake-loader';
import type { TPdfDocDefinition, TPdfNo } from '../../cargas/romaneio/romaneio-pdf';

/**
 * Volume labels (etiquetas) as pdfmake document definitions and as ZPL files. The definition is pure data
 * (tested as such); pdfmake and bwip-js are loaded on the first download (the romaneio's
 * pdfmake-loader.ts, and bwip-js/generic as codigo-barras.ts does). The texts are the domain's
 * (textosDaEtiqueta), the same the ZPL prints. The QR code is pdfmake's own `qr` node (drawn as vector
 * squares while the PDF is laid out: no SVG to draw and parse); bwip-js draws only the Code128.
 * - 'pdf-100x150': one label per page of 100 × 150 mm (283.46 × 425.2 pt), for thermal printers;
 * - 'pdf-a4': four labels of 100 × 140 mm per A4 sheet (2 × 2, the 150 mm layout scaled to 140 mm), with
 *   dashed cut lines.
 */

/**
 * The romaneio's definition with the page size a label needs: 'A4' or a custom size in points (the
 * romaneio type fixes 'A4' and a footer; labels have no footer).
 */
export type TPdfEtiquetasDefinition = Omit<TPdfDocDefinition, 'pageSize' | 'footer'> & {
  pageSize: TPdfDocDefinition['pageSize'] | { width: number; height: number };
};

/** The SVGs of the labels' Code128 barcodes by `codigoBarras`. A missing one is left out (its text prints). */
export interface TCodigosEtiquetas {
  barras: ReadonlyMap<string, string>;
}

/**
 * Error correction of the labels' QR code: M (15 %) keeps the symbol small (larger modules in the same
 * square) for the ~50 characters of `qrConteudo`.
 */
export const QR_ECC_ETIQUETA = 'M';

/** 100 × 150 mm in points (1 mm = 72 / 25.4 pt). */
export const PAGINA_TERMICA = { width: 283.46, height: 425.2 } as const;
/** A4 in points. */
export const PAGINA_A4 = { width: 595.28, height: 841.89 } as const;
/** A4 cell: 100 × 140 mm. */
const CELULA_A4 = { width: 283.46, height: 396.85 } as const;
export const ETIQUETAS_POR_FOLHA_A4 = 4;

/** Blank around the label's content (the thermal page's margin, the A4 cell's padding). */
const MARGEM = 10;
const CINZA = '#5c5f66';
const CORTE = '#868e96';

export const ETIQUETAS_TEXTOS = {
  titulo: 'Etiquetas de volumes',
  erroPdf: 'Não foi possível gerar as etiquetas. Tente novamente.',
} as const;

/** A thin rule across the label. */
function regua(largura: number, escala: number): TPdfNo {
  return {
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: largura, y2: 0, lineWidth: 0.75, lineColor: '#000000' }],
    margin: [0, 4 * escala, 0, 4 * escala],
  };
}

function blocoParte(parte: TTextosParteEtiqueta, destaque: boolean, escala: number): TPdfNo {
  const f = (tamanho: number) => tamanho * escala;
  const linhas: TPdfNo[] = [
    { text: parte.titulo, fontSize: f(6.5), bold: true, color: CINZA, characterSpacing: 0.5 },
    { text: parte.nome, fontSize: f(destaque ? 12 : 9), bold: true, margin: [0, f(1), 0, 0] },
  ];
  if (parte.documento) linhas.push({ text: parte.documento, fontSize: f(destaque ? 8.5 : 7.5) });
  if (destaque) {
    if (parte.localidade) linhas.push({ text: parte.localidade, fontSize: f(8.5) });
    if (parte.cidadeUf) {
      linhas.push({ text: parte.cidadeUf, fontSize: f(20), bold: true, margin: [0, f(2), 0, 0] });
    }
  } else {
    const lugar = [parte.localidade, parte.cidadeUf].filter(Boolean).join(' - ');
    if (lugar) linhas.push({ text: lugar, fontSize: f(7.5) });
  }
  return { stack: linhas };
}

/** One label's content, `largura` points wide; `escala` shrinks the 150 mm layout (1) to fit a cell. */
function conteudoDaEtiqueta(
  etiqueta: TEtiquetaVolume,
  codigos: TCodigosEtiquetas,
  largura: number,
  escala: number,
): TPdfNo[] {
  const t = textosDaEtiqueta(etiqueta);
  const f = (tamanho: number) => tamanho * escala;
  const ladoQr = f(100);
  const barras = codigos.barras.get(etiqueta.codigoBarras);
  const dados: TPdfNo[] = [
    { text: t.nf, fontSize: f(10), bold: true },
    { text: t.peso, fontSize: f(10), margin: [0, f(1), 0, 0] },
    { text: t.volume, fontSize: f(20), bold: true, margin: [0, f(4), 0, f(4)] },
    { text: t.pedido, fontSize: f(8.5) },
  ];
  if (t.carga) dados.push({ text: t.carga, fontSize: f(8.5) });
  return [
    blocoParte(t.remetente, false, escala),
    regua(largura, escala),
    blocoParte(t.destinatario, true, escala),
    regua(largura, escala),
    {
      columns: [
        { width: '*', stack: dados },
        // pdfmake's QR: whole-point modules as large as fit `ladoQr` (the ~33-module symbol is 99 pt on
        // the thermal label, 66 pt in an A4 cell: 1 mm and 0.7 mm modules, as the ZPL's 0.75 mm).
        { width: ladoQr, qr: etiqueta.qrConteudo, fit: ladoQr, eccLevel: QR_ECC_ETIQUETA },
      ],
      columnGap: f(6),
    },
    regua(largura, escala),
    barras
      ? { svg: barras, fit: [largura, f(80)], alignment: 'center', margin: [0, f(2), 0, 0] }
      : { text: '' },
    {
      text: etiqueta.codigoBarras,
      fontSize: f(10),
      bold: true,
      alignment: 'center',
      characterSpacing: 1,
      margin: [0, f(2), 0, 0],
    },
  ];
}

/** The dashed cut lines of the A4 sheet's 2 × 2 grid, in page coordinates. */
function linhasDeCorte(x0: number, y0: number): TPdfNo {
  const { width: w, height: h } = CELULA_A4;
  const tracejado = { lineWidth: 0.5, lineColor: CORTE, dash: { length: 4, space: 3 } };
  const verticais = [0, 1, 2].map((i) => ({
    type: 'line',
    x1: x0 + i * w,
    y1: y0,
    x2: x0 + i * w,
    y2: y0 + 2 * h,
    ...tracejado,
  }));
  const horizontais = [0, 1, 2].map((i) => ({
    type: 'line',
    x1: x0,
    y1: y0 + i * h,
    x2: x0 + 2 * w,
    y2: y0 + i * h,
    ...tracejado,
  }));
  return { canvas: [...verticais, ...horizontais], absolutePosition: { x: 0, y: 0 } };
}

function paginasTermicas(etiquetas: readonly TEtiquetaVolume[], codigos: TCodigosEtiquetas): TPdfNo[] {
  const largura = PAGINA_TERMICA.width - 2 * MARGEM;
  return etiquetas.map((etiqueta, i) => ({
    stack: conteudoDaEtiqueta(etiqueta, codigos, largura, 1),
    ...(i > 0 ? { pageBreak: 'before' } : {}),
  }));
}

function folhasA4(etiquetas: readonly TEtiquetaVolume[], codigos: TCodigosEtiquetas): TPdfNo[] {
  const x0 = (PAGINA_A4.width - 2 * CELULA_A4.width) / 2;
  const y0 = (PAGINA_A4.height - 2 * CELULA_A4.height) / 2;
  const largura = CELULA_A4.width - 2 * MARGEM;
  const escala = (CELULA_A4.height - 2 * MARGEM) / (PAGINA_TERMICA.height - 2 * MARGEM);
  const folhas: TPdfNo[] = [];
  for (let inicio = 0; inicio < etiquetas.length; inicio += ETIQUETAS_POR_FOLHA_A4) {
    const daFolha = etiquetas.slice(inicio, inicio + ETIQUETAS_POR_FOLHA_A4);
    const rotulos: TPdfNo[] = daFolha.map((etiqueta, i) => ({
      // A one-column row gives the absolutely placed label its width.
      columns: [{ width: largura, stack: conteudoDaEtiqueta(etiqueta, codigos, largura, escala) }],
      absolutePosition: {
        x: x0 + (i % 2) * CELULA_A4.width + MARGEM,
        y: y0 + Math.floor(i / 2) * CELULA_A4.height + MARGEM,
      },
    }));
    folhas.push({
      stack: [linhasDeCorte(x0, y0), ...rotulos],
      ...(inicio > 0 ? { pageBreak: 'before' } : {}),
    });
  }
  return folhas;
}

/**
 * The labels' PDF definition: 'pdf-100x150' one label per 100 × 150 mm page; 'pdf-a4' four per A4 sheet.
 * Each label: sender, recipient (city/UF in large type), NF, weight, 'Volume n/N', order, load, the QR code
 * and the Code128 barcode with its text.
 */
export function definicaoPdfEtiquetas(
  etiquetas: readonly TEtiquetaVolume[],
  formato: TFormatoEtiquetaPdf,
  codigos: TCodigosEtiquetas,
): TPdfEtiquetasDefinition {
  const a4 = formato === FormatoEtiqueta.A4;
  return {
    info: { title: ETIQUETAS_TEXTOS.titulo, subject: ETIQUETAS_TEXTOS.titulo, creator: 'Embarca' },
    pageSize: a4 ? 'A4' : { ...PAGINA_TERMICA },
    pageOrientation: 'portrait',
    pageMargins: a4 ? [0, 0, 0, 0] : [MARGEM, MARGEM, MARGEM, MARGEM],
    defaultStyle: { font: 'Helvetica', fontSize: 8 },
    styles: {},
    content: a4 ? folhasA4(etiquetas, codigos) : paginasTermicas(etiquetas, codigos),
  };
}

/** Lets the page repaint between batches of codes (bwip-js draws a Code128 in about a millisecond). */
const proximoCiclo = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The Code128 of a label as SVG text: codigo-barras.ts's drawing (bwip-js tree-shakable build, no text
 * in the symbol) with taller bars (18 mm at scale 2) so a label's barcode fills its band.
 */
export async function codigoDeBarrasEtiquetaSvg(texto: string): Promise<string> {
  const { code128, drawingSVG } = await import('bwip-js/generic');
  return code128({ bcid: 'code128', text: texto, scale: 2, height: 18, includetext: false }, drawingSVG());
}

/**
 * The Code128 SVGs of the labels, 100 labels at a time (the QR codes are pdfmake's). A code that cannot
 * be drawn is left out (its text is printed anyway).
 */
export async function codigosDasEtiquetas(etiquetas: readonly TEtiquetaVolume[]): Promise<TCodigosEtiquetas> {
  const barras = new Map<string, string>();
  const lote = 100;
  for (let inicio = 0; inicio < etiquetas.length; inicio += lote) {
    for (const etiqueta of etiquetas.slice(inicio, inicio + lote)) {
      if (!barras.has(etiqueta.codigoBarras)) {
        const svg = await codigoDeBarrasEtiquetaSvg(etiqueta.codigoBarras).catch(() => undefined);
        if (svg) barras.set(etiqueta.codigoBarras, svg);
      }
    }
    if (inicio + lote < etiquetas.length) await proximoCiclo();
  }
  return { barras };
}

/** The pdfmake document of a labels' definition (the romaneio's lazy loader). */
export async function criarPdfEtiquetas(definicao: TPdfEtiquetasDefinition) {
  const pdfMake = await carregarPdfMake();
  return pdfMake.createPdf(definicao);
}

/** 'etiquetas-2024-05-01-0830' (São Paulo time) + the extension. */
export function nomeArquivoEtiquetas(extensao: 'pdf' | 'zpl', agora: Date = new Date()): string {
  const data = horarioSaoPaulo(agora).replace('T', '-').replace(':', '');
  return `etiquetas-${data}.${extensao}`;
}

/** Draws the codes, builds the PDF in the browser and saves it as `etiquetas-<data>.pdf`. */
export async function gerarPdfEtiquetas(
  etiquetas: readonly TEtiquetaVolume[],
  formato: TFormatoEtiquetaPdf,
): Promise<void> {
  const codigos = await codigosDasEtiquetas(etiquetas);
  const pdf = await criarPdfEtiquetas(definicaoPdfEtiquetas(etiquetas, formato, codigos));
  await pdf.download(nomeArquivoEtiquetas('pdf'));
}

/** Saves the labels' ZPL (zplDasEtiquetas) as `etiquetas-<data>.zpl`, text/plain UTF-8 (the labels set ^CI28). */
export function baixarZpl(etiquetas: readonly TEtiquetaVolume[]): void {
  const blob = new Blob([zplDasEtiquetas(etiquetas)], { type: 'text/plain;charset=utf-8' });
  salvarBlob(blob, nomeArquivoEtiquetas('zpl'));
}
