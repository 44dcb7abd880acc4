import fs from 'node:fs';
import path from 'node:path';

/** A message the server wrote to `DATA_DIR/outbox/` (DESIGN.md §6: mail and SMS without SMTP_URL). */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The plain-text body (the text/plain part of a multipart message), decoded. */
  text: string;
  writtenAt: Date;
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) {
    throw new Error(
      'E2E_DATA_DIR não definido: rode as jornadas com "npm test -w @embarca/e2e", que o exporta.',
    );
  }
  return path.join(dataDir, 'outbox');
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) in a header. */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
    (_match, _charset, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const separator = raw.search(/\r?\n\r?\n/);
  const head = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? '' : raw.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '').toLowerCase();
  if (kind === 'quoted-printable') return decodeQuotedPrintable(body);
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text/plain part of a message (a single-part message is its own part), decoded. */
function plainText(headers: Map<string, string>, body: string): string {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!/^multipart\//i.test(contentType) || !boundary) {
    return decodeBody(body, headers.get('content-transfer-encoding'));
  }
  const parts = body.split(`--${boundary}`).slice(1);
  let fallback = '';
  for (const part of parts) {
    if (part.startsWith('--')) break;
    const parsed = splitHeaders(part.replace(/^\r?\n/, ''));
    const text = plainText(parsed.headers, parsed.body);
    const type = parsed.headers.get('content-type') ?? 'text/plain';
    if (/^text\/plain/i.test(type) || /^multipart\//i.test(type)) return text;
    fallback ||= text.replace(/<[^>]+>/g, ' ');
  }
  return fallback;
}

function parseMail(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8');
  const { headers, body } = splitHeaders(raw);
  return {
    file,
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: plainText(headers, body),
    writtenAt: fs.statSync(file).mtime,
  };
}

function newestFor(to: string, since: Date | undefined): OutboxMail | undefined {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return undefined;
  const wanted = to.toLowerCase();
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => parseMail(path.join(dir, name)))
    .filter((mail) => mail.to.toLowerCase().includes(wanted))
    .filter((mail) => !since || mail.writtenAt.getTime() >= since.getTime() - 1000)
    .sort((a, b) => b.writtenAt.getTime() - a.writtenAt.getTime() || b.file.localeCompare(a.file))[0];
}

/**
 * The newest `.eml` in `${E2E_DATA_DIR}/outbox` addressed to `to` (written at or after `since`, when
 * given), waiting up to `timeoutMs` for it to appear.
 */
export async function readLatestMail(
  to: string,
  { since, timeoutMs = 10_000 }: { since?: Date; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = newestFor(to, since);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`Nenhum e-mail para ${to} em ${outboxDir()}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The 6-digit verification code of a second-factor mail. */
export function extractCode(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`Código de 6 dígitos não encontrado em ${mail.file}:\n${mail.text}`);
  return code;
}

/** The app route of a password link in a mail (`/new-password?token=…`), for `openApp`. */
export function extractNewPasswordRoute(mail: OutboxMail): string {
  const match = /#(\/new-password\?[^\s"'<>)\]]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`Link de nova senha não encontrado em ${mail.file}:\n${mail.text}`);
  return match[1].replace(/&amp;/g, '&');
}
