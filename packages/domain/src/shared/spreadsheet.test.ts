import { pickSheetName, rowsToRecords, trimColumnNames } from './spreadsheet';

describe('spreadsheet import', () => {
  it("reads the sheet named 'Dados'", () => {
    expect(pickSheetName(['Instruções', 'Dados', 'Outra'])).toBe('Dados');
    expect(pickSheetName(['Instruções', ' dados '])).toBe(' dados ');
  });

  it('else the first sheet', () => {
    expect(pickSheetName(['Planilha1', 'Planilha2'])).toBe('Planilha1');
    expect(pickSheetName([])).toBeUndefined();
  });

  it('trims column names', () => {
    expect(trimColumnNames([' codigo ', 'peso\t', null, 3])).toEqual(['codigo', 'peso', '', '3']);
  });

  it('builds records from the header row and values', () => {
    const records = rowsToRecords(
      [' codigo', 'pesoTotal ', '', 'codigo'],
      [['P-1', 120, 'ignorado', 'dup'], ['', null, undefined], ['P-2']],
    );
    expect(records).toEqual([
      { codigo: 'P-1', pesoTotal: 120 },
      { codigo: 'P-2', pesoTotal: null },
    ]);
  });
});
