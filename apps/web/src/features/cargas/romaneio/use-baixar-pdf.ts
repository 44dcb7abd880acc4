import { useCallback, useState } from 'react';
import { notifyFailure } from '../../../lib/ui/notify';
import { codigoDeBarrasSvg } from './codigo-barras';
import { baixarPdf } from './pdfmake-loader';
import { ROMANEIO_TEXTOS } from './romaneio.texts';
import type { TCodigosDeBarras, TPdfDocDefinition } from './romaneio-pdf';

/**
 * 'Baixar PDF': draws the loads' barcodes, builds the document definition and saves the PDF generated in
 * the browser (pdfmake, loaded on the first click). A failure is a toast; `gerando` drives the button.
 */
export function useBaixarPdf() {
  const [gerando, setGerando] = useState(false);
  const baixar = useCallback(
    async (
      codigos: readonly string[],
      montar: (codigosDeBarras: TCodigosDeBarras) => TPdfDocDefinition,
      nomeArquivo: string,
    ) => {
      setGerando(true);
      try {
        // A barcode that cannot be drawn is left out; the code is printed as text anyway.
        const svgs = await Promise.all(
          codigos.map((codigo) => codigoDeBarrasSvg(codigo).catch(() => undefined)),
        );
        const codigosDeBarras = Object.fromEntries(codigos.map((codigo, i) => [codigo, svgs[i]]));
        await baixarPdf(montar(codigosDeBarras), nomeArquivo);
      } catch {
        notifyFailure(ROMANEIO_TEXTOS.erroPdf);
      } finally {
        setGerando(false);
      }
    },
    [],
  );
  return { baixar, gerando };
}
