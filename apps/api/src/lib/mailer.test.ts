import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, escapeHtml } from './mailer';
import { createOutboxSmsSender } from './sms';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-outbox-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('mailer without SMTP_URL', () => {
  it('writes each message as an .eml file in the outbox and logs its subject', async () => {
    const logged: string[] = [];
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Embarca <nao-responda@embarca.local>',
      outboxDir,
      log: (message) => logged.push(message),
    });
    await mailer.send({
      to: 'maria@exemplo.com.br',
      subject: 'Embarca: seu código de verificação',
      text: 'Seu código é: 123456',
      html: '<p>Seu código é: <strong>123456</strong></p>',
    });
    const files = fs.readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^From: Embarca <nao-responda@embarca\.local>$/m);
    expect(eml).toMatch(/^To: maria@exemplo\.com\.br$/m);
    expect(eml).toContain('multipart/alternative');
    expect(eml).toContain('123456');
    expect(logged[0]).toContain('Embarca: seu código de verificação');
  });
});

describe('default SMS provider', () => {
  it('writes sms-<timestamp>-<to>.txt in the outbox', async () => {
    const outboxDir = path.join(dir, 'sms');
    await createOutboxSmsSender({ outboxDir }).send('+55 (11) 98765-4321', 'Embarca: código 654321');
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^sms-.+-5511987654321\.txt$/);
    expect(fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8')).toContain('654321');
  });
});

describe('escapeHtml', () => {
  it('escapes markup in names put into e-mails', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });
});
