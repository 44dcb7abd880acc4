/**
 * The few pdfmake 0.3 entry points the manifests use (the package ships no types): the browser build
 * (`build/pdfmake`, one UMD file with its own PDFKit) and the standard Helvetica metrics.
 */
declare module 'pdfmake/build/pdfmake' {
  interface PdfMakeDocument {
    getBlob(): Promise<Blob>;
    getBuffer(): Promise<Uint8Array>;
    download(fileName?: string): Promise<void>;
  }
  interface PdfMakeFontContainer {
    vfs: Record<string, unknown>;
    fonts: Record<string, Record<string, string>>;
  }
  interface PdfMake {
    createPdf(docDefinition: object, options?: object): PdfMakeDocument;
    addFontContainer(container: PdfMakeFontContainer): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    /** Read by every PDF the instance creates; the browser build has no setter for it. */
    localAccessPolicy: ((path: string) => boolean) | undefined;
  }
  const pdfMake: PdfMake;
  export default pdfMake;
  export type { PdfMake, PdfMakeDocument, PdfMakeFontContainer };
}

declare module 'pdfmake/build/standard-fonts/Helvetica' {
  import type { PdfMakeFontContainer } from 'pdfmake/build/pdfmake';

  const helvetica: PdfMakeFontContainer;
  export default helvetica;
}
