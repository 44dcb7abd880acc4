import type { PdfMake, PdfMakeDocument } from 'pdfmake/build/pdfmake';
import type { TPdfDocDefinition } from './romaneio-pdf';

let carregando: Promise<PdfMake> | null = null;

/**
 * pdfmake, loaded on first use in its own chunk (≈ 1 MB: never in the /login bundle nor the board's).
 * Fonts are the standard Helvetica metrics bundled with it; the access policies refuse every URL and
 * every local path but those fonts, so a PDF never fetches anything (the documents carry only text and
 * inline SVG).
 */
export function carregarPdfMake(): Promise<PdfMake> {
  carregando ??= Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/standard-fonts/Helvetica'),
  ])
    .then(([{ default: pdfMake }, { default: helvetica }]) => {
      pdfMake.addFontContainer(helvetica);
      pdfMake.setUrlAccessPolicy(() => false);
      const fontes = new Set(Object.values(helvetica.fonts).flatMap((estilos) => Object.values(estilos)));
      pdfMake.localAccessPolicy = (path) => fontes.has(path);
      return pdfMake;
    })
    .catch((error: unknown) => {
      // A failed chunk load (offline) may be retried by the next click.
      carregando = null;
      throw error;
    });
  return carregando;
}

/** The PDF of a document definition (romaneio-pdf.ts). */
export async function criarPdf(docDefinition: TPdfDocDefinition): Promise<PdfMakeDocument> {
  const pdfMake = await carregarPdfMake();
  return pdfMake.createPdf(docDefinition);
}

/** Generates the PDF and saves it as `nomeArquivo`. */
export async function baixarPdf(docDefinition: TPdfDocDefinition, nomeArquivo: string): Promise<void> {
  const pdf = await criarPdf(docDefinition);
  await pdf.download(nomeArquivo);
}
