import { describe, expect, it } from 'vitest';
import { decodeImageDataUrl } from './data-url';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('decodeImageDataUrl', () => {
  it('decodes a base64 data URL with its content type', () => {
    const image = decodeImageDataUrl(`data:image/png;base64,${PNG}`);
    expect(image?.contentType).toBe('image/png');
    expect(image?.data.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    expect(decodeImageDataUrl('data:image/jpg;base64,/9j/4AAQ')?.contentType).toBe('image/jpeg');
  });
  it('recognises bare base64 of a PNG by its signature', () => {
    expect(decodeImageDataUrl(PNG)?.contentType).toBe('image/png');
  });
  it('refuses anything else', () => {
    for (const value of [
      null,
      '',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png,<svg>',
      'PHNjcmlwdD4=',
      'não é base64',
    ]) {
      expect(decodeImageDataUrl(value)).toBeNull();
    }
  });
});
