import { describe, expect, it } from 'vitest';
import { decodeBase64DataUrl, decodeImageDataUrl } from './data-url';

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

describe('decodeBase64DataUrl', () => {
  it('decodes a data URL of any type, parameters allowed, and bare base64 without a type', () => {
    const pdf = decodeBase64DataUrl('data:application/PDF;name=a.pdf;base64,JVBERi0x');
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.data.toString('latin1')).toBe('%PDF-1');
    expect(decodeBase64DataUrl(`data:;base64,${PNG}`)?.contentType).toBe('');
    expect(decodeBase64DataUrl(PNG)).toMatchObject({ contentType: '' });
    expect(decodeBase64DataUrl('data:image/png;base64,')?.data.length).toBe(0);
  });
  it('refuses text that is not base64 instead of decoding part of it', () => {
    expect(decodeBase64DataUrl('data:image/png;base64,iVBOR<script>')).toBeNull();
    expect(decodeBase64DataUrl('data:image/png,iVBOR')).toBeNull();
    expect(decodeBase64DataUrl('../../etc/passwd')).toBeNull();
  });
});
