import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * Helpers shared by every enumeration of the domain. Enumerations are const objects
 * (`{ Name: code }`) with a `Record<code, label>` of pt-BR labels beside them.
 */

/** The union of the codes of a const enumeration object. */
export type EnumCode<T extends Record<string, string | number>> = T[keyof T];

/** The pt-BR label of a code, or '' when the code is unknown (null/undefined included). */
export function enumLabel<C extends string | number>(
  labels: Readonly<Record<C, string>>,
  code: NoInfer<C> | string | number | null | undefined,
): string {
  if (code === null || code === undefined) return '';
  return Object.hasOwn(labels, code) ? ((labels as Record<string | number, string>)[code] ?? '') : '';
}

/** `[{ value, label }]` in the order of the enumeration object, for selects and filters. */
export function enumOptions<T extends Record<string, string | number>>(
  values: T,
  labels: Readonly<Record<EnumCode<T>, string>>,
): { value: EnumCode<T>; label: string }[] {
  return (Object.values(values) as EnumCode<T>[]).map((value) => ({ value, label: labels[value] }));
}

/** A zod schema accepting exactly the codes of a const enumeration object. */
export function zEnumCode<T extends Record<string, string | number>>(values: T): z.ZodLiteral<EnumCode<T>> {
  const codes = Object.values(values) as EnumCode<T>[];
  return z.literal(codes, { error: MESSAGES.invalidValue });
}

/** True when `code` is one of the codes of the enumeration object (type guard). */
export function isEnumCode<T extends Record<string, string | number>>(
  values: T,
  code: unknown,
): code is EnumCode<T> {
  return (Object.values(values) as unknown[]).includes(code);
}
