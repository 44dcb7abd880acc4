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
