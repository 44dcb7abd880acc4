import {
  boardGroupOfSituacao,
  SituacaoCarga,
  type TQuadroCargaFiltros,
  type TSituacaoCarga,
  ZQuadroCargaFiltros,
} from '@embarca/domain';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fimDoDia, inicioDoDia, lerDia } from './dia-sao-paulo';

/**
 * The board filters (02 §3 "Board filters") kept in the hash route's query, beside `drawer`.
 * In the URL and in the board state the keys and encoding are the API's (ZQuadroCargaFiltros: lists
 * comma-separated, booleans 'true'/'false'), except the four date fields: there they are the São Paulo
 * days the user picked ('yyyy-MM-dd'); `toQuadroQuery` turns them into the day's first/last instant.
 */
export type TFiltroKey = keyof TQuadroCargaFiltros;

export const FILTRO_KEYS = Object.keys(ZQuadroCargaFiltros.shape) as TFiltroKey[];

const DATE_KEYS = ['dhColetaIni', 'dhColetaFim', 'dhEntregaIni', 'dhEntregaFim'] as const;
type TDateKey = (typeof DATE_KEYS)[number];
const LIST_KEYS = ['visibilidades', 'tiposFrete', 'numerosNF', 'situacao'] as const;
type TListKey = (typeof LIST_KEYS)[number];

function isDateKey(key: TFiltroKey): key is TDateKey {
  return (DATE_KEYS as readonly string[]).includes(key);
}
function isListKey(key: TFiltroKey): key is TListKey {
  return (LIST_KEYS as readonly string[]).includes(key);
}

/** The situacoes a board card can have (5 and 99 never reach the board), offered by the filter. */
export const SITUACOES_QUADRO: TSituacaoCarga[] = Object.values(SituacaoCarga).filter(
  (situacao) => boardGroupOfSituacao(situacao) !== null,
);

/** One list item checked by the contract's own field schema; null when the API would refuse it. */
function parseItem(key: TListKey, item: string): string | number | null {
  const parsed = ZQuadroCargaFiltros.shape[key].safeParse(item);
  const value = parsed.success ? parsed.data?.[0] : undefined;
  if (value === undefined) return null;
  if (key === 'situacao' && !(SITUACOES_QUADRO as number[]).includes(value as number)) return null;
  return value;
}

/**
 * The filters in a query string. Each value is checked on its own with the contract's schema and
 * dropped when invalid (a stale or hand-edited link never breaks the board); list items one by one.
 */
export function filtrosFromSearch(search: string | URLSearchParams): TQuadroCargaFiltros {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filtros: Record<string, unknown> = {};
  for (const key of FILTRO_KEYS) {
    const raw = params.getAll(key);
    if (raw.length === 0) continue;
    if (isListKey(key)) {
      const items = raw.flatMap((value) => value.split(',')).map((item) => item.trim());
      const values = [...new Set(items.map((item) => parseItem(key, item)).filter((item) => item !== null))];
      if (values.length > 0) filtros[key] = values;
    } else if (isDateKey(key)) {
      const dia = lerDia(raw[0]);
      if (dia) filtros[key] = dia;
    } else {
      const parsed = ZQuadroCargaFiltros.shape[key].safeParse(raw[0]);
      if (parsed.success && parsed.data !== undefined) filtros[key] = parsed.data;
    }
  }
  return filtros as TQuadroCargaFiltros;
}

function serialize(filtros: TQuadroCargaFiltros, dates: 'dia' | 'instante'): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTRO_KEYS) {
    const value = filtros[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else if (isDateKey(key) && dates === 'instante') {
      const dia = lerDia(String(value));
      if (dia) params.set(key, key.endsWith('Ini') ? inicioDoDia(dia) : fimDoDia(dia));
    } else {
      params.set(key, String(value));
    }
  }
  return params;
}

/** The filters as the URL keeps them (dates as São Paulo days); `filtrosFromSearch` reads it back. */
export function filtrosToSearch(filtros: TQuadroCargaFiltros): URLSearchParams {
  return serialize(filtrosFromSearch(serialize(filtros, 'dia')), 'dia');
}

/**
 * The query parameters of `GET /api/frete/quadro/carga/{grupo}` (ZQuadroCargaFiltros' wire format):
 * invalid values dropped, each date range from the first instant of its first São Paulo day to the
 * last instant of its last day.
 */
export function toQuadroQuery(filtros: TQuadroCargaFiltros): URLSearchParams {
  return serialize(filtrosFromSearch(serialize(filtros, 'dia')), 'instante');
}

/** The filter values as sent, before the sanitising step (the panel validates them with the schema). */
export function filtrosWire(filtros: TQuadroCargaFiltros): Record<string, string> {
  return Object.fromEntries(serialize(filtros, 'instante'));
}

/**
 * How many filters are on, for the filter button's badge: one per control of the panel, so a date
 * range (from and/or to) counts once.
 */
export function countFiltrosAtivos(filtros: TQuadroCargaFiltros): number {
  const clean = filtrosFromSearch(serialize(filtros, 'dia'));
  let count = 0;
  for (const key of FILTRO_KEYS) {
    if (isDateKey(key) || clean[key] === undefined) continue;
    count += 1;
  }
  if (clean.dhColetaIni || clean.dhColetaFim) count += 1;
  if (clean.dhEntregaIni || clean.dhEntregaFim) count += 1;
  return count;
}

/** Readable query strings: slashes and commas need no escaping in a query value. */
function searchString(params: URLSearchParams): string {
  const text = params.toString().replace(/%2F/gi, '/').replace(/%2C/gi, ',');
  return text === '' ? '' : `?${text}`;
}

/**
 * The board filters of the current URL and a setter that writes them back (a history entry per change),
 * keeping every other parameter (the side drawer's `drawer`). The new entry carries no location state:
 * a drawer left open then closes by dropping its parameter instead of going back past the filter change.
 */
export function useQuadroFiltros(): [TQuadroCargaFiltros, (next: TQuadroCargaFiltros) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const filterSearch = filtrosToSearch(filtrosFromSearch(location.search)).toString();
  // Same filters → same object, whatever else changes in the URL (e.g. a drawer opening).
  const filtros = useMemo(() => filtrosFromSearch(filterSearch), [filterSearch]);

  const setFiltros = useCallback(
    (next: TQuadroCargaFiltros) => {
      const params = new URLSearchParams(location.search);
      for (const key of FILTRO_KEYS) params.delete(key);
      for (const [key, value] of filtrosToSearch(next)) params.set(key, value);
      const search = searchString(params);
      if (search === searchString(new URLSearchParams(location.search))) return;
      navigate({ pathname: location.pathname, search });
    },
    [location.pathname, location.search, navigate],
  );

  return [filtros, setFiltros];
}
