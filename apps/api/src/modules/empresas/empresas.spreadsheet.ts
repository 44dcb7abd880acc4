import type { SpreadsheetCell } from '@embarca/domain';
import readXlsxFile from 'read-excel-file/node';
import type { Planilha } from './empresas.service';

/** Every sheet of an .xlsx file (read-excel-file, DEPENDENCIES.md "spreadsheets"). */
export async function readXlsxSheets(file: Buffer): Promise<Planilha[]> {
  const sheets = await readXlsxFile(file);
  return sheets.map((sheet) => ({
    sheet: sheet.sheet,
    data: sheet.data.map((row) => row.map((cell) => cell as SpreadsheetCell)),
  }));
}
