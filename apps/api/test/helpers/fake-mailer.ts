import type { Mailer, MailMessage } from '../../src/lib/mailer';
import type { SmsSender } from '../../src/lib/sms';

/** A mailer that keeps every message in memory (tests read the code or link from it). */
export function createFakeMailer(): Mailer & { sent: MailMessage[]; to: (email: string) => MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    to: (email) => sent.filter((message) => message.to === email),
    async send(message) {
      sent.push(message);
    },
  };
}

export function createFakeSms(): SmsSender & { sent: { to: string; text: string }[] } {
  const sent: { to: string; text: string }[] = [];
  return {
    sent,
    async send(to, text) {
      sent.push({ to, text });
    },
  };
}

/** The 6-digit code of a second-factor message. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`sem código em: ${text}`);
  return match[1];
}

/** The `token` of a new-password link in a message. */
export function tokenIn(text: string): string {
  const match = /new-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`sem link em: ${text}`);
  return decodeURIComponent(match[1]);
}
