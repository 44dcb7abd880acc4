import { ApiError } from './api-client';

/** The part of a zod schema the form adapter needs (kept structural: apps/web does not depend on zod). */
export interface TSafeParser<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Form errors from a domain schema (DESIGN.md §4: forms are validated by the API's zod schemas):
 * `{ 'field.path': 'first pt-BR message' }`, empty when the values are valid.
 */
export function schemaErrors<T>(schema: TSafeParser<T>, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A form that shows messages under its fields (Mantine's `useForm`). */
export interface TFieldErrorsTarget {
  setErrors(errors: Record<string, string>): void;
}

/**
 * Checks `values` with `schema` and shows its messages on `form` (`toFieldErrors` maps schema paths to
 * the form's fields where they differ); true when the values are valid.
 */
export function validateForm<T>(
  form: TFieldErrorsTarget,
  schema: TSafeParser<T>,
  values: unknown,
  toFieldErrors: (errors: Record<string, string>) => Record<string, string> = (errors) => errors,
): boolean {
  const errors = toFieldErrors(schemaErrors(schema, values));
  form.setErrors(errors);
  return Object.keys(errors).length === 0;
}

/**
 * Puts a 400's per-field messages (`campos`, issue 15) under the form's fields; true when some went there.
 * `toFieldErrors` maps API paths to the form's fields where they differ. Other errors change nothing.
 */
export function showServerFieldErrors(
  form: TFieldErrorsTarget,
  error: unknown,
  toFieldErrors: (errors: Record<string, string>) => Record<string, string> = (errors) => errors,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const errors = toFieldErrors({ ...error.campos });
  if (Object.keys(errors).length === 0) return false;
  form.setErrors(errors);
  return true;
}
