import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface AppSecrets {
  /** Signs the session JWTs. */
  jwtSecret: string;
  /** The freight API's `?key=` (01 §7 request rules). */
  freteApiKey: string;
}

const GENERATORS: Record<keyof AppSecrets, () => string> = {
  jwtSecret: () => crypto.randomBytes(48).toString('base64url'),
  freteApiKey: () => crypto.randomBytes(24).toString('base64url'),
};

/**
 * Reads `DATA_DIR/secrets.json`, creating it on first use with fresh random secrets (file mode 0600), and
 * adding any secret a newer version needs. The data folder is never committed; `JWT_SECRET` and
 * `FRETE_API_KEY` in the environment take precedence (see config.ts).
 */
export function loadOrCreateSecrets(dataDir: string): AppSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const existing = readSecrets(file);
  if (existing && isComplete(existing)) return existing;
  const secrets = { ...existing } as Partial<AppSecrets>;
  for (const name of Object.keys(GENERATORS) as (keyof AppSecrets)[]) {
    secrets[name] ??= GENERATORS[name]();
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' on first creation: never overwrite a file another process wrote in the meantime.
    fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, {
      mode: 0o600,
      flag: existing ? 'w' : 'wx',
    });
  } catch (error) {
    const winner = readSecrets(file);
    if (winner && isComplete(winner)) return winner;
    throw error;
  }
  return secrets as AppSecrets;
}

function isComplete(secrets: Partial<AppSecrets>): secrets is AppSecrets {
  return typeof secrets.jwtSecret === 'string' && typeof secrets.freteApiKey === 'string';
}

function readSecrets(file: string): Partial<AppSecrets> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const parsed = JSON.parse(text) as Partial<Record<keyof AppSecrets, unknown>> | null;
  const jwtSecret = parsed?.jwtSecret;
  if (typeof jwtSecret !== 'string' || jwtSecret.length < 32) {
    throw new Error(`${file}: jwtSecret ausente ou curto demais / missing or too short`);
  }
  const freteApiKey = typeof parsed?.freteApiKey === 'string' ? parsed.freteApiKey : undefined;
  return freteApiKey ? { jwtSecret, freteApiKey } : { jwtSecret };
}
