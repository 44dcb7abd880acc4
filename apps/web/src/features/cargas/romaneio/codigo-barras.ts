/**
 * The Code128 barcode of a load code as SVG text, drawn by bwip-js (its tree-shakable build: only Code128
 * and the SVG drawing reach the chunk, loaded on first use). The human-readable code is printed beside it
 * by the page and the PDF, so the symbol carries no text (no font needed).
 */
export async function codigoDeBarrasSvg(texto: string): Promise<string> {
  const { code128, drawingSVG } = await import('bwip-js/generic');
  return code128({ bcid: 'code128', text: texto, scale: 2, height: 10, includetext: false }, drawingSVG());
}

/** The SVG as a data URL for an <img> (no markup injected into the page). */
export function svgComoDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
