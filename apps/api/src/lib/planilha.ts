import { MESSAGES, pickSheetName, rowsToRecords, type SpreadsheetCell } from '@embarca/domain';
import readXlsxFile from 'read-excel-file/node';
import { AppError } from './app-error';

/** One sheet of a spreadsheet: its name and its rows of cells. */
export interface Planilha {
  sheet: string;
  data: SpreadsheetCell[][];
}

/** Reads every sheet of an .xlsx file; throws on a file that is not a spreadsheet. */
export type LerPlanilha = (file: Buffer) => Promise<Planilha[]>;

/** Every sheet of an .xlsx file (read-excel-file, DEPENDENCIES.md "spreadsheets"). */
export async function readXlsxSheets(file: Buffer): Promise<Planilha[]> {
  const sheets = await readXlsxFile(file);
  return sheets.map((sheet) => ({
    sheet: sheet.sheet,
    data: sheet.data.map((row) => row.map((cell) => cell as SpreadsheetCell)),
  }));
}

/** A data row of an import, with its spreadsheet row number (the header is row 1). */
export interface RegistroDaPlanilha {
  linha: number;
  record: Record<string, SpreadsheetCell>;
}

/**
 * The rows of an import file (the companies', the loads'): the sheet 'Dados', else the first; the header's
 * column names trimmed; fully empty rows skipped. 400 'Formato inválido.' for a file that is not a
 * spreadsheet, 'Nenhum resultado encontrado.' without data rows, the maximum's message over `maxLinhas`.
 */
export async function lerRegistrosDaPlanilha(
  lerPlanilha: LerPlanilha,
  file: Buffer,
  maxLinhas: number,
): Promise<{ aba: string; registros: RegistroDaPlanilha[] }> {
  let sheets: Planilha[];
  try {
    sheets = await lerPlanilha(file);
  } catch {
    throw new AppError('VALIDATION', MESSAGES.invalidFormat);
  }
  const aba = pickSheetName(sheets.map((sheet) => sheet.sheet));
  const sheet = sheets.find((candidate) => candidate.sheet === aba);
  if (!sheet || sheet.data.length < 2) throw new AppError('VALIDATION', MESSAGES.noResults);
  const [header = [], ...rows] = sheet.data;
  if (rows.length > maxLinhas) throw new AppError('VALIDATION', `${MESSAGES.maxValue}${maxLinhas}`);
  const registros = rows
    .map((row, index) => ({ linha: index + 2, record: rowsToRecords(header, [row])[0] }))
    .filter((item): item is RegistroDaPlanilha => !!item.record);
  return { aba: sheet.sheet, registros };
}
