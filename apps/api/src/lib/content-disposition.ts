/**
 * A `Content-Disposition` value for a user-named file: an ASCII fallback `filename` (anything outside
 * printable ASCII, quotes, backslashes, slashes and control characters become '_') and the exact name
 * as RFC 5987 `filename*`. A name like '../../x' or one with CR/LF cannot break out of the header or
 * name a path: browsers save it under its last segment, and both forms here are escaped.
 */
export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\/]/g, '_').trim() || 'arquivo';
  const exact = encodeURIComponent(filename.replace(/[\r\n]/g, ' ')).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/**
 * Headers for serving user-uploaded bytes: never sniffed into another type, and a CSP that sandboxes the
 * document, so an SVG or HTML-looking file opened directly cannot run scripts in the app's origin.
 */
export const UPLOADED_FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
} as const;
