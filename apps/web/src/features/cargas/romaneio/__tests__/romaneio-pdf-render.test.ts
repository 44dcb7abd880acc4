import { describe, expect, it } from 'vitest';
import { codigoDeBarrasSvg } from '../codigo-barras';
import { criarPdf } from '../pdfmake-loader';
import { resumoDaCarga, romaneioParaImpressao } from '../romaneio-impressao';
import { docDefinitionDaCarga, docDefinitionDoRomaneio } from '../romaneio-pdf';
import { romaneioFixture } from './romaneio-fixtures';

/** A PDF text string as PDFKit writes a non-ASCII one: UTF-16BE (read here as latin1 bytes). */
const utf16be = (texto: string) => [...texto].map((char) => `\u0000${char}`).join('');

/**
 * The PDFs rendered for real by the same pdfmake build and font the browser loads (no mock): the bytes
 * are a PDF, the title names the load, the Code128 SVG renders, and nothing is ever fetched.
 */
describe('pdfmake rendering', () => {
  it('renders the manifest with its barcode into a PDF naming the load', async () => {
    const svg = await codigoDeBarrasSvg('1042');
    expect(svg).toMatch(/^<svg viewBox="0 0 \d+ \d+"/);
    const doc = docDefinitionDoRomaneio(romaneioParaImpressao(romaneioFixture(), { comItens: true }), {
      '1042': svg,
    });
    const bytes = Buffer.from(await (await criarPdf(doc)).getBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document information dictionary is not compressed: the title (UTF-16, it has 'º') is there.
    expect(bytes.toString('latin1')).toContain(utf16be('Romaneio de carga nº 1042'));
  });

  it('renders the one-page load summary', async () => {
    const bytes = Buffer.from(
      await (await criarPdf(docDefinitionDaCarga(resumoDaCarga(romaneioFixture())))).getBuffer(),
    );
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(utf16be('Resumo da carga nº 1042'));
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('refuses to fetch an image by URL or read a local file', async () => {
    const base = docDefinitionDaCarga(resumoDaCarga(romaneioFixture()));
    const comUrl = { ...base, content: [{ image: 'https://example.com/logo.png', width: 10 }] };
    await expect((await criarPdf(comUrl)).getBuffer()).rejects.toThrow(/access policy/i);
    const comArquivo = { ...base, content: [{ image: '/etc/hostname', width: 10 }] };
    await expect((await criarPdf(comArquivo)).getBuffer()).rejects.toThrow();
  });
});
