/** `postgres://user:secret@host/db` → `postgres://user:***@host/db`; an unparsable URL is not echoed. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL inválida / invalid DATABASE_URL';
  }
}
