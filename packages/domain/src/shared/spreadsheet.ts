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
