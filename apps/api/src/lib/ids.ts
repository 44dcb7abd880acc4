/**
 * GUIDs as the database answers them: lower case. Request ids are read lower-cased by the domain's `zId` /
 * `zGuid`; these normalise ids that come from elsewhere (headers, tokens, stored JSON, bus messages).
 */
export function lowerId<T extends string | null | undefined>(id: T): T {
  return (typeof id === 'string' ? id.toLowerCase() : id) as T;
}

/** The ids given, lower-cased, each once, without empty ones, in their first position. */
export function uniqueIds(ids: readonly (string | null | undefined)[]): string[] {
  return [...new Set(ids.flatMap((id) => (id ? [id.toLowerCase()] : [])))];
}
