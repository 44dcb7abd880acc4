import { describe, expect, it } from 'vitest';
import { codigosDasEtiquetas, criarPdfEtiquetas, definicaoPdfEtiquetas } from '../etiquetas-pdf';
import { DESTINO_LONGO, etiquetasDeTeste, paginasDoPdf } from './etiquetas-fixtures';

/**
 * The timing of a large print: 1,000 thermal labels rendered for real (Code128 by bwip-js, QR by
 * pdfmake). Slow, so it runs only with `ETIQUETAS_BENCH=1`:
 * `ETIQUETAS_BENCH=1 npx vitest run apps/web/src/features/formacao/etiquetas/__tests__/etiquetas-pdf.bench-render.test.ts`
 */
describe.skipIf(process.env.ETIQUETAS_BENCH !== '1')('etiquetas-pdf bench', () => {
  it('renders 1,000 thermal labels, one page each (time printed, not asserted)', async () => {
    const lista = etiquetasDeTeste(1000, { destino: DESTINO_LONGO });
    expect(lista).toHaveLength(1000);
    const inicio = performance.now();
    const codigos = await codigosDasEtiquetas(lista);
    const codigosProntos = performance.now();
    const pdf = await criarPdfEtiquetas(definicaoPdfEtiquetas(lista, 'pdf-100x150', codigos));
    const bytes = Buffer.from(await pdf.getBuffer());
    const fim = performance.now();
    expect(codigos.barras.size).toBe(1000);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(paginasDoPdf(bytes)).toBe(1000);
    const s = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `etiquetas-pdf 1000: ${s(fim - inicio)} s (Code128 ${s(codigosProntos - inicio)} s, PDF ${s(fim - codigosProntos)} s, ${(bytes.length / 1024 / 1024).toFixed(1)} MB)`,
    );
  }, 300_000);
});
