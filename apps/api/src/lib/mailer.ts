import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One e-mail: pt-BR plain text plus a simple HTML version. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail. Services get one passed in; tests pass a capturing fake. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** SMTP server URL; unset → each message is written as an .eml file into `outboxDir`. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  /** Told the subject and the file of each message written to the outbox (DESIGN.md §6). */
  log?: (message: string) => void;
}

/**
 * Nodemailer (DEPENDENCIES.md "mail"): through `SMTP_URL` when set, else nodemailer's buffer transport
 * builds the RFC 822 message and it is written to `DATA_DIR/outbox/<time>-<random>.eml`.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl, { from });
    return {
      async send(message) {
        await transport.sendMail(message);
      },
    };
  }
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from },
  );
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      await fs.promises.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${outboxStamp()}-${crypto.randomBytes(4).toString('hex')}.eml`);
      const content = Buffer.isBuffer(info.message) ? info.message : Buffer.from(String(info.message));
      await fs.promises.writeFile(file, content, { mode: 0o600 });
      log?.(`e-mail "${message.subject}" para ${message.to} gravado em ${file}`);
    },
  };
}

/** A file-name-safe, sortable timestamp: 2026-05-04T12-30-00-123Z. */
export function outboxStamp(at: Date = new Date()): string {
  return at.toISOString().replace(/[:.]/g, '-');
}

/** Escapes text for HTML e-mail bodies (a user's name may hold anything). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
