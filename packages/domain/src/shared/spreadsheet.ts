import { enumLabel } from './enum';
import { normalizeSearchText } from './text-search';

/**
 * Spreadsheet import helpers (01 §5, 02 §2): read the sheet named 'Dados' or else the first sheet, and
 * trim column names. The file itself is read elsewhere (read-excel-file); these work on plain values.
 */

export const PREFERRED_SHEET_NAME = 'Dados';

/**
 * The sheet to read: the one named 'Dados' (compared trimmed and case-insensitively), else the first;
 * undefined when there is none.
 */
export function pickSheetName(sheetNames: readonly string[]): string | undefined {
  const wanted = PREFERRED_SHEET_NAME.toLowerCase();
  return sheetNames.find((name) => name.trim().toLowerCase() === wanted) ?? sheetNames[0];
}

/** Column names trimmed (non-strings become their text; null/undefined become ''). */
export function trimColumnNames(header: readonly unknown[]): string[] {
  return header.map((cell) => (cell === null || cell === undefined ? '' : String(cell).trim()));
}

export type SpreadsheetCell = string | number | boolean | Date | null | undefined;

function isEmptyCell(cell: SpreadsheetCell): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

/**
 * Records from a header row and data rows: keys are the trimmed column names (columns with an empty name
 * are skipped; a repeated name keeps its first column); rows whose cells are all empty are skipped;
 * missing cells become null.
 */
export function rowsToRecords(
  header: readonly unknown[],
  rows: readonly (readonly SpreadsheetCell[])[],
): Record<string, SpreadsheetCell>[] {
  const names = trimColumnNames(header);
  return rows
    .filter((row) => !row.every(isEmptyCell))
    .map((row) => {
      const record: Record<string, SpreadsheetCell> = {};
      names.forEach((name, index) => {
        if (name === '' || Object.hasOwn(record, name)) return;
        record[name] = row[index] ?? null;
      });
      return record;
    });
}

/** A column name (or a label typed in a cell) compared without case, accents or surrounding spaces. */
export function spreadsheetColumnKey(name: string): string {
  return normalizeSearchText(name).replace(/\s+/g, ' ').trim();
}

/** A cell as trimmed text; empty → null; a date cell → 'yyyy-MM-dd'. */
export function textFromCell(cell: SpreadsheetCell): string | null {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const text = String(cell).trim();
  return text === '' ? null : text;
}

/**
 * A code given as its number or its pt-BR label ('Cliente', 'fob dirigido'): undefined when empty, NaN when
 * unknown (the contract then answers 'Informe um valor válido.').
 */
export function codeFromCell(
  labels: Readonly<Record<number, string>>,
  cell: SpreadsheetCell,
): number | undefined {
  if (cell === null || cell === undefined || cell === '') return undefined;
  if (typeof cell === 'number') return cell;
  const text = String(cell).trim();
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const wanted = spreadsheetColumnKey(text);
  const found = Object.keys(labels).find(
    (code) => spreadsheetColumnKey(enumLabel(labels, Number(code))) === wanted,
  );
  return found === undefined ? Number.NaN : Number(found);
}

/**
 * A number cell, or a text in pt-BR ('1.234,5') or plain ('1234.5') notation: undefined when empty, NaN when
 * not a number (the contract then answers 'Informe um valor válido.').
 */
export function numberFromCell(cell: SpreadsheetCell): number | undefined {
  if (cell === null || cell === undefined) return undefined;
  if (typeof cell === 'number') return cell;
  if (typeof cell !== 'string') return Number.NaN;
  const text = cell.trim().replace(/\s/g, '');
  if (text === '') return undefined;
  const plain = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  return /^[-+]?\d*\.?\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * A record's cells by field, given the fields' column names (`{ nome: 'Razão social' }`): column names are
 * matched without case or accents; the first matching column wins; columns of no field are ignored.
 */
export function cellsByField<F extends string>(
  columns: Readonly<Record<F, string>>,
  record: Readonly<Record<string, SpreadsheetCell>>,
): Partial<Record<F, SpreadsheetCell>> {
  const fieldByColumn = new Map<string, F>(
    (Object.entries(columns) as [F, string][]).map(([field, column]) => [
      spreadsheetColumnKey(column),
      field,
    ]),
  );
  const values: Partial<Record<F, SpreadsheetCell>> = {};
  for (const [column, cell] of Object.entries(record)) {
    const field = fieldByColumn.get(spreadsheetColumnKey(column));
    if (field && values[field] === undefined) values[field] = cell;
  }
  return values;
}
