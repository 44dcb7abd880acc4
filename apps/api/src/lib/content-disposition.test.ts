import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('keeps a plain name and adds the exact UTF-8 form', () => {
    expect(contentDisposition('attachment', 'canhoto.pdf')).toBe(
      `attachment; filename="canhoto.pdf"; filename*=UTF-8''canhoto.pdf`,
    );
    expect(contentDisposition('inline', 'Comprovante de entrega çã.jpg')).toBe(
      `inline; filename="Comprovante de entrega __.jpg"; filename*=UTF-8''Comprovante%20de%20entrega%20%C3%A7%C3%A3.jpg`,
    );
  });

  it('escapes quotes, slashes, CR/LF and traversal-looking names', () => {
    const value = contentDisposition('attachment', '../../etc/"passwd"\r\nSet-Cookie: x=1');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toContain('filename=".._.._etc__passwd___Set-Cookie: x=1"');
    expect(value).toContain("filename*=UTF-8''..%2F..%2Fetc%2F%22passwd%22%20%20Set-Cookie%3A%20x%3D1");
  });

  it('never gives an empty fallback name', () => {
    expect(contentDisposition('attachment', '   ')).toContain('filename="arquivo"');
  });
});
