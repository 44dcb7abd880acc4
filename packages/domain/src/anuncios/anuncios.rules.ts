import { TipoRegraAnuncio, type TTipoRegraAnuncio } from './anuncios.enums';

/**
 * Audience of an announcement (ours; the spec only says "managed by support users"):
 * - `todos: true` → every signed-in user;
 * - otherwise the user's company type must be in `tiposEmpresa` (when that list is not empty) AND the
 *   company's licence level must be in `licencas` (when that list is not empty). At least one list is
 *   required when `todos` is false (the schema checks it).
 */
export interface TPublicoAnuncioRule {
  todos: boolean;
  tiposEmpresa: readonly number[];
  licencas: readonly number[];
}

export interface TAnuncioViewer {
  tipoEmpresa: number;
  licenca: number;
}

export function anuncioTargetsViewer(publico: TPublicoAnuncioRule, viewer: TAnuncioViewer): boolean {
  if (publico.todos) return true;
  if (publico.tiposEmpresa.length === 0 && publico.licencas.length === 0) return false;
  const tipoOk = publico.tiposEmpresa.length === 0 || publico.tiposEmpresa.includes(viewer.tipoEmpresa);
  const licencaOk = publico.licencas.length === 0 || publico.licencas.includes(viewer.licenca);
  return tipoOk && licencaOk;
}

/** True when `at` is inside the optional window [inicio, fim]. */
export function anuncioInWindow(inicio: Date | null, fim: Date | null, at: Date): boolean {
  if (inicio && at.getTime() < inicio.getTime()) return false;
  if (fim && at.getTime() > fim.getTime()) return false;
  return true;
}

/** The path compared by URL rules: without origin, query, hash and trailing slash ('/' stays). */
export function normalizeAnuncioPath(url: string): string {
  let path = url.trim();
  path = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').replace(/^#/, '');
  path = path.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) path = `/${path}`;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * URL rule (01 §3): 'exact' → the page path equals one of the URLs; 'contains' → the page path contains
 * one of them. An empty list matches every page. Case-insensitive; query and hash ignored.
 */
export function anuncioMatchesUrl(
  regra: { tipo: TTipoRegraAnuncio; urls: readonly string[] },
  currentPath: string,
): boolean {
  if (regra.urls.length === 0) return true;
  const path = normalizeAnuncioPath(currentPath).toLowerCase();
  return regra.urls.some((url) => {
    const rule = url.trim().toLowerCase();
    if (regra.tipo === TipoRegraAnuncio.Exact) return normalizeAnuncioPath(rule) === path;
    return rule.length > 0 && path.includes(rule);
  });
}

/** Links an announcement or release post may carry: http(s) or an in-app path ('/…', not '//'). */
export function isSafeAnuncioUrl(url: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url);
}
