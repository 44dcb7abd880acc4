import { z } from 'zod';

const EMAIL_SCHEMA = z.email();

/** True for a syntactically valid e-mail address (zod's rule), after trimming. */
export function isValidEmail(value: string | null | undefined): boolean {
  return EMAIL_SCHEMA.safeParse((value ?? '').trim()).success;
}

/** E-mail for storage and comparison: trimmed and lowercase. */
export function normalizeEmail(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}
