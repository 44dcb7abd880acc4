import { ANEXO_MESSAGES, ANEXO_TIPOS, type TAnexoVerificacao, verificarAnexo } from '@embarca/domain';

/**
 * What the file picker accepts (MIME type → extensions), from the domain's list; XML also as text/xml,
 * the type most systems give it.
 */
export const ANEXO_DROPZONE_ACCEPT: Record<string, string[]> = {
  ...Object.fromEntries(
    ANEXO_TIPOS.map((tipo) => [tipo.contentType, tipo.extensoes.map((ext) => `.${ext}`)]),
  ),
  'text/xml': ['.xml'],
};

/** The same check the API makes (type by the first bytes, size), before anything is sent. */
export async function verificarArquivo(file: File): Promise<TAnexoVerificacao> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return verificarAnexo({ nome: file.name, contentType: file.type, bytes, tamanho: file.size });
}

/** The message of a file the picker refused (react-dropzone error codes). */
export function mensagemDeRecusa(codigo: string | undefined): string {
  if (codigo === 'file-too-large') return ANEXO_MESSAGES.tamanhoMaximo;
  if (codigo === 'too-many-files') return 'Envie um arquivo por vez.';
  return ANEXO_MESSAGES.tipoNaoPermitido;
}

/** The file as a base64 data URL (`data:<type>;base64,…`), as the API takes it. */
export function lerComoDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(ANEXO_MESSAGES.imagemInvalida));
    reader.readAsDataURL(file);
  });
}

/** Saves a Blob under a name (an `<a download>` click): the file is saved, never opened in the app. */
export function salvarBlob(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
