import fs from 'node:fs';
import path from 'node:path';
import { outboxStamp } from './mailer';

/** Sends a text message. The default provider writes to the outbox; a real gateway implements this. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** Default SMS provider: `DATA_DIR/outbox/sms-<timestamp>-<to>.txt` (DESIGN.md §6). */
export function createOutboxSmsSender({
  outboxDir,
  log,
}: {
  outboxDir: string;
  log?: (message: string) => void;
}): SmsSender {
  return {
    async send(to, text) {
      const digits = to.replace(/\D/g, '').slice(0, 20) || 'sem-numero';
      await fs.promises.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `sms-${outboxStamp()}-${digits}.txt`);
      await fs.promises.writeFile(file, `Para: ${digits}\n\n${text}\n`, { mode: 0o600 });
      log?.(`SMS para ${digits} gravado em ${file}`);
    },
  };
}
