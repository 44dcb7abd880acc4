import { MESSAGES } from '../../shared/messages';

/**
 * Extra attachments of a load (02 §3 "Extra attachment", §5 image extensions, §8 'Erro ao carregar
 * imagem'): the accepted file types, the size limit and the content check. Pure: the API checks every
 * upload with it and the web app checks the chosen file before sending it.
 *
 * The type of a file comes from what the client declares (the data URL's MIME type, else the name's
 * extension) and must match the file's first bytes (its "magic number"): the extension alone is never
 * trusted.
 */

/** Largest accepted file: 10 MiB of file bytes (the base64 text sent is about 4/3 of it). */
export const ANEXO_TAMANHO_MAXIMO = 10 * 1024 * 1024;

/** Characters of the base64 text of a file of `bytes` bytes (padding included). */
export function base64Length(bytes: number): number {
  return Math.ceil(bytes / 3) * 4;
}

/** One accepted file type. `imagem`: previewed in the web app (02 §5 extensions). */
export interface TAnexoTipo {
  contentType: string;
  /** Accepted extensions, the first one being the one added to a name that has none of them. */
  extensoes: readonly string[];
  imagem: boolean;
  /** Whether its first bytes (or, for SVG, its text) look like this type. */
  confere: (bytes: Uint8Array) => boolean;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const u32le = (bytes: Uint8Array, at: number) =>
  ((bytes[at] ?? 0) |
    ((bytes[at + 1] ?? 0) << 8) |
    ((bytes[at + 2] ?? 0) << 16) |
    ((bytes[at + 3] ?? 0) << 24)) >>>
  0;
const u16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32be = (bytes: Uint8Array, at: number) =>
  (((bytes[at] ?? 0) << 24) |
    ((bytes[at + 1] ?? 0) << 16) |
    ((bytes[at + 2] ?? 0) << 8) |
    (bytes[at + 3] ?? 0)) >>>
  0;

/** PNG: signature, then the IHDR chunk with a non-zero width and height. */
function isPng(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    startsWith(bytes, ascii('IHDR'), 12) &&
    u32be(bytes, 16) > 0 &&
    u32be(bytes, 20) > 0
  );
}

/** JPEG: start-of-image marker followed by another marker. */
function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 4 && startsWith(bytes, [0xff, 0xd8, 0xff]);
}

/** GIF87a/GIF89a with a non-zero logical screen size. */
function isGif(bytes: Uint8Array): boolean {
  return (
    (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) &&
    u16le(bytes, 6) > 0 &&
    u16le(bytes, 8) > 0
  );
}

/** BMP: 'BM' and a DIB header of a known size (12, 40, 52, 56, 64, 108 or 124 bytes). */
function isBmp(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 26 &&
    startsWith(bytes, ascii('BM')) &&
    [12, 40, 52, 56, 64, 108, 124].includes(u32le(bytes, 14))
  );
}

/** WebP: a RIFF container of type WEBP whose first chunk is VP8, VP8L or VP8X. */
function isWebp(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, ascii('RIFF')) &&
    startsWith(bytes, ascii('WEBP'), 8) &&
    (startsWith(bytes, ascii('VP8 '), 12) ||
      startsWith(bytes, ascii('VP8L'), 12) ||
      startsWith(bytes, ascii('VP8X'), 12))
  );
}

/** The bytes as text, byte per character (enough to find ASCII markup). */
function latin1(bytes: Uint8Array, max = bytes.length): string {
  let text = '';
  const end = Math.min(bytes.length, max);
  for (let i = 0; i < end; i += 8192) {
    text += String.fromCharCode(...bytes.subarray(i, Math.min(end, i + 8192)));
  }
  return text;
}

/** Leading BOM, whitespace, XML declaration, processing instructions and comments. */
const XML_PROLOGUE = /^(?:\uFEFF|\xEF\xBB\xBF)?(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*/;

/**
 * SVG: XML text whose root element is `<svg`, with no DOCTYPE or entity declarations (they allow entity
 * expansion and external references). Scripts inside are harmless where it is served: the API sends it
 * with a sandboxing CSP and the web app shows it only through `<img>`.
 */
function isSvg(bytes: Uint8Array): boolean {
  const text = latin1(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return false;
  return /^<svg[\s>/]/i.test(text.replace(XML_PROLOGUE, ''));
}

const isPdf = (bytes: Uint8Array) => startsWith(bytes, ascii('%PDF-'));
/** Office Open XML (docx, xlsx) files are ZIP archives. */
const isZip = (bytes: Uint8Array) => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
/** Legacy Office (doc, xls) files are OLE compound documents. */
const isOle = (bytes: Uint8Array) => startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** XML (e.g. NF-e, CT-e): text starting with markup, without DOCTYPE/entity declarations. */
function isXml(bytes: Uint8Array): boolean {
  const head = latin1(bytes, 4096);
  return /^(?:\uFEFF|\xEF\xBB\xBF)?\s*</.test(head) && !/<!DOCTYPE|<!ENTITY/i.test(latin1(bytes));
}

/** Every accepted type, keyed by its content type (images first: 02 §5's extensions). */
export const ANEXO_TIPOS: readonly TAnexoTipo[] = [
  { contentType: 'image/jpeg', extensoes: ['jpg', 'jpeg'], imagem: true, confere: isJpeg },
  { contentType: 'image/png', extensoes: ['png'], imagem: true, confere: isPng },
  { contentType: 'image/gif', extensoes: ['gif'], imagem: true, confere: isGif },
  { contentType: 'image/bmp', extensoes: ['bmp'], imagem: true, confere: isBmp },
  { contentType: 'image/webp', extensoes: ['webp'], imagem: true, confere: isWebp },
  { contentType: 'image/svg+xml', extensoes: ['svg'], imagem: true, confere: isSvg },
  { contentType: 'application/pdf', extensoes: ['pdf'], imagem: false, confere: isPdf },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensoes: ['docx'],
    imagem: false,
    confere: isZip,
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensoes: ['xlsx'],
    imagem: false,
    confere: isZip,
  },
  { contentType: 'application/msword', extensoes: ['doc'], imagem: false, confere: isOle },
  { contentType: 'application/vnd.ms-excel', extensoes: ['xls'], imagem: false, confere: isOle },
  { contentType: 'application/xml', extensoes: ['xml'], imagem: false, confere: isXml },
];

/** The image extensions the spec recognises (02 §5). */
export const ANEXO_EXTENSOES_IMAGEM = ANEXO_TIPOS.filter((t) => t.imagem).flatMap((t) => t.extensoes);

/** Every accepted extension, with the dot (for a file input's `accept`). */
export const ANEXO_ACCEPT = ANEXO_TIPOS.flatMap((t) => t.extensoes.map((ext) => `.${ext}`)).join(',');

/** Other names browsers and clients use for the accepted types. */
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-ms-bmp': 'image/bmp',
  'image/x-bmp': 'image/bmp',
  'text/xml': 'application/xml',
};

/** Types that say nothing about the file: the name's extension decides which type to check. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

export const ANEXO_MESSAGES = {
  /** 02 §8: an image that does not decode or is not the type it declares. */
  imagemInvalida: MESSAGES.imageLoadError,
  tamanhoMaximo: `O arquivo deve ter no máximo ${ANEXO_TAMANHO_MAXIMO / (1024 * 1024)} MB.`,
  tipoNaoPermitido:
    'Tipo de arquivo não permitido. Envie imagens (JPG, JPEG, PNG, GIF, BMP, WEBP ou SVG), PDF, Word, Excel ou XML.',
  conteudoInvalido: 'O conteúdo do arquivo não corresponde ao tipo informado.',
  vazio: 'O arquivo está vazio.',
  rotaDeOutraCarga: 'O ponto de rota informado não pertence a esta carga.',
  exclusaoNegada: 'Apenas quem enviou o anexo ou um administrador da empresa da carga pode excluí-lo.',
  naoEncontrado: 'Anexo não encontrado.',
  cadastrado: 'Anexo cadastrado com sucesso!',
  excluido: 'Anexo excluído com sucesso!',
} as const;

/** The extension of a file name, lowercase, without the dot ('' when none). */
export function extensaoDoNome(nome: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(nome.trim());
  return match ? match[1]!.toLowerCase() : '';
}

/** The accepted type of a content type (aliases included), or undefined. */
export function anexoTipoPorContentType(contentType: string | null | undefined): TAnexoTipo | undefined {
  const normalized = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const canonical = ALIASES[normalized] ?? normalized;
  return ANEXO_TIPOS.find((tipo) => tipo.contentType === canonical);
}

/** The accepted type of an extension, or undefined. */
export function anexoTipoPorExtensao(extensao: string): TAnexoTipo | undefined {
  const ext = extensao.replace(/^\./, '').toLowerCase();
  return ANEXO_TIPOS.find((tipo) => tipo.extensoes.includes(ext));
}

/** True when the content type is an accepted image (previewed; 02 §5). */
export function isAnexoImagem(contentType: string | null | undefined): boolean {
  return anexoTipoPorContentType(contentType)?.imagem === true;
}

export type TAnexoVerificacao =
  | { ok: true; tipo: TAnexoTipo }
  | { ok: false; motivo: 'vazio' | 'tamanho' | 'tipo' | 'conteudo'; message: string };

/**
 * Checks a file to attach: not empty, at most ANEXO_TAMANHO_MAXIMO, an accepted type — the declared
 * content type, or the name's extension when the declared type is generic or missing — and bytes that
 * match that type. An image whose bytes do not match → 'Erro ao carregar imagem' (02 §8).
 *
 * `bytes` may be only the file's beginning when `tamanho` gives the whole size (the web app's quick check
 * before sending); the API always passes the whole file.
 */
export function verificarAnexo(arquivo: {
  nome: string;
  contentType?: string | null;
  bytes: Uint8Array;
  tamanho?: number;
}): TAnexoVerificacao {
  const tamanho = arquivo.tamanho ?? arquivo.bytes.length;
  if (tamanho === 0) return { ok: false, motivo: 'vazio', message: ANEXO_MESSAGES.vazio };
  if (tamanho > ANEXO_TAMANHO_MAXIMO) {
    return { ok: false, motivo: 'tamanho', message: ANEXO_MESSAGES.tamanhoMaximo };
  }
  const declarado = (arquivo.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const tipo = GENERIC_TYPES.has(declarado)
    ? anexoTipoPorExtensao(extensaoDoNome(arquivo.nome))
    : anexoTipoPorContentType(declarado);
  if (!tipo) return { ok: false, motivo: 'tipo', message: ANEXO_MESSAGES.tipoNaoPermitido };
  if (!tipo.confere(arquivo.bytes)) {
    return {
      ok: false,
      motivo: 'conteudo',
      message: tipo.imagem ? ANEXO_MESSAGES.imagemInvalida : ANEXO_MESSAGES.conteudoInvalido,
    };
  }
  return { ok: true, tipo };
}

/**
 * The name a download is saved under: the attachment's name, with its type's extension added when the
 * name does not already end with one of the type's extensions ('Comprovante' → 'Comprovante.jpg').
 */
export function nomeDoArquivo(nome: string, contentType: string): string {
  const tipo = anexoTipoPorContentType(contentType);
  const base = nome.trim() || 'anexo';
  if (!tipo || tipo.extensoes.includes(extensaoDoNome(base))) return base;
  return `${base}.${tipo.extensoes[0]}`;
}

/** A file size in pt-BR: '820 bytes', '12,4 KB', '3,2 MB' (base 1024). */
export function formatTamanhoArquivo(bytes: number): string {
  const format = (value: number) =>
    new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 0 }).format(value);
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} KB`;
  return `${format(bytes / (1024 * 1024))} MB`;
}
