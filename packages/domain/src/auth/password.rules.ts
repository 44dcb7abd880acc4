import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_STRENGTH_THRESHOLD,
} from '../usuarios/usuarios.enums';
import { isCommonPassword } from './common-passwords';

/**
 * Password strength on a 0–10 scale (01 §5: "the strength meter must reach 6"). The scale is ours:
 * - length: 1 point per character beyond 4, up to 8 points (6 characters → 2, 12 or more → 8);
 * - variety: 1 point per character class beyond the first (lower case, upper case, digits, symbols);
 * - penalties: a common password, or one character repeated throughout → 0; a run of 4+ sequential or
 *   repeated characters (1234, abcd, aaaa) → −2; containing the e-mail's name part → −3.
 * Examples: 'demo1234' 0 (common), 'abcd5678' 3 (sequence), 'Embarca#24' 9, 'caminhaoazul' 8, 'Rota2026' 6.
 */
export function passwordStrength(password: string, context: { email?: string | null } = {}): number {
  if (!password) return 0;
  const lower = password.toLowerCase();
  if (isCommonPassword(password) || /^(.)\1*$/.test(password)) return 0;
  const lengthPoints = Math.min(Math.max(password.length - 4, 0), 8);
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((re) => re.test(password)).length;
  let score = lengthPoints + Math.max(classes - 1, 0);
  if (hasRun(lower, 4)) score -= 2;
  const name = context.email?.split('@')[0]?.toLowerCase();
  if (name && name.length >= 3 && lower.includes(name)) score -= 3;
  return Math.min(Math.max(score, 0), 10);
}

/** True when `text` has `size` characters in a row that go up or down by one code, or repeat. */
function hasRun(text: string, size: number): boolean {
  let up = 1;
  let down = 1;
  let same = 1;
  for (let i = 1; i < text.length; i++) {
    const step = text.charCodeAt(i) - text.charCodeAt(i - 1);
    up = step === 1 ? up + 1 : 1;
    down = step === -1 ? down + 1 : 1;
    same = step === 0 ? same + 1 : 1;
    if (up >= size || down >= size || same >= size) return true;
  }
  return false;
}

export type PasswordProblem = 'length' | 'common' | 'weak';

/** Why a new password is refused (null when accepted): 6–30 characters, not common, strength ≥ 6. */
export function passwordProblem(
  password: string,
  context: { email?: string | null } = {},
): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return 'length';
  if (isCommonPassword(password)) return 'common';
  if (passwordStrength(password, context) < PASSWORD_STRENGTH_THRESHOLD) return 'weak';
  return null;
}
