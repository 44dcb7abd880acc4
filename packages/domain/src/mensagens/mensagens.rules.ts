/** The sound toggle (01 §4, §9): on unless stored as 'false'. */
export function somLigado(stored: string | null | undefined): boolean {
  return stored !== 'false';
}

/** "São Paulo/SP" from a route point's city and UF (either may be missing). */
export function cidadeUf(cidade: string | null | undefined, uf: string | null | undefined): string | null {
  const c = cidade?.trim();
  const u = uf?.trim();
  if (c && u) return `${c}/${u}`;
  return c || u || null;
}
