import { ZLoginRequest } from '@embarca/domain';
import { schemaErrors } from '../../lib/schema-form';

/**
 * Sign-in form validation with the API's own schema (DESIGN.md §4). Loaded on demand by the sign-in form
 * (prefetched after the first paint) so zod stays out of the JS needed to show /login.
 */
const ZCredentials = ZLoginRequest.pick({ email: true, password: true });

export interface TCredentials {
  email: string;
  password: string;
}

/** `{ field: message }` for invalid input, and the normalised credentials (e-mail trimmed, lowercase). */
export function validateCredentials(values: TCredentials): {
  errors: Record<string, string>;
  credentials: TCredentials | null;
} {
  const errors = schemaErrors(ZCredentials, values);
  if (Object.keys(errors).length > 0) return { errors, credentials: null };
  return { errors, credentials: ZCredentials.parse(values) };
}
