/** An image decoded from a stored base64 value. */
export interface DecodedImage {
  contentType: string;
  data: Buffer;
}

const DATA_URL = /^data:(image\/(?:png|jpeg|jpg|gif|webp|svg\+xml));base64,([A-Za-z0-9+/\s]+={0,2})$/i;
const BASE64 = /^[A-Za-z0-9+/\s]+={0,2}$/;

/** Magic numbers of the raster formats accepted without a data-URL prefix. */
const SIGNATURES: ReadonlyArray<{ contentType: string; bytes: number[] }> = [
  { contentType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { contentType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { contentType: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

/**
 * Decodes a logo stored as a base64 data URL (`data:image/png;base64,…`), or as bare base64 of a PNG,
 * JPEG or GIF. Anything else → null (answered 404, never served as an unknown type).
 */
export function decodeImageDataUrl(value: string | null | undefined): DecodedImage | null {
  if (!value) return null;
  const text = value.trim();
  const match = DATA_URL.exec(text);
  if (match) {
    const contentType = match[1]!.toLowerCase().replace('image/jpg', 'image/jpeg');
    const data = Buffer.from(match[2]!, 'base64');
    return data.length > 0 ? { contentType, data } : null;
  }
  if (!BASE64.test(text)) return null;
  const data = Buffer.from(text, 'base64');
  const known = SIGNATURES.find((signature) => signature.bytes.every((byte, i) => data[i] === byte));
  return known ? { contentType: known.contentType, data } : null;
}

/** A file sent as a base64 data URL; `contentType` is '' when the value was bare base64. */
export interface DecodedDataUrl {
  contentType: string;
  data: Buffer;
}

/** `data:<type>[;param=value]*;base64,<data>` with any (or no) type. */
const ANY_DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w.+-]+=[^;,]*)*);base64,/i;

/**
 * Decodes a file sent as a base64 data URL of any type (`data:application/pdf;base64,…`) or as bare
 * base64. Null when the text is not valid base64 (Buffer.from would silently skip bad characters).
 * The type is what the client declares: check the bytes before trusting it.
 */
export function decodeBase64DataUrl(value: string): DecodedDataUrl | null {
  const text = value.trim();
  const match = ANY_DATA_URL.exec(text);
  const payload = match ? text.slice(match[0].length) : text;
  // An empty data URL is an empty file (the caller says so); anything else must be base64.
  if (!(match && payload.trim() === '') && !BASE64.test(payload)) return null;
  return { contentType: (match?.[1] ?? '').toLowerCase(), data: Buffer.from(payload, 'base64') };
}
