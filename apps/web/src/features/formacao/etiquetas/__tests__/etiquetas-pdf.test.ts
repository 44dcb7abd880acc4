import { describe, expect, it } from 'vitest';
import {
  codigosDasEtiquetas,
  criarPdfEtiquetas,
  definicaoPdfEtiquetas,
  nomeArquivoEtiquetas,
  PAGINA_TERMICA,
  QR_ECC_ETIQUETA,
  type TCodigosEtiquetas,
} from '../etiquetas-pdf';
import { DESTINO_LONGO, etiquetasDeTeste as etiquetas, paginasDoPdf as paginas } from './etiquetas-fixtures';

const semCodigos: TCodigosEtiquetas = { barras: new Map() };

/** Every string in a definition, depth first (text nodes, SVGs, …). */
function textos(no: unknown): string[] {
  if (typeof no === 'string') return [no];
  if (Array.isArray(no)) return no.flatMap(textos);
  if (no && typeof no === 'object') return Object.values(no).flatMap(textos);
  return [];
}

describe('definicaoPdfEtiquetas', () => {
  it('puts one label per 100 × 150 mm page', () => {
    const doc = definicaoPdfEtiquetas(etiquetas(5), 'pdf-100x150', semCodigos);
    expect(doc.pageSize).toEqual({ width: 283.46, height: 425.2 });
    expect(doc.pageSize).toEqual(PAGINA_TERMICA);
    expect(doc.content).toHaveLength(5);
    expect(doc.content.map((no) => (no as { pageBreak?: string }).pageBreak)).toEqual([
      undefined,
      'before',
      'before',
      'before',
      'before',
    ]);
  });

  it('puts four labels per A4 sheet in a 2 × 2 grid with cut lines', () => {
    const doc = definicaoPdfEtiquetas(etiquetas(9), 'pdf-a4', semCodigos);
    expect(doc.pageSize).toBe('A4');
    expect(doc.content).toHaveLength(3);
    const folhas = doc.content as {
      stack: { canvas?: unknown[]; absolutePosition: { x: number; y: number } }[];
    }[];
    // Cut lines + 4, 4, 1 labels.
    expect(folhas.map((folha) => folha.stack.length)).toEqual([5, 5, 2]);
    expect(folhas[0]?.stack[0]?.canvas).toHaveLength(6);
    const posicoes = folhas[0]?.stack.slice(1).map((no) => no.absolutePosition);
    const xs = [...new Set(posicoes?.map((p) => p.x.toFixed(2)))].map(Number).sort((a, b) => a - b);
    const ys = [...new Set(posicoes?.map((p) => p.y.toFixed(2)))].map(Number).sort((a, b) => a - b);
    expect(xs).toHaveLength(2);
    expect(ys).toHaveLength(2);
    // The cells are 100 mm wide and 140 mm tall (1 mm = 72 / 25.4 pt), centred on the sheet.
    expect((xs[1] ?? 0) - (xs[0] ?? 0)).toBeCloseTo((100 * 72) / 25.4, 1);
    expect((ys[1] ?? 0) - (ys[0] ?? 0)).toBeCloseTo((140 * 72) / 25.4, 1);
    expect((xs[0] ?? 0) - 10).toBeCloseTo(595.28 - ((xs[1] ?? 0) + 283.46 - 10), 1);
  });

  it('prints sender, recipient, NF, volume n/N, weight, order, load and codes', () => {
    const lista = etiquetas(3);
    const codigos: TCodigosEtiquetas = {
      barras: new Map([[lista[1]!.codigoBarras, '<svg id="barras"/>']]),
    };
    const doc = definicaoPdfEtiquetas(lista, 'pdf-100x150', codigos);
    const segunda = textos(doc.content[1]);
    expect(segunda).toEqual(
      expect.arrayContaining([
        'REMETENTE',
        'Indústria São João Ltda',
        'CNPJ 11.222.333/0001-81',
        'DESTINATÁRIO',
        'Comércio Açaí do Norte',
        'CPF 123.456.789-09',
        'Belém/PA',
        'NF: 500000',
        'Volume 2/3',
        'Peso: 3,33 kg',
        'Pedido: PED-1000',
        'Carga: 2000',
        'PED-1000-002',
        '<svg id="barras"/>',
        lista[1]!.qrConteudo,
      ]),
    );
    // The codes of another label are not drawn on this one.
    expect(textos(doc.content[0])).not.toContain('<svg id="barras"/>');
    expect(textos(doc.content[0])).not.toContain(lista[1]!.qrConteudo);
    const a4 = textos(definicaoPdfEtiquetas(lista, 'pdf-a4', codigos).content);
    expect(a4).toEqual(expect.arrayContaining(['Volume 2/3', 'Belém/PA', lista[1]!.qrConteudo]));
  });

  it("draws the QR code with pdfmake's qr node, as large as the label's QR square", () => {
    const lista = etiquetas(2);
    const qrs = (no: unknown): { qr: string; fit: number; eccLevel: string }[] => {
      if (Array.isArray(no)) return no.flatMap(qrs);
      if (no && typeof no === 'object') {
        const proprio = 'qr' in no ? [no as { qr: string; fit: number; eccLevel: string }] : [];
        return [...proprio, ...Object.values(no).flatMap(qrs)];
      }
      return [];
    };
    const termica = qrs(definicaoPdfEtiquetas(lista, 'pdf-100x150', semCodigos).content);
    expect(termica.map((no) => no.qr)).toEqual(lista.map((etiqueta) => etiqueta.qrConteudo));
    expect(termica.every((no) => no.fit === 100 && no.eccLevel === QR_ECC_ETIQUETA)).toBe(true);
    // A4 cells scale the 150 mm layout down to 140 mm.
    const a4 = qrs(definicaoPdfEtiquetas(lista, 'pdf-a4', semCodigos).content);
    expect(a4).toHaveLength(2);
    expect(a4[0]?.fit).toBeLessThan(100);
    expect(a4[0]?.fit).toBeGreaterThan(90);
  });

  it('leaves the load out when the order has none', () => {
    const doc = definicaoPdfEtiquetas(etiquetas(1, { cargaCodigo: null }), 'pdf-100x150', semCodigos);
    expect(textos(doc.content).some((texto) => texto.startsWith('Carga:'))).toBe(false);
  });

  it('names the files by São Paulo date and time', () => {
    const agora = new Date('2024-05-01T11:30:00Z');
    expect(nomeArquivoEtiquetas('pdf', agora)).toBe('etiquetas-2024-05-01-0830.pdf');
    expect(nomeArquivoEtiquetas('zpl', agora)).toBe('etiquetas-2024-05-01-0830.zpl');
  });
});

/**
 * Rendered for real by the pdfmake build and Helvetica the browser loads, in Node (no mock). The timing of
 * 1,000 labels is etiquetas-pdf.bench-render.test.ts (ETIQUETAS_BENCH=1).
 */
describe('pdfmake rendering of the labels', () => {
  it('draws the Code128 barcodes as SVG, one per label', async () => {
    const lista = etiquetas(4);
    const codigos = await codigosDasEtiquetas(lista);
    expect([...codigos.barras.keys()]).toEqual(lista.map((etiqueta) => etiqueta.codigoBarras));
    expect(codigos.barras.get(lista[0]!.codigoBarras)).toMatch(/^<svg viewBox="0 0 \d+ \d+"/);
  });

  it('renders 9 labels on 3 A4 sheets', async () => {
    const lista = etiquetas(9);
    const doc = definicaoPdfEtiquetas(lista, 'pdf-a4', await codigosDasEtiquetas(lista));
    const bytes = Buffer.from(await (await criarPdfEtiquetas(doc)).getBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(paginas(bytes)).toBe(3);
  });

  it('renders 50 thermal labels with long names, one page each', async () => {
    const lista = etiquetas(50, { destino: DESTINO_LONGO });
    const doc = definicaoPdfEtiquetas(lista, 'pdf-100x150', await codigosDasEtiquetas(lista));
    const bytes = Buffer.from(await (await criarPdfEtiquetas(doc)).getBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(paginas(bytes)).toBe(50);
  }, 30_000);
});
